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

    private enum CodingKeys: String, CodingKey { case status, zoomed }

    /// Decodes `{"status": "supported", "zoomed": {…}}` (or `"unsupported"` / `"unknown"`).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let status = try container.decode(String.self, forKey: .status)
        switch status {
        case "supported": self = .supported(try container.decode(DisplayMetrics.self, forKey: .zoomed))
        case "unsupported": self = .unsupported
        case "unknown": self = .unknown
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .status, in: container,
                debugDescription: "displayZoom status must be supported, unsupported or unknown, not '\(status)'")
        }
    }

    /// Encodes `{"status": …, "zoomed": {…} or null}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(status, forKey: .status)
        try container.encode(zoomedMetrics, forKey: .zoomed)
    }
}
