import DevInfoVocabulary

/// One built-in display of a device: panel, points, scales, Display Zoom, cutout, corners
/// and safe areas.
///
/// **Orientation.** Sizes are given in the display's natural orientation: portrait (width ≤ height) for
/// iPhone, iPad, iPod touch and Apple Watch, landscape (width ≥ height) for a Mac's built-in display. See
/// ``isLandscapeNative``. Reverse lookup accepts either orientation.
///
/// **Unknown facts.** Every fact is optional: `nil` means the sources devinfo cites do not confirm it,
/// never "none" or zero. Several devices share a display class (the iPhone X, XS and 11 Pro all use
/// `iphone-x`); ``id`` names that class as Data/screens/*.tsv does.
public struct Display: Hashable, Sendable, CustomStringConvertible {
    let screen: DeviceTable.Screen
    /// The display's role on its device.
    public let role: DisplayRole

    init(screen: DeviceTable.Screen, role: DisplayRole) {
        self.screen = screen
        self.role = role
    }

    @inline(__always) var record: DeviceTable.ScreenRecord { DeviceTable.screens[Int(screen.rawValue)] }

    /// The display class's id in Data/screens/*.tsv, e.g. `iphone-xr`, `macbook-pro-14`.
    public var id: String { record.id.description }

    /// The family whose display class this is.
    var family: Family { record.family }

    /// Whether the natural orientation is landscape (a Mac's built-in display), so sizes are given
    /// width ≥ height; `false` for portrait-native displays (iPhone, iPad, iPod touch, Apple Watch).
    public var isLandscapeNative: Bool { record.family.isLandscapeNative }

    /// The standard (not zoomed) metrics: points, scale and nativeScale; `nil` when any of them is not
    /// confirmed.
    public var standard: DisplayMetrics? {
        let r = record
        guard let points = r.points, let scale = r.scale, let nativeScale = r.nativeScale else { return nil }
        return DisplayMetrics(
            mode: .standard, points: PointSize(width: Int(points.0), height: Int(points.1)),
            scale: Int(scale), nativeScale: nativeScale)
    }

    /// `UIScreen.currentMode.size` in the standard mode: points × scale, natural orientation; `nil` when
    /// points or scale are not confirmed.
    public var renderPixels: PixelSize? { standard?.renderPixels }

    /// Whether iPhone Display Zoom exists on this display, and the zoomed metrics.
    public var displayZoom: DisplayZoom {
        let r = record
        switch r.displayZoom.description {
        case "unsupported": return .unsupported
        case "supported":
            guard let zoomed = r.zoomed, let scale = r.scale else { return .unknown }
            return .supported(DisplayMetrics(
                mode: .zoomed, points: PointSize(width: Int(zoomed.0), height: Int(zoomed.1)),
                scale: Int(scale), nativeScale: zoomed.2))
        default: return .unknown
        }
    }

    /// The zoomed metrics, or `nil` when Display Zoom is unsupported or not confirmed (see ``displayZoom``).
    public var zoomed: DisplayMetrics? { displayZoom.zoomedMetrics }

    /// The metrics of `mode`: ``standard`` or ``zoomed``.
    public func metrics(_ mode: DisplayMode) -> DisplayMetrics? {
        switch mode {
        case .standard: standard
        case .zoomed: zoomed
        }
    }

    /// The standard metrics and, where Display Zoom exists, the zoomed ones; empty when the standard
    /// metrics are not confirmed.
    public var allMetrics: [DisplayMetrics] {
        guard let standard else { return [] }
        if let zoomed { return [standard, zoomed] }
        return [standard]
    }

    /// The mode (standard first, then zoomed) whose metrics `matches` accepts, or `nil`. At most one mode can
    /// match a size: zoomed points are strictly smaller than standard ones (the generator checks).
    func mode(where matches: (DisplayMetrics) -> Bool) -> DisplayMode? {
        if let standard, matches(standard) { return .standard }
        if let zoomed, matches(zoomed) { return .zoomed }
        return nil
    }

    /// Every confirmed safe-area entry, oldest OS first; empty when none is confirmed.
    public var safeAreaHistory: [SafeArea] {
        DeviceTable.safeAreaEntries(of: screen).map(Display.safeArea(at:))
    }

    /// The newest confirmed safe-area insets, with the OS versions they hold for; `nil` when none is
    /// confirmed (e.g. devices whose last iOS predates safe areas, Apple Watch).
    public var safeArea: SafeArea? {
        let entries = DeviceTable.safeAreaEntries(of: screen)
        return entries.isEmpty ? nil : Display.safeArea(at: entries.upperBound - 1)
    }

    /// The safe-area insets confirmed for OS major `version` (iOS 17 → `17`; macOS Sonoma → `14`), or
    /// `nil` when no source covers that version: never another version's values.
    public func safeArea(forOSVersion version: Int) -> SafeArea? {
        for index in DeviceTable.safeAreaEntries(of: screen) {
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
    package static var allClasses: [Display] {
        DeviceTable.Screen.allCases.map { Display(screen: $0, role: .main) }
    }

    /// The display class with id `id` (as in Data/screens), with role `role`, or `nil`.
    init?(id: String, role: DisplayRole) {
        guard let screen = DeviceTable.Screen.allCases.first(where: { DeviceTable.screens[Int($0.rawValue)].id.description == id })
        else { return nil }
        self.init(screen: screen, role: role)
    }
}

extension Display: CustomReflectable {
    /// What `dump` and debuggers show: the role, the class id and the sizes (not the table position).
    public var customMirror: Mirror {
        Mirror(self, children: ["role": role, "id": id, "panelPixels": panelPixels as Any, "points": points as Any,
                                "scale": scale as Any], displayStyle: .struct)
    }
}
