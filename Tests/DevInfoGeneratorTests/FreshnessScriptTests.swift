import Foundation
import TestSupport
import Testing

/// `.ci/freshness`, the script the weekly workflow (.github/workflows/freshness.yml) runs, on a fixture
/// AppleDB folder instead of a fresh clone, with the real Data/ and the built devinfo-generate: so the
/// scheduled job is known to work before anyone pushes it.
@Suite struct FreshnessScriptTests {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
        var summary: String
    }

    /// Runs the script on a scratch `deviceFiles/` holding `files`, as GitHub Actions would.
    static func run(_ files: [String: String]) throws -> Result {
        let root = Scratch.path("freshness-script")
        defer { try? FileManager.default.removeItem(atPath: root) }
        for (path, text) in files {
            let url = URL(fileURLWithPath: root + "/deviceFiles/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let summary = root + "/summary.md"
        var environment = ProcessInfo.processInfo.environment
        environment["DEVINFO_GENERATE"] = Package.product("devinfo-generate").path
        environment["GITHUB_ACTIONS"] = "true"
        environment["GITHUB_STEP_SUMMARY"] = summary
        let result = try Run.process(URL(fileURLWithPath: "/bin/bash"), [Package.root + "/.ci/freshness", root + "/deviceFiles"], environment: environment)
        return Result(
            status: result.status, stdout: result.stdout, stderr: result.stderr,
            summary: (try? String(contentsOfFile: summary, encoding: .utf8)) ?? "")
    }

    static let known = [
        "iPhone/iPhone17,1.json": #"{ "name": "iPhone 16 Pro", "identifier": "iPhone17,1", "released": "2024-09-20" }"#,
        // Left out by Data/exclusions.tsv: a product line and the T1 chip's file.
        "AirPods/AirPods2,2.json": #"{ "name": "AirPods (2nd generation)", "identifier": "AirPods2,2", "released": "2019-03-20" }"#,
        "iBridge/iBridge1,1.json": #"{ "name": "T1", "identifier": ["iBridge1,1", "Watch2,5"], "released": "2016-10-27" }"#
    ]

    @Test func nothingMissingExitsZeroAndAnnotatesNothing() throws {
        let result = try Self.run(Self.known)
        #expect(result.status == 0, "\(result.stderr)")
        // (Data/'s other devices are notes here: this small snapshot does not list them; notes never fail the job.)
        #expect(result.stdout.split(separator: "\n").last?.hasPrefix("freshness: 0 missing (1 left out by Data/exclusions.tsv), 0 name conflicts") == true)
        #expect(!result.stdout.contains("::error"))
        #expect(result.summary.isEmpty)
    }

    @Test func aNewDeviceFailsTheJobNamingIt() throws {
        var files = Self.known
        files["iPhone/iPhone19,9.json"] = #"{ "name": "iPhone 18e", "identifier": "iPhone19,9", "released": "2026-02-20" }"#
        let result = try Self.run(files)
        #expect(result.status == 1)
        #expect(result.stdout.contains("  iPhone19,9  \"iPhone 18e\"  seen in AppleDB iPhone/iPhone19,9.json\n"))
        #expect(result.stdout.contains("::error title=devinfo is missing devices::iPhone19,9\n"))
        #expect(result.stderr.contains("freshness: new upstream identifiers: iPhone19,9\n"))
        #expect(result.summary.hasPrefix("## Missing from Data/\n\n```\nMissing from Data/ (1):\n  iPhone19,9"))
    }

    @Test func anUnusableSnapshotFailsWithTheCheckStatus() throws {
        let result = try Self.run(["README.md": "not device files"])
        #expect(result.status == 66)
        #expect(result.stderr.contains("no AppleDB device files (*.json) here"))
    }
}
