/// Every display class and mode that produce a size. More than one means the size alone cannot tell the
/// devices apart.
public struct DisplayMatches: Hashable, Sendable, Codable, CustomStringConvertible {
    /// What was asked.
    public let query: DisplayQuery
    /// Each display class and mode that produces it, in table order (standard before zoomed).
    public let matches: [DisplayMatch]

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
