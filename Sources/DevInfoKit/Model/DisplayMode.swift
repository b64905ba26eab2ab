/// Which Display Zoom setting a screen is in: Settings › Display & Brightness › Display Zoom.
public enum DisplayMode: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The default ("Default" or "Standard"): the device's native point size.
    case standard
    /// "Larger Text" / "Zoomed": fewer, larger points on the same panel.
    case zoomed

    /// `standard` or `zoomed`.
    public var description: String { rawValue }
}

/// What a screen looks like to an app in one display mode.
public struct ScreenMode: Hashable, Sendable {
    /// Standard or zoomed.
    public var mode: DisplayMode
    /// `UIScreen.bounds.size` in portrait, points.
    public var points: PointSize
    /// `UIScreen.scale`: points to render pixels (1, 2 or 3). Display Zoom keeps it.
    public var scale: Int
    /// `UIScreen.nativeScale`: points to panel pixels. Differs from `scale` when the render is
    /// resampled onto the panel (Plus models 2.608696, 12/13 mini 2.88) and under Display Zoom.
    public var nativeScale: Double

    /// `UIScreen.currentMode.size` in portrait: points × scale (1242×2208 on an 8 Plus, 1125×2436 on a
    /// 12 mini), which is not the panel size when `nativeScale` ≠ `scale`.
    public var renderPixels: PixelSize { points.pixels(atScale: scale) }

    /// Describes one mode of a screen.
    public init(mode: DisplayMode, points: PointSize, scale: Int, nativeScale: Double) {
        self.mode = mode
        self.points = points
        self.scale = scale
        self.nativeScale = nativeScale
    }
}

/// Whether a device offers iPhone Display Zoom, and if so what the zoomed mode looks like.
public enum DisplayZoom: Hashable, Sendable {
    /// Display Zoom exists on current iOS; the zoomed mode's points and nativeScale.
    case supported(ScreenMode)
    /// The device has no Display Zoom (iPhone 5s/SE (1st) and older, iPod touch, iPad — iPad's
    /// "More Space" is a different feature).
    case unsupported
    /// Not confirmed by the sources devinfo cites: neither yes nor no.
    case unknown

    /// The zoomed mode, when supported; `nil` when unsupported or unknown.
    public var zoomedMode: ScreenMode? {
        if case .supported(let mode) = self { return mode }
        return nil
    }
}
