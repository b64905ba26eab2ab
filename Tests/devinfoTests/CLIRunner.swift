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
    /// removed unless given, so tests see the real machine. A command line with no input and no extra
    /// environment runs once per test process: its answer depends on nothing else, and the suites ask for the
    /// same whole lists (`--list --json`, `--list --csv`, …) many times, each a tenth of a second in a debug build.
    static func run(_ arguments: [String], stdin: Data = Data(), environment: [String: String] = [:]) throws -> ProcessResult {
        guard stdin.isEmpty, environment.isEmpty else { return try Run.process(binary, arguments, stdin: stdin, environment: environment) }
        if let known = answers.withLock({ $0[arguments] }) { return known }
        let result = try Run.process(binary, arguments)
        answers.withLock { $0[arguments] = result }
        return result
    }

    /// The answers of the command lines run so far without input or extra environment.
    private static let answers = Locked<[[String]: ProcessResult]>([:])

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
