import DevInfoVocabulary
/// One fact of a display class as `Data/screens/<Family>.tsv` records it, declared once: its columns,
/// the values it may take, and the field of the generated `ScreenRecord` it becomes. Reading a row,
/// checking each value against its bounds, declaring the record's field and writing each row's value all
/// go through ``DisplayField/all``; rules that tie several facts together live in `Validation/DisplayRules.swift`.
///
/// **Where a new display fact goes:** a field here; its column in the `Data/screens/*.tsv` tables that
/// know it (a table may leave a column out: unknown for every row); `swift run devinfo-generate`; then
/// its one declaration in DevInfoKit, `Sources/DevInfoKit/Facts/DisplayFacts.swift`.
struct DisplayField: Sendable {
    /// What values the field's columns hold.
    enum Kind: Sendable {
        /// A whole number per column, within bounds, stored as `type`.
        case integer(Bound<Int>, type: IntegerType)
        /// A decimal per column, within bounds, written into the table as it is written in Data/.
        case decimal(Bound<Double>)
        /// One word of `values`; `allowed` narrows it per family (a notch is impossible on an iPad).
        case choice([String], allowed: (@Sendable (FamilyRule) -> Set<String>)?)
        /// `yes` or `no`.
        case flag
    }

    /// The generated record field: `panel`, `maximumRefreshRate`.
    let name: String
    /// The table columns, in order: one, or several for a size or a rectangle (`panelWidth`, `panelHeight`).
    /// With several, a row gives all or none.
    let columns: [String]
    let kind: Kind
    /// What the field means, for the generated record's doc comment.
    let summary: String
    /// Whether a row giving some of the columns but not all is reported here ("give both … or neither");
    /// `false` where a rule between fields reports it better (the zoomed size, with Display Zoom).
    var checksCompleteness = true
    /// The fact's column in the Markdown catalogue: its heading and how a row's value reads; `nil` when
    /// the catalogue leaves the fact out.
    var catalogue: CatalogueColumn? = nil
    /// Rules between this fact and others of the same row, each a message when the row breaks it (`nil`
    /// when it holds); checked after every field is read. The rules between the older facts live in
    /// `Validation/DisplayRules.swift`.
    var rules: [@Sendable (ScreenRow) -> String?] = []

    /// The Swift type of the record field (always optional or, for a choice, an empty string when unknown).
    var swiftType: String {
        let element: String
        switch kind {
        case .integer(_, let type): element = type.rawValue
        case .decimal: element = "Double"
        case .choice: return "StaticString"
        case .flag: return "Bool?"
        }
        return columns.count == 1 ? element + "?" : "(" + Array(repeating: element, count: columns.count).joined(separator: ", ") + ")?"
    }
}

/// A column of the generated Markdown catalogue.
struct CatalogueColumn: Sendable {
    let heading: String
    /// The cell for a display class; `nil` when unknown.
    let text: @Sendable (ScreenRow) -> String?
}

/// An integer type a field is written into; a bound must fit it, so the generated table always compiles.
enum IntegerType: String, Sendable {
    case uInt8 = "UInt8"
    case uInt16 = "UInt16"

    var range: ClosedRange<Int> {
        switch self {
        case .uInt8: 0...Int(UInt8.max)
        case .uInt16: 0...Int(UInt16.max)
        }
    }
}

/// The range a value may take: the same for every family, or set by the family's physical rules.
enum Bound<Value: Comparable & Sendable>: Sendable {
    case fixed(ClosedRange<Value>)
    case family(@Sendable (FamilyRule) -> ClosedRange<Value>)

    func range(for rule: FamilyRule) -> ClosedRange<Value> {
        switch self {
        case .fixed(let range): range
        case .family(let rangeOf): rangeOf(rule)
        }
    }
}

extension DisplayField {
    /// The display facts of Data/screens, in the order of the generated record. The first column of a
    /// table, `screen` (the class id), is not a fact: the row's key.
    static let all: [DisplayField] = [
        DisplayField(name: "panel", columns: ["panelWidth", "panelHeight"], kind: .integer(.fixed(PhysicalBounds.pixels), type: .uInt16),
                     summary: "Panel pixels, natural orientation.",
                     catalogue: CatalogueColumn(heading: "Panel (pixels)") { $0.panel.map { "\($0.width)×\($0.height)" } }),
        DisplayField(name: "points", columns: ["pointsWidth", "pointsHeight"], kind: .integer(.fixed(PhysicalBounds.points), type: .uInt16),
                     summary: "Points in the standard mode (a Mac: the default \"looks like\" size).",
                     catalogue: CatalogueColumn(heading: "Points") { row in
                         row.points.map { "\($0.width)×\($0.height) @\(row.scale.map(String.init) ?? "?")x" }
                     }),
        DisplayField(name: "scale", columns: ["scale"], kind: .integer(.fixed(PhysicalBounds.scale), type: .uInt8),
                     summary: "UIScreen.scale / backingScaleFactor."),
        DisplayField(name: "nativeScale", columns: ["nativeScale"], kind: .decimal(.fixed(PhysicalBounds.nativeScale)),
                     summary: "Panel pixels per point in the standard mode."),
        DisplayField(name: "displayZoom", columns: ["displayZoom"], kind: .choice(["supported", "unsupported", "unknown"], allowed: nil),
                     summary: "Whether Display Zoom exists: supported, unsupported, unknown (empty = unknown)."),
        DisplayField(name: "zoomedPoints", columns: ["zoomedPointsWidth", "zoomedPointsHeight"],
                     kind: .integer(.fixed(PhysicalBounds.points), type: .uInt16), summary: "Points under Display Zoom.",
                     checksCompleteness: false),
        DisplayField(name: "zoomedNativeScale", columns: ["zoomedNativeScale"], kind: .decimal(.fixed(PhysicalBounds.nativeScale)),
                     summary: "Panel pixels per point under Display Zoom."),
        DisplayField(name: "diagonalInches", columns: ["diagonalInches"], kind: .decimal(.family { $0.diagonalInches }),
                     summary: "Marketing diagonal, inches."),
        DisplayField(name: "pixelsPerInch", columns: ["ppi"], kind: .integer(.family { $0.pixelsPerInch }, type: .uInt16),
                     summary: "Panel pixels per inch."),
        DisplayField(name: "maximumRefreshRate", columns: ["maximumRefreshRate"], kind: .integer(.fixed(1...240), type: .uInt8),
                     summary: "The panel's highest refresh rate, Hz.",
                     catalogue: CatalogueColumn(heading: "Refresh (Hz)") { row in
                         row.integer("maximumRefreshRate").map { maximum in
                             row.integer("minimumRefreshRate").map { "\($0)–\(maximum)" } ?? String(maximum)
                         }
                     }),
        DisplayField(name: "minimumRefreshRate", columns: ["minimumRefreshRate"], kind: .integer(.fixed(1...240), type: .uInt8),
                     summary: "The lowest rate a variable-refresh (ProMotion, Always-On) panel drops to, Hz.",
                     rules: [{ row in
                         guard let minimum = row.integer("minimumRefreshRate") else { return nil }
                         guard let maximum = row.integer("maximumRefreshRate") else { return "minimumRefreshRate needs maximumRefreshRate" }
                         return minimum < maximum ? nil : "minimumRefreshRate \(minimum) must be below maximumRefreshRate \(maximum)"
                     }]),
        DisplayField(name: "cutout", columns: ["cutout"], kind: .choice(cutoutValues, allowed: { $0.cutouts }),
                     summary: "none, notch, dynamicIsland or punchHole (empty = unknown).",
                     catalogue: CatalogueColumn(heading: "Cutout") { $0.cutout }),
        DisplayField(name: "homeControl", columns: ["homeControl"], kind: .choice(homeControlValues, allowed: { $0.homeControls }),
                     summary: "button, indicator or none (empty = unknown)."),
        DisplayField(name: "roundedCorners", columns: ["roundedCorners"], kind: .flag, summary: "Whether the corners are rounded."),
        DisplayField(name: "cornerRadius", columns: ["cornerRadius"], kind: .decimal(.fixed(PhysicalBounds.cornerRadius)),
                     summary: "Corner radius, points."),
        DisplayField(name: "cutoutFrame", columns: ["cutoutX", "cutoutY", "cutoutWidth", "cutoutHeight"],
                     kind: .decimal(.fixed(PhysicalBounds.cutoutCoordinate)), summary: "The cutout's x, y, width, height, points."),
        DisplayField(name: "caseMillimeters", columns: ["caseMillimeters"], kind: .integer(.fixed(PhysicalBounds.caseMillimeters), type: .uInt8),
                     summary: "Apple Watch case size, millimetres."),
    ]

    /// Every column a screens table may have: `screen`, then each field's columns.
    static let tableColumns: [String] = ["screen"] + all.flatMap(\.columns)

    /// The field named `name`; a programming error when there is none.
    static func named(_ name: String) -> DisplayField {
        guard let field = all.first(where: { $0.name == name }) else { preconditionFailure("no display field \(name)") }
        return field
    }
}

let cutoutValues = DisplayVocabulary.cutouts
let homeControlValues = DisplayVocabulary.homeControls
