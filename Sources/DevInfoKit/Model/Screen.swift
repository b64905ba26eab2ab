/// A device's built-in display: panel, points, scales, Display Zoom, cutout and safe areas.
///
/// All sizes are portrait. Several devices share one screen (the iPhone X, XS and 11 Pro all use
/// `iphone-x`); ``id`` names that shared class as Data/screens/*.tsv does.
public struct Screen: Hashable, Sendable {
    let index: UInt8

    init(index: UInt8) { self.index = index }

    @inline(__always) var record: ScreenRecord { DeviceTable.screens[Int(index)] }

    /// The screen class's id in Data/screens/*.tsv, e.g. `iphone-xr`.
    public var id: String { record.id.description }

    /// The physical panel in pixels, portrait: what `UIScreen.nativeBounds` reports (1080×1920 on an
    /// 8 Plus, 1080×2340 on a 12 mini).
    public var panelPixels: PixelSize {
        PixelSize(width: Int(record.panelWidth), height: Int(record.panelHeight))
    }

    /// The standard (not zoomed) mode: points, scale and nativeScale.
    public var standard: ScreenMode {
        let r = record
        return ScreenMode(
            mode: .standard, points: PointSize(width: Int(r.pointsWidth), height: Int(r.pointsHeight)),
            scale: Int(r.scale), nativeScale: r.nativeScale)
    }

    /// `UIScreen.bounds.size` in the standard mode, portrait, points.
    public var points: PointSize { standard.points }

    /// `UIScreen.scale` (1, 2 or 3); the same in both display modes.
    public var scale: Int { Int(record.scale) }

    /// `UIScreen.nativeScale` in the standard mode: panel pixels per point (2.608696 on Plus models).
    public var nativeScale: Double { record.nativeScale }

    /// `UIScreen.currentMode.size` in the standard mode: points × scale, portrait.
    public var renderPixels: PixelSize { standard.renderPixels }

    /// Whether iPhone Display Zoom exists on this screen, and the zoomed mode's sizes.
    public var displayZoom: DisplayZoom {
        let r = record
        switch r.displayZoom {
        case .unsupported: return .unsupported
        case .unknown: return .unknown
        case .supported:
            return .supported(ScreenMode(
                mode: .zoomed,
                points: PointSize(width: Int(r.zoomedPointsWidth), height: Int(r.zoomedPointsHeight)),
                scale: Int(r.scale), nativeScale: r.zoomedNativeScale))
        }
    }

    /// The zoomed mode, or `nil` when Display Zoom is unsupported or not confirmed (see ``displayZoom``).
    public var zoomed: ScreenMode? { displayZoom.zoomedMode }

    /// The mode (standard first, then zoomed) for which `matches` holds, or `nil`. At most one mode can
    /// match a size: zoomed points are strictly smaller than standard ones (the generator checks).
    func mode(where matches: (ScreenMode) -> Bool) -> DisplayMode? {
        if matches(standard) { return .standard }
        if let zoomed, matches(zoomed) { return .zoomed }
        return nil
    }

    /// The standard mode and, where Display Zoom exists, the zoomed mode.
    public var modes: [ScreenMode] {
        if let zoomed { return [standard, zoomed] }
        return [standard]
    }

    /// Apple's marketing diagonal in inches (5.8, 6.1, 12.9), or `nil` when not confirmed.
    public var diagonalInches: Double? { record.diagonalInches }

    /// Pixels per inch of the panel, or `nil` when not confirmed.
    public var pixelsPerInch: Int? { record.pixelsPerInch.map(Int.init) }

    /// Notch, Dynamic Island or none.
    public var cutout: Cutout { record.cutout }

    /// Home button or home indicator.
    public var homeControl: HomeControl { record.homeControl }

    /// Whether the display's corners are rounded; `nil` when not confirmed.
    public var hasRoundedCorners: Bool? { record.roundedCorners }

    /// Safe-area insets in both orientations, in points, with the iOS version they hold for; `nil` when
    /// not confirmed (e.g. devices whose last iOS predates safe areas).
    public var safeArea: SafeArea? {
        let r = record
        guard let i = r.insets else { return nil }
        return SafeArea(
            portrait: EdgeInsets(top: i.0, left: i.1, bottom: i.2, right: i.3),
            landscape: EdgeInsets(top: i.4, left: i.5, bottom: i.6, right: i.7),
            iOSVersion: Int(r.insetsIOS))
    }

    /// Every screen class in the table, in Data/ order.
    public static var all: [Screen] {
        (0..<DeviceTable.screens.count).map { Screen(index: UInt8($0)) }
    }
}
