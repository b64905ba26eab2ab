import DevInfoKit
import Foundation
import TestSupport
import Testing

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
                if characters.first == "\"" {
                    field.unicodeScalars.append("\"")
                    characters.removeFirst()
                } else {
                    quoted = false
                }
            } else {
                field.unicodeScalars.append(c)
            }
        } else if c == "\"" && field.isEmpty {
            quoted = true
        } else if c == "," {
            row.append(field)
            field = ""
        } else if c == "\n" {
            row.append(field)
            field = ""
            rows.append(row)
            row = []
        } else if c != "\r" {
            field.unicodeScalars.append(c)
        }
    }
    if !field.isEmpty || !row.isEmpty {
        row.append(field)
        rows.append(row)
    }
    return rows
}

/// `--list --csv` and `--bulk --csv`: the documented columns, one row per device or input line, RFC 4180.
@Suite struct CSVTests {
    /// Whether `header` holds the documented columns in their order (facts added later may sit between
    /// them) and no column twice.
    static func hasDocumentedColumns(_ header: [String]?, _ documented: [String]) -> Bool {
        guard let header, Set(header).count == header.count else { return false }
        var rest = header[...]
        for column in documented {
            guard let found = rest.firstIndex(of: column) else { return false }
            rest = rest[(found + 1)...]
        }
        return true
    }

    /// Columns a later fact added (not in ``Columns/list``): whatever the row says, so the specs below keep
    /// holding as facts are added (each new fact has a spec of its own).
    static func extraColumns(_ row: [String: String]?) -> [String: String] {
        (row ?? [:]).filter { !Columns.list.contains($0.key) && !$0.value.isEmpty }
    }

    @Test func theListHasTheDocumentedHeaderAndOneRowPerDevice() throws {
        let result = try CLI.run(["--list", "--csv"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let rows = parseCSV(result.stdout)
        #expect(Self.hasDocumentedColumns(rows.first, Columns.list))
        #expect(rows.first?.first == "identifier")
        #expect(rows.count == Device.all.count + 1)
        #expect(rows.dropFirst().allSatisfy { $0.count == rows[0].count })
        #expect(rows.dropFirst().map { $0[0] } == Device.all.map(\.identifier.rawValue), "table order, every identifier once")
    }

    @Test func identifiersAndNamesWithCommasAreQuoted() throws {
        let text = try CLI.run(["--list", "--csv"]).stdout
        let table = parseCSV(text)
        let lines = text.split(separator: "\n").map(String.init)
        let rows = Dictionary(table.dropFirst().map { ($0[0], Cells.named(table[0], $0)) }) { first, _ in first }
        #expect(lines.contains { $0.hasPrefix("\"iPhone11,8\",iPhone,iPhone XR,,2018,A12 Bionic,12.0,18,false,1,iphone-xr,") })
        #expect(lines.contains { $0.hasPrefix("\"MacBookPro18,3\",Mac,\"MacBook Pro (14-inch, 2021)\",M1 Pro,2021,M1 Pro,12.0,,true,1,macbook-pro-14,") })
        #expect(
            rows["iPhone11,8"]?.filter { !$0.value.isEmpty }
                == [
                    "identifier": "iPhone11,8", "family": "iPhone", "name": "iPhone XR", "releaseYear": "2018", "chip": "A12 Bionic",
                    "firstOSVersion": "12.0", "lastOSVersion": "18", "isStillSupported": "false", "displayCount": "1",
                    "displayClass": "iphone-xr", "panelWidth": "828", "panelHeight": "1792", "pointsWidth": "414", "pointsHeight": "896",
                    "scale": "2", "nativeScale": "2", "zoomedPointsWidth": "375", "zoomedPointsHeight": "812", "zoomedNativeScale": "2.208",
                    "diagonalInches": "6.1", "pixelsPerInch": "326", "cutout": "notch", "homeControl": "indicator", "hasNotch": "true",
                    "hasDynamicIsland": "false", "hasSensorHousing": "true", "hasHomeIndicator": "true", "hasHomeButton": "false"
                ].merging(Self.extraColumns(rows["iPhone11,8"])) { $1 })
        #expect(
            rows["MacBookPro18,3"]?.filter { !$0.value.isEmpty }
                == [
                    "identifier": "MacBookPro18,3", "family": "Mac", "name": "MacBook Pro (14-inch, 2021)", "variant": "M1 Pro",
                    "releaseYear": "2021", "chip": "M1 Pro", "firstOSVersion": "12.0", "isStillSupported": "true",
                    "displayCount": "1", "displayClass": "macbook-pro-14", "panelWidth": "3024", "panelHeight": "1964",
                    "pointsWidth": "1512", "pointsHeight": "982", "scale": "2", "nativeScale": "2", "diagonalInches": "14.2", "pixelsPerInch": "254",
                    "cutout": "notch", "homeControl": "neither", "hasNotch": "true", "hasDynamicIsland": "false", "hasSensorHousing": "true",
                    "hasHomeIndicator": "false", "hasHomeButton": "false"
                ].merging(Self.extraColumns(rows["MacBookPro18,3"])) { $1 })
        // No display: 0 displays, no display facts and no notch; displays not confirmed: every display cell empty.
        #expect(
            rows["Mac14,3"]?.filter { !$0.value.isEmpty } == [
                "identifier": "Mac14,3", "family": "Mac", "name": "Mac mini (2023)", "variant": "M2", "releaseYear": "2023",
                "chip": "M2", "firstOSVersion": "13.0", "isStillSupported": "true", "displayCount": "0", "cutout": "noCutout", "homeControl": "neither",
                "hasNotch": "false", "hasDynamicIsland": "false",
                "hasSensorHousing": "false", "hasHomeIndicator": "false", "hasHomeButton": "false"
            ])
        #expect(
            rows["RealityDevice14,1"]?.filter { !$0.value.isEmpty } == [
                "identifier": "RealityDevice14,1", "family": "Vision", "name": "Apple Vision Pro", "releaseYear": "2024",
                "chip": "M2", "firstOSVersion": "1.0", "isStillSupported": "true"
            ])
        #expect(lines.contains { $0.hasPrefix("\"iPhone19,4\",iPhone,iPhone Duo,,2026,A20 Pro,,,,2,iphone-duo-outer,1398,2034,466,678,3,3,") })
    }

    @Test func aFamilyListIsThatFamilysRows() throws {
        let rows = parseCSV(try CLI.run(["--list", "--family", "watch", "--csv"]).stdout)
        let named = rows.dropFirst().compactMap { Columns.named($0, rows[0]) }
        #expect(rows.count == Device.all(in: .watch).count + 1)
        #expect(named.count == rows.count - 1)
        #expect(named.allSatisfy { $0["family"] == "Watch" && $0["cutout"] == "noCutout" && $0["hasNotch"] == "false" })
        #expect(named.contains { $0["identifier"] == "Watch7,9" && $0["pointsWidth"] == "208" && $0["pointsHeight"] == "248" })
    }

    @Test func bulkHasAHeaderAndOneRowPerInputLine() throws {
        let input = "iPhone11,8\nMacBookPro18,3\niPhone99,1\n\n\"evil\",x\nZork1,1\n"
        let result = try CLI.run(["--bulk", "--csv"], stdin: Data(input.utf8))
        #expect(result.status == 0)
        let rows = parseCSV(result.stdout)
        #expect(Self.hasDocumentedColumns(rows.first, Columns.bulk))
        #expect(rows.first.map { Array($0.prefix(2)) } == ["input", "status"])
        let listHeader = parseCSV(try CLI.run(["--list", "--csv"]).stdout).first ?? []
        #expect(rows.first.map { Array($0.dropFirst(2)) } == Array(listHeader.dropFirst()), "the list columns but identifier")
        #expect(rows.count == 1 + 6)
        #expect(rows.dropFirst().allSatisfy { $0.count == rows[0].count })
        let named = rows.dropFirst().compactMap { Columns.named($0, rows[0]) }
        #expect(named.map { $0["input"] } == ["iPhone11,8", "MacBookPro18,3", "iPhone99,1", "", "\"evil\",x", "Zork1,1"])
        #expect(named.map { $0["status"] } == ["known", "known", "unknown", "malformed", "malformed", "unknown"])
        #expect(named[1]["name"] == "MacBook Pro (14-inch, 2021)")
        #expect(named[2]["family"] == "iPhone", "an unlisted model keeps its family")
        #expect(named[2].filter { !$0.value.isEmpty } == ["input": "iPhone99,1", "status": "unknown", "family": "iPhone"])
        #expect(
            result.stdout.split(separator: "\n").dropFirst().first?.hasPrefix(
                "\"iPhone11,8\",known,iPhone,iPhone XR,,2018,A12 Bionic,12.0,18,false,1,iphone-xr,828,1792,414,896,2,2,375,812,2.208,") == true)
        #expect(result.stderr == "devinfo: bulk: 6 lines, 2 known, 2 unknown, 2 malformed\n")
    }

    @Test func emptyBulkInputIsJustTheHeader() throws {
        let result = try CLI.run(["--bulk", "--csv"])
        #expect(result.status == 0)
        let rows = parseCSV(result.stdout)
        #expect(rows.count == 1 && Self.hasDocumentedColumns(rows.first, Columns.bulk))
    }
}
