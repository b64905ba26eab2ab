import DevInfoVocabulary

// A display's facts as values: each fact's value and report line as one exhaustive `switch` over the fact
// list (`DisplayFact`, described once in DevInfoVocabulary), so a fact added there does not compile until it
// has a value and a report line here. The public properties they read are in Model/Display.swift.

extension Display {
    /// The value of `fact` for this display.
    package func value(of fact: DisplayFact, _ context: FactContext) -> FactValue {
        switch fact {
        case .role: .text(role.rawValue)
        case .id: .text(id)
        case .orientation: .text(isLandscapeNative ? "landscape" : "portrait")
        case .cutout: .of(cutout) { .text($0.rawValue) }
        case .cutoutFrame: .of(cutoutFrame, FactValue.rect)
        case .hasDynamicIsland: .of(hasDynamicIsland, FactValue.bool)
        case .homeControl: .of(homeControl) { .text($0.rawValue) }
        case .panelPixels: .of(panelPixels, FactValue.pixelSize)
        case .points: .of(points, FactValue.pointSize)
        case .scale: .of(scale, FactValue.integer)
        case .nativeScale: .of(nativeScale, FactValue.number)
        case .renderPixels: .of(renderPixels, FactValue.pixelSize)
        case .displayZoom: .text(displayZoom.status)
        case .zoomed: .of(zoomed, FactValue.metrics)
        case .sizeClasses:
            if modeSizeClasses(.standard) == nil && modeSizeClasses(.zoomed) == nil {
                .null
            } else {
                .sizeClasses(standard: modeSizeClasses(.standard), zoomed: modeSizeClasses(.zoomed))
            }
        case .caseMillimeters: .of(caseMillimeters, FactValue.integer)
        case .diagonalInches: .of(diagonalInches, FactValue.number)
        case .pixelsPerInch: .of(pixelsPerInch, FactValue.integer)
        case .maximumRefreshRate: .of(maximumRefreshRate, FactValue.integer)
        case .minimumRefreshRate: .of(minimumRefreshRate, FactValue.integer)
        case .colorGamut: .of(colorGamut) { .text($0.rawValue) }
        case .hasRoundedCorners: .of(hasRoundedCorners, FactValue.bool)
        case .cornerRadius: .of(cornerRadius, FactValue.number)
        case .safeArea: .of(context.safeArea(of: self), FactValue.safeArea)
        case .statusBar: .of(context.statusBar(of: self), FactValue.statusBar)
        case .newestConfirmedSafeArea: .of(context.newestConfirmedSafeArea(of: self), FactValue.safeArea)
        case .newestConfirmedStatusBar: .of(context.newestConfirmedStatusBar(of: self), FactValue.statusBar)
        }
    }

    /// The text report's lines for `fact` (none for a fact without a label, or one that does not apply:
    /// a case size on an iPhone).
    package func reportLines(of fact: DisplayFact, _ context: FactContext) -> ReportLines {
        switch fact {
        case .cutout:
            return ReportLines(cutout.map(\.description) ?? "unknown")
        case .cutoutFrame:
            return cutoutFrame.map {
                ReportLines("at x ", formatNumber($0.x), ", y ", formatNumber($0.y), ", ", formatNumber($0.width), "x", formatNumber($0.height), " points")
            } ?? .none
        case .hasDynamicIsland:
            // A row only where an island is possible: iPhones.
            guard family == .iPhone else { return .none }
            return ReportLines(hasDynamicIsland.map { $0 ? "yes (the system shows a Dynamic Island)" : "no" } ?? "unknown")
        case .homeControl:
            guard let control = homeControl else { return ReportLines("unknown") }
            switch control {
            case .button: return ReportLines("home button")
            case .indicator: return ReportLines("home indicator (no home button)")
            case .neither: return ReportLines("neither (no home button, no home indicator)")
            default: return ReportLines(control.rawValue)
            }
        case .panelPixels:
            guard let panel = panelPixels else { return ReportLines("unknown") }
            let kind = isLandscapeNative ? "panel, landscape" : "nativeBounds, portrait"
            return ReportLines(String(panel.width), "x", String(panel.height), " pixels (", kind, ")")
        case .points:
            return standard.map(Display.metricsLine) ?? ReportLines("unknown")
        case .zoomed:
            guard family == .iPhone || displayZoom != .unsupported else { return .none }
            switch displayZoom {
            case .supported(let zoomed): return Display.metricsLine(zoomed)
            case .unsupported: return ReportLines(DisplayVocabulary.DisplayZoom.none)
            case .unknown: return ReportLines("unknown (\(DisplayVocabulary.DisplayZoom.notConfirmed))")
            }
        case .sizeClasses:
            guard family == .iPhone || family == .iPad || family == .iPod else { return .none }
            guard life.clip(DisplayVocabulary.firstSizeClassOS...Int.max) != nil else { return ReportLines("none (size classes began with iOS 8)") }
            guard let standard = modeSizeClasses(.standard) else { return ReportLines("unknown") }
            let lines = ReportLines(
                first: ["portrait  ", standard.portrait.description],
                second: ["landscape ", standard.landscape.description])
            return lines
        case .caseMillimeters:
            return caseMillimeters.map { ReportLines(String($0), " mm") } ?? .none
        case .diagonalInches:
            return ReportLines(
                diagonalInches.map(formatNumber) ?? "unknown", diagonalInches == nil ? ", " : " in, ",
                pixelsPerInch.map { String($0) } ?? "ppi unknown", pixelsPerInch == nil ? "" : " ppi")
        case .maximumRefreshRate:
            guard let maximum = maximumRefreshRate else { return ReportLines("unknown") }
            guard let minimum = minimumRefreshRate else { return ReportLines(String(maximum), " Hz") }
            return ReportLines(String(maximum), " Hz, down to ", String(minimum), " Hz")
        case .hasRoundedCorners:
            let corners = hasRoundedCorners.map { $0 ? "rounded" : "square" } ?? "unknown"
            guard let radius = cornerRadius else { return ReportLines(corners) }
            return ReportLines(corners, ", radius ", formatNumber(radius), " points")
        case .colorGamut:
            guard let gamut = colorGamut else { return ReportLines("unknown") }
            return ReportLines(gamut == .p3 ? "p3 (Display P3, wide color)" : gamut.rawValue)
        case .safeArea:
            return safeAreaRows(context)
        case .statusBar:
            return statusBarRow(context)
        case .newestConfirmedSafeArea, .newestConfirmedStatusBar:
            return .none  // the safe area's and status bar's rows show them where the OS in question is not confirmed
        case .role, .id, .orientation, .scale, .nativeScale, .renderPixels, .displayZoom, .pixelsPerInch, .minimumRefreshRate,
            .cornerRadius:
            return ReportLines(value(of: fact, context), unit: fact.spec.unit)
        }
    }

    /// `414x896 @2x, nativeScale 2, render 828x1792 pixels`.
    static func metricsLine(_ metrics: DisplayMetrics) -> ReportLines {
        ReportLines(
            String(metrics.points.width), "x", String(metrics.points.height), " @", String(metrics.scale), "x, nativeScale ",
            formatNumber(metrics.nativeScale), ", render ", String(metrics.renderPixels.width), "x",
            String(metrics.renderPixels.height), " pixels")
    }

    /// The first OS major with safe areas (iOS 11, macOS 12) when the device's OS stopped before it, so the
    /// display has none; `nil` otherwise (it has them, or may, or its family has none in the table).
    package var predatesSafeAreas: Int? {
        guard let first = family.firstSafeAreaOS, life.clip(first...Int.max) == nil else { return nil }
        return first
    }

    /// `portrait  top 48, left 0, bottom 34, right 0  (iOS 14–18)` and the landscape line; where the OS in
    /// question (`--os`, else the newest the device runs) is not confirmed, the newest confirmed before it
    /// (`(iOS 26; not confirmed for iOS 27)`); or why there is none.
    func safeAreaRows(_ context: FactContext) -> ReportLines {
        let os = family.operatingSystem
        var shown = context.safeAreaForOSInQuestion(of: self)
        var notConfirmedFor: String?
        if shown == nil, let newest = context.newestConfirmedSafeArea(of: self) {
            shown = newest
            notConfirmedFor = context.osInQuestionText(for: self)
        }
        guard let safeArea = shown else {
            guard let osVersion = context.osVersion else {
                if let first = predatesSafeAreas {
                    return ReportLines("none (safe areas began with ", DeviceFamily(family).osRangeText(first...first), ")")
                }
                return ReportLines("unknown (not confirmed for any OS version)")
            }
            let asked = context.versionAsked(for: DeviceFamily(family)) ?? "\(os) \(osVersion)"
            if !context.runsOSInQuestion(self) || context.namesAnotherOS(for: self) {
                return ReportLines("none for ", asked, " (the device does not run it)")
            }
            if let first = family.firstSafeAreaOS, osVersion.major < first {
                return ReportLines("none for ", asked, " (safe areas began with ", DeviceFamily(family).osRangeText(first...first), ")")
            }
            let ranges = safeAreaHistory.map { DeviceFamily(family).osRangeText($0.osVersions) }
            let confirmed = ranges.isEmpty ? " (no version is confirmed)" : " (confirmed for \(ranges.joined(separator: ", ")))"
            return ReportLines("not confirmed for ", asked, confirmed)
        }
        func line(_ name: String, _ insets: SafeAreaInsets?) -> [String] {
            guard let insets else { return [name, "not confirmed"] }
            return [
                name, "top ", formatNumber(insets.top), ", left ", formatNumber(insets.left), ", bottom ", formatNumber(insets.bottom),
                ", right ", formatNumber(insets.right)
            ]
        }
        let range = ["  (", DeviceFamily(family).osRangeText(safeArea.osVersions)] + (notConfirmedFor.map { ["; not confirmed for ", $0] } ?? []) + [")"]
        if isLandscapeNative { return ReportLines(first: line("landscape ", safeArea.landscape) + range, second: []) }
        return ReportLines(first: line("portrait  ", safeArea.portrait) + range, second: line("landscape ", safeArea.landscape))
    }
}

extension Display {
    /// `portrait 54, landscape 0  (iOS 16–18)`, shown only where it differs from the safe area's top (the
    /// Dynamic Island phones, the minis on iOS 14) or there is no safe area; nothing where no status bar is
    /// confirmed. Where the OS in question (`--os`, else the newest the device runs) is not confirmed for an
    /// orientation, a line each, with the newest confirmed height before it:
    /// `portrait  not confirmed for iOS 27; 54 on iOS 16–18`.
    package func statusBarRow(_ context: FactContext) -> ReportLines {
        guard family == .iPhone || family == .iPad || family == .iPod else { return .none }
        let bar = context.statusBarForOSInQuestion(of: self)
        if let bar {
            if statusBar(bar, isSafeAreaTopIn: .portrait, context), bar.landscape == nil || statusBar(bar, isSafeAreaTopIn: .landscape, context) {
                return .none
            }
            if let portrait = bar.portrait, let landscape = bar.landscape {
                return ReportLines(
                    "portrait ", formatNumber(portrait), ", landscape ", formatNumber(landscape), "  (",
                    DeviceFamily(family).osRangeText(bar.osVersions), ")")
            }
        }
        if bar == nil, fallbackIsSafeAreaTop(context) { return .none }
        let question = context.osInQuestionText(for: self) ?? "this OS version"
        func line(_ name: String, _ orientation: DisplayOrientation) -> [String]? {
            if let bar, let height = orientation == .portrait ? bar.portrait : bar.landscape {
                return [name, formatNumber(height), " on ", DeviceFamily(family).osRangeText(bar.osVersions)]
            }
            guard let newest = context.newestConfirmedStatusBarHeight(in: orientation, of: self) else { return nil }
            return [name, "not confirmed for ", question, "; ", formatNumber(newest.height), " on ", DeviceFamily(family).osRangeText(newest.osVersions)]
        }
        let landscape = line("landscape ", .landscape)
        if isLandscapeNative { return landscape.map { ReportLines(first: $0, second: []) } ?? .none }
        let portrait = line("portrait  ", .portrait)
        guard portrait != nil || landscape != nil else { return .none }
        return ReportLines(
            first: portrait ?? ["portrait  ", "not confirmed for ", question],
            second: landscape ?? ["landscape ", "not confirmed for ", question])
    }
}

extension Display {
    /// Whether, where the OS in question is not confirmed, the newest status-bar heights confirmed before it are
    /// the tops of the newest safe area the report falls back on, for the same OS versions: then the safe area's
    /// line says it all (`(iOS 14–18; not confirmed for iOS 27)`), as ``statusBarRow(_:)`` does for a confirmed version.
    package func fallbackIsSafeAreaTop(_ context: FactContext) -> Bool {
        guard let insets = context.newestConfirmedSafeArea(of: self),
            let portrait = context.newestConfirmedStatusBarHeight(in: .portrait, of: self),
            portrait.osVersions == insets.osVersions, portrait.height == insets.portrait?.top
        else { return false }
        guard let landscape = context.newestConfirmedStatusBarHeight(in: .landscape, of: self) else { return true }
        return landscape.osVersions == insets.osVersions && landscape.height == insets.landscape?.top
    }

    /// Whether the status bar's height in `orientation` is the safe area's top there, for the same OS versions:
    /// then the report and the drawings do not show it apart (they do on the Dynamic Island phones, 54
    /// against 59).
    package func statusBar(_ bar: StatusBar, isSafeAreaTopIn orientation: DisplayOrientation, _ context: FactContext) -> Bool {
        guard let insets = context.safeArea(of: self), insets.osVersions == bar.osVersions else { return false }
        switch orientation {
        case .portrait: return bar.portrait == insets.portrait?.top
        case .landscape: return bar.landscape == insets.landscape?.top
        }
    }
}

/// A display's size classes in one mode, in both orientations.
package struct ModeSizeClasses: Hashable, Sendable, CustomStringConvertible {
    package var portrait: SizeClasses
    package var landscape: SizeClasses

    /// `portrait compact width, regular height; landscape regular width, compact height`.
    package var description: String { "portrait \(portrait); landscape \(landscape)" }
}
