import DevInfoVocabulary
import Foundation
import TestSupport
import Testing

/// Exports equal the data, for every fact (issue 30 §6): every stored fact of every device row, of its display
/// classes and of their safe-area and status-bar ranges in Data/ is compared with what `devinfo --list` exports for
/// it, in CSV, JSON and SQL. No fact is picked by hand: the CSV and SQL comparisons take every Data/ column the export
/// also has (a Data/ column the CSV lacks must be one it states in another form, listed below), the JSON comparison
/// every fact description (DevInfoVocabulary's `FactSpec`) with Data/ columns, by its JSON key.
@Suite struct ExportEqualsDataTests {
    /// A Data/ table as rows of cells by column name (comments and blank lines skipped).
    static func table(_ relative: String) throws -> [[String: String]] {
        var header: [String]?
        var rows: [[String: String]] = []
        for line in try Package.text(relative).split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("#") || line.allSatisfy({ $0 == " " }) { continue }
            let cells = line.split(separator: "\t", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard let columns = header else {
                header = cells
                continue
            }
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
    static let statedOtherwise: Set = [
        "displays", "displayZoom", "sizeClasses", "zoomedSizeClasses", "cornerRadius",
        "hasRoundedCorners", "cutoutX", "cutoutY", "cutoutWidth", "cutoutHeight", "caseMillimeters"
    ]

    /// The Data/ spelling of a value and the CSV's, made comparable: yes/no are true/false, numbers compare as numbers,
    /// `current` is an empty last OS (the device is still supported), `unknown` is empty.
    static func same(_ data: String, _ export: String, column: String) -> Bool {
        if data == export { return true }
        switch (data, export) {
        case ("yes", "true"), ("no", "false"), ("yes", "1"), ("no", "0"), ("unknown", ""): return true
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
        var compared = 0
        var mismatches: [String] = []
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

    /// A display class's rows of Data/screens, and each device row's display classes by role.
    static func screens() throws -> [String: [String: String]] {
        var screens: [String: [String: String]] = [:]
        for file in try files("screens") { for row in try table(file) { screens[row["screen"] ?? ""] = row } }
        return screens
    }

    static func roles(_ displays: String) -> [(role: String, screen: String)] {
        displays.split(separator: " ").filter { $0 != "none" }.map { part in
            let pieces = part.split(separator: ":").map(String.init)
            return pieces.count > 1 ? (pieces[0], pieces[1]) : ("main", pieces[0])
        }
    }

    /// The scalar leaves of a JSON value, as text (true/false, numbers as written by `description`).
    static func leaves(_ value: Any) -> [String] {
        switch value {
        case let object as [String: Any]: return object.values.flatMap(leaves)
        case let list as [Any]: return list.flatMap(leaves)
        case let number as NSNumber:
            // JSON's true and false arrive as the boolean NSNumber class (on Linux and Apple platforms alike).
            if String(describing: type(of: number)).contains("Boolean") { return [number.boolValue ? "true" : "false"] }
            return ["\(number.doubleValue)"]
        case let text as String: return [text]
        default: return []
        }
    }

    static func isOSHistory(_ spec: FactSpec) -> Bool {
        if case .osHistory? = spec.data { return true }
        return false
    }

    @Test func everyStoredFactOfEveryRowEqualsTheListsJSON() throws {
        let result = try CLI.run(["--list", "--json"])
        #expect(result.status == 0)
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        let byIdentifier = Dictionary(objects.map { (($0["identifier"] as? String) ?? "", $0) }) { a, _ in a }
        let screens = try Self.screens()
        let deviceFacts = DeviceFact.allCases.map(\.spec).filter { !$0.dataColumns.isEmpty && $0.json }
        let displayFacts = DisplayFact.allCases.map(\.spec).filter { !$0.dataColumns.isEmpty && $0.json && !Self.isOSHistory($0) }
        var compared = 0
        var mismatches: [String] = []
        /// A fact of one column equals its JSON value; a fact of several columns has each of its cells among the
        /// leaves of its JSON value (`panelPixels` {width, height}; `zoomed` {points, nativeScale, …}).
        func compare(_ id: String, _ spec: FactSpec, _ row: [String: String], _ object: [String: Any]) {
            let cells = spec.dataColumns.map { row[$0] ?? "" }
            guard cells.contains(where: { !$0.isEmpty && $0 != "unknown" }) else { return }
            // Size classes are written as `rule` or as classes in Data/ and as the classes they stand for in JSON.
            if spec.name == "sizeClasses" { return }
            // null is the empty cell (`current` as a last OS: still supported).
            let exported = Self.leaves(object[spec.name] ?? NSNull()).nonEmpty ?? [""]
            compared += 1
            for cell in cells where !cell.isEmpty && cell != "-" {
                if !exported.contains(where: { Self.same(cell, $0, column: spec.dataColumns[0]) }) {
                    mismatches.append("\(id) \(spec.name): Data/ \(cell), JSON \(exported)")
                }
            }
        }
        for file in try Self.files("devices") {
            for device in try Self.table(file) {
                let id = device["identifier"] ?? ""
                let object = try #require(byIdentifier[id], "\(id)")
                for spec in deviceFacts where spec.name != "displays" && spec.name != "family" && spec.name != "identifier" {
                    compare(id, spec, device, object)
                }
                let displays = (object["displays"] as? [[String: Any]]) ?? []
                for (role, screen) in Self.roles(device["displays"] ?? "") {
                    let display = try #require(displays.first { $0["role"] as? String == role }, "\(id) \(role)")
                    #expect(display["id"] as? String == screen)
                    let row = try #require(screens[screen])
                    for spec in displayFacts { compare("\(id) \(role)", spec, row, display) }
                }
            }
        }
        #expect(mismatches == [], "\(mismatches.prefix(20))")
        #expect(compared > objects.count * 10)
    }

    @Test(.enabled(if: SQLiteShell.path != nil, "needs the sqlite3 shell"))
    func everyStoredFactOfEveryRowAndRangeEqualsTheListsSQL() throws {
        let database = try SQLiteShell.database(["--list", "--sql"])
        func rows(_ table: String) throws -> [[String: String]] {
            let result = try SQLiteShell.run(database, "SELECT * FROM \(table);\n", options: ["-header", "-readonly"])
            let lines = result.stdout.split(separator: "\n").map { $0.split(separator: "|", omittingEmptySubsequences: false).map(String.init) }
            guard let header = lines.first else { return [] }
            return lines.dropFirst().map { Dictionary(uniqueKeysWithValues: zip(header, $0)) }
        }
        let devices = Dictionary(try rows("devices").map { ($0["identifier"] ?? "", $0) }) { a, _ in a }
        let displays = try rows("displays")
        let safeAreas = try rows("safe_areas")
        let statusBars = try rows("status_bars")
        let screens = try Self.screens()
        var safeAreaRows: [String: [[String: String]]] = [:]
        for file in try Self.files("safe-areas") { for row in try Self.table(file) { safeAreaRows[row["screen"] ?? "", default: []].append(row) } }
        var compared = 0
        var mismatches: [String] = []
        func compare(_ what: String, _ data: [String: String], _ export: [String: String], skipping: Set<String>) {
            for (column, value) in data where !skipping.contains(column) && !value.isEmpty {
                guard let cell = export[column] else { continue }
                compared += 1
                if !Self.same(value, cell, column: column) { mismatches.append("\(what) \(column): Data/ \(value), SQL \(cell)") }
            }
        }
        for file in try Self.files("devices") {
            for device in try Self.table(file) {
                let id = device["identifier"] ?? ""
                compare(id, device, try #require(devices[id], "\(id)"), skipping: ["identifier", "displays"])
                for (role, screen) in Self.roles(device["displays"] ?? "") {
                    let row = try #require(displays.first { $0["identifier"] == id && $0["role"] == role }, "\(id) \(role)")
                    #expect(row["displayClass"] == screen)
                    compare("\(id) \(role)", try #require(screens[screen]), row, skipping: ["screen", "sizeClasses", "zoomedSizeClasses"])
                    // Each exported OS range lies inside one Data/ row of the class, whose cells it carries.
                    for exported in (safeAreas + statusBars) where exported["identifier"] == id && exported["role"] == role {
                        let from = Double(exported["fromOSVersion"] ?? "") ?? -1
                        let until = Double(exported["untilOSVersion"] ?? "") ?? -1
                        let candidates = (safeAreaRows[screen] ?? []).filter { row in
                            (Double(row["from"] ?? "") ?? .infinity) <= from && until <= (Double(row["until"] ?? "") ?? -.infinity)
                                && exported.keys.contains { key in key != "identifier" && key != "role" && !(row[key] ?? "").isEmpty }
                        }
                        let matching = candidates.first { data in
                            exported.allSatisfy { key, cell in data[key].map { $0.isEmpty || Self.same($0, cell, column: key) } ?? true }
                        }
                        compared += 1
                        if matching == nil { mismatches.append("\(id) \(role) \(from)-\(until): \(exported) matches no Data/ row of \(screen)") }
                    }
                }
            }
        }
        #expect(mismatches == [], "\(mismatches.prefix(20))")
        #expect(compared > devices.count * 10)
    }
}

private extension Array {
    var nonEmpty: Self? { isEmpty ? nil : self }
}
