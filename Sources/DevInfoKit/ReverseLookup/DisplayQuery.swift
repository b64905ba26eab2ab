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
}
