import DevInfoVocabulary

/// What a display looks like to an app in one display mode (standard or zoomed): its metrics, points,
/// scale and nativeScale.
public struct DisplayMetrics: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Standard or zoomed.
    public var mode: DisplayMode
    /// `UIScreen.bounds.size` (Mac: the "looks like" size) in the display's natural orientation, points.
    public var points: PointSize
    /// `UIScreen.scale` / `NSScreen.backingScaleFactor`: points to render pixels (1, 2 or 3). Display
    /// Zoom keeps it.
    public var scale: Int
    /// `UIScreen.nativeScale`: points to panel pixels. Differs from `scale` when the render is resampled
    /// onto the panel (Plus models 2.608696, 12/13 mini 2.88, a 13-inch MacBook Air at 1440×900
    /// 1.777778) and under Display Zoom.
    public var nativeScale: Double

    /// `UIScreen.currentMode.size` in the natural orientation: points × scale (1242×2208 on an 8 Plus,
    /// 1125×2436 on a 12 mini), which is not the panel size when `nativeScale` ≠ `scale`.
    public var renderPixels: PixelSize { points.pixels(atScale: scale) }

    /// The metrics of one mode of a display.
    public init(mode: DisplayMode, points: PointSize, scale: Int, nativeScale: Double) {
        self.mode = mode
        self.points = points
        self.scale = scale
        self.nativeScale = nativeScale
    }

    /// Decodes `{mode, points, scale, nativeScale}` (a display object's `zoomed`; `renderPixels` is derived).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: FactKey.self)
        self.init(
            mode: try container.decode(DisplayMode.self, forKey: FactKey("mode")),
            points: try container.decode(PointSize.self, forKey: FactKey("points")),
            scale: try container.decode(Int.self, forKey: FactKey("scale")),
            nativeScale: try container.decode(Double.self, forKey: FactKey("nativeScale")))
    }

    /// Encodes `{mode, points, scale, nativeScale, renderPixels}`, as a display object's `zoomed`.
    public func encode(to encoder: any Encoder) throws {
        try FactEncoding.encode(FactValue.metrics(self).json(FactContext()), FactContext(), to: encoder)
    }

    /// `standard 375×812 points @3x (nativeScale 2.88)`.
    public var description: String {
        "\(mode) \(points) points @\(scale)x (nativeScale \(formatNumber(nativeScale)))"
    }
}
