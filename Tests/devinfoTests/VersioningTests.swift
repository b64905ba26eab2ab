import Foundation
import Testing

/// One version for the command, the library and the docs: `devinfo --version`, CHANGELOG.md's newest
/// section (the release notes), the README's install lines and SwiftPM dependency, and the Swift Package
/// Index configuration all agree, so a release tag `v<version>` finds everything in step.
@Suite struct VersioningTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    static func version() throws -> String {
        let printed = try CLI.run(["--version"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(printed.hasPrefix("devinfo "))
        return String(printed.dropFirst("devinfo ".count))
    }

    @Test func theVersionIsSemantic() throws {
        let parts = try Self.version().split(separator: ".", omittingEmptySubsequences: false)
        #expect(parts.count == 3 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) })
    }

    @Test func theChangelogsNewestSectionIsThisVersion() throws {
        let changelog = try Self.text("CHANGELOG.md")
        let version = try Self.version()
        var sections = changelog.split(separator: "\n").filter { $0.hasPrefix("## [") }
        // What is merged but not released yet comes first, under its own heading (Keep a Changelog).
        if sections.first == "## [Unreleased]" { sections.removeFirst() }
        #expect(!sections.contains("## [Unreleased]"), "one Unreleased section, at the top")
        #expect(sections.first?.hasPrefix("## [\(version)] - ") == true, "CHANGELOG.md's newest release is \(version)")
        // Each section names a version once, newest first.
        let versions = sections.map { $0.dropFirst(4).prefix { $0 != "]" } }.map { $0.split(separator: ".").compactMap { Int($0) } }
        #expect(versions == versions.sorted { $0.lexicographicallyPrecedes($1) }.reversed())
        #expect(Set(versions).count == versions.count)
        // The policy people rely on is written down.
        #expect(changelog.contains("**Patch") && changelog.contains("**Minor") && changelog.contains("**Major") && changelog.contains("deprecat"))
    }

    @Test func theREADMEInstallsThisVersion() throws {
        let readme = try Self.text("README.md")
        let version = try Self.version()
        #expect(readme.contains("from: \"\(version)\")"), "the SwiftPM line")
        let releaseLines = readme.split(separator: "\n").filter { $0.contains("releases/download/") }
        #expect(releaseLines.count >= 2)
        #expect(releaseLines.allSatisfy { $0.contains("v=\(version) ") && $0.contains("/download/v\(version) ") }, "\(releaseLines)")
        #expect(readme.contains("swift package experimental-install --product devinfo"))
    }

    @Test func theSwiftPackageIndexBuildsTheLibrarysDocumentation() throws {
        let configuration = try Self.text(".spi.yml")
        #expect(configuration.contains("documentation_targets: [DevInfoKit]"))
    }
}
