/// Whether a display offers iPhone Display Zoom, and if so what the zoomed mode looks like.
public enum DisplayZoom: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Display Zoom exists on current iOS; the zoomed metrics (points and nativeScale).
    case supported(DisplayMetrics)
    /// The display has no Display Zoom (iPhone 5s/SE (1st) and older, iPod touch, iPad — iPad's "More
    /// Space" is a different feature —, Mac, Apple Watch).
    case unsupported
    /// Not confirmed by the sources devinfo cites: neither yes nor no.
    case unknown

    /// The zoomed mode, when supported; `nil` when unsupported or unknown.
    public var zoomedMetrics: DisplayMetrics? {
        if case .supported(let mode) = self { return mode }
        return nil
    }

    /// `supported`, `unsupported` or `unknown`: the spelling in Data/ and in JSON's `displayZoom`.
    public var status: String {
        switch self {
        case .supported: "supported"
        case .unsupported: "unsupported"
        case .unknown: "unknown"
        }
    }

    /// `supported (zoomed 320×693 points @3x (nativeScale 3.375))`, `unsupported`, `unknown`.
    public var description: String {
        if case .supported(let mode) = self { return "supported (\(mode))" }
        return status
    }

    /// Decodes `{"displayZoom": "supported", "zoomed": {…}}`: the two keys of a display object that say it,
    /// so a display object as `devinfo --json` prints it decodes as its Display Zoom. (`status` is read in
    /// place of `displayZoom` too: the shape before 1.1.)
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: FactKey.self)
        let status =
            try container.decodeIfPresent(String.self, forKey: FactKey("displayZoom"))
            ?? container.decode(String.self, forKey: FactKey("status"))
        switch status {
        case "supported": self = .supported(try container.decode(DisplayMetrics.self, forKey: FactKey("zoomed")))
        case "unsupported": self = .unsupported
        case "unknown": self = .unknown
        default:
            throw DecodingError.dataCorruptedError(
                forKey: FactKey("displayZoom"), in: container,
                debugDescription: "displayZoom must be supported, unsupported or unknown, not '\(status)'")
        }
    }

    /// Encodes `{"displayZoom": …, "zoomed": {…} or null}`, the keys a display object gives it.
    public func encode(to encoder: any Encoder) throws {
        try FactEncoding.encode(.object([("displayZoom", .text(status)), ("zoomed", .of(zoomedMetrics, FactValue.metrics))]), FactContext(), to: encoder)
    }
}
