import DevInfoReading
import Foundation
import TestSupport
import Testing

@testable import DevInfoGenerator

/// `devinfo-generate --readings DIR [--write] [--verbose]` as a user runs it: its output and exit codes
/// (0 compared, 1 an invalid reading, 3 conflicts, 64 usage, 74 an unreadable folder).
@Suite struct ReadingCommandTests {
    static func run(_ arguments: [String]) throws -> ProcessResult {
        try Run.process(Package.product("devinfo-generate"), arguments, directory: Package.root)
    }

    @Test func exitCodesSayWhatHappened() throws {
        let data = try ReadingFixture.folder()
        defer { Scratch.remove(data) }
        var conflicting = ReadingFixture.reading()
        conflicting.safeAreaInsets.bottom = 21
        let good = try ReadingFixture.readings(["iPhone10,3/a.json": ReadingFixture.reading().json])
        let conflict = try ReadingFixture.readings(["a.json": conflicting.json])
        let bad = try ReadingFixture.readings(["a.json": "{"])
        defer { for folder in [good, conflict, bad] { Scratch.remove(folder) } }

        let agreed = try Self.run(["--readings", good, "--data", data, "--verbose"])
        #expect(agreed.status == 0)
        #expect(agreed.stdout.contains("agrees\tsafe-areas/iPhone\tiphone-x@13\tportraitTop\t44\t\(good)/iPhone10,3/a.json\n"))
        #expect(agreed.stdout.hasSuffix("readings: 1 read, 12 cells agree with Data/, 0 new, 0 in conflict\n"))

        let conflicted = try Self.run(["--readings", conflict, "--data", data, "--write"])
        #expect(conflicted.status == ReadingIngest.conflictExitCode)
        #expect(conflicted.stdout.contains("conflict\tsafe-areas/iPhone\tiphone-x@13\tportraitBottom\tData/ 34, reading 21\t"))

        let invalid = try Self.run(["--readings", bad, "--data", data, "--write"])
        #expect(invalid.status == 1)
        #expect(invalid.stderr == "\(bad)/a.json: not JSON: expected a member name in quotes at byte 1\ndevinfo-generate: 1 problem(s); nothing written\n")

        #expect(try Self.run(["--readings", bad + "/missing", "--data", data]).status == 74)
        #expect(try Self.run(["--write"]).status == 64)
        #expect(try Self.run(["--readings"]).status == 64)
    }
}
