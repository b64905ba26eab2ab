/// A Data/ table file's path (as it should appear in messages) and contents.
public struct SourceFile: Sendable {
    /// The path shown in messages, e.g. `Data/devices/iPhone.tsv`.
    public var path: String
    /// The file's contents.
    public var text: String

    /// A table file from its path and contents.
    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}

/// Data/ parsed and validated: screens and devices, ready to render.
public struct DataSet {
    let screens: [ScreenRow]
    let devices: [DeviceRow]

    /// The number of device rows.
    public var deviceCount: Int { devices.count }
    /// The number of screen rows.
    public var screenCount: Int { screens.count }

    /// Parses and validates the screen and device tables. Throws ``DataErrors`` listing every problem
    /// found, each at `file:line:`.
    public static func load(screenFiles: [SourceFile], deviceFiles: [SourceFile]) throws(DataErrors) -> DataSet {
        var errors: [DataError] = []
        var screens: [ScreenRow] = []
        var devices: [DeviceRow] = []
        var brokenScreens = Set<String>()
        var screensOfBrokenDevices = Set<String>()
        var screenTableFailed = false  // then unresolved screen references are follow-on errors
        for file in screenFiles {
            switch TSVTable.parse(file: file.path, text: file.text, columns: screenColumns) {
            case .failure(let failure):
                errors += failure.errors
                screenTableFailed = true
            case .success(let table):
                for row in table.rows {
                    var reader = CellReader(file: file.path, row: row)
                    if let screen = reader.screen() {
                        screens.append(screen)
                    } else if let id = row["screen"] {
                        brokenScreens.insert(id)  // reported already; don't also report its devices
                    }
                    errors += reader.errors
                }
            }
        }
        for file in deviceFiles {
            switch TSVTable.parse(file: file.path, text: file.text, columns: deviceColumns) {
            case .failure(let failure): errors += failure.errors
            case .success(let table):
                for row in table.rows {
                    var reader = CellReader(file: file.path, row: row)
                    if let device = reader.device() {
                        devices.append(device)
                    } else if let screen = row["screen"] {
                        screensOfBrokenDevices.insert(screen)  // counts as used: no second, misleading error
                    }
                    errors += reader.errors
                }
            }
        }
        if !screenTableFailed {
            errors += Validator.crossCheck(screens: screens, devices: devices, brokenScreens: brokenScreens, alsoUsed: screensOfBrokenDevices)
        }
        guard errors.isEmpty else {
            throw DataErrors(errors.sorted { ($0.file, $0.line) < ($1.file, $1.line) })
        }
        let order = Dictionary(uniqueKeysWithValues: coveredFamilies.enumerated().map { ($1, $0) })
        devices.sort { (order[$0.family]!, $0.major, $0.minor) < (order[$1.family]!, $1.major, $1.minor) }
        return DataSet(screens: screens, devices: devices)
    }
}
