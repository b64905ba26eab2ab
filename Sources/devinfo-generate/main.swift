// devinfo-generate: Data/*.tsv → the generated Swift table and the Markdown device catalogue.
//
// Usage: swift run devinfo-generate [--check | --fill-rate | --json-schema] [--data DIR] [--output FILE] [--catalogue FILE]
//        swift run devinfo-generate --readings DIR [--write] [--verbose] [--data DIR]  (devinfo's own readings, issue 33)
//        swift run devinfo-generate --freshness --appledb DIR [--simulators DIR] …  (see --freshness --help)
// Run from the package root. Exit codes: 0 written or already up to date; 1 invalid data (each problem
// on stderr as file:line: reason, the existing outputs left untouched) or, with --check, an output out of
// date; 3 (--readings) conflicts between the readings and Data/, reported and not written; 64 bad arguments; 73 an output path is not a regular file (nothing written); 74 a file could not be
// read or written, or standard output could not be written (a full disk, a closed stdout). The catalogue
// website is `devinfo-site`'s job: this command does not link the library whose table it writes.
import DevInfoGenerator
import Foundation

let usage = """
    usage: devinfo-generate [--check | --fill-rate | --json-schema] [--data DIR] [--output FILE] [--catalogue FILE]
           devinfo-generate --readings DIR [--write] [--verbose] [--data DIR]
           devinfo-generate --freshness [--appledb DIR] [--simulators DIR] …  (details: --freshness --help)
      Validates Data/ and writes the generated device table and catalogue (each only when its content changes).
      --check           write nothing; exit 1 when a committed output differs from what would be written
      --fill-rate       write nothing; print, per family and fact, the cells the sources confirm out of those
                        that apply (the README's table)
      --json-schema     write nothing; print the JSON Schema of a device object (the committed
                        \(JSONSchemaWriter.path))
      --readings DIR    read devinfo's readings (DIR/*.json, DIR/<identifier>/*.json; README, "Readings"),
                        validate them and print, per cell, whether Data/ agrees, lacks it (new) or conflicts
      --write           with --readings: record the new cells (in their table where a second origin agrees,
                        else in Data/evidence/wanted.tsv); conflicts are never written
      --verbose         with --readings: print the agreeing cells too
      --data DIR        the data directory (default: Data)
      --output FILE     the generated Swift table (default: \(generatedTablePath))
      --catalogue FILE  the generated Markdown catalogue (default: \(generatedCataloguePath); with a
                        non-default --output, only when given)
      Outputs are written only over regular files or to new paths: a link, folder, FIFO or device is refused.
    exit codes: 0 ok, 1 invalid data or readings, or out of date (--check), 3 (--readings) conflicts reported
      (nothing conflicting written), 64 usage error, 73 an output path is not a regular file, 74 I/O error
      (standard output included)
    """

/// A line of the command's answer, on stdout (a failed write exits 74).
func say(_ line: String) { StandardStreams.output(line + "\n", command: "devinfo-generate") }

func fail(_ message: String, code: Int32) -> Never {
    StandardStreams.error(message + "\n")
    exit(code)
}

StandardStreams.prepare()

/// Data/ as the freshness check sees it. The mapping itself is `DataSet.freshnessData`
/// (Sources/DevInfoGenerator/Freshness/DataSet+Freshness.swift), the one place to adapt to the data model.
func freshnessData(_ directory: String) throws -> FreshnessData {
    try DataDirectory.load(directory).freshnessData
}

// --freshness: compare Data/ with AppleDB and Xcode simulator snapshots; a mode of its own.
if FreshnessCommand.isRequested(Array(CommandLine.arguments.dropFirst())) {
    let outcome = FreshnessCommand.run(Array(CommandLine.arguments.dropFirst()), loadData: freshnessData)
    StandardStreams.output(outcome.output, command: "devinfo-generate")
    StandardStreams.error(outcome.errors)
    exit(outcome.code)
}

var dataDirectory = "Data"
var outputPath = generatedTablePath
var cataloguePath: String?
var checkOnly = false
var fillRateOnly = false
var jsonSchemaOnly = false
var readingsFolder: String?
var writeReadings = false
var verbose = false
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--check": checkOnly = true
    case "--fill-rate": fillRateOnly = true
    case "--json-schema": jsonSchemaOnly = true
    case "--write": writeReadings = true
    case "--verbose": verbose = true
    case "--data", "--output", "--catalogue", "--readings":
        guard let value = arguments.popFirst() else { fail("devinfo-generate: \(argument) needs a value\n\(usage)", code: 64) }
        switch argument {
        case "--data": dataDirectory = value
        case "--output": outputPath = value
        case "--readings": readingsFolder = value
        default: cataloguePath = value
        }
    case "-h", "--help":
        say(usage)
        exit(0)
    default: fail("devinfo-generate: unknown argument '\(argument)'\n\(usage)", code: 64)
    }
}

if (writeReadings || verbose) && readingsFolder == nil {
    fail("devinfo-generate: --write and --verbose go with --readings DIR\n\(usage)", code: 64)
}

// --readings: compare devinfo's readings with Data/ and, with --write, record the new cells (issue 33).
if let readingsFolder {
    do {
        let outcome = try ReadingIngest.run(folder: readingsFolder, dataDirectory: dataDirectory, write: writeReadings)
        StandardStreams.output(ReadingIngest.report(outcome, verbose: verbose), command: "devinfo-generate")
        exit(outcome.count(.conflict) > 0 ? ReadingIngest.conflictExitCode : 0)
    } catch {
        if error.isUnreadableFolder {
            fail(error.description.split(separator: "\n").map { "devinfo-generate: cannot read \($0)" }.joined(separator: "\n"), code: 74)
        }
        fail(error.description + "\ndevinfo-generate: \(error.errors.count) problem(s); nothing written", code: 1)
    }
}

// --json-schema: the schema comes from the fact descriptions alone; Data/ is not read.
if jsonSchemaOnly {
    StandardStreams.output(JSONSchemaWriter.render(), command: "devinfo-generate")
    exit(0)
}

let dataSet: DataSet
do {
    dataSet = try DataDirectory.load(dataDirectory)
} catch {
    // No data folder at all is not invalid data: say what is missing, as any unreadable input.
    if error.isUnreadableFolder { fail("devinfo-generate: cannot read \(error.description)", code: 74) }
    fail(error.description + "\ndevinfo-generate: \(error.errors.count) problem(s) in \(dataDirectory)/; generated files left unchanged", code: 1)
}

if fillRateOnly {
    say(dataSet.renderFillRate().dropLast().description)
    // The current OS versions (issue 29): how many devices that run each have a safe area and a status bar, and
    // which display classes still lack them.
    let (coverage, missing) = dataSet.renderOSCoverage()
    say("\nThe current OS versions:\n" + coverage.dropLast().description)
    if !missing.isEmpty { say("\nMissing, per OS version:\n" + missing.dropLast().description) }
    // The cells that wait for a second origin (Data/evidence/wanted.tsv, issue 33 §5).
    if let wanted = dataSet.evidence?.wanted, !wanted.isEmpty {
        say("\nWanted: \(wanted.count) cells wait for a second origin (Data/evidence/wanted.tsv):")
        for cell in wanted { say("  \(cell.table) \(cell.id) \(cell.fact) = \(cell.value) (\(cell.evidence.joined(separator: " ")))") }
    }
    exit(0)
}

// A table written elsewhere (--output) leaves the committed catalogue alone unless --catalogue names one.
let catalogue = cataloguePath ?? (outputPath == generatedTablePath ? generatedCataloguePath : nil)
var outputs = [(outputPath, dataSet.renderSwift())]
if let catalogue { outputs.append((catalogue, dataSet.renderCatalogue())) }
// The JSON schema article comes from the fact descriptions, with the default outputs.
if outputPath == generatedTablePath && cataloguePath == nil {
    let article = SchemaArticle.render()
    outputs.append((SchemaArticle.path, article))
    outputs.append((JSONSchemaWriter.path, JSONSchemaWriter.render()))
    // The reading format's schema, beside the readings (issue 33).
    outputs.append((ReadingSchemaWriter.path, ReadingSchemaWriter.render()))
    // The README's generated regions (counts, the fill-rate table); the rest of it is written by hand.
    let readme: String
    do {
        readme = ReadmeRegions.render(try String(contentsOfFile: ReadmeRegions.path, encoding: .utf8), data: dataSet)
    } catch {
        fail("devinfo-generate: cannot read \(ReadmeRegions.path) (\(FileProblem.reason(error))): run from the package root", code: 74)
    }
    outputs.append((ReadmeRegions.path, readme))
    // Data/SOURCES.md's generated lists (single cells, sources without an address) come from Data/evidence/.
    if let evidence = dataSet.evidence, dataDirectory == "Data" {
        outputs.append((CitationsRenderer.path, CitationsRenderer.render(evidence)))
        let sources: String
        do {
            sources = try String(contentsOfFile: SourcesRegions.path, encoding: .utf8)
        } catch {
            fail("devinfo-generate: cannot read \(SourcesRegions.path) (\(FileProblem.reason(error))): run from the package root", code: 74)
        }
        // Its hand-written parts state no cell's status: part 7 does, from the evidence.
        let claims = SourcesProseCheck.problems(sources)
        if !claims.isEmpty {
            fail(
                DataErrors(claims).description + "\ndevinfo-generate: \(claims.count) problem(s) in \(SourcesRegions.path); generated files left unchanged",
                code: 1)
        }
        outputs.append((SourcesRegions.path, SourcesRegions.render(sources, evidence: evidence)))
    }
    // The documentation's code, as the DocumentationTests target compiles and runs it: the schema article and
    // the README are read as they are about to be written (one run is enough).
    do {
        let documents = try DocumentationSnippets.documentPaths(root: ".").map {
            DocumentationSnippets.Document(
                path: $0,
                text: $0.hasSuffix(SchemaArticle.path)
                    ? article
                    : $0 == ReadmeRegions.path ? readme : try String(contentsOfFile: $0, encoding: .utf8))
        }
        outputs.append((DocumentationSnippets.generatedPath, try DocumentationSnippets.render(documents)))
    } catch let errors as DataErrors {
        fail(errors.description + "\ndevinfo-generate: \(errors.errors.count) problem(s) in the documentation's code blocks", code: 1)
    } catch {
        let path = ((error as NSError).userInfo[NSFilePathErrorKey] as? String).map { " \($0)" } ?? ""
        fail("devinfo-generate: cannot read the documentation\(path) (\(FileProblem.reason(error))): run from the package root", code: 74)
    }
}
// Only regular files (or new paths) are read or written: a FIFO, device, folder or link is refused first.
let refused = outputs.compactMap { output in OutputFile.problem(output.0).map { "\(output.0): \($0)" } }
if !refused.isEmpty {
    fail(refused.map { "devinfo-generate: \($0)" }.joined(separator: "\n") + "\ndevinfo-generate: nothing written", code: 73)
}
let stale = outputs.filter { OutputFile.currentText($0.0) != $0.1 }
let counts = "\(dataSet.deviceCount) devices, \(dataSet.screenCount) screens"
if stale.isEmpty {
    say("devinfo-generate: \(outputs.map(\.0).joined(separator: " and ")) \(outputs.count > 1 ? "are" : "is") up to date (\(counts))")
    exit(0)
}
if checkOnly {
    fail("devinfo-generate: \(stale.map(\.0).joined(separator: " and ")) out of date; run `\(regenerateCommand)`", code: 1)
}
for (path, content) in stale {
    do {
        try OutputFile.write(content, to: path)
    } catch {
        fail("devinfo-generate: cannot write \(error)", code: 74)
    }
    say("devinfo-generate: wrote \(path) (\(counts))")
}
