/// A screen size as an app or a log reports it, for reverse lookup with ``Device/matching(_:)``.
/// Either orientation is accepted.
public enum DisplayQuery: Hashable, Sendable, Codable, CustomStringConvertible {
    /// `UIScreen.currentMode.size`: points × scale (1125×2436 on an iPhone X).
    case renderPixels(PixelSize)
    /// `UIScreen.nativeBounds.size`: the physical panel (1080×2340 on a 12 mini). The same in both modes.
    case panelPixels(PixelSize)
    /// `UIScreen.bounds.size` in points, with `UIScreen.scale` when known (`nil` matches any scale).
    case points(PointSize, scale: Int?)

    /// `render pixels 1125×2436`, `points 375×812 @3`.
    public var description: String {
        switch self {
        case .renderPixels(let size): "render pixels \(size)"
        case .panelPixels(let size): "panel pixels \(size)"
        case .points(let size, let scale?): "points \(size) @\(scale)"
        case .points(let size, nil): "points \(size)"
        }
    }

    /// Decodes `{kind, width, height, scale}` as `devinfo --screen --json` writes the query.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: FactKey.self)
        let kind = try container.decode(String.self, forKey: FactKey("kind"))
        let width = try container.decode(Int.self, forKey: FactKey("width"))
        let height = try container.decode(Int.self, forKey: FactKey("height"))
        switch kind {
        case "renderPixels": self = .renderPixels(PixelSize(width: width, height: height))
        case "panelPixels": self = .panelPixels(PixelSize(width: width, height: height))
        case "points": self = .points(PointSize(width: width, height: height), scale: try container.decodeIfPresent(Int.self, forKey: FactKey("scale")))
        default:
            throw DecodingError.dataCorruptedError(
                forKey: FactKey("kind"), in: container,
                debugDescription: "kind must be renderPixels, panelPixels or points, not '\(kind)'")
        }
    }

    /// Encodes `{kind, width, height, scale}`.
    public func encode(to encoder: any Encoder) throws {
        try FactEncoding.encode(FactValue.query(self).json(FactContext()), FactContext(), to: encoder)
    }
}
