// devinfo-generate: Data/*.tsv → the generated Swift table and the Markdown device catalogue.
//
// Usage: swift run devinfo-generate [--check] [--data DIR] [--output FILE] [--catalogue FILE]
//        swift run devinfo-generate --freshness --appledb DIR [--simulators DIR] …  (see --freshness --help)
// Run from the package root. Exit codes: 0 written or already up to date; 1 invalid data (each problem
// on stderr as file:line: reason, the existing outputs left untouched) or, with --check, an output out of
// date; 64 bad arguments (an empty --site path, or one that is the filesystem root, included); 73 an output
// path is not a regular file, or a --site folder is neither empty nor a previous site (nothing written); 74 a
// file could not be read or written, or standard output could not be written (a full disk, a closed stdout).
import DevInfoGenerator
import DevInfoKit
import DevInfoSite
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let usage = """
    usage: devinfo-generate [--check] [--data DIR] [--output FILE] [--catalogue FILE]
           devinfo-generate --site DIR [--data DIR]
           devinfo-generate --freshness [--appledb DIR] [--simulators DIR] …  (details: --freshness --help)
      Validates Data/ and writes the generated device table and catalogue (each only when its content changes).
      --check           write nothing; exit 1 when a committed output differs from what would be written
      --data DIR        the data directory (default: Data)
      --output FILE     the generated Swift table (default: \(generatedTablePath))
      --site DIR        instead, write the catalogue website into DIR (index.html, a page per device and
                        display class, drawings, sources, search); the table must be current. DIR
                        is new, empty, or a site devinfo wrote (its .devinfo-site lists what it
                        wrote): only those files are replaced, anything else is kept; not "" or /
      --catalogue FILE  the generated Markdown catalogue (default: \(generatedCataloguePath); with a
                        non-default --output, only when given)
      Outputs are written only over regular files or to new paths: a link, folder, FIFO or device is refused.
    exit codes: 0 ok, 1 invalid data or out of date (--check), 64 usage error, 73 an output path is not a
      regular file (--site: a folder that is not empty and not a devinfo site), 74 I/O error (standard
      output included)
    """

/// Standard output and error, written with write(2): a failed write is an answer, never a trap (FileHandle's
/// `write(_:)` traps, which killed the process with SIGILL on a full disk or a closed stdout).
enum StandardStreams {
    /// Whether stdout was closed when the command started (then every write to it fails, with EBADF).
    nonisolated(unsafe) static var outputWasClosed = false

    /// Run first: a closed pipe becomes a write error (EPIPE), not a fatal SIGPIPE; and a closed standard
    /// descriptor is held by /dev/null, so that no file this command opens (a site page, a table) takes its
    /// number and receives its messages.
    static func prepare() {
        signal(SIGPIPE, SIG_IGN)
        for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            if descriptor == 1 { outputWasClosed = true }
            _ = open("/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY)  // the lowest free number: this one
        }
    }

    /// Writes all of `text` to `descriptor`; the errno of a failed write, or nil.
    static func write(_ text: String, to descriptor: Int32) -> Int32? {
        if descriptor == 1 && outputWasClosed { return EBADF }
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress! + written, bytes.count - written) }
            if result < 0 {
                if errno == EINTR { continue }
                return errno
            }
            written += result
        }
        return nil
    }

    /// Writes `text` to stdout, or exits 74 saying why (as `devinfo` does; a reader that went away, EPIPE,
    /// needs no message).
    static func output(_ text: String) {
        guard let failure = write(text, to: 1) else { return }
        if failure != EPIPE { error("devinfo-generate: cannot write standard output: \(String(cString: strerror(failure)))\n") }
        exit(74)
    }

    /// Writes `text` to stderr; nothing more can be done when that fails.
    static func error(_ text: String) { _ = write(text, to: 2) }
}

#if canImport(Glibc)
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
#endif

/// A line of the command's answer, on stdout.
func say(_ line: String) { StandardStreams.output(line + "\n") }

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
    StandardStreams.output(outcome.output)
    StandardStreams.error(outcome.errors)
    exit(outcome.code)
}

var dataDirectory = "Data"
var outputPath = generatedTablePath
var cataloguePath: String?
var sitePath: String?
var checkOnly = false
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--check": checkOnly = true
    case "--data", "--output", "--catalogue", "--site":
        guard let value = arguments.popFirst() else { fail("devinfo-generate: \(argument) needs a value\n\(usage)", code: 64) }
        switch argument {
        case "--data": dataDirectory = value
        case "--output": outputPath = value
        case "--site": sitePath = value
        default: cataloguePath = value
        }
    case "-h", "--help":
        say(usage)
        exit(0)
    default: fail("devinfo-generate: unknown argument '\(argument)'\n\(usage)", code: 64)
    }
}
// `--site ""` or `--site /` would scatter a site over the filesystem root: a usage error, before anything is read.
if let sitePath, let problem = SiteFolder.usageProblem(sitePath) {
    fail("devinfo-generate: \(problem)\n\(usage)", code: 64)
}

let dataSet: DataSet
do {
    dataSet = try DataDirectory.load(dataDirectory)
} catch {
    // No data folder at all is not invalid data: say what is missing, as any unreadable input.
    if error.isUnreadableFolder { fail("devinfo-generate: cannot read \(error.description)", code: 74) }
    fail(error.description + "\ndevinfo-generate: \(error.errors.count) problem(s) in \(dataDirectory)/; generated files left unchanged", code: 1)
}

// --site DIR: the catalogue website, from the library's table (which must be current with Data/) and
// Data/SOURCES.md.
if let sitePath {
    let table: String
    do {
        table = try String(contentsOfFile: generatedTablePath, encoding: .utf8)
    } catch {
        fail("devinfo-generate: cannot read \(generatedTablePath) (\(FileProblem.reason(error))), which --site checks is current: run from the package root", code: 74)
    }
    guard table == dataSet.renderSwift() else {
        fail("devinfo-generate: \(generatedTablePath) is out of date with \(dataDirectory)/: run `\(regenerateCommand)`, rebuild, then --site", code: 1)
    }
    let started = Date()
    let sources: String
    do {
        sources = try String(contentsOfFile: dataDirectory + "/SOURCES.md", encoding: .utf8)
    } catch {
        fail("devinfo-generate: cannot read \(dataDirectory)/SOURCES.md (\(FileProblem.reason(error)))", code: 74)
    }
    let files = Site.files(sourcesMarkdown: sources)
    // Into a fresh sibling folder, renamed into place: never over a file devinfo did not write (SiteFolder).
    let report: SiteFolder.Report
    do {
        report = try SiteFolder.write(files, to: sitePath)
    } catch {
        fail("devinfo-generate: \(error)", code: error.exitCode)
    }
    let bytes = report.bytes
    let seconds = Date().timeIntervalSince(started)
    let kept = report.kept.isEmpty ? "" : "; kept \(report.kept.count) file(s) devinfo did not write"
    say("devinfo-generate: wrote \(sitePath)/ (\(files.count) files, \(bytes / 1024) KiB; \(dataSet.deviceCount) device pages\(kept)) in \(String(format: "%.1f", seconds)) s")
    exit(0)
}

// A table written elsewhere (--output) leaves the committed catalogue alone unless --catalogue names one.
let catalogue = cataloguePath ?? (outputPath == generatedTablePath ? generatedCataloguePath : nil)
var outputs = [(outputPath, dataSet.renderSwift())]
if let catalogue { outputs.append((catalogue, dataSet.renderCatalogue())) }
// The JSON schema article comes from DevInfoKit's facts (as compiled into this command), with the default outputs.
if outputPath == generatedTablePath && cataloguePath == nil {
    outputs.append((SchemaArticle.path, SchemaArticle.render()))
    // The documentation's code, as the DocumentationTests target compiles and runs it (read after the
    // schema article above is written, which holds a code block too: a second run settles it).
    do {
        let documents = try DocumentationSnippets.documentPaths(root: ".").map {
            DocumentationSnippets.Document(path: $0, text: try String(contentsOfFile: $0, encoding: .utf8))
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
