import DevInfoGenerator
import Foundation
import TestSupport
import Testing

@testable import DevInfoSite

/// `devinfo-site DIR [--data DIR]`, the command (``SiteCommand``), run in this process on a small site: its
/// arguments, its exit codes and messages, and what it writes. The executable itself runs once, in
/// ``SiteCommandProcessTests``.
@Suite struct SiteCommandTests {
    /// What a run printed, and its status.
    struct Outcome {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The data the small site is checked against: one device, as Data/devices/iPhone.tsv would hold it.
    static func data() throws(DataErrors) -> DataSet {
        let cells = ["identifier": "iPhone11,8", "family": "iPhone", "name": "iPhone XR", "releaseYear": "2018"]
        let text = deviceColumns.joined(separator: "\t") + "\n" + deviceColumns.map { cells[$0] ?? "" }.joined(separator: "\t") + "\n"
        return try DataSet.load(screenFiles: [], deviceFiles: [SourceFile(path: "Data/devices/iPhone.tsv", text: text)])
    }

    /// The small site: a page, a device page and a folder.
    static let files: [(path: String, text: String)] = [
        ("index.html", "<!DOCTYPE html>\n<title>devinfo</title>\n"), ("devices/iPhone11,8.html", "<!DOCTYPE html>\n<title>iPhone XR</title>\n")
    ]

    /// Runs the command on the small site: `Data` is the one-device data (any other `--data` folder is read
    /// from the disk), the generated table is that data's, and stdout fails with `outputFailure` (an errno)
    /// when given.
    static func run(_ arguments: [String], outputFailure: Int32? = nil) -> Outcome {
        let stdout = Box()
        let stderr = Box()
        let environment = SiteCommand.Environment(
            loadData: { (path) throws(DataErrors) in path == "Data" ? try data() : try DataDirectory.load(path) },
            readText: { path in
                switch path {
                case generatedTablePath: return try data().renderSwift()
                case "Data/SOURCES.md": return "# Sources\n"
                default: return try String(contentsOfFile: path, encoding: .utf8)
                }
            },
            files: { _ in files },
            output: { text in
                if let outputFailure { return outputFailure }
                stdout.text += text
                return nil
            },
            error: { stderr.text += $0 })
        let status = SiteCommand.run(arguments, in: environment)
        return Outcome(status: status, stdout: stdout.text, stderr: stderr.text)
    }

    final class Box { var text = "" }

    // MARK: Paths that are no site's folder

    @Test(arguments: ["", "/", "//", "/.", "/..", "/tmp/..", "/tmp/../.."])
    func anEmptyPathOrTheRootIsAUsageError(path: String) throws {
        // `--data` names no folder: were the path accepted, the run would stop at the data (exit 74) before
        // writing anything, so a regression shows as the wrong status, never as files in /.
        let result = Self.run([path, "--data", "/nonexistent-devinfo-data"])
        #expect(result.status == 64, "\(result.stderr)")
        #expect(
            result.stderr.hasPrefix(
                path.isEmpty
                    ? "devinfo-site: an empty path is no folder: give the site a folder of its own\n"
                    : "devinfo-site: \(path) is the filesystem root; the site needs a folder of its own\n"))
        #expect(result.stderr.contains("usage: devinfo-site"))
        #expect(result.stdout.isEmpty)
    }

    @Test func aLinkToTheRootIsAUsageError() throws {
        let scratch = try SiteFolderTests.scratch()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        try FileManager.default.createSymbolicLink(atPath: scratch + "/root", withDestinationPath: "/")
        let result = Self.run([scratch + "/root", "--data", "/nonexistent-devinfo-data"])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("devinfo-site: \(scratch)/root is the filesystem root"))
        #expect(SiteFolder.usageProblem(scratch + "/root/.") != nil)
        #expect(SiteFolder.usageProblem(scratch + "/site") == nil)
        #expect(SiteFolder.usageProblem("site") == nil)
    }

    @Test func badArgumentsAreUsageErrorsAndHelpIsTheUsage() {
        for (arguments, message) in [
            ([String](), "which folder? give DIR"), (["site", "--data"], "--data needs a value"),
            (["a", "b"], "unexpected argument 'b'"), (["--frobnicate"], "unexpected argument '--frobnicate'")
        ] {
            let result = Self.run(arguments)
            #expect(result.status == 64 && result.stderr == "devinfo-site: \(message)\n\(SiteCommand.usage)\n", "\(arguments)")
            #expect(result.stdout.isEmpty)
        }
        let help = Self.run(["--help"])
        #expect(help.status == 0 && help.stdout == SiteCommand.usage + "\n" && help.stderr.isEmpty)
        #expect(Self.run(["-h"], outputFailure: ENOSPC).status == 74)
    }

    // MARK: Writing

    @Test func theCommandRefusesAFolderOfSomeoneElsesFilesWithExit73() throws {
        let scratch = try SiteFolderTests.scratch()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        try "read-only\n".write(toFile: scratch + "/index.html", atomically: false, encoding: .utf8)
        chmod(scratch + "/index.html", 0o444)
        let before = SiteFolderWriteTests.snapshot(scratch)
        let result = Self.run([scratch])
        #expect(result.status == 73)
        #expect(
            result.stderr
                == "devinfo-site: \(scratch): is not empty and is not a site devinfo-site wrote (it has no .devinfo-site); devinfo-site replaces nothing it did not write: give a new or empty folder\n"
        )
        #expect(SiteFolderWriteTests.snapshot(scratch) == before)
    }

    @Test func theFoldersPathIsPrintedWithItsControlCharactersEscaped() throws {
        let scratch = try SiteFolderTests.scratch()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let site = scratch + "/a\u{1B}[2J\nb"
        let result = Self.run([site])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("devinfo-site: wrote \(scratch)/a\\x1B[2J\\x0Ab/ ("), "\(result.stdout.debugDescription)")
        #expect(!result.stdout.contains("\u{1B}") && result.stdout.filter { $0 == "\n" }.count == 1)
        let refused = Self.run([site + "/index.html"])
        #expect(!refused.stderr.contains("\u{1B}"), "\(refused.stderr.debugDescription)")
    }

    @Test func theCommandRewritesItsOwnSiteAndKeepsTheRest() throws {
        let scratch = try SiteFolderTests.scratch()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let site = scratch + "/site"
        let first = Self.run([site])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.hasPrefix("devinfo-site: wrote \(site)/ (2 files, 0 KiB; 1 device pages) in "), "\(first.stdout)")
        try "example.com\n".write(toFile: site + "/CNAME", atomically: false, encoding: .utf8)
        let second = Self.run([site])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stdout.contains("kept 1 file(s) devinfo did not write"))
        #expect(FileManager.default.fileExists(atPath: site + "/devices/iPhone11,8.html"))
        #expect(try String(contentsOfFile: site + "/CNAME", encoding: .utf8) == "example.com\n")
        #expect(SiteFolderWriteTests.siblings(scratch).isEmpty)
    }

    @Test(arguments: [(ENOSPC, "No space left on device"), (EBADF, "Bad file descriptor")])
    func theSiteIsWrittenButItsReportCannotBeSoItExits74(failure: Int32, reason: String) throws {
        let scratch = try SiteFolderTests.scratch()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let result = Self.run([scratch + "/site"], outputFailure: failure)
        #expect(result.status == 74)
        #expect(result.stderr == "devinfo-site: cannot write standard output: \(reason)\n")
        #expect(try String(contentsOfFile: scratch + "/site/index.html", encoding: .utf8) == Self.files[0].text)
    }

    @Test func aReaderThatWentAwayExits74Quietly() throws {
        let scratch = try SiteFolderTests.scratch()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let result = Self.run([scratch + "/site"], outputFailure: EPIPE)
        #expect(result.status == 74 && result.stderr.isEmpty)
    }

    @Test func aStaleTableOrInvalidDataIsExit1AndWritesNothing() throws {
        let scratch = try SiteFolderTests.scratch()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let stale = SiteCommand.run(
            [scratch + "/site"],
            in: SiteCommand.Environment(
                loadData: { (_) throws(DataErrors) in try Self.data() }, readText: { _ in "// an older table\n" }, files: { _ in Self.files },
                output: { _ in nil }, error: { _ in }))
        #expect(stale == 1)
        let data = try Scratch.folder("site-data")
        defer { Scratch.remove(data) }
        let invalid = Self.run([scratch + "/site", "--data", data])
        #expect(invalid.status == 1 && invalid.stderr.hasSuffix("problem(s) in \(data)/\n"), "\(invalid.stderr)")
        #expect(!FileManager.default.fileExists(atPath: scratch + "/site"))
    }
}

/// The `devinfo-site` executable, run once: with its standard output closed, it writes the whole site,
/// exits 74 because its report cannot be written, and what it wrote is, byte for byte, the site this test
/// process renders. Another process has another hash seed, so this is the check that the site does not
/// depend on one (and, stdout being closed, that no page took descriptor 1 and received the report).
@Suite struct SiteCommandProcessTests {
    @Test func anotherProcessWritesTheSameSiteAndExits74WhenItsReportCannotBeWritten() throws {
        let scratch = try Scratch.folder("site-process")
        defer { Scratch.remove(scratch) }
        let site = scratch + "/site"
        let result = try Run.shell("exec \"$0\" \"$@\" >&-", [Package.product("devinfo-site").path, site], directory: Package.root)
        #expect(result.exited && result.status == 74)
        #expect(result.stderr == "devinfo-site: cannot write standard output: Bad file descriptor\n")
        var written: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: site)
        while let path = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: site + "/" + path, isDirectory: &isFolder), !isFolder.boolValue {
                written[path] = FileManager.default.contents(atPath: site + "/" + path)
            }
        }
        #expect(written.removeValue(forKey: SiteFolder.markerName) != nil)
        #expect(written.keys.sorted() == SiteTests.files.map(\.path).sorted())
        let different = SiteTests.files.filter { written[$0.path] != Data($0.text.utf8) }.map(\.path)
        #expect(different.isEmpty, "\(different.count) files differ from this process's render, e.g. \(different.prefix(3))")
    }
}
