import Foundation
import Testing
@testable import DevInfoSite

/// Where `devinfo-generate --site DIR` may write: never over the filesystem root.
@Suite struct SiteFolderTests {
    /// Runs the built `devinfo-generate` from the package root (where the table it checks lives).
    static func generate(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        #if os(macOS)
        let folder = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }?.bundleURL.deletingLastPathComponent() ?? Bundle.main.bundleURL
        #else
        let folder = Bundle.main.bundleURL
        #endif
        let process = Process()
        process.executableURL = folder.appendingPathComponent("devinfo-generate")
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: SiteTests.packageRoot)
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile(), stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
    }

    static func scratch() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("site-folder-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    // MARK: Paths that are no site's folder

    @Test(arguments: ["", "/", "//", "/.", "/..", "/tmp/..", "/tmp/../.."])
    func anEmptyPathOrTheRootIsAUsageError(path: String) throws {
        // `--data` names no folder: were the path accepted, the run would stop at the data (exit 1) before
        // writing anything, so a regression shows as the wrong status, never as files in /.
        let result = try Self.generate(["--site", path, "--data", "/nonexistent-devinfo-data"])
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.hasPrefix(path.isEmpty ? "devinfo-generate: --site needs a folder, not an empty path\n"
                                                     : "devinfo-generate: --site \(path) is the filesystem root; the site needs a folder of its own\n"))
        #expect(result.stderr.contains("usage: devinfo-generate"))
        #expect(result.stdout.isEmpty)
    }

    @Test func aLinkToTheRootIsAUsageError() throws {
        let scratch = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        try FileManager.default.createSymbolicLink(atPath: scratch + "/root", withDestinationPath: "/")
        let result = try Self.generate(["--site", scratch + "/root", "--data", "/nonexistent-devinfo-data"])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("devinfo-generate: --site \(scratch)/root is the filesystem root"))
        #expect(SiteFolder.usageProblem(scratch + "/root/.") != nil)
        #expect(SiteFolder.usageProblem(scratch + "/site") == nil)
        #expect(SiteFolder.usageProblem("site") == nil)
    }

    @Test func aPathIsShownWithItsControlCharactersEscaped() {
        #expect(SiteFolder.usageProblem("/\u{1B}[2J/..") == "--site /\\x1B[2J/.. is the filesystem root; the site needs a folder of its own")
    }
}
