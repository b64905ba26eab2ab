import Foundation
import Testing
import TestSupport

/// Exports equal the data, for every fact (issue 30 §6): every stored fact of every device row and of its display
/// class in Data/ is compared with the cell of the same name in `devinfo --list --csv`. No fact is picked by hand:
/// the compared columns are every Data/ column the export also has, and a Data/ column the export lacks must be one
/// the export states in another form (listed below with what it becomes).
@Suite struct ExportEqualsDataTests {
    /// A Data/ table as rows of cells by column name (comments and blank lines skipped).
    static func table(_ relative: String) throws -> [[String: String]] {
        var header: [String]?
        var rows: [[String: String]] = []
        for line in try Package.text(relative).split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("#") || line.allSatisfy({ $0 == " " }) { continue }
            let cells = line.split(separator: "\t", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard let columns = header else { header = cells; continue }
            rows.append(Dictionary(uniqueKeysWithValues: zip(columns, cells)))
        }
        return rows
    }

    static func files(_ folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: Package.path("Data/" + folder)).filter { $0.hasSuffix(".tsv") }.sorted()
            .map { "Data/\(folder)/\($0)" }
    }

    /// Data/ columns the CSV states in another form: the display list (as displayCount and displayClass), the
    /// family (a column of the same name and value), and the display facts it derives (Display Zoom as the zoomed
    /// columns, size classes as eight class columns, the corner radius and cutout rectangle that only the JSON and
    /// SVG carry, a watch's case size).
    static let statedOtherwise: Set = ["displays", "displayZoom", "sizeClasses", "zoomedSizeClasses", "cornerRadius",
                                       "hasRoundedCorners", "cutoutX", "cutoutY", "cutoutWidth", "cutoutHeight", "caseMillimeters"]

    /// The Data/ spelling of a value and the CSV's, made comparable: yes/no are true/false, numbers compare as numbers,
    /// `current` is an empty last OS (the device is still supported), `unknown` is empty.
    static func same(_ data: String, _ export: String, column: String) -> Bool {
        if data == export { return true }
        switch (data, export) {
        case ("yes", "true"), ("no", "false"), ("unknown", ""): return true
        case ("current", ""): return column == "lastOSVersion"
        default:
            if let a = Double(data), let b = Double(export) { return abs(a - b) < 1e-6 }
            return false
        }
    }

    @Test func everyStoredFactOfEveryRowEqualsTheListsCSVCell() throws {
        let result = try CLI.run(["--list", "--csv"])
        #expect(result.status == 0)
        let csv = parseCSV(result.stdout)
        let header = try #require(csv.first)
        let exported = Dictionary(csv.dropFirst().map { row in (row[0], Dictionary(uniqueKeysWithValues: zip(header, row))) }) { a, _ in a }

        var screens: [String: [String: String]] = [:]
        for file in try Self.files("screens") { for row in try Self.table(file) { screens[row["screen"] ?? ""] = row } }
        var compared = 0, mismatches: [String] = []
        var columnsSeen = Set<String>()
        for file in try Self.files("devices") {
            for device in try Self.table(file) {
                let identifier = try #require(device["identifier"])
                let row = try #require(exported[identifier], "\(identifier) is not in --list --csv")
                var facts = device.map { ($0.key, $0.value) }
                // A device with one display class: its class's stored facts are the row's display columns.
                let displays = (device["displays"] ?? "").split(separator: " ")
                if displays.count == 1, let screen = screens[String(displays[0])] {
                    facts += screen.filter { $0.key != "screen" }.map { ($0.key, $0.value) }
                }
                for (column, value) in facts where column != "identifier" {
                    columnsSeen.insert(column)
                    guard let cell = row[column] else {
                        if !Self.statedOtherwise.contains(column) { mismatches.append("\(identifier) \(column): no CSV column") }
                        continue
                    }
                    compared += 1
                    if !Self.same(value, cell, column: column) { mismatches.append("\(identifier) \(column): Data/ \(value), CSV \(cell)") }
                }
            }
        }
        #expect(mismatches == [], "\(mismatches.prefix(20))")
        // Every device, and every stored fact the CSV has a column for, was compared.
        #expect(compared > exported.count * 10)
        #expect(columnsSeen.subtracting(Self.statedOtherwise).allSatisfy { header.contains($0) })
    }
}
