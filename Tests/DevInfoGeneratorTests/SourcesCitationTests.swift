import Foundation
import TestSupport
import Testing

/// Data/SOURCES.md is published on the website: every citation in it must be one a reader can open (a
/// public repository with path and commit, a URL, a named document), and it states what sources say, not
/// how they were searched.
@Suite struct SourcesCitationTests {
    static let text = (try? String(contentsOfFile: Package.root + "/Data/SOURCES.md", encoding: .utf8)) ?? ""

    /// Lines that cite something a reader cannot open, with the reason.
    static func opaqueCitations(_ text: String) -> [String] {
        var found: [String] = []
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let lowered = line.lowercased()
            let reasons = [
                lowered.contains("index file") ? "an internal index number" : nil,
                ["/work/", "/tmp/", "/home/", "/root/", "file://"].contains { lowered.contains($0) } ? "a local path" : nil,
                ["read_file", "find_string", "find_files", "find_repos", "look-up", "lookups", "search tool"].contains { lowered.contains($0) }
                    ? "a research tool, not a source" : nil,
                line.range(of: #"(?<![0-9a-fA-F./-])[0-9]{10,}(?![0-9a-fA-F])"#, options: .regularExpression) != nil ? "an opaque number" : nil
            ].compactMap { $0 }
            if let reason = reasons.first { found.append("Data/SOURCES.md:\(number + 1): \(reason): \(line.prefix(120))") }
        }
        return found
    }

    @Test func everyCitationIsAPublicReference() {
        #expect(!Self.text.isEmpty)
        #expect(Self.opaqueCitations(Self.text) == [])
    }

    @Test func theCheckCatchesWhatItShould() {
        let bad = """
            - Apple's table (index file 68850164148).
            - measured in /work/research/x/sources.md
            - found with find_string
            - index 58902360325
            """
        #expect(Self.opaqueCitations(bad).count == 4)
        let good = """
            - blacktop/ipsw `pkg/xcode/data/device_traits.json` @ 3d21dbec73730e71c02af57c76c661cf99e9f530
            - https://support.apple.com/en-us/111833
            - Apple, "iPhone 16 Pro - Technical Specifications" (2024).
            """
        #expect(Self.opaqueCitations(good) == [])
    }
}
