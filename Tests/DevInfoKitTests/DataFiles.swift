import Foundation
import TestSupport

/// Data/<folder>/*.tsv read with Foundation, independently of the generator: what the tests compare the
/// library with, so counts and facts come from the data rather than from numbers written into a test.
enum DataFiles {
    /// One data row: its cells by column name. A column the row has no cell for, or the table has no column
    /// for, is empty (unknown, as in Data/), so a new or missing column never traps a test.
    struct Row {
        var cells: [String: String]
        subscript(_ column: String) -> String { cells[column] ?? "" }
    }

    /// The rows of a table's text: the first line that is not a comment is the header.
    static func rows(text: String) -> [Row] {
        var header: [String]?
        var rows: [Row] = []
        for line in text.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            if line.hasPrefix("#") || line.allSatisfy({ $0 == " " }) { continue }
            let cells = line.split(separator: "\t", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard let columns = header else {
                header = cells
                continue
            }
            rows.append(Row(cells: Cells.named(columns, cells)))
        }
        return rows
    }

    /// The rows of every `Data/<folder>/<Family>.tsv`, by family name (the file name without `.tsv`).
    static func rows(in folder: String) -> [String: [Row]] {
        let directory = Package.path("Data/" + folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        var result: [String: [Row]] = [:]
        for name in names where name.hasSuffix(".tsv") {
            result[String(name.dropLast(4))] = rows(text: (try? String(contentsOfFile: directory + "/" + name, encoding: .utf8)) ?? "")
        }
        return result
    }

    /// Data/devices, by family.
    static let devices = rows(in: "devices")
    /// Data/screens, by screen id (the first row of an id).
    static let screens: [String: Row] = Dictionary(rows(in: "screens").values.joined().map { ($0["screen"], $0) }) { first, _ in first }
    /// Data/safe-areas, by screen id, in file order.
    static let safeAreas: [String: [Row]] = Dictionary(grouping: rows(in: "safe-areas").values.joined()) { $0["screen"] }
}
