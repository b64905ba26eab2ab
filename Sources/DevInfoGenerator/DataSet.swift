import DevInfoVocabulary

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

    /// The family a table file is for: its name without `.tsv` (`Data/screens/Mac.tsv` → `Mac`).
    var familyName: String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.hasSuffix(".tsv") ? String(name.dropLast(4)) : name
    }
}

/// Data/ parsed and validated: screens, devices and safe-area histories, ready to render.
public struct DataSet {
    let screens: [ScreenRow]
    let devices: [DeviceRow]
    let safeAreas: [SafeAreaRow]
    /// Data/os-releases.tsv: each family's OS releases.
    let osReleases: OSReleases
    /// Data/exclusions.tsv: what devinfo leaves out on purpose.
    public let exclusions: Exclusions
    /// Every cell's evidence (Data/sources.tsv, Data/rules.tsv, Data/evidence/), when Data/ has a source registry;
    /// nil for tables loaded without one (small test tables).
    public internal(set) var evidence: EvidenceSet?

    /// The number of device rows.
    public var deviceCount: Int { devices.count }
    /// The number of screen rows.
    public var screenCount: Int { screens.count }

    /// Parses and validates the tables. Throws ``DataErrors`` listing every problem found, each at
    /// `file:line:`; a table that cannot be read at all does not also flood its dependants with errors.
    ///
    /// Without `osReleasesFile`, no OS release is known: a device's OS range is then an error, and the safe
    /// areas' ranges are not checked against releases (small test tables).
    public static func load(
        screenFiles: [SourceFile], deviceFiles: [SourceFile], safeAreaFiles: [SourceFile] = [],
        exclusionsFile: SourceFile? = nil, osReleasesFile: SourceFile? = nil
    ) throws(DataErrors) -> DataSet {
        var errors: [DataError] = []
        var validator = Validator()
        var osReleases = OSReleases()
        if let file = osReleasesFile {
            switch TSVTable.parse(file: file.path, text: file.text, columns: osReleaseColumns, key: "family") {
            case .failure(let failure): errors += failure.errors
            case .success(let table):
                for row in table.rows {
                    var reader = CellReader(file: file.path, row: row)
                    if let release = reader.osRelease() { osReleases.byFamily[release.family, default: []].append(release) }
                    errors += reader.errors
                }
            }
            errors += validator.checkReleases(osReleases)
        }
        validator.osReleases = osReleasesFile == nil ? nil : osReleases

        /// The rule for a table file, or an error when its name is not a family.
        func rule(for file: SourceFile) -> FamilyRule? {
            if let family = Family(name: file.familyName) { return FamilyRule.rule(for: family) }
            errors.append(
                DataError(
                    file: file.path, line: 0,
                    reason: "\(file.familyName) is not a device family (files are named after one of \(Family.allCases.map(\.name).joined(separator: ", ")))"))
            return nil
        }

        var screens: [ScreenRow] = []
        for file in screenFiles {
            guard let rule = rule(for: file) else { continue }
            switch TSVTable.parse(file: file.path, text: file.text, columns: screenColumns, key: "screen") {
            case .failure(let failure):
                errors += failure.errors
                validator.brokenScreenFamilies.insert(rule.family)
            case .success(let table):
                for row in table.rows {
                    var reader = CellReader(file: file.path, row: row)
                    if let screen = reader.screen(family: rule) {
                        screens.append(screen)
                    } else if let id = row["screen"] {
                        validator.brokenScreens.insert(id)  // reported already; don't also report its devices
                    }
                    errors += reader.errors
                }
            }
        }
        var devices: [DeviceRow] = []
        for file in deviceFiles {
            guard let rule = rule(for: file) else { continue }
            switch TSVTable.parse(file: file.path, text: file.text, columns: deviceColumns, key: "identifier") {
            case .failure(let failure):
                errors += failure.errors
                validator.brokenDeviceFamilies.insert(rule.family)
            case .success(let table):
                for row in table.rows {
                    var reader = CellReader(file: file.path, row: row)
                    if let device = reader.device(file: rule.family) {
                        devices.append(device)
                    } else if let cell = row["displays"] {
                        for part in cell.split(separator: " ") {
                            validator.screensOfBrokenDevices.insert(String(part.split(separator: ":").last ?? part))
                        }
                    }
                    errors += reader.errors
                }
            }
        }
        var safeAreas: [SafeAreaRow] = []
        for file in safeAreaFiles {
            guard let rule = rule(for: file) else { continue }
            switch TSVTable.parse(file: file.path, text: file.text, columns: safeAreaColumns, key: "screen") {
            case .failure(let failure): errors += failure.errors
            case .success(let table):
                for row in table.rows {
                    var reader = CellReader(file: file.path, row: row)
                    if let entry = reader.safeArea(family: rule) { safeAreas.append(entry) }
                    errors += reader.errors
                }
            }
        }
        validator.crossCheck(screens: screens, devices: devices, safeAreas: safeAreas)
        errors += validator.errors
        var exclusions = Exclusions()
        if let exclusionsFile {
            let (parsed, problems) = Exclusions.parse(exclusionsFile, devices: devices)
            exclusions = parsed
            errors += problems
        }
        guard errors.isEmpty else {
            throw DataErrors(errors.sorted { ($0.file, $0.line) < ($1.file, $1.line) })
        }
        devices.sort {
            ($0.family.rawValue, $0.prefix, $0.major, $0.minor) < ($1.family.rawValue, $1.prefix, $1.major, $1.minor)
        }
        screens.sort { ($0.family.rawValue, $0.file, $0.line) < ($1.family.rawValue, $1.file, $1.line) }
        let screenOrder = Dictionary(uniqueKeysWithValues: screens.enumerated().map { ($1.id, $0) })
        safeAreas.sort { (screenOrder[$0.screen]!, $0.from) < (screenOrder[$1.screen]!, $1.from) }
        return DataSet(screens: screens, devices: devices, safeAreas: safeAreas, osReleases: osReleases, exclusions: exclusions)
    }
}
