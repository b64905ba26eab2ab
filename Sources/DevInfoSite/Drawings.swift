import DevInfoFormats
import DevInfoKit
import DevInfoVocabulary
import Foundation

/// Every drawing of the site, made once: each display class's standard, zoomed (where Display Zoom is
/// confirmed) and landscape (for a portrait-native display) drawing — or why it cannot be made — and each
/// foldable's displays side by side. The pages show them (a drawing's SVG `<title>` is its image's
/// alternative text) and ``Site`` writes them.
struct Drawings {
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

    /// One variant of a display class: drawn, or the reason it cannot be.
    enum Variant {
        case drawn(Drawing)
        case notDrawn(caption: String, reason: String)
    }

    /// By display class id, in variant order.
    private let byClass: [String: [Variant]]
    /// By foldable's identifier: its displays side by side.
    private let foldables: [String: String]

    init(classes: [(id: String, uses: [DisplayClasses.Use])]) {
        var byClass: [String: [Variant]] = [:]
        for (id, uses) in classes {
            let display = uses[0].display
            byClass[id] = Drawings.variants(display).map { variant in
                do throws(DrawingError) {
                    let svg = try display.svg(orientation: variant.orientation, mode: variant.mode, title: id)
                    return .drawn(Drawing(file: id + variant.suffix + ".svg", caption: variant.caption, svg: svg))
                } catch {
                    return .notDrawn(caption: variant.caption, reason: error.description)
                }
            }
        }
        var foldables: [String: String] = [:]
        for device in Device.all where device.displayCount > 1 {
            if let svg = try? device.svg() { foldables[device.identifier.rawValue] = svg }
        }
        self.byClass = byClass
        self.foldables = foldables
    }

    /// The variants to draw: (file suffix, caption, orientation, mode).
    static func variants(_ display: Display) -> [(suffix: String, caption: String, orientation: DisplayOrientation?, mode: DisplayMode)] {
        var variants: [(String, String, DisplayOrientation?, DisplayMode)] = [("", "standard", nil, .standard)]
        if case .supported = display.displayZoom { variants.append(("-zoomed", DisplayVocabulary.DisplayZoom.name, nil, .zoomed)) }
        if !display.isLandscapeNative { variants.append(("-landscape", "landscape", .landscape, .standard)) }
        return variants
    }

    /// Every drawing as a file below `drawings/`, in a stable order.
    var files: [(path: String, text: String)] {
        let classes = byClass.keys.sorted().flatMap { id in
            byClass[id]!.compactMap { variant -> (String, String)? in
                guard case .drawn(let drawing) = variant else { return nil }
                return ("drawings/\(drawing.file)", drawing.svg)
            }
        }
        return classes + foldables.keys.sorted().map { ("drawings/\($0).svg", foldables[$0]!) }
    }

    /// Whether `device`'s displays are drawn side by side (a foldable whose displays can be drawn).
    func hasSideBySide(_ device: Device) -> Bool { foldables[device.identifier.rawValue] != nil }

    /// The figures for a page `root` away from the site's root: each drawing of the display's class, or
    /// why it cannot be made.
    func figures(_ display: Display, root: String) -> String {
        var out = "<div class=\"drawings\">\n"
        for variant in byClass[display.id] ?? [] {
            switch variant {
            case .drawn(let drawing):
                out += "<figure><img src=\"\(root)drawings/\(Page.e(drawing.file))\" alt=\"\(Page.e(drawing.alternativeText))\">"
                out += "<figcaption>\(Page.e(drawing.caption))</figcaption></figure>\n"
            case .notDrawn(let caption, let reason):
                out += "<p class=\"no-drawing\">No \(Page.e(caption)) drawing: \(Page.e(reason)).</p>\n"
            }
        }
        return out + "</div>\n"
    }
}
