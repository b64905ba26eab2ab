import DevInfoVocabulary

/// The columns of Data/devices/*.tsv: each device fact's `Data/` columns (`DeviceFact`).
public var deviceColumns: [String] { DeviceFact.allCases.flatMap(\.spec.dataColumns) }

/// The columns of Data/safe-areas/*.tsv.
public let safeAreaColumns = [
    "screen", "from", "until",
    "portraitTop", "portraitLeft", "portraitBottom", "portraitRight",
    "landscapeTop", "landscapeLeft", "landscapeBottom", "landscapeRight",
]

/// The columns of Data/screens/*.tsv: `screen` (the class id), then each display fact's `Data/` columns
/// (`DisplayFact`).
public var screenColumns: [String] { ["screen"] + DisplayFact.allCases.flatMap(\.spec.dataColumns) }

/// The display facts `Data/screens` stores, in order: the fields of the generated display-class record.
var storedDisplayFacts: [(fact: DisplayFact, spec: FactSpec, kind: DataKind)] {
    DisplayFact.allCases.compactMap { fact in
        let spec = fact.spec
        return spec.data.map { (fact, spec, $0) }
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
