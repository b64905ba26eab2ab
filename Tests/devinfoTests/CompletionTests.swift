import Foundation
import TestSupport
import Testing

@testable import devinfo

/// `devinfo --completion SHELL`: completion scripts written from the option table.
@Suite struct CompletionTests {
    @Test(arguments: ["bash", "zsh", "fish"])
    func everyOptionIsCompleted(shell: String) throws {
        let result = try CLI.run(["--completion", shell])
        #expect(result.status == 0 && result.stderr.isEmpty)
        for flag in Flag.allCases {
            for name in flag.spec.names {
                let spelled = shell == "fish" ? (name.hasPrefix("--") ? "-l \(name.dropFirst(2))" : "-s \(name.dropFirst())") : name
                #expect(result.stdout.contains(spelled), "\(shell) completes \(name)")
            }
        }
        #expect(result.stdout.contains("Watch"), "--family's values")
    }

    @Test func theBashScriptParses() throws {
        let script = try CLI.run(["--completion", "bash"]).stdout
        let scratch = try Scratch.folder("completion")
        defer { Scratch.remove(scratch) }
        try script.write(toFile: scratch + "/devinfo.bash", atomically: true, encoding: .utf8)
        let parsed = try Run.process(URL(fileURLWithPath: "/bin/bash"), ["-n", scratch + "/devinfo.bash"])
        #expect(parsed.status == 0, "\(parsed.stderr)")
    }

    /// What bash's completion offers after `words` (the last one being completed), with this build's devinfo
    /// first on PATH.
    static func bashOffers(_ words: [String]) throws -> [String] {
        let script = try CLI.run(["--completion", "bash"]).stdout
        let scratch = try Scratch.folder("completion-run")
        defer { Scratch.remove(scratch) }
        try script.write(toFile: scratch + "/devinfo.bash", atomically: true, encoding: .utf8)
        let quoted = (["devinfo"] + words).map { "'" + $0 + "'" }.joined(separator: " ")
        let program = "source \(scratch)/devinfo.bash; COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count); _devinfo; printf '%s\\n' \"${COMPREPLY[@]}\""
        let path = CLI.binary.deletingLastPathComponent().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let run = try Run.process(URL(fileURLWithPath: "/bin/bash"), ["-c", program], environment: ["PATH": path])
        return run.stdout.split(separator: "\n").map(String.init)
    }

    /// Each option's value is offered exactly its choices; a free value (a version, a size) nothing, neither
    /// identifiers nor file names. Derived from the declarations (`Flag`), as the scripts are.
    @Test func bashOffersForEachOptionsValueOnlyWhatItTakes() throws {
        for flag in Flag.allCases where flag.spec.value != nil {
            for name in flag.spec.names {
                #expect(try Self.bashOffers([name, ""]).sorted() == flag.spec.choices.sorted(), "\(name)")
            }
        }
        #expect(try Self.bashOffers(["--help", ""]) == Help.topics)
        #expect(try Self.bashOffers(["--json", "iPhone11,"]).contains("iPhone11,8"), "identifiers as operands")
        #expect(try Self.bashOffers(["--fam"]) == ["--family"])
    }

    @Test func zshOffersIdentifiersOnlyAsOperandsAndEachValueOnlyItsChoices() throws {
        let script = try CLI.run(["--completion", "zsh"]).stdout
        for flag in Flag.allCases {
            let spec = flag.spec
            for name in spec.names {
                let line = try #require(script.split(separator: "\n").first { $0.hasPrefix("        '\(name)[") }, "\(name)")
                if spec.value == nil {
                    #expect(line.hasSuffix("]' \\"), "\(name) takes no value: \(line)")
                } else {
                    let action = spec.choices.isEmpty ? ": ' \\" : ":(\(spec.choices.joined(separator: " ")))' \\"
                    #expect(line.hasSuffix(action), "\(name): \(line)")
                }
            }
        }
        // The identifiers are added only in the operand state, never after _arguments failed on a value.
        let tail = try #require(script.components(separatedBy: "->operands' && return 0\n").last)
        #expect(tail.hasPrefix("    [[ $state == operands ]] || return 1\n"))
    }

    @Test func fishNeverOffersFileNamesOrIdentifiersForAValue() throws {
        let script = try CLI.run(["--completion", "fish"]).stdout
        #expect(!script.contains(" -r"), "-r lets fish offer file names")
        for flag in Flag.allCases {
            let spec = flag.spec
            let name = spec.names[0]
            let line = try #require(
                script.split(separator: "\n").first { $0.contains(" -l \(name.dropFirst(2)) ") || $0.hasSuffix(" -l \(name.dropFirst(2))") }, "\(name)")
            if spec.value == nil {
                #expect(!line.contains(" -x") && !line.contains(" -a "), "\(line)")
            } else {
                #expect(line.contains(" -x"), "\(line)")
                #expect(line.contains(" -a '") == !spec.choices.isEmpty, "\(line)")
                if !spec.choices.isEmpty { #expect(line.contains(" -a '\(spec.choices.joined(separator: " "))'"), "\(line)") }
            }
        }
        for line in script.split(separator: "\n") where line.contains("devinfo --list") { #expect(line.contains(" -f "), "\(line)") }
    }

    @Test func anUnknownShellIsAUsageError() throws {
        let result = try CLI.run(["--completion", "tcsh"])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("devinfo: --completion takes one of bash, zsh and fish; got 'tcsh'\n"))
    }

    @Test func versionIsACommandLikeHelp() throws {
        #expect(try CLI.run(["version"]).stdout == CLI.run(["--version"]).stdout)
        #expect(try CLI.run(["--", "version"]).status == 2, "after --, an identifier")
    }

    @Test func everyOptionIsInTheHelpAndTheUsage() throws {
        let help = try CLI.run(["--help"]).stdout
        for flag in Flag.allCases { #expect(help.contains(flag.name), "\(flag.name)") }
        for line in Help.usage.split(separator: "\n") { #expect(line.count <= Help.width, "\(line)") }
    }
}
