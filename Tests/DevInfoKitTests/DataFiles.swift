import Foundation

/// The package root, found from this file's path (Tests/DevInfoKitTests/…).
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path

/// Data/<folder>/*.tsv read with Foundation, independently of the generator: what the tests compare the
/// library with, so counts and facts come from the data rather than from numbers written into a test.
enum DataFiles {
    /// One data row: its cells by column name.
    typealias Row = [String: String]

    /// The rows of every `Data/<folder>/<Family>.tsv`, by family name (the file name without `.tsv`).
    static func rows(in folder: String) -> [String: [Row]] {
        let directory = packageRoot + "/Data/" + folder
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        var result: [String: [Row]] = [:]
        for name in names where name.hasSuffix(".tsv") {
            let text = (try? String(contentsOfFile: directory + "/" + name, encoding: .utf8)) ?? ""
            var header: [String]?
            var rows: [Row] = []
            for line in text.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
                if line.hasPrefix("#") || line.allSatisfy({ $0 == " " }) { continue }
                let cells = line.split(separator: "\t", omittingEmptySubsequences: false).map {
                    $0.trimmingCharacters(in: .whitespaces)
                }
                guard let columns = header else { header = cells; continue }
                rows.append(Dictionary(uniqueKeysWithValues: zip(columns, cells)))
            }
            result[String(name.dropLast(4))] = rows
        }
        return result
    }

    /// Data/devices, by family.
    static let devices = rows(in: "devices")
    /// Data/screens, by screen id.
    static let screens: [String: Row] = Dictionary(
        uniqueKeysWithValues: rows(in: "screens").values.joined().map { ($0["screen"]!, $0) })
    /// Data/safe-areas, by screen id, in file order.
    static let safeAreas: [String: [Row]] = Dictionary(grouping: rows(in: "safe-areas").values.joined()) { $0["screen"]! }
}
