/// One fact about a device or a display, described once: its name (the Swift property and the JSON key,
/// which agree), its columns (the same names in `Data/` and in the CSV and TSV exports), how `Data/`
/// stores it and within which bounds, its unit, its meaning, its row label in the text report, and
/// whether JSON may write `null` for it.
///
/// ``DeviceFact`` and ``DisplayFact`` list every fact; each gives its description in one exhaustive
/// `switch` (``DeviceFact/spec``, ``DisplayFact/spec``). The generator reads, bounds-checks and stores the
/// `Data/` columns from these descriptions and writes the table's record types, the catalogue and the JSON
/// schema article from them; the library's writers (JSON, `Codable`, CSV, TSV, JSON Lines, the text
/// report) walk them. Adding a case to either enum is a compile error at every place that must handle it.
///
/// Every field is a literal or a small enum, so building a description allocates nothing (a one-shot
/// `devinfo ID` reads labels from it on the way to its first byte of output).
package struct FactSpec: Sendable {
    /// The Swift property's name and the JSON key: `maximumRefreshRate`.
    package let name: String
    /// What its values are, as JSON and the tables write them.
    package let type: FactType
    /// What the fact means, one sentence: for the schema article, `--help columns` and the website.
    package let summary: String
    /// The unit its numbers are in (`Hz`, `points`), or `nil`.
    package let unit: String?
    /// Its columns, separated by spaces (`panelWidth panelHeight`), or empty for none: the column names
    /// in the CSV and TSV exports when ``exported`` is set, and in `Data/` when ``data`` is (unless
    /// ``dataColumnList`` names others).
    package let columnList: String
    /// Its columns in `Data/` when they differ from the export's (a safe area's `from`/`until` range is the
    /// row's, exported as `safeAreaFromOSVersion`), or `nil`.
    package let dataColumnList: String?
    /// How `Data/` stores it; `nil` for a fact derived from others (or from the lookup itself).
    package let data: DataKind?
    /// Whether the CSV and TSV exports have its columns.
    package let exported: Bool
    /// Whether JSON (and `Codable`) writes it.
    package let json: Bool
    /// Its label in the text report, or `nil` when it has no row of its own ("" continues the row above).
    package let label: String?
    /// Whether its JSON value may be `null` (for some device, display or unknown identifier).
    package let nullable: Bool
    /// Its column's heading in the generated Markdown catalogue of every device, or `nil` when the
    /// catalogue leaves it out.
    package let catalogue: String?
    /// Whether every row of `Data/devices` must give it (a device fact): the generator refuses a row without
    /// it, and the table's record and the library's property hold it without an optional.
    package let required: Bool

    package init(
        _ name: String, _ type: FactType, _ summary: String, unit: String? = nil, columns: String = "",
        data: DataKind? = nil, dataColumns: String? = nil, exported: Bool = false, json: Bool = true, label: String? = nil,
        nullable: Bool = true, catalogue: String? = nil, required: Bool = false
    ) {
        self.name = name
        self.type = type
        self.summary = summary
        self.unit = unit
        self.columnList = columns
        self.dataColumnList = dataColumns
        self.data = data
        self.exported = exported
        self.json = json
        self.label = label
        self.nullable = nullable
        self.catalogue = catalogue
        self.required = required
    }

    /// ``columnList`` as an array.
    package var columns: [String] { columnList.split(separator: " ").map(String.init) }

    /// Its columns in the table exports (empty when not ``exported``).
    package var exportColumns: [String] { exported ? columns : [] }

    /// How many columns the table exports give it (``exportColumns``' count), counted without building the
    /// array: a table row asks it of every fact, and `--bulk` renders a row for each device it meets (splitting
    /// the column lists was three quarters of a bulk run's fixed cost).
    package var exportColumnCount: Int {
        guard exported else { return 0 }
        var count = 0
        var inName = false
        for byte in columnList.utf8 {
            if byte == UInt8(ascii: " ") {
                inName = false
            } else if !inName {
                inName = true
                count += 1
            }
        }
        return count
    }

    /// Its columns in `Data/` (empty when it is not stored there).
    package var dataColumns: [String] {
        guard data != nil else { return [] }
        return dataColumnList.map { $0.split(separator: " ").map(String.init) } ?? columns
    }
}

/// What a fact's values are: the JSON type and, for the tables, the type of each of its columns.
package enum FactType: Sendable {
    case string, bool, integer, number
    /// `{width, height}`; two integer columns.
    case size
    /// `{x, y, width, height}`; four number columns.
    case rect
    /// `{points, nativeScale, renderPixels}`; in the tables, points width and height and nativeScale.
    case metrics
    /// `{fromOSVersion, untilOSVersion, portrait, landscape}`.
    case safeArea
    /// A display object.
    case display
    /// An array of display objects.
    case displays
    /// `{fromOSVersion, untilOSVersion, portrait, landscape}`, each a height in points or null.
    case statusBar
    /// `{standard, zoomed}`, each `{portrait, landscape}` of `{horizontal, vertical}`: compact or regular.
    case sizeClasses

    /// How the schema article names it.
    package var jsonName: String {
        switch self {
        case .string: "string"
        case .bool: "bool"
        case .integer: "integer"
        case .number: "number"
        case .size: "size"
        case .rect: "rectangle"
        case .metrics: "metrics"
        case .safeArea: "safe area"
        case .display: "display"
        case .displays: "array of displays"
        case .statusBar: "status bar"
        case .sizeClasses: "size classes"
        }
    }

    /// The types of its table columns, `count` of them (a size: two integers; metrics: two integers and a
    /// number).
    /// The unit of each of `count` columns of a fact of this type whose unit is `unit`: an OS history's first
    /// two columns (`safeAreaFromOSVersion`, `safeAreaUntilOSVersion`) are OS major versions, a mode's third
    /// (`zoomedNativeScale`) is a ratio with no unit and its first two are points; the others are in `unit`.
    package func columnUnits(count: Int, unit: String?) -> [String?] {
        switch self {
        case .safeArea, .statusBar: ["OS major version", "OS major version"] + Array(repeating: unit, count: max(0, count - 2))
        case .metrics: ["points", "points", nil]
        case .sizeClasses: Array(repeating: nil, count: count)
        default: Array(repeating: unit, count: count)
        }
    }

    package func columnTypes(count: Int) -> [FactType] {
        switch self {
        case .size: [.integer, .integer]
        case .rect: [.number, .number, .number, .number]
        case .metrics: [.integer, .integer, .number]
        case .safeArea: [.integer, .integer] + Array(repeating: .number, count: max(0, count - 2))
        case .statusBar: [.integer, .integer] + Array(repeating: .number, count: max(0, count - 2))
        case .sizeClasses: Array(repeating: .string, count: count)
        default: Array(repeating: self, count: count)
        }
    }
}

/// How `Data/` stores a fact's columns, and the values they may hold. The generator reads each kind the
/// same way wherever it appears and gives the table's record field the kind's type.
package enum DataKind: Sendable {
    /// A whole number per column (a size: two), within bounds, stored as `storage`.
    case integers(IntegerBound, IntegerStorage)
    /// A decimal per column (a rectangle: four), within bounds, written into the table exactly as `Data/`
    /// writes it.
    case decimals(DecimalBound)
    /// A mode's points (two whole numbers) and nativeScale (a decimal): all three or none.
    case metrics
    /// One word of a vocabulary.
    case choice(Choice)
    /// `yes` or `no`.
    case flag
    /// Free text: printable, no quotes or backslashes, at most ``PhysicalBounds/textLength`` bytes.
    case text
    /// An OS version as a device shipped with it: `8.0`, `10.14.4` (a release of the family's OS, see
    /// `Data/os-releases.tsv`).
    case osVersion
    /// The last OS release a device can install (`12`, `10.15`), or `current` while the newest release
    /// supports it.
    case lastOSVersion
    /// A display's size classes in one mode: `rule` (Apple's rule for the family decides), or
    /// `compact,regular compact,compact` (portrait horizontal and vertical, then landscape).
    case sizeClasses
    /// Columns of `Data/safe-areas/*.tsv`, one row per display class and OS range (`from`, `until`).
    case osHistory
    /// A column the generator reads itself because it shapes the table: the identifier, the family, the
    /// name and variant, the display list, a display class's id.
    case structural
}

/// The values an integer column may take.
package enum IntegerBound: Sendable {
    /// The same range for every family.
    case fixed(ClosedRange<Int>)
    /// The family's physical range of pixel density.
    case familyPixelsPerInch
    /// From the family's first year to ``PhysicalBounds/lastYear``.
    case familyYears
}

/// The values a decimal column may take.
package enum DecimalBound: Sendable {
    /// The same range for every family.
    case fixed(ClosedRange<Double>)
    /// The family's physical range of diagonals.
    case familyDiagonalInches
}

/// The integer type a whole-number field is stored as; every bound must fit it, so the generated table
/// always compiles.
package enum IntegerStorage: String, Sendable {
    case uInt8 = "UInt8"
    case uInt16 = "UInt16"

    /// The values the type holds.
    package var range: ClosedRange<Int> {
        switch self {
        case .uInt8: 0...Int(UInt8.max)
        case .uInt16: 0...Int(UInt16.max)
        }
    }
}

/// The vocabularies a choice column draws from.
package enum Choice: Sendable {
    /// ``DisplayVocabulary/cutouts``; which a family can have is its physical rule.
    case cutout
    /// ``DisplayVocabulary/homeControls``; which a family can have is its physical rule.
    case homeControl
    /// `supported`, `unsupported`, `unknown`.
    case displayZoom
    /// ``DisplayVocabulary/colorGamuts``.
    case colorGamut

    /// Every word the column may hold.
    package var words: [String] {
        switch self {
        case .cutout: DisplayVocabulary.cutouts
        case .homeControl: DisplayVocabulary.homeControls
        case .displayZoom: ["supported", "unsupported", "unknown"]
        case .colorGamut: DisplayVocabulary.colorGamuts
        }
    }
}

/// Bounds that hold for every family (the generator holds each family's own: diagonals, densities,
/// years, which cutouts and home controls exist).
package enum PhysicalBounds {
    package static let pixels = 1...9999
    package static let points = 1...9999
    package static let scale = 1...3
    package static let nativeScale = 0.5...4.0
    package static let inset = 0.0...200.0
    package static let cornerRadius = 0.0...200.0
    package static let cutoutCoordinate = 0.0...9999.0
    package static let caseMillimeters = 30...60
    package static let refreshRate = 1...240
    package static let statusBar = 0.0...100.0
    /// The longest free-text cell (a chip's name), in bytes.
    package static let textLength = 40
    package static let lastYear = 2035
    package static let osMajor = 1...99
    /// How far a stated ppi may be from the one the panel and the marketing diagonal give (Apple rounds
    /// diagonals: the iPhone X's "5.8-inch" panel measures 5.85 in).
    package static let pixelsPerInchTolerance = 0.03
}
