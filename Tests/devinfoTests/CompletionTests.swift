import Foundation
import Testing
import TestSupport
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
