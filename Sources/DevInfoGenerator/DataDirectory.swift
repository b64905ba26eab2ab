import Foundation

/// Reads Data/ from disk: every `*.tsv` in `screens/` and `devices/`, in name order so output is stable.
public enum DataDirectory {
    /// The table files under `directory` (e.g. `Data`), with paths as `directory/screens/iPhone.tsv`.
    public static func read(_ directory: String) throws -> (screens: [SourceFile], devices: [SourceFile]) {
        (try files(in: directory + "/screens"), try files(in: directory + "/devices"))
    }

    private static func files(in folder: String) throws -> [SourceFile] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
            .filter { $0.hasSuffix(".tsv") }
            .sorted()
        return try names.map { name in
            let path = folder + "/" + name
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            guard let text = String(data: data, encoding: .utf8) else {
                throw DataErrors([DataError(file: path, line: 0, reason: "not valid UTF-8")])
            }
            return SourceFile(path: path, text: text)
        }
    }

    /// Loads and validates `directory`, returning the data set and the input patterns for the header.
    public static func load(_ directory: String) throws -> DataSet {
        let (screens, devices) = try read(directory)
        // Each covered family has its own table: a missing one means a file went astray, not that the
        // family has no devices.
        let missing = coveredFamilies.filter { family in !devices.contains { $0.path.hasSuffix("/\(family).tsv") } }
        guard missing.isEmpty else {
            throw DataErrors(missing.map {
                DataError(file: directory + "/devices", line: 0, reason: "no \($0) devices (is \($0).tsv missing?)")
            })
        }
        return try DataSet.load(screenFiles: screens, deviceFiles: devices)
    }
}
