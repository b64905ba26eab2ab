import Foundation
import Testing
import DevInfoKit

/// An RFC 4180 reader for the tests: quoted fields may hold commas, quotes (doubled) and line breaks.
func parseCSV(_ text: String) -> [[String]] {
    var rows: [[String]] = []
    var row: [String] = []
    var field = ""
    var quoted = false
    var characters = Array(text.unicodeScalars)[...]
    while let c = characters.popFirst() {
        if quoted {
            if c == "\"" {
                if characters.first == "\"" { field.unicodeScalars.append("\""); characters.removeFirst() } else { quoted = false }
            } else {
                field.unicodeScalars.append(c)
            }
        } else if c == "\"" && field.isEmpty {
            quoted = true
        } else if c == "," {
            row.append(field); field = ""
        } else if c == "\n" {
            row.append(field); field = ""
            rows.append(row); row = []
        } else if c != "\r" {
            field.unicodeScalars.append(c)
        }
    }
    if !field.isEmpty || !row.isEmpty { row.append(field); rows.append(row) }
    return rows
}

/// `--list --csv` and `--bulk --csv`: the documented columns, one row per device or input line, RFC 4180.
@Suite struct CSVTests {
    /// The columns the README documents for `--list --csv`, in order.
    static let listColumns = [
        "identifier", "family", "name", "variant", "releaseYear", "displayCount", "screen",
        "panelWidth", "panelHeight", "pointsWidth", "pointsHeight", "scale", "nativeScale",
        "zoomedPointsWidth", "zoomedPointsHeight", "zoomedNativeScale", "diagonalInches", "ppi",
        "cutout", "homeControl", "hasNotch", "hasDynamicIsland", "hasSensorHousing", "hasHomeIndicator", "hasHomeButton",
    ]

    @Test func theListHasTheDocumentedHeaderAndOneRowPerDevice() throws {
        let result = try CLI.run(["--list", "--csv"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout.hasPrefix(Self.listColumns.joined(separator: ",") + "\n"))
        let rows = parseCSV(result.stdout)
        #expect(rows.first == Self.listColumns)
        #expect(rows.count == Device.all.count + 1)
        #expect(rows.dropFirst().allSatisfy { $0.count == Self.listColumns.count })
        #expect(rows.dropFirst().map { $0[0] } == Device.all.map(\.identifier.rawValue), "table order, every identifier once")
    }

    @Test func identifiersAndNamesWithCommasAreQuoted() throws {
        let lines = try CLI.run(["--list", "--csv"]).stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains(
            "\"iPhone11,8\",iPhone,iPhone XR,,2018,1,iphone-xr,828,1792,414,896,2,2,375,812,2.208,6.1,326,notch,indicator,true,false,true,true,false"))
        #expect(lines.contains(
            "\"MacBookPro18,3\",Mac,\"MacBook Pro (14-inch, 2021)\",M1 Pro,2021,1,macbook-pro-14,3024,1964,1512,982,2,2,,,,14.2,254,notch,none,true,false,true,false,false"))
        // No display: 0 displays and no notch; displays not confirmed: every display cell empty.
        #expect(lines.contains("\"Mac14,3\",Mac,Mac mini (2023),M2,2023,0,,,,,,,,,,,,,none,none,false,false,false,false,false"))
        #expect(lines.contains("\"RealityDevice14,1\",Vision,Apple Vision Pro,,2024,,,,,,,,,,,,,,,,,,,,"))
        #expect(lines.contains { $0.hasPrefix("\"iPhone19,4\",iPhone,iPhone Duo,,2026,2,iphone-duo-outer,1398,2034,466,678,3,3,") })
    }

    @Test func aFamilyListIsThatFamilysRows() throws {
        let rows = parseCSV(try CLI.run(["--list", "--family", "watch", "--csv"]).stdout)
        #expect(rows.count == Device.all(in: .watch).count + 1)
        #expect(rows.dropFirst().allSatisfy { $0[1] == "Watch" && $0[18] == "none" && $0[20] == "false" })
        #expect(rows.contains { $0[0] == "Watch7,9" && $0[9] == "208" && $0[10] == "248" })
    }

    @Test func bulkHasAHeaderAndOneRowPerInputLine() throws {
        let input = "iPhone11,8\nMacBookPro18,3\niPhone99,1\n\n\"evil\",x\nZork1,1\n"
        let result = try CLI.run(["--bulk", "--csv"], stdin: Data(input.utf8))
        #expect(result.status == 0)
        let rows = parseCSV(result.stdout)
        #expect(rows.first == ["input", "status"] + Self.listColumns.dropFirst())
        #expect(rows.count == 1 + 6)
        #expect(rows.dropFirst().allSatisfy { $0.count == Self.listColumns.count + 1 })
        #expect(rows.dropFirst().map { $0[0] } == ["iPhone11,8", "MacBookPro18,3", "iPhone99,1", "", "\"evil\",x", "Zork1,1"])
        #expect(rows.dropFirst().map { $0[1] } == ["known", "known", "unknown", "malformed", "malformed", "unknown"])
        #expect(rows[2][3] == "MacBook Pro (14-inch, 2021)")
        #expect(rows[3][2] == "iPhone", "an unlisted model keeps its family")
        #expect(rows[3].dropFirst(3).allSatisfy { $0.isEmpty })
        #expect(result.stdout.split(separator: "\n").dropFirst().first == "\"iPhone11,8\",known,iPhone,iPhone XR,,2018,1,iphone-xr,828,1792,414,896,2,2,375,812,2.208,6.1,326,notch,indicator,true,false,true,true,false")
        #expect(result.stderr == "devinfo: bulk: 6 lines, 2 known, 2 unknown, 2 malformed\n")
    }

    @Test func emptyBulkInputIsJustTheHeader() throws {
        let result = try CLI.run(["--bulk", "--csv"])
        #expect(result.status == 0)
        #expect(parseCSV(result.stdout) == [["input", "status"] + Self.listColumns.dropFirst()])
    }
}
