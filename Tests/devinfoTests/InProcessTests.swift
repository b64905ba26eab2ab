import Foundation
import TestSupport
import Testing

/// Most CLI tests run the command in the test process (``CLI``); the built binary must answer them with the same
/// bytes and status. One command line per mode and per exit path, each run both ways.
@Suite struct InProcessTests {
    static let commandLines: [[String]] = [
        ["iPhone11,8"], ["--json", "iPhone11,8", "Nope1,1"], ["--os", "17.4", "iPad16,3"], ["--list", "--csv", "--family", "Watch"],
        ["--list", "--sql", "--family", "iPod"], ["--screen", "390x844", "--json"], ["--has-dynamic-island", "iPhone15,2"],
        ["--has-notch", "iPhone8,1"], ["--svg", "Watch7,9"], ["--web", "playwright", "--family", "iPhone"], ["--sources", "iPhone10,3"],
        ["--help"], ["--version"], ["--completion", "zsh"], ["--frobnicate"], ["iPhone99,9"], ["not an identifier"]
    ]

    @Test(arguments: commandLines)
    func theBinaryAnswersAsTheCommandRunInTheTestProcess(arguments: [String]) throws {
        #expect(CLI.runsInProcess(arguments))
        let inProcess = try InProcess.run(arguments)
        let binary = try CLI.process(arguments)
        #expect(binary.exited)
        #expect(inProcess.status == binary.status)
        #expect(inProcess.stdoutBytes == binary.stdoutBytes)
        #expect(inProcess.stderrBytes == binary.stderrBytes)
    }

    @Test func theExitPathsAreAllAmongTheCommandLinesAndOnlyPredicatesAreSilent() throws {
        let results = try Self.commandLines.map(InProcess.run)
        #expect(Set(results.map(\.status)) == [0, 1, 2, 64])
        let silent = zip(Self.commandLines, results).filter { $1.stdoutBytes.isEmpty && $1.stderrBytes.isEmpty }.map(\.0)
        #expect(silent == [["--has-dynamic-island", "iPhone15,2"], ["--has-notch", "iPhone8,1"]])
    }

    @Test func aCommandThatReadsStandardInputRunsAsTheBinary() {
        #expect(!CLI.runsInProcess(["--bulk"]))
        #expect(!CLI.runsInProcess(["--bulk", "--json", "--os", "26"]))
        #expect(CLI.runsInProcess(["--bulk", "--frobnicate"]))  // refused before it reads anything
    }
}
