import DevInfoKit
import Foundation
import Testing

/// `--bulk`: one output line per input line, in order, never stopping on bad lines.
@Suite struct BulkTests {
    @Test func tsvHasOneLinePerInputLineInOrder() throws {
        let input = "iPhone11,8\n  iPhone15,2\r\n\tiPad13,18 \niPhone99,1\n\nnot an id\niPod9,1"
        let result = try CLI.run(["--bulk"], stdin: Data(input.utf8))
        #expect(result.status == 0)
        let rows = Columns.tsvRows(result.stdout)
        #expect(rows.count == 7)
        // The same columns as --bulk --csv, without its header row.
        let csvHeader = parseCSV(try CLI.run(["--bulk", "--csv"]).stdout).first ?? []
        #expect(rows.allSatisfy { $0.count == csvHeader.count })
        let named = rows.compactMap { Columns.named($0, csvHeader) }
        #expect(named.map { $0["input"] } == ["iPhone11,8", "iPhone15,2", "iPad13,18", "iPhone99,1", "", "not an id", "iPod9,1"])
        #expect(named.map { $0["status"] } == ["known", "known", "known", "unknown", "malformed", "malformed", "known"])
        #expect(
            Array(rows[0].prefix(19)) == [
                "iPhone11,8", "known", "iPhone", "iPhone XR", "", "2018", "A12 Bionic", "12.0", "18", "false", "1", "iphone-xr",
                "828", "1792", "414", "896", "2", "2", "375"
            ])
        #expect(named[0]["cutout"] == "notch" && named[0]["hasNotch"] == "true" && named[0]["hasHomeIndicator"] == "true")
        #expect(named[3].filter { !$0.value.isEmpty } == ["input": "iPhone99,1", "status": "unknown", "family": "iPhone"])
        #expect(result.stderr == "devinfo: bulk: 7 lines, 4 known, 1 unknown, 2 malformed\n")
    }

    /// A line seen before is answered from memory (KnownLines): the answer must be the one the line gets
    /// alone, however the lines repeat, whatever their length (4-7, 8-16, 17-24 bytes and beyond) and
    /// however close two lines are (one byte apart, spaces or a CR around, case).
    @Test func aRepeatedLineGetsTheAnswerItGetsAlone() throws {
        let distinct = [
            "iPhone11,8", "iPhone11,6", "iPhone11,2", "iPhone11,81", " iPhone11,8", "iPhone11,8 ", "iPhone11,8\r",
            "iphone11,8", "iPad4,1", "iPad4,2", "iPod1,1", "Mac1", "Mac14,3", "MacBookPro18,3", "MacBookPro18,4",
            "AudioAccessory1,1", "AudioAccessory1,2", "RealityDevice14,1", "RealityDevice17,1", "iPhone99,1",
            "MacBookPro18,3xxxxxxxxxx", "MacBookPro18,3xxxxxxxxxxx", "Watch7,9", "Watch7,8"
        ]
        var alone: [String: String] = [:]
        for line in distinct {
            alone[line] = try CLI.run(["--bulk"], stdin: Data((line + "\n").utf8)).stdout
        }
        var state: UInt64 = 20_261_124  // a fixed sequence: each line index from a linear congruential generator
        let lines = (0..<2_000).map { _ -> String in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return distinct[Int(state >> 33) % distinct.count]
        }
        let together = try CLI.run(["--bulk"], stdin: Data((lines.joined(separator: "\n") + "\n").utf8)).stdout
        let expected = lines.compactMap { alone[$0] }.joined()
        #expect(together == expected)
    }

    @Test func echoedInputThatASpreadsheetWouldRunGetsALeadingApostrophe() throws {
        let input = "=HYPERLINK(\"http://x\",\"y\")\n+cmd|' /C calc'!A0\n-2+3\n@SUM(1,2)\n\"a\nb\niPhone11,8\n"
        let tsv = try CLI.run(["--bulk"], stdin: Data(input.utf8))
        #expect(
            Columns.tsvRows(tsv.stdout).map { $0[0] } == [
                "'=HYPERLINK(\"http://x\",\"y\")", "'+cmd|' /C calc'!A0", "'-2+3", "'@SUM(1,2)", "'\"a", "b", "iPhone11,8"
            ])
        let csv = try CLI.run(["--bulk", "--csv"], stdin: Data(input.utf8))
        let firstCells = csv.stdout.split(separator: "\n").dropFirst().map { line in
            line.hasPrefix("\"") ? String(line.prefix { $0 != "," }) : String(line.prefix { $0 != "," })
        }
        #expect(firstCells.prefix(4) == ["\"'=HYPERLINK(\"\"http://x\"\"", "'+cmd|' /C calc'!A0", "'-2+3", "\"'@SUM(1"])
        // CSV quotes a leading quote as RFC 4180 says; the cell reads back as "a.
        #expect(csv.stdout.contains("\n\"\"\"a\",malformed,"))
        // Known identifiers are untouched.
        #expect(csv.stdout.contains("\n\"iPhone11,8\",known,"))
    }

    @Test func tsvAndCSVAreOneTable() throws {
        let input = Data("iPhone11,8\nMacBookPro18,3\nMac14,3\nWatch7,9\niPhone19,4\nRealityDevice14,1\nAudioAccessory5,1\niPhone99,1\nx\n".utf8)
        let tsv = Columns.tsvRows(try CLI.run(["--bulk"], stdin: input).stdout)
        let csv = parseCSV(try CLI.run(["--bulk", "--csv"], stdin: input).stdout)
        #expect(tsv == Array(csv.dropFirst()), "line N of the TSV is row N of the CSV, cell for cell")
    }

    @Test func everyFamilyHasItsTSVRow() throws {
        let input = "MacBookPro18,3\nMac14,3\nWatch7,9\niPhone19,4\nRealityDevice14,1\nAudioAccessory5,1\n"
        let result = try CLI.run(["--bulk"], stdin: Data(input.utf8))
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let header = parseCSV(try CLI.run(["--bulk", "--csv"]).stdout).first ?? []
        let rows = Columns.tsvRows(result.stdout).compactMap { Columns.named($0, header) }.map { $0.filter { !$0.value.isEmpty } }
        #expect(rows.count == 6)
        func extra(_ row: [String: String]) -> [String: String] { row.filter { !Columns.bulk.contains($0.key) } }
        #expect(
            rows[0]
                == [
                    "input": "MacBookPro18,3", "status": "known", "family": "Mac", "name": "MacBook Pro (14-inch, 2021)", "variant": "M1 Pro",
                    "releaseYear": "2021", "displayCount": "1", "displayClass": "macbook-pro-14", "panelWidth": "3024", "panelHeight": "1964",
                    "pointsWidth": "1512", "pointsHeight": "982", "scale": "2", "nativeScale": "2", "diagonalInches": "14.2", "pixelsPerInch": "254",
                    "cutout": "notch", "homeControl": "neither", "hasNotch": "true", "hasDynamicIsland": "false", "hasSensorHousing": "true",
                    "hasHomeIndicator": "false", "hasHomeButton": "false"
                ].merging(extra(rows[0])) { $1 })
        #expect(
            rows[1] == [
                "input": "Mac14,3", "status": "known", "family": "Mac", "name": "Mac mini (2023)", "variant": "M2", "releaseYear": "2023",
                "chip": "M2", "firstOSVersion": "13.0", "isStillSupported": "true", "displayCount": "0", "cutout": "noCutout", "homeControl": "neither",
                "hasNotch": "false", "hasDynamicIsland": "false",
                "hasSensorHousing": "false", "hasHomeIndicator": "false", "hasHomeButton": "false"
            ])
        #expect(rows[2]["displayClass"] == "watch-46mm-s10" && rows[2]["pointsWidth"] == "208" && rows[2]["pointsHeight"] == "248")
        #expect(rows[2]["variant"] == "GPS" && rows[2]["cutout"] == "noCutout" && rows[2]["homeControl"] == "neither")
        #expect(rows[3]["displayCount"] == "2" && rows[3]["displayClass"] == "iphone-duo-outer" && rows[3]["cutout"] == "punchHole")
        #expect(rows[3]["panelWidth"] == "1398" && rows[3]["pointsWidth"] == "466" && rows[3]["pixelsPerInch"] == "460")
        #expect(
            rows[4] == [
                "input": "RealityDevice14,1", "status": "known", "family": "Vision", "name": "Apple Vision Pro", "releaseYear": "2024",
                "chip": "M2", "firstOSVersion": "1.0", "isStillSupported": "true"
            ])
        #expect(rows[5]["name"] == "HomePod mini" && rows[5]["displayCount"] == "0" && rows[5]["hasNotch"] == "false")
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
        // More than four of the reader's 64 KiB blocks of input (262 160 bytes: lines of ten bytes on
        // average), so lines straddle blocks; the output fills the 64 KiB output buffer dozens of times.
        let identifiers = ["iPhone11,8", "iPad13,18", "iPod9,1", "iPhone18,5"]
        let count = 26_216  // a multiple of four: the last line is the last identifier
        var input = ""
        input.reserveCapacity(count * 11)
        for i in 0..<count { input += identifiers[i % identifiers.count] + "\n" }
        #expect(input.utf8.count > 4 * 65_536)
        let result = try CLI.run(["--bulk"], stdin: Data(input.utf8))
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == count)
        #expect(lines[count - 1].hasPrefix("iPhone18,5\tknown\tiPhone\tiPhone 17e\t"))
        #expect(result.stderr == "")
    }
}
