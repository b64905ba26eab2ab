import DevInfoReading
import DevInfoVocabulary

/// One cell a reading speaks about, compared with Data/ (issue 33).
public struct ReadingDifference: Sendable, Hashable {
    /// What the comparison found.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// Data/ has the value the readings give.
        case agreement = "agrees"
        /// The cell is empty in Data/ (or its safe-area row does not exist yet).
        case new
        /// Data/ holds another value, or two readings disagree: never overwritten.
        case conflict
    }

    /// What was found.
    public var kind: Kind
    /// The table (`safe-areas/iPhone`).
    public var table: String
    /// The row id as the evidence files write it (`iphone-16-pro@26`).
    public var id: String
    /// The column.
    public var fact: String
    /// The value in Data/, nil when the cell is empty.
    public var dataValue: String?
    /// The value the readings give (for a conflict between readings, the values joined by ` / `).
    public var readingValue: String
    /// The readings that give it (paths as given).
    public var files: [String]
    /// When the cell could not be written even if new (size classes span both orientations), why.
    public var note: String?

    /// One line of `--readings` output: kind, table, id, fact, the values, the first reading.
    public var line: String {
        let values = dataValue.map { kind == .agreement ? readingValue : "Data/ \($0), reading \(readingValue)" } ?? readingValue
        return [kind.rawValue, table, id, fact, values, files.first ?? ""].joined(separator: "\t") + (kind == .agreement ? "" : note.map { "\t(\($0))" } ?? "")
    }
}

/// Compares readings with Data/: each reading's device (its model identifier), its display class and, for the
/// OS release it was made on, the safe-area row of that class. A reading whose identifier Data/ does not list,
/// whose OS is not its family's, or whose OS release is outside the device's life, is an error.
enum ReadingComparison {
    /// The raw cells of the tables, by table name and row id, with the line of each row.
    struct Cells {
        var rows: [String: [String: (cells: [String: String], line: Int)]] = [:]
        subscript(table: String, id: String) -> [String: String]? { rows[table]?[id]?.cells }
    }

    /// The OS each family's readings may be made on.
    static func operatingSystems(_ family: Family) -> [String] {
        switch family {
        case .iPhone, .iPod: ["iOS"]
        case .iPad: ["iOS", "iPadOS"]
        case .watch: ["watchOS"]
        case .mac: ["macOS"]
        case .appleTV, .vision, .homePod: []
        }
    }

    /// Compares every reading; the differences in file order, and every problem (identifiers, OS releases).
    static func compare(_ readings: [(path: String, reading: Reading)], data: DataSet, cells: Cells) -> ([ReadingDifference], [DataError]) {
        var errors: [DataError] = []
        // Per cell, the values the readings give, with their files.
        var found: [String: (table: String, id: String, fact: String, values: [(String, String)], note: String?)] = [:]
        var order: [String] = []
        let devices = Dictionary(data.devices.map { ($0.identifier, $0) }) { a, _ in a }
        let screens = Dictionary(data.screens.map { ($0.id, $0) }) { a, _ in a }
        for (path, reading) in readings {
            func fail(_ reason: String) { errors.append(DataError(file: path, line: 0, reason: reason)) }
            guard let device = devices[reading.identifier] else {
                fail("field identifier: \(reading.identifier) is not an identifier of Data/devices/ (add the device first)")
                continue
            }
            let family = device.family
            guard operatingSystems(family).contains(reading.os) else {
                fail("field os: \(reading.identifier) is a \(family.displayName), which does not run \(reading.os)")
                continue
            }
            if family == .mac && reading.orientation != "landscape" {
                fail("field orientation: a Mac's display is read in landscape")
                continue
            }
            if family == .watch && reading.orientation != "portrait" {
                fail("field orientation: an Apple Watch has no landscape")
                continue
            }
            let releases = data.osReleases.byFamily[family] ?? []
            guard
                let release = releases.filter({ reading.osVersion == $0.version || reading.osVersion.hasPrefix($0.version + ".") })
                    .max(by: { $0.version.count < $1.version.count })
            else {
                fail("field osVersion: \(reading.os) \(reading.osVersion) is not a release in Data/os-releases.tsv (add the release first)")
                continue
            }
            if let first = device.firstOSRelease, release.key < first {
                fail("field osVersion: \(reading.identifier) shipped with a later release than \(reading.os) \(reading.osVersion)")
                continue
            }
            if case .some(.some(let last)) = device.lastOSRelease, release.key > last {
                fail("field osVersion: \(reading.identifier)'s last release is before \(reading.os) \(reading.osVersion)")
                continue
            }
            let displays = device.displays.displays
            guard displays.count == 1, let screen = screens[displays[0].screen] else {
                fail(
                    "field identifier: \(reading.identifier) has \(displays.isEmpty ? "no built-in display" : "\(displays.count) displays"): a reading names no display"
                )
                continue
            }
            func add(_ kind: String, _ id: String, _ fact: String, _ value: String, note: String? = nil, part: String = "") {
                let table = "\(kind)/\(family.name)"
                let key = "\(table)\t\(id)\t\(fact)\t\(part)"  // part: the orientation a size-class cell's value is of
                if found[key] == nil {
                    order.append(key)
                    found[key] = (table, id, fact, [], note)
                }
                found[key]!.values.append((value, path))
            }
            func number(_ value: Double) -> String { ReadingNumber.text(value) }
            // Points and panel: portrait on iPhone, iPad and iPod touch (a landscape reading's bounds turned), as read elsewhere.
            var points = (reading.bounds.width, reading.bounds.height)
            if SizeClassRule.families.contains(family), points.0 > points.1 { points = (points.1, points.0) }
            let zoomed = reading.displayZoom == "zoomed"
            add("screens", screen.id, zoomed ? "zoomedPointsWidth" : "pointsWidth", number(points.0))
            add("screens", screen.id, zoomed ? "zoomedPointsHeight" : "pointsHeight", number(points.1))
            add("screens", screen.id, "scale", number(reading.scale))
            if let native = reading.nativeScale { add("screens", screen.id, zoomed ? "zoomedNativeScale" : "nativeScale", number(native)) }
            if let panel = reading.nativeBounds {
                add("screens", screen.id, "panelWidth", number(min(panel.width, panel.height)))
                add("screens", screen.id, "panelHeight", number(max(panel.width, panel.height)))
            }
            if let classes = reading.sizeClasses {
                add(
                    "screens", screen.id, zoomed ? "zoomedSizeClasses" : "sizeClasses", "\(reading.orientation) \(classes.horizontal) \(classes.vertical)",
                    note: "a size-class cell holds both orientations: compared, never written", part: reading.orientation)
            }
            // A Mac's notch: it spans the gap between the menu-bar areas left and right of it (NSScreen's auxiliary
            // areas), from the left area's width.
            if family == .mac, let areas = reading.notchAreas {
                add("screens", screen.id, "cutoutX", number(areas.left.width))
                add("screens", screen.id, "cutoutWidth", number(reading.bounds.width - areas.left.width - areas.right.width))
            }
            // The safe area and status bar of the release, in standard mode (Data/ has no zoomed safe areas).
            guard !zoomed, [.iPhone, .iPad, .iPod, .mac].contains(family) else { continue }
            let rowID = safeAreaRow(screen: screen.id, release: release, releases: releases, cells: cells, table: "safe-areas/\(family.name)")
            let insets = reading.safeAreaInsets
            for (edge, value) in [("Top", insets.top), ("Left", insets.left), ("Bottom", insets.bottom), ("Right", insets.right)] {
                add("safe-areas", rowID, reading.orientation + edge, number(value))
            }
            if let bar = reading.statusBarHeight, family != .mac { add("safe-areas", rowID, reading.orientation + "StatusBar", number(bar)) }
        }
        var differences: [ReadingDifference] = []
        for key in order {
            let cell = found[key]!
            let values = cell.values.map(\.0).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            let files = cell.values.map(\.1)
            let stored = cells[cell.table, cell.id]?[cell.fact].flatMap { $0.isEmpty ? nil : $0 }
            guard values.count == 1 else {
                differences.append(
                    ReadingDifference(
                        kind: .conflict, table: cell.table, id: cell.id, fact: cell.fact, dataValue: stored,
                        readingValue: values.joined(separator: " / "), files: files, note: "the readings disagree"))
                continue
            }
            let kind: ReadingDifference.Kind
            if let stored {
                kind = agrees(stored, values[0], fact: cell.fact, screen: screens[cell.id]) ? .agreement : .conflict
            } else {
                kind = .new
            }
            differences.append(
                ReadingDifference(
                    kind: kind, table: cell.table, id: cell.id, fact: cell.fact, dataValue: stored,
                    readingValue: values[0], files: files, note: cell.note))
        }
        return (differences, errors)
    }

    /// The id of the safe-area row of `screen` that covers `release` (`iphone-x@13`), or of the row a new reading
    /// would start (`iphone-x@26`).
    static func safeAreaRow(screen: String, release: OSReleaseRow, releases: [OSReleaseRow], cells: Cells, table: String) -> String {
        func key(_ version: String?) -> Int? { releases.first { $0.version == version }?.key }
        for (id, row) in cells.rows[table] ?? [:] where row.cells["screen"] == screen {
            if let from = key(row.cells["from"]), let until = key(row.cells["until"]), from <= release.key, release.key <= until { return id }
        }
        return "\(screen)@\(release.version)"
    }

    /// Whether Data/'s `stored` text states the reading's `value`: numbers equal at Data/'s precision
    /// (2.608696 for 2.6086956…), size classes by Apple's rule where the cell says `rule`.
    static func agrees(_ stored: String, _ value: String, fact: String, screen: ScreenRow?) -> Bool {
        if fact == "sizeClasses" || fact == "zoomedSizeClasses" {
            let words = value.split(separator: " ").map(String.init)  // orientation, horizontal, vertical
            var classes: [String]
            if stored == "rule" {
                let width = fact == "sizeClasses" ? screen?.points?.width : screen?.metrics(.zoomed)?.points.width
                guard let screen, let bits = SizeClassRule.sizeClasses(family: screen.family, portraitWidth: width) else { return false }
                classes = (0..<4).map { bits & (1 << UInt8($0)) != 0 ? "regular" : "compact" }
            } else {
                classes = stored.split(separator: " ").map(String.init)
            }
            guard classes.count == 4, words.count == 3 else { return false }
            let offset = words[0] == "portrait" ? 0 : 2
            return classes[offset] == words[1] && classes[offset + 1] == words[2]
        }
        guard let storedNumber = Double(stored), let number = Double(value) else { return stored == value }
        let decimals = stored.split(separator: ".").dropFirst().first?.count ?? 0
        var tolerance = 0.5
        for _ in 0..<decimals { tolerance /= 10 }
        return abs(storedNumber - number) <= tolerance + 1e-9
    }
}
