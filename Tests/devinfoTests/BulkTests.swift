import Foundation
import Testing
import DevInfoKit

/// `--bulk`: one output line per input line, in order, never stopping on bad lines.
@Suite struct BulkTests {
    @Test func tsvHasOneLinePerInputLineInOrder() throws {
        let input = "iPhone11,8\n  iPhone15,2\r\n\tiPad13,18 \niPhone99,1\n\nnot an id\niPod9,1"
        let result = try CLI.run(["--bulk"], stdin: Data(input.utf8))
        #expect(result.status == 0)
        let rows = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map {
            $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        }
        #expect(rows.count == 7)
        #expect(rows.allSatisfy { $0.count == 17 })
        #expect(rows.map { $0[0] } == ["iPhone11,8", "iPhone15,2", "iPad13,18", "iPhone99,1", "", "not an id", "iPod9,1"])
        #expect(rows.map { $0[1] } == ["known", "known", "known", "unknown", "malformed", "malformed", "known"])
        #expect(rows[0] == [
            "iPhone11,8", "known", "iPhone XR", "", "iPhone", "notch", "true", "false", "true", "828x1792", "414x896",
            "2", "2", "375x812", "2.208", "6.1", "326",
        ])
        #expect(rows[3][4] == "iPhone")
        #expect(result.stderr == "devinfo: bulk: 7 lines, 4 known, 1 unknown, 2 malformed\n")
    }

    @Test func everyFamilyHasItsTSVRow() throws {
        let input = "MacBookPro18,3\nMac14,3\nWatch7,9\niPhone19,4\nRealityDevice14,1\nAudioAccessory5,1\n"
        let result = try CLI.run(["--bulk"], stdin: Data(input.utf8))
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout == """
            MacBookPro18,3\tknown\tMacBook Pro (14-inch, 2021)\tM1 Pro\tMac\tnotch\ttrue\tfalse\tfalse\t3024x1964\t1512x982\t2\t2\t\t\t14.2\t254
            Mac14,3\tknown\tMac mini (2023)\tM2\tMac\tnone\tfalse\tfalse\tfalse\t\t\t\t\t\t\t\t
            Watch7,9\tknown\tApple Watch Series 10 (46mm)\tGPS\tWatch\tnone\tfalse\tfalse\tfalse\t416x496\t208x248\t2\t2\t\t\t\t
            iPhone19,4\tknown\tiPhone Duo\t\tiPhone\tpunchHole\tfalse\tfalse\ttrue\t1398x2034\t466x678\t3\t3\t\t\t5.4\t460
            RealityDevice14,1\tknown\tApple Vision Pro\t\tVision\t\t\t\t\t\t\t\t\t\t\t\t
            AudioAccessory5,1\tknown\tHomePod mini\t\tHomePod\tnone\tfalse\tfalse\tfalse\t\t\t\t\t\t\t\t

            """)
    }

    @Test func jsonLinesAreEachValidJSON() throws {
        let input = Data("iPhone11,8\niPhone99,1\n\"\\\u{1}x\n".utf8) + Data([0xFF, 0xFE, 0x0A])
        let result = try CLI.run(["--bulk", "--json"], stdin: input)
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 4)
        let objects = try lines.map { try #require(try CLI.json(String($0)) as? [String: Any]) }
        #expect(objects.map { $0["known"] as? Bool } == [true, false, false, false])
        #expect(objects[0]["name"] as? String == "iPhone XR")
        #expect(objects[1]["family"] as? String == "iPhone")
    }

    @Test func binaryAndControlBytesNeverReachTheOutputRaw() throws {
        var input = Data((0..<32).map { UInt8($0) }.filter { $0 != 0x0A })
        input.append(contentsOf: [0x0A, 0x1B, 0x5B, 0x33, 0x31, 0x6D, 0x0A, 0x00, 0x0A])
        let result = try CLI.run(["--bulk"], stdin: input)
        #expect(result.status == 0)
        #expect(result.stdout.split(separator: "\n", omittingEmptySubsequences: false).count == 4)
        #expect(!result.stdoutBytes.contains(0x1B))
        #expect(!result.stdoutBytes.contains(0x00))
        #expect(result.stdout.contains("\\x1B[31m\tmalformed"))
    }

    @Test func anOverlongLineIsCutAndMarkedWithoutStopping() throws {
        let input = String(repeating: "i", count: 3_000_000) + "\niPhone11,8\n"
        let result = try CLI.run(["--bulk"], stdin: Data(input.utf8))
        #expect(result.status == 0)
        let rows = result.stdout.split(separator: "\n")
        #expect(rows.count == 2)
        #expect(rows[0].contains("\tmalformed\t"))
        #expect(rows[0].count < 400)
        #expect(rows[1].hasPrefix("iPhone11,8\tknown\t"))
    }

    @Test func emptyInputGivesEmptyOutput() throws {
        let result = try CLI.run(["--bulk"])
        #expect(result.status == 0)
        #expect(result.stdout == "")
        #expect(result.stderr == "")
    }

    @Test func aLongInputStreamsEveryLine() throws {
        let identifiers = ["iPhone11,8", "iPad13,18", "iPod9,1", "iPhone18,5"]
        let count = 200_000
        var input = ""
        input.reserveCapacity(count * 11)
        for i in 0..<count { input += identifiers[i % identifiers.count] + "\n" }
        let result = try CLI.run(["--bulk"], stdin: Data(input.utf8))
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == count)
        #expect(lines[count - 1].hasPrefix("iPhone18,5\tknown\tiPhone 17e\t"))
        #expect(result.stderr == "")
    }
}
