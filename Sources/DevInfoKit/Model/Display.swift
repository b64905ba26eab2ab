import DevInfoVocabulary

/// One built-in display of a device: panel, points, scales, Display Zoom, cutout, corners
/// and safe areas.
///
/// **Orientation.** Sizes are given in the display's natural orientation: portrait (width ≤ height) for
/// iPhone, iPad, iPod touch and Apple Watch, landscape (width ≥ height) for a Mac's built-in display. See
/// ``isLandscapeNative``. Reverse lookup accepts either orientation.
///
/// **Where its API is.** This file holds every property and method of `Display` but `Codable`
/// (Coding/DisplayCoding.swift). Drawings are the command line's and the website's (the DevInfoFormats target).
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
    package var family: Family { record.family }

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
            return .supported(
                DisplayMetrics(
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
                return SafeArea(
                    portrait: safeArea.portrait, landscape: safeArea.landscape,
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
                return StatusBar(
                    portrait: bar.portrait, landscape: bar.landscape,
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
    package init?(id: String, role: DisplayRole) {
        guard let screen = DeviceTable.Screen.allCases.first(where: { DeviceTable.screens[Int($0.rawValue)].id.description == id })
        else { return nil }
        self.init(screen: screen, role: role)
    }
}

extension Display: CustomReflectable {
    /// What `dump` and debuggers show: the role, the class id and the sizes (not the table position).
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "role": role, "id": id, "panelPixels": panelPixels as Any, "points": points as Any,
                "scale": scale as Any
            ], displayStyle: .struct)
    }
}

// MARK: Facts read from the table

extension Display {
    /// The physical panel in pixels, natural orientation: what `UIScreen.nativeBounds` reports (1080×1920
    /// on an 8 Plus, 1080×2340 on a 12 mini); `nil` when not confirmed.
    public var panelPixels: PixelSize? {
        record.panelPixels.map { PixelSize(width: Int($0.0), height: Int($0.1)) }
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

    /// Apple's marketing diagonal in inches (5.8, 6.1, 14.2), or `nil` when not confirmed.
    public var diagonalInches: Double? { record.diagonalInches }

    /// Pixels per inch of the panel, or `nil` when not confirmed.
    public var pixelsPerInch: Int? { record.pixelsPerInch.map(Int.init) }

    /// The panel's highest refresh rate in hertz: 120 on ProMotion iPhones, iPads and 14/16-inch MacBook
    /// Pros, 60 on the others where a source states it; `nil` when not confirmed. It says what the panel
    /// can do, not what an app gets (an iPhone app opts in to more than 60 Hz with
    /// `CADisableMinimumFrameDurationOnPhone`).
    public var maximumRefreshRate: Int? { record.maximumRefreshRate.map(Int.init) }

    /// The lowest rate, in hertz, a variable-refresh panel drops to (ProMotion: 10 or 24; Always-On: 1);
    /// `nil` when not confirmed or the rate is fixed.
    public var minimumRefreshRate: Int? { record.minimumRefreshRate.map(Int.init) }

    /// Notch, Dynamic Island, punch hole or ``Cutout/noCutout``; `nil` when not confirmed.
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
    public var hasRoundedCorners: Bool? { record.hasRoundedCorners }

    /// The corner radius in points; `nil` when not confirmed (or the corners are square).
    public var cornerRadius: Double? { record.cornerRadius }

    /// An Apple Watch's case size in millimetres (41, 45, 46, 49 …); `nil` for other families.
    public var caseMillimeters: Int? { record.caseMillimeters.map(Int.init) }

    /// Whether the system shows a Dynamic Island on this display: `true` on every display with a
    /// ``Cutout/dynamicIsland`` and on both of the iPhone Duo's (its outer display has a round camera
    /// hole, ``Cutout/punchHole``, that the system draws the island around); `false` where there is none;
    /// `nil` when not confirmed. A system feature, decided apart from the cutout's shape.
    public var hasDynamicIsland: Bool? { record.hasDynamicIsland }

    /// The color gamut: ``ColorGamut/p3`` (wide color) or ``ColorGamut/sRGB``; `nil` when not confirmed.
    public var colorGamut: ColorGamut? {
        let raw = record.colorGamut
        return raw.utf8CodeUnitCount == 0 ? nil : ColorGamut(rawValue: raw.description)
    }

    /// The size classes a full-screen app gets on this display in `mode` and `orientation` (an iPhone 15
    /// Pro Max: compact width and regular height in portrait, regular width and compact height in
    /// landscape); `nil` when not confirmed, for displays without UIKit size classes (Mac, Apple Watch), and
    /// on a device whose OS stopped before size classes began (iOS 8: the iPhone 4, not the 4s).
    public func sizeClasses(_ mode: DisplayMode = .standard, in orientation: DisplayOrientation) -> SizeClasses? {
        let classes = modeSizeClasses(mode)
        switch orientation {
        case .portrait: return classes?.portrait
        case .landscape: return classes?.landscape
        }
    }

    /// Both orientations' size classes in `mode`, or `nil`. Always inlined: the text report then holds a
    /// `ModeSizeClasses`, never an `Optional` of it, whose destruction would make the runtime build that
    /// optional's metadata in a one-shot run.
    @inline(__always)
    func modeSizeClasses(_ mode: DisplayMode) -> ModeSizeClasses? {
        // Size classes began with iOS 8: none on a device whose OS stopped before.
        guard life.clip(DisplayVocabulary.firstSizeClassOS...Int.max) != nil else { return nil }
        let bits = mode == .standard ? record.sizeClasses.standard : record.sizeClasses.zoomed
        guard bits & 0x80 != 0 else { return nil }
        func sizeClass(_ bit: UInt8) -> SizeClass { bits & (1 << bit) != 0 ? .regular : .compact }
        return ModeSizeClasses(
            portrait: SizeClasses(horizontal: sizeClass(0), vertical: sizeClass(1)),
            landscape: SizeClasses(horizontal: sizeClass(2), vertical: sizeClass(3)))
    }

}

// MARK: Display modes

extension Display {
    /// Which display mode produces `points` (`UIScreen.bounds.size`, either orientation) on this display:
    /// `.standard`, `.zoomed`, or `nil` when neither mode has that size (wrong device, a split-screen or
    /// windowed size, or Display Zoom not confirmed for this device).
    ///
    /// Right for Plus and mini models too, because it compares points, not panel pixels: a 12 mini shows
    /// 375×812 standard and 320×693 zoomed.
    public func displayMode(forPoints points: PointSize) -> DisplayMode? {
        let size = points.portrait
        return mode { $0.points.portrait == size }
    }

    /// Which display mode produces `pixels` as `UIScreen.currentMode.size` reports it (points × scale,
    /// either orientation): `.standard`, `.zoomed`, or `nil` when neither mode renders that size.
    ///
    /// An 8 Plus renders 1242×2208 standard and 1125×2001 zoomed, though its panel is 1080×1920; a 12 mini
    /// renders 1125×2436 standard and 960×2079 zoomed on a 1080×2340 panel.
    public func displayMode(forRenderPixels pixels: PixelSize) -> DisplayMode? {
        let size = pixels.portrait
        return mode { $0.renderPixels.portrait == size }
    }
}

// MARK: The running OS

extension Display {
    /// The safe-area insets confirmed for the OS major this process runs on (``RunningOS/majorVersion``), or
    /// `nil` when that version is not confirmed (never another version's values) or cannot be read. For an
    /// app that wants the insets before it has a window; the window's own `safeAreaInsets` win once it has
    /// one.
    public var safeAreaForRunningOS: SafeArea? { RunningOS.majorVersion.flatMap { safeArea(forOSVersion: $0) } }
}
