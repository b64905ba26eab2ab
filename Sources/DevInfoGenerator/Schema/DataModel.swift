import DevInfoVocabulary

/// The columns of Data/devices/*.tsv.
public let deviceColumns = ["identifier", "family", "name", "variant", "year", "displays"]

/// The columns of Data/safe-areas/*.tsv.
public let safeAreaColumns = [
    "screen", "from", "until",
    "portraitTop", "portraitLeft", "portraitBottom", "portraitRight",
    "landscapeTop", "landscapeLeft", "landscapeBottom", "landscapeRight",
]

/// The columns of Data/screens/*.tsv: `screen`, then every display field's (``DisplayField/all``).
public var screenColumns: [String] { DisplayField.tableColumns }

/// A decimal as written in Data/ (kept as text so the generated Swift literal is exactly what was written).
struct Decimal: Hashable {
    let text: String
    let value: Double
}

/// A display field's value in one row (see ``DisplayField``).
enum FieldValue: Hashable {
    case integers([Int])
    case decimals([Decimal])
    case choice(String)
    case flag(Bool)
}

/// One validated row of Data/screens/*.tsv: a display class. Sizes are in the family's natural orientation;
/// a field without a value is unknown.
struct ScreenRow {
    var file: String
    var line: Int
    var family: Family
    var id: String
    /// By field name (``DisplayField/name``); absent = unknown.
    var values: [String: FieldValue]

    func integers(_ field: String) -> [Int]? {
        if case .integers(let values)? = values[field] { return values }
        return nil
    }
    func integer(_ field: String) -> Int? { integers(field)?.first }
    func size(_ field: String) -> (width: Int, height: Int)? {
        integers(field).map { ($0[0], $0[1]) }
    }
    func decimals(_ field: String) -> [Decimal]? {
        if case .decimals(let values)? = values[field] { return values }
        return nil
    }
    func decimal(_ field: String) -> Decimal? { decimals(field)?.first }
    func choice(_ field: String) -> String? {
        if case .choice(let value)? = values[field] { return value }
        return nil
    }
    func flag(_ field: String) -> Bool? {
        if case .flag(let value)? = values[field] { return value }
        return nil
    }

    var panel: (width: Int, height: Int)? { size("panel") }
    var points: (width: Int, height: Int)? { size("points") }
    var scale: Int? { integer("scale") }
    var cutout: String? { choice("cutout") }
    /// `supported`, `unsupported` or `unknown` (an empty cell).
    var displayZoom: String { choice("displayZoom") ?? "unknown" }
}

/// One validated row of Data/safe-areas/*.tsv.
struct SafeAreaRow {
    var file: String
    var line: Int
    var family: Family
    var screen: String
    var from: Int
    var until: Int
    /// top, left, bottom, right; `nil` for an orientation the display does not have.
    var portrait: [Decimal]?
    var landscape: [Decimal]?
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
    var year: Int?
    var displays: DisplayList
}
