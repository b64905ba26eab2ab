/// Every fact of a display, in order: the order of the keys of a JSON display object, of the main
/// display's columns in CSV and TSV, of the fields of the generated display-class record, and of the rows
/// of a display in the text report. Each case's description is ``spec``.
///
/// **Where a new display fact goes:** a case here and its description in ``spec`` (with its `Data/`
/// columns and their bounds if `Data/` stores it); its columns in the `Data/screens/*.tsv` tables that know
/// it (a table may leave a column out: unknown for every row); `swift run devinfo-generate`. The compiler
/// then asks for its value and report line in DevInfoKit (`Display.value(of:_:)`) and for its catalogue
/// column in the generator.
package enum DisplayFact: UInt8, CaseIterable, Sendable {
    case role, id, orientation, cutout, cutoutFrame, hasDynamicIsland, homeControl, panelPixels, points, scale, nativeScale
    case renderPixels, displayZoom, zoomed, sizeClasses, caseMillimeters, diagonalInches, pixelsPerInch, maximumRefreshRate
    case minimumRefreshRate, colorGamut, hasRoundedCorners, cornerRadius, safeArea, statusBar, newestConfirmedSafeArea
    case newestConfirmedStatusBar

    /// The fact's description.
    package var spec: FactSpec {
        switch self {
        case .role:
            FactSpec("role", .string, "The display's role on its device: main, or a foldable's outer and inner.", nullable: false)
        case .id:
            FactSpec(
                "id", .string, "The display class, as Data/screens names it (iphone-xr); devices that share a panel share it.",
                columns: "displayClass", exported: true, nullable: false)
        case .orientation:
            FactSpec(
                "orientation", .string, "The natural orientation the sizes are given in: portrait, or landscape for a Mac's display.",
                nullable: false)
        case .cutout:
            FactSpec(
                "cutout", .string, "What interrupts the top edge: noCutout, notch, dynamicIsland or punchHole.",
                columns: "cutout", data: .choice(.cutout), label: "cutout", catalogue: "Cutout")
        case .cutoutFrame:
            FactSpec(
                "cutoutFrame", .rect, "The cutout's rectangle {x, y, width, height}, natural orientation, origin top-left.", unit: "points",
                columns: "cutoutX cutoutY cutoutWidth cutoutHeight", data: .decimals(.fixed(PhysicalBounds.cutoutCoordinate)), label: "")
        case .hasDynamicIsland:
            FactSpec(
                "hasDynamicIsland", .bool,
                "Whether the system shows a Dynamic Island on this display (the iPhone Duo's round camera hole has one): a system feature, not the cutout's shape.",
                columns: "hasDynamicIsland", data: .flag, label: "island")
        case .homeControl:
            FactSpec(
                "homeControl", .string, "How the user goes home: button, indicator or neither.",
                columns: "homeControl", data: .choice(.homeControl), label: "home")
        case .panelPixels:
            FactSpec(
                "panelPixels", .size, "The physical panel {width, height} (UIScreen.nativeBounds).", unit: "pixels",
                columns: "panelWidth panelHeight", data: .integers(.fixed(PhysicalBounds.pixels), .uInt16), exported: true, label: "panel",
                catalogue: "Panel (pixels)")
        case .points:
            FactSpec(
                "points", .size, "The standard mode's size {width, height} (UIScreen.bounds; a Mac: the default \"looks like\" size).",
                unit: "points", columns: "pointsWidth pointsHeight", data: .integers(.fixed(PhysicalBounds.points), .uInt16),
                exported: true, label: "points", catalogue: "Points")
        case .scale:
            FactSpec(
                "scale", .integer, "UIScreen.scale / NSScreen.backingScaleFactor: 1, 2 or 3, the same in both modes.",
                columns: "scale", data: .integers(.fixed(PhysicalBounds.scale), .uInt8), exported: true)
        case .nativeScale:
            FactSpec(
                "nativeScale", .number, "Panel pixels per point in the standard mode (UIScreen.nativeScale).",
                columns: "nativeScale", data: .decimals(.fixed(PhysicalBounds.nativeScale)), exported: true)
        case .renderPixels:
            FactSpec("renderPixels", .size, "Points × scale {width, height} in the standard mode (UIScreen.currentMode).", unit: "pixels")
        case .displayZoom:
            FactSpec(
                "displayZoom", .string, "Whether Display Zoom exists: supported, unsupported or unknown.",
                columns: "displayZoom", data: .choice(.displayZoom), nullable: false)
        case .zoomed:
            FactSpec(
                "zoomed", .metrics, "The zoomed mode {points, nativeScale, renderPixels}; null when Display Zoom is unsupported or unknown.",
                columns: "zoomedPointsWidth zoomedPointsHeight zoomedNativeScale", data: .metrics, exported: true, label: "zoomed")
        case .sizeClasses:
            FactSpec(
                "sizeClasses", .sizeClasses,
                "UIKit's horizontal and vertical size classes (compact or regular) of a full-screen app {standard, zoomed}, each {portrait, landscape}; a mode is null when not confirmed, and the whole fact null on a device whose OS stopped before iOS 8, when size classes began.",
                columns:
                    "portraitHorizontalSizeClass portraitVerticalSizeClass landscapeHorizontalSizeClass landscapeVerticalSizeClass zoomedPortraitHorizontalSizeClass zoomedPortraitVerticalSizeClass zoomedLandscapeHorizontalSizeClass zoomedLandscapeVerticalSizeClass",
                data: .sizeClasses, dataColumns: "sizeClasses zoomedSizeClasses", exported: true, label: "sizes")
        case .caseMillimeters:
            FactSpec(
                "caseMillimeters", .integer, "An Apple Watch's case size.", unit: "mm", columns: "caseMillimeters",
                data: .integers(.fixed(PhysicalBounds.caseMillimeters), .uInt8), label: "case")
        case .diagonalInches:
            FactSpec(
                "diagonalInches", .number, "Apple's marketing diagonal.", unit: "inches", columns: "diagonalInches",
                data: .decimals(.familyDiagonalInches), exported: true, label: "diagonal")
        case .pixelsPerInch:
            FactSpec(
                "pixelsPerInch", .integer, "Panel pixels per inch.", unit: "ppi", columns: "pixelsPerInch",
                data: .integers(.familyPixelsPerInch, .uInt16), exported: true)
        case .maximumRefreshRate:
            FactSpec(
                "maximumRefreshRate", .integer, "The panel's highest refresh rate (120 on ProMotion panels).", unit: "Hz",
                columns: "maximumRefreshRate", data: .integers(.fixed(PhysicalBounds.refreshRate), .uInt8), exported: true, label: "refresh",
                catalogue: "Refresh (Hz)")
        case .minimumRefreshRate:
            FactSpec(
                "minimumRefreshRate", .integer, "The lowest rate a variable-refresh panel drops to (ProMotion, Always-On).", unit: "Hz",
                columns: "minimumRefreshRate", data: .integers(.fixed(PhysicalBounds.refreshRate), .uInt8), exported: true)
        case .colorGamut:
            FactSpec(
                "colorGamut", .string, "The color gamut: sRGB, or p3 (Display P3, Apple's wide color; UIDisplayGamut.P3, CSS color-gamut: p3).",
                columns: "colorGamut", data: .choice(.colorGamut), exported: true, label: "gamut", catalogue: "Gamut")
        case .hasRoundedCorners:
            FactSpec(
                "hasRoundedCorners", .bool, "Whether the display's corners are rounded.", columns: "hasRoundedCorners", data: .flag,
                label: "corners")
        case .cornerRadius:
            FactSpec(
                "cornerRadius", .number, "The corner radius.", unit: "points", columns: "cornerRadius",
                data: .decimals(.fixed(PhysicalBounds.cornerRadius)))
        case .safeArea:
            FactSpec(
                "safeArea", .safeArea,
                "The safe-area insets {fromOSVersion, untilOSVersion, portrait, landscape} for the OS asked (--os), else the newest confirmed.",
                unit: "points",
                columns:
                    "safeAreaFromOSVersion safeAreaUntilOSVersion portraitTop portraitLeft portraitBottom portraitRight landscapeTop landscapeLeft landscapeBottom landscapeRight",
                data: .osHistory,
                dataColumns: "portraitTop portraitLeft portraitBottom portraitRight landscapeTop landscapeLeft landscapeBottom landscapeRight",
                exported: true, label: "safe area")
        case .statusBar:
            FactSpec(
                "statusBar", .statusBar,
                "The status bar's height {fromOSVersion, untilOSVersion, portrait, landscape} for the OS asked (--os), else the newest confirmed; 0 where the system hides it (landscape on iPhones).",
                unit: "points", columns: "statusBarFromOSVersion statusBarUntilOSVersion portraitStatusBar landscapeStatusBar",
                data: .osHistory, dataColumns: "portraitStatusBar landscapeStatusBar", exported: true, label: "status bar")
        case .newestConfirmedSafeArea:
            FactSpec(
                "newestConfirmedSafeArea", .safeArea,
                "The newest safe-area entry confirmed at or before the OS asked (--os), else the newest the device runs, with every orientation confirmed (else the newest at all): safeArea when that OS is confirmed, and what to fall back on when it is not; null when none is or the device does not run that OS.",
                unit: "points")
        case .newestConfirmedStatusBar:
            FactSpec(
                "newestConfirmedStatusBar", .statusBar,
                "The newest status-bar entry confirmed at or before the OS asked (--os), else the newest the device runs, by the rule of newestConfirmedSafeArea.",
                unit: "points")
        }
    }

    /// ``spec``'s label alone, returned by value: the text report reads only it (copying it out of a whole
    /// description makes the runtime build `Optional<String>`'s metadata, a measurable part of a one-shot
    /// `devinfo ID`).
    package var label: String? { spec.label }

    /// Calls `body` with each fact in order, without building an array (a one-shot `devinfo ID` then
    /// instantiates no generic metadata for the walk).
    @inline(__always)
    package static func forEach(_ body: (DisplayFact) throws -> Void) rethrows {
        var raw: UInt8 = 0
        while let fact = DisplayFact(rawValue: raw) {
            try body(fact)
            raw += 1
        }
    }
}
