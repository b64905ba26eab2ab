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
    /// The OS releases of the device it was reached through; unbounded for a display class reached without
    /// one (reverse lookup).
    let life: OSLife

    /// A display class without a device: its OS-dependent facts are every entry the class has.
    init(screen: DeviceTable.Screen, role: DisplayRole) {
        self.init(screen: screen, role: role, life: .unbounded)
    }

    /// A device's display: its OS-dependent facts hold only within the device's `life`.
    init(screen: DeviceTable.Screen, role: DisplayRole, life: OSLife) {
        self.screen = screen
        self.role = role
        self.life = life
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
    ///
    /// A display reached through a ``Device`` answers only within the device's life: entries for OS
    /// versions it never ran are left out and ranges are clipped to it (the iPhone 6's `iphone-6` class
    /// entry for iOS 12–26 is iOS 12 here). A display class reached without a device (reverse lookup,
    /// ``DisplayMatch``) is not clipped: it gives every entry any device with the class has.
    public var safeAreaHistory: [SafeArea] {
        DeviceTable.safeAreaEntries(of: screen).compactMap { safeArea(at: $0, within: nil) }
    }

    /// The newest confirmed safe-area insets, with the OS versions they hold for (within the device's life,
    /// see ``safeAreaHistory``); `nil` when none is confirmed (devices whose last iOS predates safe areas,
    /// Apple Watch).
    public var safeArea: SafeArea? {
        for index in DeviceTable.safeAreaEntries(of: screen).reversed() {
            if let safeArea = safeArea(at: index, within: nil) { return safeArea }
        }
        return nil
    }

    /// The safe-area insets confirmed for OS major `version` (iOS 17 → `17`; macOS Sonoma → `14`), with the
    /// range they hold for; `nil` when no source covers that version (never another version's values), or
    /// when the device this display was reached through does not run it.
    public func safeArea(forOSVersion version: Int) -> SafeArea? {
        for index in DeviceTable.safeAreaEntries(of: screen) {
            if let safeArea = safeArea(at: index, within: version...version) {
                return SafeArea(portrait: safeArea.portrait, landscape: safeArea.landscape,
                                osVersions: life.clip(Display.range(at: index)) ?? version...version)
            }
        }
        return nil
    }

    /// The safe area of entry `index`, clipped to the device's life (and to `versions` when given); `nil`
    /// when the entry gives no insets or none of its versions is left.
    private func safeArea(at index: Int, within versions: ClosedRange<Int>?) -> SafeArea? {
        let e = DeviceTable.safeAreas[index]
        guard e.portrait != nil || e.landscape != nil, let range = clipped(index, to: versions) else { return nil }
        return SafeArea(
            portrait: e.portrait.map { SafeAreaInsets(top: $0.0, left: $0.1, bottom: $0.2, right: $0.3) },
            landscape: e.landscape.map { SafeAreaInsets(top: $0.0, left: $0.1, bottom: $0.2, right: $0.3) },
            osVersions: range)
    }

    /// Every confirmed status-bar entry, oldest OS first, within the device's life (as ``safeAreaHistory``).
    public var statusBarHistory: [StatusBar] {
        DeviceTable.safeAreaEntries(of: screen).compactMap { statusBar(at: $0, within: nil) }
    }

    /// The newest confirmed status-bar heights, with the OS versions they hold for (within the device's
    /// life); `nil` when none is confirmed (no status bar: Mac, Apple Watch).
    public var statusBar: StatusBar? {
        for index in DeviceTable.safeAreaEntries(of: screen).reversed() {
            if let statusBar = statusBar(at: index, within: nil) { return statusBar }
        }
        return nil
    }

    /// The status-bar heights confirmed for OS major `version`, with the range they hold for; `nil` when no
    /// source covers that version, or when the device this display was reached through does not run it.
    public func statusBar(forOSVersion version: Int) -> StatusBar? {
        for index in DeviceTable.safeAreaEntries(of: screen) {
            if let bar = statusBar(at: index, within: version...version) {
                return StatusBar(portrait: bar.portrait, landscape: bar.landscape,
                                 osVersions: life.clip(Display.range(at: index)) ?? version...version)
            }
        }
        return nil
    }

    private func statusBar(at index: Int, within versions: ClosedRange<Int>?) -> StatusBar? {
        let e = DeviceTable.safeAreas[index]
        guard e.statusBar.0 != nil || e.statusBar.1 != nil, let range = clipped(index, to: versions) else { return nil }
        return StatusBar(portrait: e.statusBar.0, landscape: e.statusBar.1, osVersions: range)
    }

    private static func range(at index: Int) -> ClosedRange<Int> {
        Int(DeviceTable.safeAreas[index].from)...Int(DeviceTable.safeAreas[index].until)
    }

    /// Entry `index`'s range within the device's life and `versions`, or `nil` when nothing is left.
    private func clipped(_ index: Int, to versions: ClosedRange<Int>?) -> ClosedRange<Int>? {
        guard let range = life.clip(Display.range(at: index)) else { return nil }
        guard let versions else { return range }
        return range.overlaps(versions) ? range.clamped(to: versions) : nil
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
