import DevInfoKit
import DevInfoVocabulary

/// SVG drawings of displays to scale, in points: ``Display/svg(orientation:mode:osVersion:title:)`` and
/// ``Device/svg(orientation:mode:osVersion:)``.
///
/// **Units and viewBox.** One SVG user unit is one point (UIKit's / AppKit's logical unit) of the mode
/// drawn. The `viewBox` is exactly the drawn point size, with no margin: `0 0 W H` for one display of
/// W×H points in the drawn orientation and mode (`0 0 414 896` for an iPhone XR in portrait,
/// `0 0 896 414` in landscape, `0 0 375 812` zoomed). For a device with several displays they stand side
/// by side, tops aligned, ``displayGap`` points apart: `0 0 (W₁ + gap + W₂) max(H₁, H₂)`. The root's
/// `width` and `height` equal the viewBox size (CSS pixels), so a browser shows one point as one CSS pixel.
///
/// **Structure.** Each display is a `<g class="display ROLE" id="display-N">` (N from 1, in
/// ``Device/displays`` order) translated by `translate(X 0)`, X its left edge in the viewBox (0 for the
/// first), so inside the group the display spans (0, 0)–(W, H). In the group, in points of that display:
///
/// - `rect.outline`: the display, x 0, y 0, width W, height H, `rx`/`ry` the corner radius when one is
///   confirmed (otherwise square, and a label says why); its stroke is clipped to it, so none of the
///   outline falls outside the viewBox.
/// - `rect.home-indicator`: the home-indicator region, the bottom safe-area inset of the drawn
///   orientation (x 0, y H − bottom, width W, clipped to the outline by `clipPath#display-N-clip`), only
///   when the display has a home indicator and that inset is confirmed.
/// - `rect.safe-area` (dashed): the safe area, x = left, y = top, width W − left − right, height
///   H − top − bottom, only when the insets are confirmed for the orientation and OS version. Under Display
///   Zoom no inset is confirmed, so it is never drawn there.
/// - `rect.status-bar`: the status bar of the drawn orientation and OS version (x 0, y 0, width W, its
///   height), only where it is confirmed and is not the safe area's top (the Dynamic Island phones: 54
///   against 59), as the report shows it.
/// - `rect.cutout` (`notch`, `dynamic-island` or `punch-hole` as a second class): the cutout's confirmed
///   rectangle (a Dynamic Island or punch hole with fully rounded ends). Where its geometry is not
///   confirmed, `rect.cutout.unconfirmed` (dashed, no fill) marks that there is one, at the middle of the
///   top edge, and a label says "position not confirmed"; on a Mac (landscape-native, drawn small) the label
///   alone says so ("position not confirmed, not drawn"): its marker would be a few pixels on the menu bar's line.
/// - `text.label`: centred lines: the title, the size and scale, the safe area (or why it is not drawn),
///   the status bar where drawn, the size classes where confirmed (`size classes: compact width, regular
///   height`), the home control, the cutout and the corners, one `tspan` each, wrapped to the display's width (a
///   line's further parts are `tspan.continued`); the font is an
///   eighteenth of the display's short side (smaller only where the lines would not fit its height).
///
/// **Landscape.** A portrait-native display is turned a quarter so that its top edge (camera, notch,
/// Dynamic Island) is on the side its landscape safe area reserves: the right when the landscape right
/// inset is larger than the left (the iPhone Duo's cover display), otherwise the left. The size label says
/// which ("landscape, top edge on the left").
///
/// Under Display Zoom the cutout and the corner radius, confirmed in standard points, are converted to
/// zoomed points through the panel (× standard nativeScale ÷ zoomed nativeScale), and a label says so.
///
/// **Output.** An XML declaration, then one `<svg xmlns="http://www.w3.org/2000/svg">` root with a
/// `<title>` (the labels joined into one line) and a `<style>` that gives dark colours under
/// `prefers-color-scheme: dark`. Deterministic: no dates, numbers rounded to 1/1000 of a
/// point and written as `formatNumber` writes them (`39`, `41.5`, `37.33`). Every string from data or
/// from the caller is escaped (`&`, `<`, `>`, `"`, `'`); characters that must never reach a reader raw
/// (controls, CR and DEL, C1, the bidirectional controls such as U+202E: DevInfoVocabulary's `UnsafeText`)
/// are written as `\xNN` for each UTF-8 byte and a backslash as `\\`, as the command line writes them;
/// U+FFFE and U+FFFF, which XML 1.0 cannot contain, become U+FFFD. Lines end in `\n`; there is no final
/// newline.
package enum DisplayDrawing {
    /// Horizontal space between two displays of one device, in points.
    package static let displayGap: Double = 24
}

extension Display {
    /// An SVG drawing of this display to scale, in points: outline and corner radius, cutout, safe area
    /// (dashed), home-indicator region and labels. The layout, `viewBox` and element classes are described
    /// in ``DisplayDrawing``; the viewBox is `0 0 W H`, W×H the drawn point size.
    ///
    /// - Parameters:
    ///   - orientation: `nil` (the default) draws the natural orientation: portrait for iPhone, iPad,
    ///     iPod touch and Apple Watch, landscape for a Mac. `.landscape` turns a portrait-native display a
    ///     quarter turn (see ``DisplayOrientation/landscape``); an Apple Watch has no landscape.
    ///   - mode: `.standard`, or `.zoomed` for the Display Zoom point size.
    ///   - osVersion: the OS major whose safe-area insets to draw (iOS 17 → `17`); `nil` draws the newest
    ///     confirmed ones. Insets are never taken from another version: where none is confirmed for
    ///     `osVersion`, a label says so and no safe area is drawn.
    ///   - title: the first label line; `nil` uses the display class and role (`iphone-xr (main display)`).
    ///     Escaped, so any string is safe.
    /// - Returns: The SVG document.
    /// - Throws: ``DrawingError`` when the display cannot be drawn so: its point size is not confirmed, or
    ///   (`.zoomed`) its Display Zoom is unsupported or not confirmed, `orientation` is `.portrait` on a
    ///   landscape-native (Mac) display, or `.landscape` on an Apple Watch.
    package func svg(
        orientation: DisplayOrientation? = nil, mode: DisplayMode = .standard, osVersion: Int? = nil,
        title: String? = nil
    ) throws(DrawingError) -> String {
        let drawing = try drawing(
            orientation: orientation, mode: mode, context: FactContext(osVersion: osVersion.map { OSVersion($0) }),
            title: title ?? "\(id) (\(role) display)", number: 1, among: 1)
        return SVGDocument.render([drawing])
    }

    /// One display's group and size (see ``svg(orientation:mode:osVersion:title:)``). `number` (from 1)
    /// makes the group's ids unique in a document: `display-N`, `display-N-clip`; `among` is how many
    /// displays the device has (for the error's wording).
    func drawing(
        orientation: DisplayOrientation?, mode: DisplayMode, context: FactContext, title: String,
        number: Int, among: Int
    ) throws(DrawingError) -> DrawnDisplay {
        let which: DisplayRole? = among > 1 ? role : nil
        let rotate: Bool
        switch orientation {
        case nil: rotate = false
        case .landscape?:
            guard family != .watch else { throw .noLandscape }
            rotate = !isLandscapeNative
        case .portrait?:
            guard !isLandscapeNative else { throw .portraitOnLandscapeDisplay }
            rotate = false
        }
        guard let standard else { throw .pointsNotConfirmed(which) }
        let screenMode: DisplayMetrics
        switch mode {
        case .standard: screenMode = standard
        case .zoomed:
            switch displayZoom {
            case .supported(let zoomed): screenMode = zoomed
            case .unsupported: throw .noDisplayZoom(which)
            case .unknown: throw .displayZoomNotConfirmed(which)
            }
        }
        let drawnLandscape = rotate || isLandscapeNative
        // Standard points → drawn points: 1, or through the panel under Display Zoom.
        let factor = mode == .zoomed ? standard.nativeScale / screenMode.nativeScale : 1
        let naturalWidth = Double(screenMode.points.width)
        let naturalHeight = Double(screenMode.points.height)
        let width = rotate ? Double(screenMode.points.height) : naturalWidth
        let height = rotate ? naturalWidth : Double(screenMode.points.height)
        let osName = family.operatingSystem
        let osVersion = context.osVersion

        // Turned a quarter, the top edge goes to the side the landscape safe area reserves: the right where
        // the right inset is the larger (the iPhone Duo's cover display), the left otherwise.
        let entry = context.safeArea(of: self)
        let topEdgeRight = rotate && entry?.landscape.map { $0.right > $0.left } == true
        /// A rectangle in natural-orientation points → drawn points.
        func turned(_ rect: PointRect) -> PointRect {
            guard rotate else { return rect }
            return topEdgeRight
                ? PointRect(x: naturalHeight - rect.y - rect.height, y: rect.x, width: rect.height, height: rect.width)
                : PointRect(x: rect.y, y: naturalWidth - rect.x - rect.width, width: rect.height, height: rect.width)
        }

        var lines: [String] = [title]
        var size = "\(screenMode.points.width)×\(screenMode.points.height)"
        if rotate { size = "\(screenMode.points.height)×\(screenMode.points.width)" }
        var sizeLine = "\(size) pt @\(screenMode.scale)x"
        if rotate { sizeLine += topEdgeRight ? ", landscape, top edge on the right" : ", landscape, top edge on the left" }
        if mode == .zoomed { sizeLine += DisplayVocabulary.DisplayZoom.modeSuffix }
        lines.append(sizeLine)

        var shapes = ""

        // Outline and corners.
        var radius: Double?
        let cornerLine: String
        switch (hasRoundedCorners, cornerRadius) {
        case (_, let r?):
            radius = SVGDocument.rounded(r * factor)
            cornerLine = "corner radius \(SVGDocument.number(r * factor))"
        case (true?, nil): cornerLine = "corners rounded, radius unknown (drawn square)"
        case (false?, nil): cornerLine = "square corners"
        case (nil, nil): cornerLine = "corners not confirmed (drawn square)"
        }
        var outline = "x=\"0\" y=\"0\" width=\"\(SVGDocument.number(width))\" height=\"\(SVGDocument.number(height))\""
        if let radius { outline += " rx=\"\(SVGDocument.number(radius))\" ry=\"\(SVGDocument.number(radius))\"" }
        let clipID = "display-\(number)-clip"
        shapes += "<clipPath id=\"\(clipID)\"><rect class=\"clip\" \(outline)/></clipPath>\n"
        // The stroke is clipped to the outline, so its inner half (2 px) shows whole at the viewBox's edge.
        shapes +=
            "<rect class=\"outline\" \(outline) fill=\"#f5f5f7\" stroke=\"#1d1d1f\" stroke-width=\"4\" vector-effect=\"non-scaling-stroke\" clip-path=\"url(#\(clipID))\"/>\n"

        // Safe area for the drawn orientation and OS version; none is confirmed under Display Zoom.
        var insets: SafeAreaInsets?
        let safeAreaLine: String
        if mode == .zoomed {
            safeAreaLine = "safe area not confirmed under \(DisplayVocabulary.DisplayZoom.name)"
        } else if let entry {
            insets = drawnLandscape ? entry.landscape : entry.portrait
            if let insets {
                let sides = [("top", insets.top), ("left", insets.left), ("bottom", insets.bottom), ("right", insets.right)]
                    .filter { $0.1 != 0 }.map { "\($0.0) \(SVGDocument.number($0.1))" }
                safeAreaLine =
                    (sides.isEmpty ? "safe area insets 0" : "safe area " + sides.joined(separator: ", "))
                    + " (\(DeviceFamily(family).osRangeText(entry.osVersions)))"
            } else {
                safeAreaLine = "\(drawnLandscape ? "landscape" : "portrait") safe area not confirmed for \(DeviceFamily(family).osRangeText(entry.osVersions))"
            }
        } else if let osVersion {
            safeAreaLine = "safe area not confirmed for \(context.versionAsked(for: DeviceFamily(family)) ?? "\(osName) \(osVersion)")"
        } else {
            safeAreaLine = "safe area not confirmed"
        }
        lines.append(safeAreaLine)

        // Status bar, for the drawn orientation, where it is not the safe area's top (the island phones: 54
        // against 59), as the report shows it: a green band at the top and a label with its OS versions.
        if mode == .standard, let bar = context.statusBar(of: self), let barHeight = drawnLandscape ? bar.landscape : bar.portrait,
            !statusBar(bar, isSafeAreaTopIn: drawnLandscape ? .landscape : .portrait, context)
        {
            if barHeight > 0 {
                shapes +=
                    "<rect class=\"status-bar\" x=\"0\" y=\"0\" width=\"\(SVGDocument.number(width))\" height=\"\(SVGDocument.number(barHeight))\" fill=\"#34c759\" fill-opacity=\"0.3\" clip-path=\"url(#\(clipID))\"/>\n"
            }
            lines.append("status bar \(SVGDocument.number(barHeight)) (\(DeviceFamily(family).osRangeText(bar.osVersions)))")
        }
        // Size classes of the drawn orientation and mode, where UIKit has them and they are confirmed.
        if let classes = sizeClasses(mode, in: drawnLandscape ? .landscape : .portrait) {
            lines.append("size classes: \(classes)")
        }

        // Home-indicator region: the bottom inset band of the drawn orientation.
        if let home = homeControl {
            switch home {
            case .indicator:
                if let bottom = insets?.bottom, bottom > 0 {
                    shapes +=
                        "<rect class=\"home-indicator\" x=\"0\" y=\"\(SVGDocument.number(height - bottom))\" width=\"\(SVGDocument.number(width))\" height=\"\(SVGDocument.number(bottom))\" fill=\"#ff9f0a\" fill-opacity=\"0.3\" clip-path=\"url(#\(clipID))\"/>\n"
                    lines.append("home indicator region: bottom \(SVGDocument.number(bottom))")
                } else {
                    lines.append("home indicator (region not confirmed)")
                }
            case .button: lines.append("home button (below the display)")
            case .neither: break
            default: lines.append("home control: \(home.rawValue)")
            }
        } else {
            lines.append("home control not confirmed")
        }

        if let insets {
            shapes +=
                "<rect class=\"safe-area\" x=\"\(SVGDocument.number(insets.left))\" y=\"\(SVGDocument.number(insets.top))\" width=\"\(SVGDocument.number(width - insets.left - insets.right))\" height=\"\(SVGDocument.number(height - insets.top - insets.bottom))\" fill=\"none\" stroke=\"#0a84ff\" stroke-width=\"1.5\" stroke-dasharray=\"6 4\" vector-effect=\"non-scaling-stroke\"/>\n"
        }

        // Cutout, in standard natural-orientation points → drawn points.
        if let cutout, cutout != .noCutout {
            if let frame = cutoutFrame {
                var rect = PointRect(
                    x: frame.x * factor, y: frame.y * factor, width: frame.width * factor,
                    height: frame.height * factor)
                rect = turned(rect)
                let kind: String
                var ends: Double?
                switch cutout {
                case .notch: kind = "notch"
                case .dynamicIsland:
                    kind = "dynamic-island"
                    ends = min(rect.width, rect.height) / 2
                case .punchHole:
                    kind = "punch-hole"
                    ends = min(rect.width, rect.height) / 2
                default: kind = "other"
                }
                shapes +=
                    "<rect class=\"cutout \(kind)\" x=\"\(SVGDocument.number(rect.x))\" y=\"\(SVGDocument.number(rect.y))\" width=\"\(SVGDocument.number(rect.width))\" height=\"\(SVGDocument.number(rect.height))\""
                if let ends { shapes += " rx=\"\(SVGDocument.number(ends))\" ry=\"\(SVGDocument.number(ends))\"" }
                shapes += " fill=\"#1d1d1f\"/>\n"
                lines.append(
                    "\(cutout) \(SVGDocument.number(rect.width))×\(SVGDocument.number(rect.height)) at (\(SVGDocument.number(rect.x)), \(SVGDocument.number(rect.y)))"
                )
            } else if isLandscapeNative {
                // A Mac: drawn at a fifth of its points or less, a marker under the top edge would be a few
                // pixels high, on the outline and the menu bar's safe-area line: a garbled line, not a notch.
                // Said, not drawn.
                lines.append("\(cutout) (position not confirmed, not drawn)")
            } else {
                // Where it is is not confirmed, that it is there is: a dashed marker at the middle of the top
                // edge (the side it is turned to in landscape), so a notched display never looks like a plain rectangle.
                let long = cutout == .notch ? 0.4 : 0.3
                let thick = min(30, Double(screenMode.points.height) * 0.035) * factor
                let rect = turned(PointRect(x: naturalWidth * (1 - long) / 2, y: cutout == .notch ? 0 : thick / 3, width: naturalWidth * long, height: thick))
                let ends = cutout == .notch ? 0 : min(rect.width, rect.height) / 2
                shapes +=
                    "<rect class=\"cutout unconfirmed\" x=\"\(SVGDocument.number(rect.x))\" y=\"\(SVGDocument.number(rect.y))\" width=\"\(SVGDocument.number(rect.width))\" height=\"\(SVGDocument.number(rect.height))\" rx=\"\(SVGDocument.number(ends))\" ry=\"\(SVGDocument.number(ends))\" fill=\"none\" stroke=\"#1d1d1f\" stroke-width=\"1.5\" stroke-dasharray=\"3 3\" vector-effect=\"non-scaling-stroke\"/>\n"
                lines.append("\(cutout) (position not confirmed)")
            }
        } else if cutout == nil {
            lines.append("cutout not confirmed")
        }
        lines.append(cornerLine)
        if mode == .zoomed && (cornerRadius != nil || (cutoutFrame != nil && cutout != .noCutout)) {
            lines.append("cutout and corners converted from standard points")
        }

        // Labels: centred lines wrapped to the display's width, an eighteenth of its short side high (about
        // 11 CSS pixels or more wherever the site shows a drawing), smaller only where they would not fit.
        var fontSize = Double(max(6, Int(min(width, height) / 18)))
        var wrapped = SVGDocument.wrap(lines, width: width * 0.9, fontSize: fontSize)
        while fontSize > 6, Double(wrapped.count) * fontSize * 1.3 > height * 0.9 {
            fontSize -= 1
            wrapped = SVGDocument.wrap(lines, width: width * 0.9, fontSize: fontSize)
        }
        let lineHeight = fontSize * 1.3
        let firstBaseline = height / 2 - Double(wrapped.count - 1) * lineHeight / 2 + fontSize * 0.35
        var labels =
            "<text class=\"label\" x=\"\(SVGDocument.number(width / 2))\" y=\"\(SVGDocument.number(firstBaseline))\" font-size=\"\(SVGDocument.number(fontSize))\" text-anchor=\"middle\" fill=\"#1d1d1f\">"
        for (index, line) in wrapped.enumerated() {
            let dy = index == 0 ? "0" : SVGDocument.number(lineHeight)
            labels +=
                "<tspan\(line.continued ? " class=\"continued\"" : "") x=\"\(SVGDocument.number(width / 2))\" dy=\"\(dy)\">\(SVGDocument.escape(line.text))</tspan>"
        }
        labels += "</text>\n"

        return DrawnDisplay(
            role: role.rawValue, width: width, height: height, body: shapes + labels,
            summary: lines.joined(separator: "; "))
    }
}

extension Device {
    /// An SVG drawing of every built-in display to scale, in points, side by side (an iPhone Duo: outer,
    /// then inner), each labelled with the device's name and, when there are several, its role. Layout,
    /// `viewBox` and elements are described in ``DisplayDrawing``: the viewBox is `0 0 W H` for one
    /// display, `0 0 (W₁ + gap + W₂) max(H₁, H₂)` for two (gap ``DisplayDrawing/displayGap``).
    ///
    /// - Parameters: as ``Display/svg(orientation:mode:osVersion:title:)``: `orientation` `nil` for the
    ///   natural one, `mode` standard or zoomed, `osVersion` the OS major whose safe areas to draw (`nil`:
    ///   the newest confirmed).
    /// - Returns: The SVG document.
    /// - Throws: ``DrawingError`` when the device has no built-in display (Mac mini, Apple TV), its displays
    ///   are not confirmed (Apple Vision Pro), or a display cannot be drawn in that orientation and mode
    ///   (its points, or its Display Zoom, are not confirmed).
    package func svg(orientation: DisplayOrientation? = nil, mode: DisplayMode = .standard, osVersion: Int? = nil) throws(DrawingError) -> String {
        guard let hasDisplay = hasBuiltInDisplay else { throw .displaysNotConfirmed }
        guard hasDisplay else { throw .noBuiltInDisplay }
        let displays = displays
        var drawings: [DrawnDisplay] = []
        for display in displays {
            let title = displays.count == 1 ? fullName : "\(fullName) — \(display.role) display"
            drawings.append(
                try display.drawing(
                    orientation: orientation, mode: mode, context: FactContext(osVersion: osVersion.map { OSVersion($0) }),
                    title: title, number: drawings.count + 1, among: displays.count))
        }
        return SVGDocument.render(drawings)
    }
}

/// One display drawn at the origin: its size in drawn points and its elements.
struct DrawnDisplay {
    var role: String
    var width: Double
    var height: Double
    var body: String
    var summary: String
}

/// Assembles the document and owns number formatting and escaping.
enum SVGDocument {
    static func render(_ displays: [DrawnDisplay]) -> String {
        var offsets: [Double] = []
        var x = 0.0
        var height = 0.0
        for display in displays {
            offsets.append(x)
            x += display.width + DisplayDrawing.displayGap
            height = max(height, display.height)
        }
        let width = x - DisplayDrawing.displayGap
        let w = number(width)
        let h = number(height)
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out +=
            "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\" font-family=\"-apple-system, BlinkMacSystemFont, Helvetica, Arial, sans-serif\">\n"
        out += "<title>\(escape(displays.map(\.summary).joined(separator: " | ")))</title>\n"
        out +=
            "<style>@media (prefers-color-scheme: dark) { .outline { fill: #2c2c2e; stroke: #f5f5f7 } .label { fill: #f5f5f7 } .cutout { fill: #000 } .cutout.unconfirmed { fill: none; stroke: #f5f5f7 } }</style>\n"
        for (index, display) in displays.enumerated() {
            out += "<g class=\"display \(escape(display.role))\" id=\"display-\(index + 1)\" transform=\"translate(\(number(offsets[index])) 0)\">\n"
            out += display.body
            out += "</g>\n"
        }
        out += "</svg>"
        return out
    }

    /// `lines` broken at spaces so that each part fits `width` points at `fontSize` (a character taken as
    /// 0.6 em, wider than Helvetica's average), each part marked when it continues the line before; a word
    /// longer than the width stays whole.
    static func wrap(_ lines: [String], width: Double, fontSize: Double) -> [(text: String, continued: Bool)] {
        let limit = max(8, Int(width / (fontSize * 0.6)))
        var out: [(text: String, continued: Bool)] = []
        for line in lines {
            var current = ""
            var continued = false
            for word in line.split(separator: " ", omittingEmptySubsequences: true) {
                if current.isEmpty {
                    current = String(word)
                } else if current.count + 1 + word.count <= limit {
                    current += " " + word
                } else {
                    out.append((current, continued))
                    current = String(word)
                    continued = true
                }
            }
            out.append((current, continued))
        }
        return out
    }

    /// `value` rounded to 1/1000.
    static func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }

    /// `value` rounded to 1/1000 and written by `formatNumber`: `41.5`, `114.1`, `0`.
    static func number(_ value: Double) -> String {
        let r = rounded(value)
        return formatNumber(r == 0 ? 0 : r)
    }

    /// Text or attribute content: `&`, `<`, `>`, `"`, `'` as entities; unsafe characters (`UnsafeText`:
    /// controls, CR, DEL, C1, bidirectional controls) and the backslash as the command line writes them
    /// (`\x7F`, `\xE2\x80\xAE`, `\\`); U+FFFE and U+FFFF, which XML 1.0 forbids, as U+FFFD.
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\u{FFFE}", "\u{FFFF}": out.unicodeScalars.append("\u{FFFD}")
            default:
                if scalar == "\\" || UnsafeText.isUnsafe(scalar) {
                    out += UnsafeText.escaped(String(scalar), limit: 4)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
