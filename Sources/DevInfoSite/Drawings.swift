import Foundation
import DevInfoKit

/// The drawings of one display class: standard, zoomed (where Display Zoom is confirmed) and landscape
/// (for a portrait-native display), each an SVG file with the description it carries as its `<title>`
/// (the pages use it as the image's alternative text). What cannot be drawn is said, with the reason.
enum Drawings {
    struct Drawing {
        var file: String
        var caption: String
        var svg: String
        /// The drawing's own description: its SVG `<title>`.
        var alternativeText: String {
            guard let start = svg.range(of: "<title>"), let end = svg.range(of: "</title>", range: start.upperBound..<svg.endIndex) else { return caption }
            return String(svg[start.upperBound..<end.lowerBound])
                .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
                .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
        }
    }

    /// The variants to draw: (file suffix, caption, orientation, mode).
    static func variants(_ display: Display) -> [(suffix: String, caption: String, orientation: DisplayOrientation?, mode: DisplayMode)] {
        var variants: [(String, String, DisplayOrientation?, DisplayMode)] = [("", "standard", nil, .standard)]
        if case .supported = display.displayZoom { variants.append(("-zoomed", "Display Zoom", nil, .zoomed)) }
        if !display.isLandscapeNative { variants.append(("-landscape", "landscape", .landscape, .standard)) }
        return variants
    }

    /// The drawings that can be made.
    static func of(_ display: Display) -> [Drawing] {
        variants(display).compactMap { variant in
            guard let svg = try? display.svg(orientation: variant.orientation, mode: variant.mode, title: display.id) else { return nil }
            return Drawing(file: display.id + variant.suffix + ".svg", caption: variant.caption, svg: svg)
        }
    }

    /// The figures for a page `root` away from the site's root: each drawing, or why it cannot be made.
    static func figures(_ display: Display, root: String) -> String {
        var out = "<div class=\"drawings\">\n"
        for variant in variants(display) {
            do {
                let svg = try display.svg(orientation: variant.orientation, mode: variant.mode, title: display.id)
                let drawing = Drawing(file: display.id + variant.suffix + ".svg", caption: variant.caption, svg: svg)
                out += "<figure><img src=\"\(root)drawings/\(Page.e(drawing.file))\" alt=\"\(Page.e(drawing.alternativeText))\">"
                out += "<figcaption>\(Page.e(variant.caption))</figcaption></figure>\n"
            } catch {
                out += "<p class=\"no-drawing\">No \(Page.e(variant.caption)) drawing: \(Page.e(error.description)).</p>\n"
            }
        }
        return out + "</div>\n"
    }
}
