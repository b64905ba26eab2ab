import DevInfoVocabulary

/// One fact about a device or a display, described once: its name (the Swift property and the JSON key,
/// which agree), its table columns (CSV and TSV), its label in the text report, its unit and meaning, and
/// how to read it. Every writer derives from these descriptions — `Codable`, the CLI's fast JSON, JSON
/// Lines, CSV, TSV, the text report and the generated schema article — so a fact added here appears in
/// all of them, and the two JSON writers agree by construction.
///
/// The descriptions are ``DeviceFacts`` and ``DisplayFacts``; their order is the order of the JSON keys, of
/// the table columns and of the report's rows. They are visited in order (`forEach`) rather than kept in
/// arrays, so that a one-shot `devinfo ID` instantiates no generic metadata for them.
package struct FactInfo: Sendable {
    /// The Swift property's name and the JSON key: `maximumRefreshRate`.
    package let name: String
    /// What its values are, as JSON and the tables write them.
    package let type: FactType
    /// What the fact means and its unit, one sentence: for the schema article.
    package let summary: String
    /// The unit its numbers are in (`Hz`, `points`), or `nil`.
    package let unit: String?
    /// Whether JSON (and `Codable`) writes it.
    package let inJSON: Bool
    /// Its columns in CSV and TSV exports.
    package let table: TableColumns
    /// Its label in the text report, or `nil` when it has no row of its own (it is part of another's, or
    /// not shown).
    package let label: String?
}

/// A fact of a display (see ``FactInfo``). `DisplayFact` and ``DeviceFact`` are two concrete types rather
/// than one generic `Fact<Subject>`: copying a generic struct of closures makes the runtime build its
/// metadata, which a one-shot `devinfo ID` would pay for at start-up.
package struct DisplayFact: Sendable {
    package let info: FactInfo
    /// The value.
    package let value: @Sendable (Display, FactContext) -> FactValue
    /// The text report's lines; `nil` to write ``value`` with its unit, or `unknown`.
    package let text: (@Sendable (Display, FactContext) -> ReportLines)?

    package init(_ name: String, _ type: FactType, _ summary: String, unit: String? = nil, json: Bool = true, table: TableColumns = .none,
                 label: String? = nil, text: (@Sendable (Display, FactContext) -> ReportLines)? = nil,
                 value: @escaping @Sendable (Display, FactContext) -> FactValue) {
        info = FactInfo(name: name, type: type, summary: summary, unit: unit, inJSON: json, table: table, label: label)
        self.text = text
        self.value = value
    }

    /// The report lines of the fact for `display`.
    package func lines(_ display: Display, _ context: FactContext) -> ReportLines {
        text?(display, context) ?? ReportLines(value(display, context), unit: info.unit)
    }
}

/// A fact of a device, or of an identifier the table does not list (see ``FactInfo``).
package struct DeviceFact: Sendable {
    package let info: FactInfo
    /// The value.
    package let value: @Sendable (DeviceLookup, FactContext) -> FactValue
    /// The text report's lines; `nil` to write ``value`` with its unit, or `unknown`.
    package let text: (@Sendable (DeviceLookup, FactContext) -> ReportLines)?

    package init(_ name: String, _ type: FactType, _ summary: String, unit: String? = nil, json: Bool = true, table: TableColumns = .none,
                 label: String? = nil, text: (@Sendable (DeviceLookup, FactContext) -> ReportLines)? = nil,
                 value: @escaping @Sendable (DeviceLookup, FactContext) -> FactValue) {
        info = FactInfo(name: name, type: type, summary: summary, unit: unit, inJSON: json, table: table, label: label)
        self.text = text
        self.value = value
    }

    /// The report lines of the fact for `lookup`.
    package func lines(_ lookup: DeviceLookup, _ context: FactContext) -> ReportLines {
        text?(lookup, context) ?? ReportLines(value(lookup, context), unit: info.unit)
    }
}

/// A fact's rows in the text report: none, one, or two (the second under an empty label), each as pieces
/// written one after the other. Pieces, not joined lines: a one-shot `devinfo ID` then builds no large
/// string, whose release would make the runtime build generic metadata (a measurable part of its start-up).
package struct ReportLines: Sendable {
    /// The first row's pieces; empty for no row.
    package private(set) var first: [String]
    /// A second row's pieces; empty for none.
    package private(set) var second: [String]

    /// One row of these pieces.
    package init(_ pieces: String...) {
        first = pieces
        second = []
    }

    /// Two rows.
    package init(first: [String], second: [String]) {
        self.first = first
        self.second = second
    }

    /// No row.
    package static var none: ReportLines { ReportLines(first: [], second: []) }

    /// The value with its unit (`120 Hz`), or `unknown`.
    package init(_ value: FactValue, unit: String?) {
        guard let plain = value.plainText else { self.init("unknown"); return }
        if let unit { self.init(plain, " ", unit) } else { self.init(plain) }
    }
}

/// What a fact's values are: the JSON type and, for the tables, the type of each of its columns.
package enum FactType: Sendable {
    case string, bool, integer, number
    /// `{width, height}`; two integer columns.
    case size
    /// `{x, y, width, height}`.
    case rect
    /// `{points, nativeScale, renderPixels}`; in the tables, points width and height and nativeScale.
    case metrics
    /// `{fromOSVersion, untilOSVersion, portrait, landscape}`.
    case safeArea
    /// A display object.
    case display
    /// An array of display objects.
    case displays

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
        }
    }

    /// The types of its table columns, `count` of them (a size: two integers; metrics: two integers and a
    /// number).
    package func columnTypes(count: Int) -> [FactType] {
        switch self {
        case .size: [.integer, .integer]
        case .rect: [.number, .number, .number, .number]
        case .metrics: [.integer, .integer, .number]
        default: Array(repeating: self, count: count)
        }
    }
}

/// A fact's columns in table exports (CSV, TSV).
package enum TableColumns: Sendable {
    /// Not in the table exports.
    case none
    /// These columns: one, or several for a size (`panelWidth`, `panelHeight`).
    case columns([String])
    /// The main display's facts, each with its own columns (``DisplayFacts/all``).
    case mainDisplayFacts
}

/// What a fact's value is, as each writer needs it.
package enum FactValue {
    case null
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case text(String)
    case pixelSize(PixelSize)
    case pointSize(PointSize)
    case rect(PointRect)
    /// A mode's metrics: JSON `{points, nativeScale, renderPixels}`; three table cells.
    case metrics(DisplayMetrics)
    case safeArea(SafeArea)
    case display(Display)
    case displays([Display])
    /// A nested object's members (a safe area's orientation insets).
    case members([(key: String, value: FactValue)])

    /// The value as one line of text (`828×1792`, `2.208`, `true`), or `nil` when there is none.
    package var plainText: String? {
        switch self {
        case .null: nil
        case .bool(let value): value ? "true" : "false"
        case .integer(let value): String(value)
        case .number(let value): formatNumber(value)
        case .text(let value): value
        case .pixelSize(let size): "\(size.width)x\(size.height)"
        case .pointSize(let size): "\(size.width)x\(size.height)"
        case .rect(let rect): rect.description
        case .metrics(let metrics): metrics.description
        case .safeArea(let safeArea): safeArea.description
        case .display(let display): display.description
        case .displays(let displays): displays.map(\.description).joined(separator: "; ")
        case .members(let members): members.compactMap { member in member.value.plainText.map { "\(member.key) \($0)" } }.joined(separator: ", ")
        }
    }

    /// An optional value, `null` when absent.
    package static func of<T>(_ value: T?, _ wrap: (T) -> FactValue) -> FactValue {
        value.map(wrap) ?? .null
    }
}

/// What a rendering is for: the OS version whose safe areas it shows, and where a detected identifier
/// came from. The one rule for "which safe area" lives here.
package struct FactContext: Sendable {
    /// `--os N`: the OS major whose safe-area insets to show; `nil` for the newest confirmed.
    package var osVersion: Int?
    /// Where the identifier came from when devinfo detected the machine it runs on; `nil` otherwise.
    package var detectedFrom: IdentifierSource? {
        get {
            if case .source(let name) = source { return IdentifierSource(rawValue: name) }
            return nil
        }
        set { source = newValue.map { .source($0.rawValue) } ?? .notDetected }
    }

    /// ``detectedFrom`` as a non-generic enum: copying an `Optional` of a struct makes the runtime build its
    /// generic metadata, a measurable part of a one-shot run.
    private enum Source: Sendable { case notDetected, source(String) }
    private var source = Source.notDetected

    package init(osVersion: Int? = nil, detectedFrom: IdentifierSource? = nil) {
        self.osVersion = osVersion
        self.detectedFrom = detectedFrom
    }

    /// The safe area to show for `display`: the entry for ``osVersion`` (none when no source covers it,
    /// never a neighbour's), else the newest confirmed.
    package func safeArea(of display: Display) -> SafeArea? {
        if let osVersion { return display.safeArea(forOSVersion: osVersion) }
        return display.safeArea
    }
}
