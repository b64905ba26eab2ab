import DevInfoVocabulary

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
