import DevInfoVocabulary

// A display's facts: each public property that reads a fact from the table, and its description (name,
// JSON key, table columns, unit, report label). A new display fact is one property and one entry here.

extension Display {
    /// The physical panel in pixels, natural orientation: what `UIScreen.nativeBounds` reports (1080×1920
    /// on an 8 Plus, 1080×2340 on a 12 mini); `nil` when not confirmed.
    public var panelPixels: PixelSize? {
        record.panel.map { PixelSize(width: Int($0.0), height: Int($0.1)) }
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
    public var hasRoundedCorners: Bool? { record.roundedCorners }

    /// The corner radius in points; `nil` when not confirmed (or the corners are square).
    public var cornerRadius: Double? { record.cornerRadius }

    /// An Apple Watch's case size in millimetres (41, 45, 46, 49 …); `nil` for other families.
    public var caseMillimeters: Int? { record.caseMillimeters.map(Int.init) }

}

/// The facts of a display, each described once (see ``Fact``). Their order is the order of the keys of a
/// JSON display object, of the main display's columns in CSV and TSV, and of the rows of a display in the
/// text report.
///
/// **Where a new display fact goes:** its field in the generator (`Sources/DevInfoGenerator/Schema/DisplayFields.swift`)
/// and its column in `Data/screens/*.tsv`; regenerate; then a public property on ``Display`` and one entry
/// here. Every format then writes it.
package enum DisplayFacts {
    /// Calls `body` with each display fact, in order.
    package static func forEach(_ body: (DisplayFact) throws -> Void) rethrows {
        try body(DisplayFact("role", .string, "The display's role on its device: main, or a foldable's outer and inner.") { display, _ in .text(display.role.rawValue) })
        try body(DisplayFact("id", .string, "The display class, as Data/screens names it (iphone-xr); devices that share a panel share it.",
             table: .columns(["displayClass"])) { display, _ in .text(display.id) })
        try body(DisplayFact("orientation", .string, "The natural orientation the sizes are given in: portrait, or landscape for a Mac's display.") { display, _ in
            .text(display.isLandscapeNative ? "landscape" : "portrait")
        })
        try body(DisplayFact("cutout", .string, "What interrupts the top edge: noCutout, notch, dynamicIsland or punchHole.", label: "cutout",
             text: { display, _ in ReportLines(display.cutout.map(\.description) ?? "unknown") }) { display, _ in .of(display.cutout) { .text($0.rawValue) } })
        try body(DisplayFact("cutoutFrame", .rect, "The cutout's rectangle {x, y, width, height}, natural orientation, origin top-left.", unit: "points", label: "",
             text: { display, _ in
                 display.cutoutFrame.map { ReportLines("at x ", formatNumber($0.x), ", y ", formatNumber($0.y), ", ", formatNumber($0.width), "x", formatNumber($0.height), " points") } ?? .none
             }) { display, _ in .of(display.cutoutFrame, FactValue.rect) })
        try body(DisplayFact("homeControl", .string, "How the user goes home: button, indicator or neither.", label: "home", text: { display, _ in
            guard let control = display.homeControl else { return ReportLines("unknown") }
            switch control {
            case .button: return ReportLines("home button")
            case .indicator: return ReportLines("home indicator (no home button)")
            case .neither: return ReportLines("none")
            default: return ReportLines(control.rawValue)
            }
        }) { display, _ in .of(display.homeControl) { .text($0.rawValue) } })
        try body(DisplayFact("panelPixels", .size, "The physical panel {width, height} (UIScreen.nativeBounds).", unit: "pixels",
             table: .columns(["panelWidth", "panelHeight"]), label: "panel", text: { display, _ in
                 guard let panel = display.panelPixels else { return ReportLines("unknown") }
                 let kind = display.isLandscapeNative ? "panel, landscape" : "nativeBounds, portrait"
                 return ReportLines(String(panel.width), "x", String(panel.height), " pixels (", kind, ")")
             }) { display, _ in .of(display.panelPixels, FactValue.pixelSize) })
        try body(DisplayFact("points", .size, "The standard mode's size {width, height} (UIScreen.bounds; a Mac: the default \"looks like\" size).",
             unit: "points", table: .columns(["pointsWidth", "pointsHeight"]), label: "points", text: { display, _ in
                 display.standard.map(metricsLine) ?? ReportLines("unknown")
             }) { display, _ in .of(display.points, FactValue.pointSize) })
        try body(DisplayFact("scale", .integer, "UIScreen.scale / NSScreen.backingScaleFactor: 1, 2 or 3, the same in both modes.",
             table: .columns(["scale"])) { display, _ in .of(display.scale, FactValue.integer) })
        try body(DisplayFact("nativeScale", .number, "Panel pixels per point in the standard mode (UIScreen.nativeScale).",
             table: .columns(["nativeScale"])) { display, _ in .of(display.nativeScale, FactValue.number) })
        try body(DisplayFact("renderPixels", .size, "Points × scale {width, height} in the standard mode (UIScreen.currentMode).", unit: "pixels") { display, _ in
            .of(display.renderPixels, FactValue.pixelSize)
        })
        try body(DisplayFact("displayZoom", .string, "Whether Display Zoom exists: supported, unsupported or unknown.") { display, _ in .text(display.displayZoom.status) })
        try body(DisplayFact("zoomed", .metrics, "The zoomed mode {points, nativeScale, renderPixels}; null when Display Zoom is unsupported or unknown.",
             table: .columns(["zoomedPointsWidth", "zoomedPointsHeight", "zoomedNativeScale"]), label: "zoomed", text: { display, _ in
                 guard display.family == .iPhone || display.displayZoom != .unsupported else { return .none }
                 switch display.displayZoom {
                 case .supported(let zoomed): return metricsLine(zoomed)
                 case .unsupported: return ReportLines("no Display Zoom")
                 case .unknown: return ReportLines("unknown (Display Zoom not confirmed)")
                 }
             }) { display, _ in .of(display.zoomed, FactValue.metrics) })
        try body(DisplayFact("caseMillimeters", .integer, "An Apple Watch's case size.", unit: "mm", label: "case",
             text: { display, _ in display.caseMillimeters.map { ReportLines(String($0), " mm") } ?? .none }) { display, _ in
            .of(display.caseMillimeters, FactValue.integer)
        })
        try body(DisplayFact("diagonalInches", .number, "Apple's marketing diagonal.", unit: "inches", table: .columns(["diagonalInches"]), label: "diagonal",
             text: { display, _ in
                 ReportLines(display.diagonalInches.map(formatNumber) ?? "unknown", display.diagonalInches == nil ? ", " : " in, ",
                             display.pixelsPerInch.map { String($0) } ?? "ppi unknown", display.pixelsPerInch == nil ? "" : " ppi")
             }) { display, _ in .of(display.diagonalInches, FactValue.number) })
        try body(DisplayFact("pixelsPerInch", .integer, "Panel pixels per inch.", unit: "ppi", table: .columns(["pixelsPerInch"])) { display, _ in
            .of(display.pixelsPerInch, FactValue.integer)
        })
        try body(DisplayFact("maximumRefreshRate", .integer, "The panel's highest refresh rate (120 on ProMotion panels).", unit: "Hz",
                             table: .columns(["maximumRefreshRate"]), label: "refresh", text: { display, _ in
                                 guard let maximum = display.maximumRefreshRate else { return ReportLines("unknown") }
                                 guard let minimum = display.minimumRefreshRate else { return ReportLines(String(maximum), " Hz") }
                                 return ReportLines(String(maximum), " Hz, down to ", String(minimum), " Hz")
                             }) { display, _ in .of(display.maximumRefreshRate, FactValue.integer) })
        try body(DisplayFact("minimumRefreshRate", .integer, "The lowest rate a variable-refresh panel drops to (ProMotion, Always-On).",
                             unit: "Hz", table: .columns(["minimumRefreshRate"])) { display, _ in
            .of(display.minimumRefreshRate, FactValue.integer)
        })
        try body(DisplayFact("hasRoundedCorners", .bool, "Whether the display's corners are rounded.", label: "corners", text: { display, _ in
            let corners = display.hasRoundedCorners.map { $0 ? "rounded" : "square" } ?? "unknown"
            guard let radius = display.cornerRadius else { return ReportLines(corners) }
            return ReportLines(corners, ", radius ", formatNumber(radius), " points")
        }) { display, _ in .of(display.hasRoundedCorners, FactValue.bool) })
        try body(DisplayFact("cornerRadius", .number, "The corner radius.", unit: "points") { display, _ in .of(display.cornerRadius, FactValue.number) })
        try body(DisplayFact("safeArea", .safeArea, "The safe-area insets {fromOSVersion, untilOSVersion, portrait, landscape} for the OS asked (--os), else the newest confirmed.",
             unit: "points", label: "safe area", text: safeAreaRows) { display, context in
            .of(context.safeArea(of: display), FactValue.safeArea)
        })
    }

    /// Every fact, in order (an array, for the exports and docs; the text report visits them with ``forEach(_:)``).
    package static var all: [DisplayFact] {
        var all: [DisplayFact] = []
        forEach { all.append($0) }
        return all
    }

    /// `414x896 @2x, nativeScale 2, render 828x1792 pixels`.
    static func metricsLine(_ metrics: DisplayMetrics) -> ReportLines {
        ReportLines(String(metrics.points.width), "x", String(metrics.points.height), " @", String(metrics.scale), "x, nativeScale ",
                    formatNumber(metrics.nativeScale), ", render ", String(metrics.renderPixels.width), "x",
                    String(metrics.renderPixels.height), " pixels")
    }

    /// `portrait  top 48, left 0, bottom 34, right 0  (iOS 14–18)` and the landscape line; or why there is none.
    @Sendable static func safeAreaRows(_ display: Display, _ context: FactContext) -> ReportLines {
        let os = display.family.operatingSystem
        guard let safeArea = context.safeArea(of: display) else {
            guard let osVersion = context.osVersion else { return ReportLines("unknown (not confirmed for any OS version)") }
            let ranges = display.safeAreaHistory.map(\.versionText)
            let confirmed = ranges.isEmpty ? " (no version is confirmed)" : " (confirmed for \(os) \(ranges.joined(separator: ", ")))"
            return ReportLines("not confirmed for ", os, " ", String(osVersion), confirmed)
        }
        func line(_ name: String, _ insets: SafeAreaInsets?) -> [String] {
            guard let insets else { return [name, "not confirmed"] }
            return [name, "top ", formatNumber(insets.top), ", left ", formatNumber(insets.left), ", bottom ", formatNumber(insets.bottom),
                    ", right ", formatNumber(insets.right)]
        }
        let range = ["  (", os, " ", safeArea.versionText, ")"]
        if display.isLandscapeNative { return ReportLines(first: line("landscape ", safeArea.landscape) + range, second: []) }
        return ReportLines(first: line("portrait  ", safeArea.portrait) + range, second: line("landscape ", safeArea.landscape))
    }
}
