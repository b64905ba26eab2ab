// devinfo-site: the catalogue website, from the library's table (which must be current with Data/) and
// Data/SOURCES.md.
//
// Usage: swift run devinfo-site DIR [--data DIR]
//        swift run devinfo-site --readme      (README.md's regions written from the library, rewritten in place)
// Run from the package root. Exit codes: 0 written; 1 the generated table is out of date with Data/ (run
// `swift run devinfo-generate` first) or Data/ is invalid; 64 bad arguments (an empty path, or one that is
// the filesystem root, included); 73 DIR is neither new, empty nor a previous devinfo site, or a path it
// must write is not a regular file (nothing written); 74 a file could not be read or written (standard
// output included).
import DevInfoGenerator
import DevInfoSite
import Foundation

let usage = """
    usage: devinfo-site DIR [--data DIR]
           devinfo-site --readme
      Writes the catalogue website into DIR: index.html, a page per device and display class, drawings,
      sources and search. The generated table must be current with Data/ (run `swift run devinfo-generate`).
      DIR is new, empty, or a site devinfo wrote (its .devinfo-site lists what it wrote): only those files
      are replaced, anything else is kept; never "" or /. The site is written beside DIR and renamed into
      place, so a failed run leaves no half site.
      --data DIR   the data directory (default: Data)
      --readme     rewrite README.md's regions written from the library (the candidate-set sizes of "Which
                   device is this?"), from the package root, and write no site
    exit codes: 0 ok, 1 table out of date or invalid data, 64 usage error, 73 DIR is not empty and not a
      devinfo site, 74 I/O error (standard output included)
    """

func fail(_ message: String, code: Int32) -> Never {
    StandardStreams.error(message + "\n")
    exit(code)
}

/// A line of the command's answer, on stdout (a failed write exits 74).
func say(_ line: String) { StandardStreams.output(line + "\n", command: "devinfo-site") }

StandardStreams.prepare()

var dataDirectory = "Data"
var sitePath: String?
var readmeOnly = false
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--data":
        guard let value = arguments.popFirst() else { fail("devinfo-site: --data needs a value\n\(usage)", code: 64) }
        dataDirectory = value
    case "--readme":
        readmeOnly = true
    case "-h", "--help":
        say(usage)
        exit(0)
    default:
        guard !argument.hasPrefix("-") || argument == "-", sitePath == nil else {
            fail("devinfo-site: unexpected argument '\(argument)'\n\(usage)", code: 64)
        }
        sitePath = argument
    }
}
if readmeOnly {
    guard sitePath == nil else { fail("devinfo-site: --readme writes no site; give no DIR\n\(usage)", code: 64) }
    let text: String
    do { text = try String(contentsOfFile: "README.md", encoding: .utf8) } catch {
        fail("devinfo-site: cannot read README.md (\(FileProblem.reason(error))): run from the package root", code: 74)
    }
    let updated = Site.readme(text)
    guard updated != text else { say("devinfo-site: README.md is up to date"); exit(0) }
    do { try updated.write(toFile: "README.md", atomically: true, encoding: .utf8) } catch {
        fail("devinfo-site: cannot write README.md (\(FileProblem.reason(error)))", code: 74)
    }
    say("devinfo-site: wrote README.md")
    exit(0)
}
guard let sitePath else { fail("devinfo-site: which folder? give DIR\n\(usage)", code: 64) }
// "" or / would scatter a site over the filesystem root: a usage error, before anything is read.
if let problem = SiteFolder.usageProblem(sitePath) {
    fail("devinfo-site: \(problem)\n\(usage)", code: 64)
}

let dataSet: DataSet
do {
    dataSet = try DataDirectory.load(dataDirectory)
} catch {
    if error.isUnreadableFolder { fail("devinfo-site: cannot read \(error.description)", code: 74) }
    fail(error.description + "\ndevinfo-site: \(error.errors.count) problem(s) in \(dataDirectory)/", code: 1)
}

// The site, from the library's table (which must be current with Data/) and
// Data/SOURCES.md.
do {
    let table: String
    do {
        table = try String(contentsOfFile: generatedTablePath, encoding: .utf8)
    } catch {
        fail("devinfo-site: cannot read \(generatedTablePath) (\(FileProblem.reason(error))), which the site must match: run from the package root", code: 74)
    }
    guard table == dataSet.renderSwift() else {
        fail("devinfo-site: \(generatedTablePath) is out of date with \(dataDirectory)/: run `\(regenerateCommand)`, rebuild, then this again", code: 1)
    }
    let started = Date()
    let sources: String
    do {
        sources = try String(contentsOfFile: dataDirectory + "/SOURCES.md", encoding: .utf8)
    } catch {
        fail("devinfo-site: cannot read \(dataDirectory)/SOURCES.md (\(FileProblem.reason(error)))", code: 74)
    }
    let files = Site.files(sourcesMarkdown: sources)
    // Into a fresh sibling folder, renamed into place: never over a file devinfo did not write (SiteFolder).
    let report: SiteFolder.Report
    do {
        report = try SiteFolder.write(files, to: sitePath)
    } catch {
        fail("devinfo-site: \(error)", code: error.exitCode)
    }
    let bytes = report.bytes
    let seconds = Date().timeIntervalSince(started)
    let kept = report.kept.isEmpty ? "" : "; kept \(report.kept.count) file(s) devinfo did not write"
    say("devinfo-site: wrote \(sitePath)/ (\(files.count) files, \(bytes / 1024) KiB; \(dataSet.deviceCount) device pages\(kept)) in \(String(format: "%.1f", seconds)) s")
    exit(0)
}

