/// One built-in display of a device: panel, points, scales, Display Zoom, cutout, corners and safe areas.
///
/// **Orientation.** Sizes are given in the display's natural orientation: portrait (width ≤ height) for
/// iPhone, iPad, iPod touch and Apple Watch, landscape (width ≥ height) for a Mac's built-in display. See
/// ``isLandscapeNative``. Reverse lookup accepts either orientation.
///
/// **Unknown facts.** Every fact is optional: `nil` means the sources devinfo cites do not confirm it,
/// never "none" or zero. Several devices share a display class (the iPhone X, XS and 11 Pro all use
/// `iphone-x`); ``id`` names that class as Data/screens/*.tsv does.
public struct Display: Hashable, Sendable, CustomStringConvertible {
    let screenIndex: UInt8
    /// The display's role on its device.
    public let role: DisplayRole

    init(screenIndex: UInt8, role: DisplayRole) {
        self.screenIndex = screenIndex
        self.role = role
    }

    @inline(__always) var record: ScreenRecord { DeviceTable.screens[Int(screenIndex)] }

    /// The display class's id in Data/screens/*.tsv, e.g. `iphone-xr`, `macbook-pro-14`.
    public var id: String { record.id.description }

    /// Whether the natural orientation is landscape (a Mac's built-in display), so sizes are given
    /// width ≥ height; `false` for portrait-native displays (iPhone, iPad, iPod touch, Apple Watch).
    public var isLandscapeNative: Bool { DeviceTable.families[Int(record.family)].landscapeNative }

    /// The physical panel in pixels, natural orientation: what `UIScreen.nativeBounds` reports (1080×1920
    /// on an 8 Plus, 1080×2340 on a 12 mini); `nil` when not confirmed.
    public var panelPixels: PixelSize? {
        record.panel.map { PixelSize(width: Int($0.0), height: Int($0.1)) }
    }

    /// The standard (not zoomed) mode: points, scale and nativeScale; `nil` when any of them is not
    /// confirmed.
    public var standard: ScreenMode? {
        let r = record
        guard let points = r.points, let scale = r.scale, let nativeScale = r.nativeScale else { return nil }
        return ScreenMode(
            mode: .standard, points: PointSize(width: Int(points.0), height: Int(points.1)),
            scale: Int(scale), nativeScale: nativeScale)
    }

    /// `UIScreen.bounds.size` in the standard mode (a Mac: the default "looks like" size), natural
    /// orientation, points; `nil` when not confirmed.
    public var points: PointSize? { record.points.map { PointSize(width: Int($0.0), height: Int($0.1)) } }

    /// `UIScreen.scale` / `NSScreen.backingScaleFactor` (1, 2 or 3), the same in both display modes;
    /// `nil` when not confirmed.
    public var scale: Int? { record.scale.map(Int.init) }

    /// `UIScreen.nativeScale` in the standard mode: panel pixels per point (2.608696 on Plus models);
    /// `nil` when not confirmed.
    public var nativeScale: Double? { record.nativeScale }

    /// `UIScreen.currentMode.size` in the standard mode: points × scale, natural orientation; `nil` when
    /// points or scale are not confirmed.
    public var renderPixels: PixelSize? { standard?.renderPixels }

    /// Whether iPhone Display Zoom exists on this display, and the zoomed mode's sizes.
    public var displayZoom: DisplayZoom {
        let r = record
        switch r.displayZoom {
        case .unsupported: return .unsupported
        case .unknown: return .unknown
        case .supported:
            guard let points = r.zoomedPoints, let scale = r.scale, let nativeScale = r.zoomedNativeScale else {
                return .unknown
            }
            return .supported(ScreenMode(
                mode: .zoomed, points: PointSize(width: Int(points.0), height: Int(points.1)),
                scale: Int(scale), nativeScale: nativeScale))
        }
    }

    /// The zoomed mode, or `nil` when Display Zoom is unsupported or not confirmed (see ``displayZoom``).
    public var zoomed: ScreenMode? { displayZoom.zoomedMode }

    /// The standard mode and, where Display Zoom exists, the zoomed mode; empty when the standard mode is
    /// not confirmed.
    public var modes: [ScreenMode] {
        guard let standard else { return [] }
        if let zoomed { return [standard, zoomed] }
        return [standard]
    }

    /// The mode (standard first, then zoomed) for which `matches` holds, or `nil`. At most one mode can
    /// match a size: zoomed points are strictly smaller than standard ones (the generator checks).
    func mode(where matches: (ScreenMode) -> Bool) -> DisplayMode? {
        if let standard, matches(standard) { return .standard }
        if let zoomed, matches(zoomed) { return .zoomed }
        return nil
    }

    /// Apple's marketing diagonal in inches (5.8, 6.1, 14.2), or `nil` when not confirmed.
    public var diagonalInches: Double? { record.diagonalInches }

    /// Pixels per inch of the panel, or `nil` when not confirmed.
    public var pixelsPerInch: Int? { record.pixelsPerInch.map(Int.init) }

    /// Notch, Dynamic Island or ``Cutout/noCutout``; `nil` when not confirmed.
    public var cutout: Cutout? {
        let raw = record.cutout
        return raw.utf8CodeUnitCount == 0 ? nil : Cutout(rawValue: raw.description)
    }

    /// The cutout's rectangle in points, natural orientation, origin top-left; `nil` when there is no
    /// cutout or its geometry is not confirmed.
    public var cutoutFrame: PointRect? {
        record.cutoutFrame.map { PointRect(x: $0.0, y: $0.1, width: $0.2, height: $0.3) }
    }

    /// Home button, home indicator or neither; `nil` when not confirmed.
    public var homeControl: HomeControl? {
        let raw = record.homeControl
        return raw.utf8CodeUnitCount == 0 ? nil : HomeControl(rawValue: raw.description)
    }

    /// Whether the display's corners are rounded; `nil` when not confirmed.
    public var hasRoundedCorners: Bool? { record.roundedCorners }

    /// The corner radius in points; `nil` when not confirmed (or the corners are square).
    public var cornerRadius: Double? { record.cornerRadius }

    /// An Apple Watch's case size in millimetres (41, 45, 46, 49 …); `nil` for other families.
    public var caseMillimeters: Int? { record.caseMillimeters.map(Int.init) }

    /// Every confirmed safe-area entry, oldest OS first; empty when none is confirmed.
    public var safeAreaHistory: [SafeArea] {
        let r = record
        return (Int(r.safeAreaStart)..<Int(r.safeAreaStart) + Int(r.safeAreaCount)).map { Display.safeArea(at: $0) }
    }

    /// The newest confirmed safe-area insets, with the OS versions they hold for; `nil` when none is
    /// confirmed (e.g. devices whose last iOS predates safe areas, Apple Watch).
    public var safeArea: SafeArea? {
        let r = record
        guard r.safeAreaCount > 0 else { return nil }
        return Display.safeArea(at: Int(r.safeAreaStart) + Int(r.safeAreaCount) - 1)
    }

    /// The safe-area insets confirmed for OS major `version` (iOS 17 → `17`; macOS Sonoma → `14`), or
    /// `nil` when no source covers that version: never another version's values.
    public func safeArea(forOSVersion version: Int) -> SafeArea? {
        let r = record
        for index in Int(r.safeAreaStart)..<Int(r.safeAreaStart) + Int(r.safeAreaCount) {
            let entry = DeviceTable.safeAreas[index]
            if Int(entry.from) <= version && version <= Int(entry.until) { return Display.safeArea(at: index) }
        }
        return nil
    }

    private static func safeArea(at index: Int) -> SafeArea {
        let e = DeviceTable.safeAreas[index]
        return SafeArea(
            portrait: e.portrait.map { SafeAreaInsets(top: $0.0, left: $0.1, bottom: $0.2, right: $0.3) },
            landscape: e.landscape.map { SafeAreaInsets(top: $0.0, left: $0.1, bottom: $0.2, right: $0.3) },
            osVersions: Int(e.from)...Int(e.until))
    }

    /// `main display iphone-xr: 828×1792 pixels, 414×896 points @2x`.
    public var description: String {
        var text = "\(role) display \(id)"
        var facts: [String] = []
        if let panelPixels { facts.append("\(panelPixels) pixels") }
        if let points, let scale { facts.append("\(points) points @\(scale)x") }
        if !facts.isEmpty { text += ": " + facts.joined(separator: ", ") }
        return text
    }

    /// Every display class in the table, in Data/ order, each with role ``DisplayRole/main``.
    static var allClasses: [Display] {
        (0..<DeviceTable.screens.count).map { Display(screenIndex: UInt8($0), role: .main) }
    }
}

extension Display: CustomReflectable {
    /// What `dump` and debuggers show: the role, the class id and the sizes (not the table position).
    public var customMirror: Mirror {
        Mirror(self, children: ["role": role, "id": id, "panelPixels": panelPixels as Any, "points": points as Any,
                                "scale": scale as Any], displayStyle: .struct)
    }
}
