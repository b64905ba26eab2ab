import Foundation
import Testing
import DevInfoKit
import TestSupport

/// One `$ devinfo …` line of a README console block and the output printed under it.
struct ConsoleExample: Sendable, CustomTestStringConvertible {
    let line: Int
    let command: String
    let expected: String
    var testDescription: String { "README.md:\(line): \(command)" }
}

/// Every `$ devinfo …` line of the README's console blocks runs, in a shell, and prints exactly the lines
/// shown under it (stdout and stderr together). Commands run in a scratch folder holding `log.txt`, a few
/// identifiers, for the examples that read a log.
@Suite struct READMEConsoleTests {
    static let readme = URL(fileURLWithPath: Package.path("README.md"))

    static let examples: [ConsoleExample] = {
        guard let text = try? String(contentsOf: readme, encoding: .utf8) else { return [] }
        var examples: [ConsoleExample] = []
        var inConsole = false
        var current: (line: Int, command: String, output: [String])?
        func finish() {
            if let current, current.command.hasPrefix("devinfo") || current.command.hasPrefix("printf") {
                examples.append(ConsoleExample(line: current.line, command: current.command,
                                               expected: current.output.map { $0 + "\n" }.joined()))
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

    @Test(arguments: examples)
    func everyDevinfoLinePrintsWhatTheREADMEShows(_ example: ConsoleExample) throws {
        let scratch = try Scratch.folder("readme")
        defer { Scratch.remove(scratch) }
        try "iPhone11,8\nMacBookPro18,3\nWatch7,9\n".write(toFile: scratch + "/log.txt", atomically: true, encoding: .utf8)
        let path = CLI.binary.deletingLastPathComponent().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let printed = try Run.shell("exec 2>&1; " + example.command, environment: ["PATH": path], directory: scratch).stdout
        #expect(printed == example.expected, "README.md:\(example.line): `\(example.command)` printed:\n\(printed)")
    }
}
