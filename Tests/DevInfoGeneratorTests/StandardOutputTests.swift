import Foundation
import TestSupport
import Testing

/// `devinfo-generate` whose standard output cannot be written (a full disk, a closed stdout): every mode
/// says so on stderr and exits 74, as `devinfo` does; none traps, none exits 0.
@Suite struct StandardOutputTests {
    enum Output: String, CaseIterable {
        case full = "/dev/full"
        case closed
        var reason: String { self == .full ? "No space left on device" : "Bad file descriptor" }
        /// The ways this machine has: /dev/full is Linux's.
        static let available = allCases.filter { $0 != .full || Platform.hasDevFull }
    }

    /// Runs `devinfo-generate arguments…` from the package root with stdout on /dev/full or closed
    /// (`>&-`, by the shell, so the process starts without a descriptor 1).
    static func run(_ arguments: [String], stdout: Output, command: String = "devinfo-generate") throws -> ProcessResult {
        let redirect = stdout == .full ? ">/dev/full" : ">&-"
        return try Run.shell("exec \"$0\" \"$@\" \(redirect)", [Package.product(command).path] + arguments, directory: Package.root)
    }

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/freshness").path

    @Test(
        arguments: [
            ["--help"], ["--freshness", "--help"],
            ["--freshness", "--appledb", fixtures + "/appledb", "--simulators", fixtures + "/simulators"]
        ], Output.available)
    func aFailedWriteToStandardOutputExits74SayingWhy(arguments: [String], stdout: Output) throws {
        let result = try Self.run(arguments, stdout: stdout)
        #expect(result.exited, "killed by a signal (a trap), not an exit")
        #expect(result.status == 74)
        #expect(result.stderr == "devinfo-generate: cannot write standard output: \(stdout.reason)\n")
    }

    /// `--check` of a table that is current says so on stdout; checked on a small copy of Data/
    /// (``GeneratorCommandTests/scratchCopyOfData()``): the mode, not the data's size, is what is tested.
    @Test(arguments: Output.available)
    func aFailedWriteOfTheCheckExits74SayingWhy(stdout: Output) throws {
        let scratch = try GeneratorCommandTests.scratchCopyOfData()
        defer { Scratch.remove(scratch) }
        let arguments = ["--data", scratch + "/Data", "--output", scratch + "/Table.swift", "--catalogue", scratch + "/Catalogue.md"]
        let written = try GeneratorCommandTests.run(arguments)
        #expect(written.status == 0, "\(written.stderr)")
        let result = try Self.run(arguments + ["--check"], stdout: stdout)
        #expect(result.exited, "killed by a signal (a trap), not an exit")
        #expect(result.status == 74)
        #expect(result.stderr == "devinfo-generate: cannot write standard output: \(stdout.reason)\n")
    }

    @Test func aReaderThatWentAwayExits74Quietly() throws {
        let process = Process()
        process.executableURL = Package.product("devinfo-generate")
        process.arguments = ["--help"]
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try out.fileHandleForReading.close()
        try process.run()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 74)
        #expect(stderr.isEmpty)
    }
}
