import DevInfoVocabulary

/// The rules that tie a display class's facts together (each fact's own bounds are checked as it is read,
/// from its `DataKind`): orientation, panel/points/nativeScale agreement, Display Zoom, the cutout and
/// its rectangle, corners. Every message names the row (`file:line:`).
enum DisplayRules {
    static func check(_ screen: ScreenRow, rule: FamilyRule, reader: inout CellReader) {
        let panel = screen.panel
        let points = screen.points
        let nativeScale = screen.decimal(.nativeScale)
        let scale = screen.scale
        let zoom = screen.displayZoom
        let zoomedMetrics = screen.metrics(.zoomed)
        let zoomed = zoomedMetrics?.points
        let zoomScale = zoomedMetrics?.nativeScale
        let cutout = screen.cutout
        let home = screen.choice(.homeControl)

        if !rule.hasDisplays { reader.fail("\(rule.displayName) devices have no built-in display, so \(rule.name) has no screens table") }
        if zoom == "supported" && !rule.displayZoom {
            reader.fail("displayZoom is supported, but \(rule.displayName) has no Display Zoom")
        }
        if screen.integer(.caseMillimeters) != nil && !rule.caseMillimeters { reader.fail("caseMillimeters applies to Apple Watch only") }

        // Orientation: every size in the family's natural orientation.
        let orientation = rule.family.isLandscapeNative ? "landscape (width ≥ height)" : "portrait (width ≤ height)"
        func oriented(_ size: (width: Int, height: Int)?) -> Bool {
            guard let size else { return true }
            return rule.family.isLandscapeNative ? size.width >= size.height : size.width <= size.height
        }
        if !oriented(panel) || !oriented(points) || !oriented(zoomed) {
            reader.fail("\(rule.displayName) sizes must be \(orientation): panel \(describe(panel)), points \(describe(points))")
        }
        if let panel, let points, let nativeScale {
            checkScale(panel: panel, points: points, nativeScale: nativeScale.value, mode: "standard", reader: &reader)
        }
        if let nativeScale, let scale, nativeScale.value > Double(scale) + 1e-9 {
            reader.fail("nativeScale \(nativeScale.text) exceeds scale \(scale) in the standard mode")
        }
        if zoom == "supported" {
            if let zoomed, let zoomScale {
                if let points, !(zoomed.width < points.width && zoomed.height < points.height) {
                    reader.fail("zoomed points \(zoomed.width)x\(zoomed.height) must be smaller than standard points \(points.width)x\(points.height)")
                }
                if let panel { checkScale(panel: panel, points: zoomed, nativeScale: zoomScale.value, mode: "zoomed", reader: &reader) }
            } else {
                reader.fail("displayZoom is supported, so zoomedPointsWidth, zoomedPointsHeight and zoomedNativeScale are required")
            }
        } else if reader.hasAny(DisplayFact.zoomed.spec.columns) {
            reader.fail("displayZoom is \(zoom), so the zoomed columns must be empty")
        }
        if let island = screen.flag(.hasDynamicIsland) {
            if island && rule.family != .iPhone { reader.fail("hasDynamicIsland is yes, but \(rule.displayName) has no Dynamic Island") }
            if !island && cutout == DisplayVocabulary.dynamicIsland {
                reader.fail("a dynamicIsland cutout is the Dynamic Island's: hasDynamicIsland must be yes (or empty)")
            }
        }
        if let cutout, let home, cutout != DisplayVocabulary.noCutout, rule.family == .iPhone, home != DisplayVocabulary.indicator {
            reader.fail("a \(cutout) needs a home indicator, but homeControl is \(home)")
        }
        if let frame = screen.decimals(.cutoutFrame) {
            if cutout == DisplayVocabulary.noCutout || cutout == nil { reader.fail("a cutout rectangle needs a cutout (cutout is \(cutout ?? "empty"))") }
            if let points,
                frame[0].value + frame[2].value > Double(points.width) + 1e-9
                    || frame[1].value + frame[3].value > Double(points.height) + 1e-9
            {
                reader.fail("the cutout rectangle reaches outside the display's \(points.width)x\(points.height) points")
            }
        }
        checkPanel(screen, rule: rule, reader: &reader)
        let radius = screen.decimal(.cornerRadius)
        let corners = screen.flag(.hasRoundedCorners)
        if let radius, let points, radius.value * 2 > Double(min(points.width, points.height)) {
            reader.fail("cornerRadius \(radius.text) is more than half the display's short side (\(min(points.width, points.height)) points)")
        }
        if radius != nil && corners == false { reader.fail("cornerRadius given, but hasRoundedCorners is no") }
        if let radius, radius.value == 0 {
            reader.fail(
                "cornerRadius \(radius.text) is no rounded corner: give the radius in points, or leave it empty (hasRoundedCorners says whether corners are rounded)"
            )
        }
        if let minimum = screen.integer(.minimumRefreshRate) {
            if let maximum = screen.integer(.maximumRefreshRate) {
                if minimum >= maximum { reader.fail("minimumRefreshRate \(minimum) must be below maximumRefreshRate \(maximum)") }
            } else {
                reader.fail("minimumRefreshRate needs maximumRefreshRate")
            }
        }
    }

    /// The panel against the family's shapes, its density against its scale, and the stated ppi against
    /// the one the panel's pixels and diagonal give.
    private static func checkPanel(_ screen: ScreenRow, rule: FamilyRule, reader: inout CellReader) {
        let ppi = screen.integer(.pixelsPerInch)
        if let panel = screen.panel, let shapes = rule.panelShapes {
            let ratio = Double(max(panel.width, panel.height)) / Double(min(panel.width, panel.height))
            let allowed = screen.cutout == "notch" ? shapes : shapes.filter { $0.name != PanelShape.notchedSixteenByTen.name }
            if !allowed.contains(where: { $0.ratio.contains(ratio) }) {
                reader.fail(
                    "panel \(panel.width)x\(panel.height) is \(formatNumber((ratio * 1000).rounded() / 1000)):1, not a \(rule.displayName) panel shape (\(allowed.map(\.name).joined(separator: ", ")))"
                )
            }
        }
        if let ppi, let scale = screen.scale, let bounds = rule.pixelsPerInchByScale?[scale], !bounds.contains(ppi) {
            reader.fail("ppi \(ppi) is impossible for a \(scale)x \(rule.displayName) panel (\(bounds.lowerBound)–\(bounds.upperBound))")
        }
        if let ppi, let panel = screen.panel, let diagonal = screen.decimal(.diagonalInches), diagonal.value > 0 {
            let computed = (Double(panel.width * panel.width + panel.height * panel.height)).squareRoot() / diagonal.value
            if abs(computed - Double(ppi)) > computed * PhysicalBounds.pixelsPerInchTolerance {
                reader.fail(
                    "ppi \(ppi) disagrees with the panel and diagonal: \(panel.width)x\(panel.height) on \(diagonal.text) in is \(Int(computed.rounded())) ppi")
            }
        }
    }

    private static func describe(_ size: (width: Int, height: Int)?) -> String {
        size.map { "\($0.width)x\($0.height)" } ?? "unknown"
    }

    /// Panel pixels must equal points × nativeScale within 0.5 % (Apple rounds nativeScale, and the 12 mini's
    /// 812 × 2.88 = 2338.6 sits on a 2340-pixel panel).
    private static func checkScale(
        panel: (width: Int, height: Int), points: (width: Int, height: Int), nativeScale: Double,
        mode: String, reader: inout CellReader
    ) {
        for (axis, p, q) in [("width", panel.width, points.width), ("height", panel.height, points.height)] {
            let expected = Double(q) * nativeScale
            if abs(expected - Double(p)) > Double(p) * 0.005 {
                reader.fail(
                    "panel, points and nativeScale disagree in the \(mode) mode: \(q) points × \(formatNumber(nativeScale)) = \(formatNumber(expected)) ≠ \(p) panel pixels (\(axis))"
                )
            }
        }
    }
}
