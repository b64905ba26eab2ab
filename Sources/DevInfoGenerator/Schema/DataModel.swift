import DevInfoVocabulary

/// The columns of Data/devices/*.tsv: each device fact's `Data/` columns (`DeviceFact`).
public var deviceColumns: [String] { DeviceFact.allCases.flatMap(\.spec.dataColumns) }

/// The columns of Data/safe-areas/*.tsv: the display class and the OS range, then the columns of each
/// display fact that varies with the OS (`DataKind.osHistory`: the safe area, the status bar).
public var safeAreaColumns: [String] {
    ["screen", "from", "until"] + DisplayFact.allCases.filter { $0.spec.data.isOSHistory }.flatMap(\.spec.dataColumns)
}

/// The columns of Data/screens/*.tsv: `screen` (the class id), then each display fact's `Data/` columns
/// (`DisplayFact`).
public var screenColumns: [String] { ["screen"] + storedDisplayFacts.flatMap(\.spec.dataColumns) }

/// The columns of Data/os-releases.tsv.
public let osReleaseColumns = ["family", "version", "name", "released"]

/// The display facts `Data/screens` stores, in order: the fields of the generated display-class record.
var storedDisplayFacts: [(fact: DisplayFact, spec: FactSpec, kind: DataKind)] {
    DisplayFact.allCases.compactMap { fact in
        let spec = fact.spec
        guard let kind = spec.data, !Optional(kind).isOSHistory else { return nil }
        return (fact, spec, kind)
    }
}

/// The device facts `Data/devices` stores beyond the columns that shape the table (identifier, family,
/// name, variant, displays), in order: fields of the generated device record.
var storedDeviceFacts: [(fact: DeviceFact, spec: FactSpec, kind: DataKind)] {
    DeviceFact.allCases.compactMap { fact in
        let spec = fact.spec
        guard let kind = spec.data else { return nil }
        if case .structural = kind { return nil }
        return (fact, spec, kind)
    }
}

extension Optional where Wrapped == DataKind {
    /// Whether the fact lives in Data/safe-areas (one row per OS range).
    var isOSHistory: Bool {
        if case .osHistory? = self { return true }
        return false
    }
}

/// A decimal as written in Data/ (kept as text so the generated Swift literal is exactly what was written).
struct Decimal: Hashable {
    let text: String
    let value: Double
}

/// A stored fact's value in one row (see `DataKind`).
enum FieldValue: Hashable {
    case integers([Int])
    case decimals([Decimal])
    /// Points width and height and a nativeScale.
    case metrics(Int, Int, Decimal)
    case choice(String)
    case flag(Bool)
    case text(String)
    /// A version as written: its parts (1 to 3) and its release (`OSVersionGrammar.releaseKey`).
    case osVersion(parts: [Int], release: Int)
    /// The last release a device can install (its key), or `nil` for `current`.
    case lastOS(release: Int?)
    /// Size classes resolved for each mode: bit 7 set when known, then bits 0–3 regular for portrait
    /// horizontal, portrait vertical, landscape horizontal, landscape vertical; 0 when not confirmed.
    case sizeClasses(standard: UInt8, zoomed: UInt8)
}

/// One validated row of Data/screens/*.tsv: a display class. Sizes are in the family's natural orientation;
/// a field without a value is unknown.
struct ScreenRow {
    var file: String
    var line: Int
    var family: Family
    var id: String
    /// By fact; absent = unknown.
    var values: [DisplayFact: FieldValue]

    func integers(_ fact: DisplayFact) -> [Int]? {
        if case .integers(let values)? = values[fact] { return values }
        return nil
    }
    func integer(_ fact: DisplayFact) -> Int? { integers(fact)?.first }
    func size(_ fact: DisplayFact) -> (width: Int, height: Int)? {
        integers(fact).map { ($0[0], $0[1]) }
    }
    func decimals(_ fact: DisplayFact) -> [Decimal]? {
        if case .decimals(let values)? = values[fact] { return values }
        return nil
    }
    func decimal(_ fact: DisplayFact) -> Decimal? { decimals(fact)?.first }
    func metrics(_ fact: DisplayFact) -> (points: (width: Int, height: Int), nativeScale: Decimal)? {
        if case .metrics(let width, let height, let scale)? = values[fact] { return ((width, height), scale) }
        return nil
    }
    func choice(_ fact: DisplayFact) -> String? {
        if case .choice(let value)? = values[fact] { return value }
        return nil
    }
    func flag(_ fact: DisplayFact) -> Bool? {
        if case .flag(let value)? = values[fact] { return value }
        return nil
    }

    var panel: (width: Int, height: Int)? { size(.panelPixels) }
    var points: (width: Int, height: Int)? { size(.points) }
    var scale: Int? { integer(.scale) }
    var cutout: String? { choice(.cutout) }
    /// `supported`, `unsupported` or `unknown` (an empty cell).
    var displayZoom: String { choice(.displayZoom) ?? "unknown" }
}

/// One validated row of Data/safe-areas/*.tsv: a display class's OS-dependent facts over an OS range.
struct SafeAreaRow {
    var file: String
    var line: Int
    var family: Family
    var screen: String
    var from: Int
    var until: Int
    /// top, left, bottom, right; `nil` for an orientation the display does not have or not confirmed.
    var portrait: [Decimal]?
    var landscape: [Decimal]?
    /// The status bar's height in portrait and landscape; `nil` when not confirmed.
    var portraitStatusBar: Decimal?
    var landscapeStatusBar: Decimal?

    /// Whether the row gives insets (a row may give only the status bar).
    var hasInsets: Bool { portrait != nil || landscape != nil }
}

/// What a device row says of its displays.
enum DisplayList: Equatable {
    /// Not confirmed (an empty cell).
    case unknown
    /// `none`: no built-in display.
    case none
    /// One built-in display: its screen id.
    case main(String)
    /// A foldable: the outer (cover) display and the inner (folding) one.
    case foldable(outer: String, inner: String)

    /// Each display's role and screen id, main (or outer) first.
    var displays: [(role: String, screen: String)] {
        switch self {
        case .unknown, .none: []
        case .main(let screen): [("main", screen)]
        case .foldable(let outer, let inner): [("outer", outer), ("inner", inner)]
        }
    }
}

/// One validated row of Data/devices/*.tsv.
struct DeviceRow {
    var file: String
    var line: Int
    var identifier: String
    var family: Family
    var prefix: String
    var major: Int
    var minor: Int
    var name: String
    var variant: String
    var displays: DisplayList
    /// The stored facts beyond the structural columns (`storedDeviceFacts`), by fact; absent = unknown.
    var values: [DeviceFact: FieldValue] = [:]

    /// The year of first release, or `nil` when not confirmed.
    var year: Int? {
        if case .integers(let values)? = values[.releaseYear] { return values.first }
        return nil
    }
    /// The release key of the OS version it shipped with.
    var firstOSRelease: Int? {
        if case .osVersion(_, let release)? = values[.firstOSVersion] { return release }
        return nil
    }
    /// The last release: `.some(nil)` for current, `nil` when not confirmed.
    var lastOSRelease: Int?? {
        if case .lastOS(let release)? = values[.lastOSVersion] { return .some(release) }
        return nil
    }
}

/// One row of Data/os-releases.tsv: a release of a family's OS.
struct OSReleaseRow {
    var file: String
    var line: Int
    var family: Family
    /// As written: `12`, `10.15`.
    var version: String
    /// `OSVersionGrammar.releaseKey`.
    var key: Int
    /// `iOS`, `Mac OS X`.
    var name: String
    var year: Int
}

/// Every family's OS releases, oldest first (Data/os-releases.tsv).
struct OSReleases {
    var byFamily: [Family: [OSReleaseRow]] = [:]

    /// The release with `key` of `family`'s OS, or `nil`.
    func release(_ family: Family, _ key: Int) -> OSReleaseRow? {
        byFamily[family]?.first { $0.key == key }
    }

    /// The newest release of `family`'s OS.
    func current(_ family: Family) -> OSReleaseRow? { byFamily[family]?.last }

    /// `iOS 12`, `Mac OS X 10.6`: a release as people name it, or the bare number.
    func text(_ family: Family, _ key: Int) -> String {
        release(family, key).map { "\($0.name) \($0.version)" } ?? "\(family.operatingSystem) \(OSVersionGrammar.releaseText(key))"
    }
}
