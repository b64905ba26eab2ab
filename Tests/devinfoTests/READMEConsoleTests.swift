import DevInfoKit
import Foundation
import TestSupport
import Testing

/// One `$ devinfo …` line of a README console block and the output printed under it.
struct ConsoleExample: Sendable, CustomTestStringConvertible {
    /// The command's line in README.md (1-based).
    let line: Int
    let command: String
    let expected: String
    /// How many lines of output the README shows under the command.
    let outputLines: Int
    var testDescription: String { "README.md:\(line): \(command)" }
}

/// Every `$ devinfo …` line of the README's console blocks runs, in a shell, and prints exactly the lines
/// shown under it (stdout and stderr together). Commands run in a scratch folder holding `log.txt`, a few
/// identifiers, for the examples that read a log.
///
/// Record mode re-records the transcripts after a change of the reports: `DEVINFO_RECORD_README=1 swift test
/// --filter READMEConsoleTests` writes what each command prints under it in README.md (and checks nothing);
/// review the diff, then run the tests again.
@Suite struct READMEConsoleTests {
    static let readme = URL(fileURLWithPath: Package.path("README.md"))
    static let recording = ProcessInfo.processInfo.environment["DEVINFO_RECORD_README"] == "1"

    static let examples: [ConsoleExample] = {
        guard let text = try? String(contentsOf: readme, encoding: .utf8) else { return [] }
        var examples: [ConsoleExample] = []
        var inConsole = false
        var current: (line: Int, command: String, output: [String])?
        func finish() {
            if let current, current.command.hasPrefix("devinfo") || current.command.hasPrefix("printf") {
                examples.append(
                    ConsoleExample(
                        line: current.line, command: current.command,
                        expected: current.output.map { $0 + "\n" }.joined(), outputLines: current.output.count))
            }
            current = nil
        }
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("```") {
                if inConsole { finish() }
                inConsole = trimmed == "```console"
                continue
            }
            guard inConsole else { continue }
            if trimmed.hasPrefix("$ ") {
                finish()
                current = (offset + 1, String(trimmed.dropFirst(2)), [])
            } else if current != nil {
                current!.output.append(String(line))
            }
        }
        return examples
    }()

    @Test func theREADMEAndVersionAgree() throws {
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        let version = try CLI.run(["--version"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(version.hasPrefix("devinfo "))
        #expect(text.contains("This README describes **\(version)**"), "README must name \(version)")
    }

    @Test func theREADMEHasConsoleExamples() {
        #expect(Self.examples.count >= 10)
        #expect(Self.examples.contains { $0.command.hasPrefix("devinfo iPhone11,8") })
    }

    /// What `example`'s command prints (stdout and stderr together), run as the README's reader would.
    static func printed(_ example: ConsoleExample) throws -> String {
        let scratch = try Scratch.folder("readme")
        defer { Scratch.remove(scratch) }
        try "iPhone11,8\nMacBookPro18,3\nWatch7,9\n".write(toFile: scratch + "/log.txt", atomically: true, encoding: .utf8)
        let path = CLI.binary.deletingLastPathComponent().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        return try Run.shell("exec 2>&1; " + example.command, environment: ["PATH": path], directory: scratch).stdout
    }

    @Test(.disabled(if: recording, "recording the README"), arguments: examples)
    func everyDevinfoLinePrintsWhatTheREADMEShows(_ example: ConsoleExample) throws {
        let printed = try Self.printed(example)
        #expect(printed == example.expected, "README.md:\(example.line): `\(example.command)` printed:\n\(printed)")
    }

    /// Record mode: each example's output lines in README.md replaced by what its command prints now.
    @Test(.enabled(if: recording, "DEVINFO_RECORD_README=1"))
    func recordTheREADMEsTranscripts() throws {
        var lines = try String(contentsOf: Self.readme, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // From the last example up, so earlier line numbers stay valid.
        for example in Self.examples.sorted(by: { $0.line > $1.line }) {
            var output = try Self.printed(example).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if output.last == "" { output.removeLast() }
            lines.replaceSubrange(example.line..<(example.line + example.outputLines), with: output)
        }
        try lines.joined(separator: "\n").write(to: Self.readme, atomically: true, encoding: .utf8)
    }
}
