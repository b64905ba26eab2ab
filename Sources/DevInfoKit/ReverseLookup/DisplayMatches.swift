/// Every display class and mode that produce a size. More than one means the size alone cannot tell the
/// devices apart.
///
/// Its `Codable` form is what `devinfo --screen … --json` prints: `{query, ambiguous, matches}`, so the
/// command's output decodes into this type.
public struct DisplayMatches: Hashable, Sendable, Codable, CustomStringConvertible {
    /// What was asked.
    public let query: DisplayQuery
    /// Each display class and mode that produces it, in table order (standard before zoomed).
    public let matches: [DisplayMatch]

    init(query: DisplayQuery, matches: [DisplayMatch]) {
        self.query = query
        self.matches = matches
    }

    /// Decodes `{query, matches}` as `devinfo --screen --json` writes it (`ambiguous` is derived, not read).
    /// Throws for a display class or device this table does not list.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: FactKey.self)
        query = try container.decode(DisplayQuery.self, forKey: FactKey("query"))
        matches = try container.decode([DisplayMatch].self, forKey: FactKey("matches"))
    }

    /// Encodes `{query, ambiguous, matches}`, as `devinfo --screen --json` prints it.
    public func encode(to encoder: any Encoder) throws {
        try FactEncoding.encode(FactValue.matches(self).json(FactContext()), FactContext(), to: encoder)
    }

    /// `true` when more than one display class or mode produces the size: 1125×2436 render pixels is an
    /// iPhone X/XS/11 Pro standard, a 12/13 mini standard, and an XS Max/11 Pro Max zoomed.
    public var isAmbiguous: Bool { matches.count > 1 }

    /// Every matching device, each once, in table order.
    public var devices: [Device] {
        var seen = Set<Device>()
        return matches.flatMap(\.devices).filter { seen.insert($0).inserted }
    }

    /// The query and one line per match.
    public var description: String {
        ([query.description + ":"] + matches.map { "  " + $0.description }).joined(separator: "\n")
    }
}
