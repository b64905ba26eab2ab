import DevInfoGenerator
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `devinfo-site DIR [--data DIR]`: the catalogue website, from the library's table (which must be current
/// with Data/) and Data/SOURCES.md, written into DIR (``SiteFolder``).
///
/// Run from the package root. Exit codes: 0 written; 1 the generated table is out of date with Data/ (run
/// `swift run devinfo-generate` first) or Data/ is invalid; 64 bad arguments (an empty path, or one that is
/// the filesystem root, included); 73 DIR is neither new, empty nor a previous devinfo site, or a path it
/// must write is not a regular file (nothing written); 74 a file could not be read or written (standard
/// output included).
///
/// The `devinfo-site` executable calls ``run(_:in:)`` with the real files and streams
/// (``Environment/standard``); the tests call it with a small site and streams of their own.
public enum SiteCommand {
    public static let usage = """
        usage: devinfo-site DIR [--data DIR]
               devinfo-site --readme
          Writes the catalogue website into DIR: index.html, a page per device and display class, drawings,
          sources and search. The generated table must be current with Data/ (run `swift run devinfo-generate`).
          DIR is new, empty, or a site devinfo wrote (its .devinfo-site lists what it wrote): only those files
          are replaced, anything else is kept; never "" or /, nor a read-only folder. DIR itself is kept (its
          mode, owner, mount): the site is written in a hidden folder inside it, then moved into place.
          --data DIR   the data directory (default: Data)
          --readme     rewrite README.md's regions written from the library (the candidate-set sizes of "Which
                       device is this?"), from the package root, and write no site
        exit codes: 0 ok, 1 table out of date or invalid data, 64 usage error, 73 DIR is not empty and not a
          devinfo site, 74 I/O error (standard output included)
        """

    /// What the command reads, renders and writes to.
    public struct Environment {
        /// Data/ read and validated (``DataDirectory/load(_:)``).
        public var loadData: (String) throws(DataErrors) -> DataSet
        /// A text file (the generated table, Data/SOURCES.md).
        public var readText: (String) throws -> String
        /// The site's files, from Data/SOURCES.md's text (``Site/files(sourcesMarkdown:)``).
        public var files: (String) -> [(path: String, text: String)]
        /// Replaces a text file's content (README.md for `--readme`).
        public var writeText: (String, String) throws -> Void
        /// Writes to standard output: the errno of a failed write, or nil.
        public var output: (String) -> Int32?
        /// Writes to standard error.
        public var error: (String) -> Void

        public init(
            loadData: @escaping (String) throws(DataErrors) -> DataSet, readText: @escaping (String) throws -> String,
            files: @escaping (String) -> [(path: String, text: String)],
            writeText: @escaping (String, String) throws -> Void = { try $1.write(toFile: $0, atomically: true, encoding: .utf8) },
            output: @escaping (String) -> Int32?, error: @escaping (String) -> Void
        ) {
            self.loadData = loadData
            self.readText = readText
            self.files = files
            self.writeText = writeText
            self.output = output
            self.error = error
        }

        /// The real ones: the files relative to the working directory, the whole site, stdout and stderr
        /// (``StandardStreams``).
        public static var standard: Environment {
            Environment(
                loadData: { (path) throws(DataErrors) in try DataDirectory.load(path) },
                readText: { try String(contentsOfFile: $0, encoding: .utf8) },
                files: { Site.files(sourcesMarkdown: $0) },
                output: { StandardStreams.write($0, to: 1) },
                error: { StandardStreams.error($0) })
        }
    }

    /// Runs the command with `arguments` (without the program's name); returns its exit status.
    public static func run(_ arguments: [String], in environment: Environment = .standard) -> Int32 {
        /// A message on stderr, and the status to exit with.
        func fail(_ message: String, code: Int32) -> Int32 {
            environment.error(message + "\n")
            return code
        }
        /// A line of the command's answer, on stdout: 0, or 74 when it cannot be written (a reader that went
        /// away, EPIPE, needs no message).
        func say(_ line: String) -> Int32 {
            guard let failure = environment.output(line + "\n") else { return 0 }
            if failure != EPIPE { environment.error("devinfo-site: cannot write standard output: \(String(cString: strerror(failure)))\n") }
            return 74
        }

        var dataDirectory = "Data"
        var sitePath: String?
        var readmeOnly = false
        var arguments = arguments[...]
        while let argument = arguments.popFirst() {
            switch argument {
            case "--data":
                guard let value = arguments.popFirst() else { return fail("devinfo-site: --data needs a value\n\(usage)", code: 64) }
                dataDirectory = value
            case "--readme":
                readmeOnly = true
            case "-h", "--help":
                return say(usage)
            default:
                guard !argument.hasPrefix("-") || argument == "-", sitePath == nil else {
                    return fail("devinfo-site: unexpected argument '\(shownPath(argument))'\n\(usage)", code: 64)
                }
                sitePath = argument
            }
        }
        if readmeOnly {
            guard sitePath == nil else { return fail("devinfo-site: --readme writes no site; give no DIR\n\(usage)", code: 64) }
            let text: String
            do { text = try environment.readText("README.md") } catch {
                return fail("devinfo-site: cannot read README.md (\(FileProblem.reason(error))): run from the package root", code: 74)
            }
            let updated = Site.readme(text)
            guard updated != text else { return say("devinfo-site: README.md is up to date") }
            do { try environment.writeText("README.md", updated) } catch {
                return fail("devinfo-site: cannot write README.md (\(FileProblem.reason(error)))", code: 74)
            }
            return say("devinfo-site: wrote README.md")
        }
        guard let sitePath else { return fail("devinfo-site: which folder? give DIR\n\(usage)", code: 64) }
        // "" or / would scatter a site over the filesystem root: a usage error, before anything is read.
        if let problem = SiteFolder.usageProblem(sitePath) {
            return fail("devinfo-site: \(problem)\n\(usage)", code: 64)
        }

        let dataSet: DataSet
        do {
            dataSet = try environment.loadData(dataDirectory)
        } catch {
            if error.isUnreadableFolder { return fail("devinfo-site: cannot read \(error.description)", code: 74) }
            return fail(error.description + "\ndevinfo-site: \(error.errors.count) problem(s) in \(dataDirectory)/", code: 1)
        }

        // The site, from the library's table (which must be current with Data/) and Data/SOURCES.md.
        let table: String
        do {
            table = try environment.readText(generatedTablePath)
        } catch {
            return fail(
                "devinfo-site: cannot read \(generatedTablePath) (\(FileProblem.reason(error))), which the site must match: run from the package root", code: 74
            )
        }
        guard table == dataSet.renderSwift() else {
            return fail(
                "devinfo-site: \(generatedTablePath) is out of date with \(shownPath(dataDirectory))/: run `\(regenerateCommand)`, rebuild, then this again",
                code: 1)
        }
        let started = Date()
        let sources: String
        do {
            sources = try environment.readText(dataDirectory + "/SOURCES.md")
        } catch {
            return fail("devinfo-site: cannot read \(shownPath(dataDirectory))/SOURCES.md (\(FileProblem.reason(error)))", code: 74)
        }
        let files = environment.files(sources)
        // Into a fresh sibling folder, renamed into place: never over a file devinfo did not write (SiteFolder).
        let report: SiteFolder.Report
        do {
            report = try SiteFolder.write(files, to: sitePath)
        } catch {
            return fail("devinfo-site: \(error)", code: error.exitCode)
        }
        let seconds = Date().timeIntervalSince(started)
        let kept = report.kept.isEmpty ? "" : "; kept \(report.kept.count) file(s) devinfo did not write"
        return say(
            "devinfo-site: wrote \(shownPath(sitePath))/ (\(files.count) files, \(report.bytes / 1024) KiB; \(dataSet.deviceCount) device pages\(kept)) in \(String(format: "%.1f", seconds)) s"
        )
    }
}
