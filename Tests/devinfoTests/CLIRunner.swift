import Foundation

/// Runs the built `devinfo` binary the way a shell would, capturing everything.
struct CLIResult {
    var status: Int32
    var stdout: String
    var stderr: String
    var stdoutBytes: Data
}

final class DataBox: @unchecked Sendable { var data = Data() }

enum CLI {
    static var binary: URL {
        if let override = ProcessInfo.processInfo.environment["DEVINFO_BINARY"] {
            return URL(fileURLWithPath: override)
        }
        #if os(macOS)
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            return bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("devinfo")
        }
        #endif
        return Bundle.main.bundleURL.appendingPathComponent("devinfo")
    }

    /// Runs `devinfo arguments…` with `stdin` (bytes) and extra environment; SIMULATOR_MODEL_IDENTIFIER is
    /// removed unless given, so tests see the real machine.
    static func run(_ arguments: [String], stdin: Data = Data(), environment: [String: String] = [:]) throws -> CLIResult {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env.removeValue(forKey: "SIMULATOR_MODEL_IDENTIFIER")
        env.merge(environment) { $1 }
        process.environment = env
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("devinfo-stdin-\(UUID().uuidString)")
        try stdin.write(to: input)
        defer { try? FileManager.default.removeItem(at: input) }
        process.standardInput = try FileHandle(forReadingFrom: input)
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Drain stderr concurrently so a chatty process never blocks on a full pipe.
        let box = DataBox()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            box.data = err.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        let errData = box.data
        process.waitUntilExit()
        return CLIResult(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self), stdoutBytes: outData)
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
        "cutout", "homeControl", "hasNotch", "hasDynamicIsland", "hasSensorHousing", "hasHomeIndicator", "hasHomeButton",
    ]
    static let bulk = ["input", "status"] + list.dropFirst()

    /// A row's cells by column name; `nil` when the row does not have one cell per column.
    static func named(_ cells: [String], _ columns: [String] = bulk) -> [String: String]? {
        cells.count == columns.count ? Dictionary(uniqueKeysWithValues: zip(columns, cells)) : nil
    }

    /// TSV text as rows of cells (a trailing newline ends the last row).
    static func tsvRows(_ text: String) -> [[String]] {
        text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map {
            $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        }
    }
}
