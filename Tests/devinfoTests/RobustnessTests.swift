import Foundation
import TestSupport
import Testing

/// Failure paths: unwritable output, closed pipes, slow producers, overlong lines, undetectable machines.
@Suite struct RobustnessTests {
    init() {
        // These tests write to pipes whose reader may have exited: get EPIPE, not a fatal SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
    }

    @Test(.enabled(if: Platform.hasDevFull, "needs /dev/full"))
    func bulkStopsAndExits74WhenStdoutFails() throws {
        let process = Process()
        process.executableURL = CLI.binary
        process.arguments = ["--bulk"]
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
        let err = Pipe()
        process.standardError = err
        try process.run()
        // Keep feeding: if devinfo ignored the failed write it would read on for as long as we write.
        let writer = input.fileHandleForWriting
        let chunk = Data(String(repeating: "iPhone11,8\n", count: 10_000).utf8)
        Thread.detachNewThread {
            for _ in 0..<1_000 {
                if (try? writer.write(contentsOf: chunk)) == nil { break }
            }
            try? writer.close()
        }
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 74)
        #expect(stderr == "devinfo: cannot write standard output: No space left on device\n")
    }

    @Test func aClosedPipeExits74Quietly() throws {
        let process = Process()
        process.executableURL = CLI.binary
        process.arguments = ["--list"]
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try out.fileHandleForReading.close()
        try process.run()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 74)
        #expect(stderr == "")
    }

    @Test func bulkAnswersEachLineAsItArrives() throws {
        let process = Process()
        process.executableURL = CLI.binary
        process.arguments = ["--bulk"]
        let input = Pipe()
        let out = Pipe()
        process.standardInput = input
        process.standardOutput = out
        try process.run()
        defer {
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
        }
        try input.fileHandleForWriting.write(contentsOf: Data("iPhone11,8\n".utf8))
        // The answer must come while stdin is still open; wait at most 10 s for it.
        let box = DataBox()
        let arrived = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            box.data = out.fileHandleForReading.availableData
            arrived.signal()
        }
        #expect(arrived.wait(timeout: .now() + 10) == .success)
        #expect(String(decoding: box.data, as: UTF8.self).hasPrefix("iPhone11,8\tknown\tiPhone\tiPhone XR\t"))
    }

    @Test func anIdentifierFollowedBy2000SpacesIsMalformedInEveryFormat() throws {
        // Over the 1 KiB line limit: cut, so malformed, though it starts with a known identifier.
        let input = Data(("iPhone11,8" + String(repeating: " ", count: 2_000) + "\niPhone11,8\n").utf8)
        let tsv = Columns.tsvRows(try CLI.run(["--bulk"], stdin: input).stdout)
        #expect(tsv.map { $0[1] } == ["malformed", "known"])
        #expect(tsv[0][0] == "iPhone11,8")
        // The family (column 2) is what the cut line's letters name; every other fact is empty.
        #expect(tsv[0][3...].allSatisfy { $0.isEmpty })
        let csv = parseCSV(try CLI.run(["--bulk", "--csv"], stdin: input).stdout)
        #expect(csv.dropFirst().map { $0[1] } == ["malformed", "known"])
        let jsonLines = try CLI.run(["--bulk", "--json-lines"], stdin: input).stdout.split(separator: "\n")
        let objects = try jsonLines.map { try #require(try CLI.json(String($0)) as? [String: Any]) }
        #expect(objects.map { $0["known"] as? Bool } == [false, true])
        #expect(objects[0]["unknownReason"] as? String == "malformed")
        #expect(objects[0]["family"] as? String == (tsv[0][2].isEmpty ? nil : tsv[0][2]), "every format says the same")
        #expect(csv[1][2] == tsv[0][2])
        let json = try CLI.run(["--bulk", "--json"], stdin: input)
        #expect(json.stdout == jsonLines.joined(separator: "\n") + "\n", "--json and --json-lines agree in bulk mode")
        #expect(json.stderr == "devinfo: bulk: 2 lines, 1 known, 0 unknown, 1 malformed\n")
    }

    @Test func anOverlongLineIsMalformedWhereverItSits() throws {
        // Short enough to fit in one read, long enough to be over the 1 KiB line limit.
        let input = String(repeating: " ", count: 2_000) + "iPhone11,8\niPhone11,8\n"
        let result = try CLI.run(["--bulk"], stdin: Data(input.utf8))
        let rows = result.stdout.split(separator: "\n")
        #expect(rows.count == 2)
        #expect(rows[0].split(separator: "\t", omittingEmptySubsequences: false)[1] == "malformed")
        #expect(rows[1].hasPrefix("iPhone11,8\tknown"))
        let json = try CLI.run(["--bulk", "--json"], stdin: Data(input.utf8))
        #expect(json.stdout.split(separator: "\n").first.map { $0.count < 1_400 } == true)
    }

    @Test(.enabled(if: Platform.isLinux, "on Linux devinfo reads uname -m"))
    func jsonWithoutAnIdentifierOnANonAppleMachineIsStillJSON() throws {
        let result = try CLI.run(["--json"])
        #expect(result.status == 2)
        let object = try #require(try CLI.json(result.stdout) as? [String: Any])
        #expect(object["known"] as? Bool == false)
        #expect(object["unknownReason"] as? String == "notAppleDevice")
        #expect(object["detectedFrom"] as? String == "uname -m")
        #expect(object["mainDisplay"] is NSNull)
        #expect(object["displays"] is NSNull)
    }

    @Test func anArchitectureInTheSimulatorVariableIsExplained() throws {
        let result = try CLI.run([], environment: ["SIMULATOR_MODEL_IDENTIFIER": "x86_64"])
        #expect(result.status == 2)
        #expect(result.stderr == "devinfo: SIMULATOR_MODEL_IDENTIFIER is 'x86_64', an architecture, not a model identifier; pass an identifier\n")
        let json = try #require(try CLI.json(try CLI.run(["--json"], environment: ["SIMULATOR_MODEL_IDENTIFIER": "x86_64"]).stdout) as? [String: Any])
        #expect(json["unknownReason"] as? String == "simulator")
    }

    @Test func anUnknownFirstIdentifierLeavesNoBlankLine() throws {
        let result = try CLI.run(["iPhone99,1", "iPhone11,8"])
        #expect(result.status == 2)
        #expect(result.stdout.hasPrefix("iPhone11,8  iPhone XR\n"))
    }

    @Test func listColumnsLineUp() throws {
        let lines = try CLI.run(["--list"]).stdout.split(separator: "\n").map(String.init)
        // The display column and the name column start at the same place on every line.
        let entries = lines.filter { !$0.hasPrefix(" ") }
        let second = Set(
            entries.map { line in
                line.range(of: #"  (\d+x\d+|\?) @|  no display|  not confirmed"#, options: .regularExpression)?.lowerBound.utf16Offset(in: line) ?? -1
            })
        #expect(second.count == 1)
        #expect(!second.contains(-1))
        let names = Set(
            entries.map { line in
                (line.range(of: #"(noCutout|notch|dynamicIsland|punchHole( \+1 display)?|unknown|no display|not confirmed) +"#, options: .regularExpression)?
                    .upperBound.utf16Offset(in: line)) ?? -1
            })
        let continuation = Set(lines.filter { $0.hasPrefix(" ") }.map { $0.prefix { $0 == " " }.count })
        #expect(names.count == 1 && continuation.isSubset(of: names))
    }
}
