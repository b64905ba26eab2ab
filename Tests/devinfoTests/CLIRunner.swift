import Foundation
import TestSupport

final class DataBox: @unchecked Sendable { var data = Data() }

/// The built `devinfo` binary, run the way a shell would (TestSupport's ``Run``), capturing everything.
enum CLI {
    static var binary: URL {
        if let override = ProcessInfo.processInfo.environment["DEVINFO_BINARY"] {
            return URL(fileURLWithPath: override)
        }
        return Package.product("devinfo")
    }

    /// Runs `devinfo arguments…` with `stdin` (bytes) and extra environment; SIMULATOR_MODEL_IDENTIFIER is
    /// removed unless given, so tests see the real machine.
    static func run(_ arguments: [String], stdin: Data = Data(), environment: [String: String] = [:]) throws -> ProcessResult {
        try Run.process(binary, arguments, stdin: stdin, environment: environment)
    }

    static func json(_ text: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
    }
}

/// The table exports' columns as the JSON schema article documents them: `--list --csv` and, with `input`
/// and `status` in place of `identifier`, `--bulk` in CSV and TSV alike.
enum Columns {
    static let list = [
        "identifier", "family", "name", "variant", "releaseYear", "displayCount", "displayClass",
        "panelWidth", "panelHeight", "pointsWidth", "pointsHeight", "scale", "nativeScale",
        "zoomedPointsWidth", "zoomedPointsHeight", "zoomedNativeScale", "diagonalInches", "pixelsPerInch",
        "cutout", "homeControl", "hasNotch", "hasDynamicIsland", "hasSensorHousing", "hasHomeIndicator", "hasHomeButton"
    ]
    static let bulk = ["input", "status"] + list.dropFirst()

    /// A row's cells by column name; `nil` when the row does not have one cell per column.
    static func named(_ cells: [String], _ columns: [String] = bulk) -> [String: String]? {
        cells.count == columns.count ? Cells.named(columns, cells) : nil
    }

    /// TSV text as rows of cells (a trailing newline ends the last row).
    static func tsvRows(_ text: String) -> [[String]] {
        text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map {
            $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        }
    }
}
