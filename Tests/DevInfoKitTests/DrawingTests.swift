import DevInfoFormats
import DevInfoKit
import DevInfoVocabulary
import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `Device.svg` / `Display.svg`: the documents parse as XML, and their geometry is the table's, in points.
@Suite struct DrawingTests {
    // MARK: Standard, portrait

    @Test func notchWithConfirmedGeometry() throws {
        // iPhone 16e: 390×844, notch 161.8×33.7 at (114.1, 0), safe area top 47 bottom 34 (iOS 26).
        let svg = try SVG(#require(try Device(identifier: "iPhone17,5")?.svg()))
        #expect(svg.viewBox == [0, 0, 390, 844])
        #expect(svg.root.attributes["width"] == "390" && svg.root.attributes["height"] == "844")
        let display = try #require(svg.displays.first)
        #expect(svg.displays.count == 1)
        #expect(display.translate == [0, 0])
        #expect(try display.rect("outline").frame == [0, 0, 390, 844])
        #expect(try display.rect("cutout").frame == [114.1, 0, 161.8, 33.7])
        #expect(try display.rect("cutout").classes.contains("notch"))
        #expect(try display.rect("safe-area").frame == [0, 47, 390, 763])
        #expect(try display.rect("safe-area").attributes["stroke-dasharray"] != nil)
        #expect(try display.rect("home-indicator").frame == [0, 810, 390, 34])
        #expect(display.labels.contains("390×844 pt @3x"))
        #expect(display.labels.contains("safe area top 47, bottom 34 (iOS 26)"))
    }

    @Test func aNotchWhoseRectangleIsNotConfirmedIsMarked() throws {
        // iPhone XR: a notch whose rectangle rests on one source; corner radius 41.5. The notch is drawn as a
        // dashed marker, and the label says its position is not confirmed.
        let svg = try SVG(#require(try Device(identifier: "iPhone11,8")?.svg()))
        let display = try #require(svg.displays.first)
        #expect(display.rects(withClass: "unconfirmed").count == 1)
        #expect(display.labels.contains("notch (position not confirmed)"))
        #expect(try display.rect("outline").attributes["rx"] == "41.5")
        #expect(svg.viewBox == [0, 0, 414, 896])
    }

    @Test func dynamicIsland() throws {
        // iPhone 14 Pro: 393×852, island (UIKit's exclusion area) 125×36.67 at (134, 11.33), pill-shaped; corners 55.
        let svg = try SVG(#require(try Device(identifier: "iPhone15,2")?.svg()))
        #expect(svg.viewBox == [0, 0, 393, 852])
        let display = try #require(svg.displays.first)
        let island = try display.rect("cutout")
        #expect(island.classes.contains("dynamic-island"))
        #expect(island.frame == [134, 11.33, 125, 36.67])
        #expect(island.attributes["rx"] == "18.335")
        #expect(try display.rect("outline").attributes["rx"] == "55")
        #expect(display.labels.contains("corner radius 55"))
    }

    @Test(arguments: ["iPhone10,3", "iPhone13,2", "iPhone14,5", "iPhone13,1", "iPhone14,4", "iPhone13,4", "iPhone14,3", "iPhone14,8"])
    func everyNotchWithAConfirmedRectangleIsDrawnWithItsCorners(identifier: String) throws {
        // The X and the 12 and 13 families: notches of two sizes, each class with its own rectangle.
        let svg = try SVG(#require(try Device(identifier: DeviceIdentifier(identifier))?.svg()))
        let display = try #require(svg.displays.first)
        let notch = try display.rect("cutout")
        #expect(notch.classes.contains("notch"))
        #expect(notch.frame[1] == 0)
        #expect(try display.rect("outline").attributes["rx"] != nil)
    }

    @Test func iPad() throws {
        // iPad (10th generation) on iPadOS 18: 820×1180 @2x, insets top 24 bottom 20, home indicator, no cutout.
        let svg = try SVG(#require(try Device(identifier: "iPad13,18")?.svg(osVersion: 18)))
        #expect(svg.viewBox == [0, 0, 820, 1180])
        let display = try #require(svg.displays.first)
        #expect(display.rects(withClass: "cutout").isEmpty)
        #expect(try display.rect("safe-area").frame == [0, 24, 820, 1136])
        #expect(try display.rect("home-indicator").frame == [0, 1160, 820, 20])
        #expect(display.labels.contains { $0.hasPrefix("safe area top 24, bottom 20 (iPadOS ") })
        // Rounded corners whose radius is not confirmed (the class mixes the Air's 18 and the iPad's 25): drawn square, and said so.
        #expect(try display.rect("outline").attributes["rx"] == nil)
        #expect(display.labels.contains("corners rounded, radius unknown (drawn square)"))
        // iPadOS 26 on the iPad Pro 13-inch (M4), 1032×1376: the top band holds the window controls, 32; the
        // home-indicator region 25.
        let svg26 = try SVG(#require(try Device(identifier: "iPad16,5")?.svg(osVersion: 26)))
        let iPadOS26 = try #require(svg26.displays.first)
        #expect(try iPadOS26.rect("safe-area").frame == [0, 32, 1032, 1319])
        #expect(try iPadOS26.rect("home-indicator").frame == [0, 1351, 1032, 25])
        #expect(iPadOS26.labels.contains { $0.hasPrefix("safe area top 32, bottom 25 (iPadOS 26") })
    }

    @Test func notchedMacBook() throws {
        // MacBook Pro 14-inch: landscape-native, 1512×982, a notch whose rectangle is not confirmed (said, and
        // not drawn: at the size a page shows a Mac, a marker would be a few pixels on the menu bar's line),
        // macOS 26 top inset 32.
        let device = try #require(Device(identifier: "MacBookPro18,3"))
        let svg = try SVG(device.svg())
        #expect(svg.viewBox == [0, 0, 1512, 982])
        let display = try #require(svg.displays.first)
        #expect(display.rects(withClass: "unconfirmed").isEmpty && display.rects(withClass: "cutout").isEmpty)
        #expect(display.labels.contains("notch (position not confirmed, not drawn)"))
        #expect(try display.rect("safe-area").frame == [0, 32, 1512, 950])
        #expect(display.rects(withClass: "home-indicator").isEmpty)
        // Landscape is its natural orientation; portrait is not drawn.
        #expect(try device.svg(orientation: .landscape) == device.svg())
        #expect(throws: DrawingError.portraitOnLandscapeDisplay) { try device.mainDisplay?.svg(orientation: .portrait) }
    }

    // MARK: Display Zoom, landscape, two displays

    @Test func plusModelZoomed() throws {
        // iPhone 8 Plus: 414×736 standard, 375×667 under Display Zoom, whose safe area is not confirmed.
        let device = try #require(Device(identifier: "iPhone10,2"))
        #expect(try SVG(device.svg()).viewBox == [0, 0, 414, 736])
        let svg = try SVG(device.svg(mode: .zoomed))
        #expect(svg.viewBox == [0, 0, 375, 667])
        let display = try #require(svg.displays.first)
        #expect(try display.rect("outline").frame == [0, 0, 375, 667])
        #expect(display.rects(withClass: "safe-area").isEmpty)
        #expect(display.labels.contains("safe area not confirmed under Display Zoom"))
        #expect(display.labels.contains("375×667 pt @3x, Display Zoom"))
    }

    @Test func landscapeTurnsTheTopEdgeToTheLeft() throws {
        // iPhone 16e in landscape: 844×390; the notch on the left edge; landscape insets 47/20/47.
        let svg = try SVG(#require(try Device(identifier: "iPhone17,5")?.svg(orientation: .landscape)))
        #expect(svg.viewBox == [0, 0, 844, 390])
        let display = try #require(svg.displays.first)
        #expect(try display.rect("outline").frame == [0, 0, 844, 390])
        #expect(try display.rect("cutout").frame == [0, 114.1, 33.7, 161.8])
        #expect(try display.rect("safe-area").frame == [47, 0, 750, 370])
        #expect(try display.rect("home-indicator").frame == [0, 370, 844, 20])
        // The Dynamic Island: portrait (134, 11.33) 125×36.67 → landscape (11.33, 393 − 134 − 125).
        let island = try SVG(#require(try Device(identifier: "iPhone15,2")?.svg(orientation: .landscape)))
        #expect(island.viewBox == [0, 0, 852, 393])
        #expect(try island.displays[0].rect("cutout").frame == [11.33, 134, 36.67, 125])
    }

    @Test func theDuosCoverTurnsToTheSideItsLandscapeInsetsReserve() throws {
        // The cover display's landscape insets reserve the right (right 84, left 0): turned clockwise, the
        // camera hole, top trailing in portrait at (399.7, 29.3) 37×37, lands at the right, outside the safe area.
        let svg = try SVG(#require(try Device(identifier: "iPhone19,4")?.svg(orientation: .landscape)))
        let outer = svg.displays[0]
        #expect(try outer.rect("outline").frame == [0, 0, 678, 466])
        let hole = try outer.rect("cutout").frame
        let safe = try outer.rect("safe-area").frame
        #expect(hole == [678 - 29.3 - 37, 399.7, 37, 37])
        #expect(safe == [0, 0, 594, 432])
        #expect(hole[0] >= safe[0] + safe[2], "the camera hole is outside the safe area")
        #expect(outer.labels.contains("678×466 pt @3x, landscape, top edge on the right"))
        // A notched iPhone, whose landscape insets are even, turns the other way, and says so.
        let xr = try SVG(#require(try Device(identifier: "iPhone11,8")?.svg(orientation: .landscape)))
        #expect(xr.displays[0].labels.contains("896×414 pt @2x, landscape, top edge on the left"))
    }

    @Test func anAppleWatchHasNoLandscape() throws {
        let watch = try #require(Device(identifier: "Watch7,9"))
        #expect(throws: DrawingError.noLandscape) { try watch.svg(orientation: .landscape) }
        #expect(throws: Never.self) { try watch.svg(orientation: .portrait) }
    }

    @Test func theOutlineStrokeStaysInsideTheViewBox() throws {
        // The stroke is clipped to the outline's own shape, so no half of it falls outside the viewBox.
        let svg = try SVG(#require(try Device(identifier: "iPhone15,2")?.svg()))
        let display = try #require(svg.displays.first)
        #expect(try display.rect("outline").attributes["clip-path"] == "url(#display-1-clip)")
    }

    @Test(arguments: ["iPhone15,2", "iPad13,18", "MacBookPro18,3", "Watch7,9"])
    func labelsAreLargeEnoughAndFitTheDisplay(identifier: String) throws {
        // An eighteenth of the short side (11.5 for a 208-point watch, 21 for a 393-point phone), each part
        // short enough for the width at 0.6 em a character, and all of them within the height.
        let svg = try SVG(#require(try Device(identifier: identifier)?.svg()))
        let display = try #require(svg.displays.first)
        let text = try #require(display.descendants.first { $0.name == "text" })
        let size = try #require(Double(text.attributes["font-size"] ?? ""))
        let (width, height) = (svg.viewBox[2], svg.viewBox[3])
        #expect(size >= (min(width, height) / 18).rounded(.down) - 1, "\(identifier): font \(size)")
        let parts = display.descendants.filter { $0.name == "tspan" }
        #expect(parts.allSatisfy { Double($0.text.count) * size * 0.6 <= width * 0.9 || !$0.text.contains(" ") }, "\(identifier)")
        #expect(Double(parts.count) * size * 1.3 <= height * 0.9, "\(identifier)")
    }

    @Test func darkModeHasItsOwnColours() throws {
        let svg = try #require(try Device(identifier: "iPhone15,2")?.svg())
        #expect(svg.contains("<style>@media (prefers-color-scheme: dark) {"))
    }

    @Test func duoDrawsBothDisplaysSideBySide() throws {
        // iPhone Duo: outer 466×678, inner 669×951, DisplayDrawing.displayGap apart, tops aligned.
        let svg = try SVG(#require(try Device(identifier: "iPhone19,4")?.svg()))
        let gap = DisplayDrawing.displayGap
        #expect(svg.viewBox == [0, 0, 466 + gap + 669, 951])
        #expect(svg.displays.count == 2)
        let (outer, inner) = (svg.displays[0], svg.displays[1])
        #expect(outer.classes.contains("outer") && inner.classes.contains("inner"))
        #expect(outer.translate == [0, 0])
        #expect(inner.translate == [466 + gap, 0])
        #expect(try outer.rect("outline").frame == [0, 0, 466, 678])
        #expect(try inner.rect("outline").frame == [0, 0, 669, 951])
        #expect(try inner.rect("outline").attributes["rx"] == "55")
        // The home-indicator band is clipped to its own display's rounded outline.
        #expect(try inner.rect("home-indicator").attributes["clip-path"] == "url(#display-2-clip)")
        #expect(try outer.rect("cutout").classes.contains("punch-hole"))
        #expect(outer.labels.contains("iPhone Duo — outer display"))
        #expect(inner.labels.contains("iPhone Duo — inner display"))
    }

    // MARK: OS versions, nil cases, safety

    @Test func safeAreaFollowsTheOSVersion() throws {
        let device = try #require(Device(identifier: "iPhone11,8"))  // iPhone XR: top 44 to iOS 13, 48 from 14
        let iOS13 = try SVG(device.svg(osVersion: 13))
        #expect(try iOS13.displays[0].rect("safe-area").frame == [0, 44, 414, 818])
        let iOS17 = try SVG(device.svg(osVersion: 17))
        #expect(try iOS17.displays[0].rect("safe-area").frame == [0, 48, 414, 814])
        let iOS26 = try SVG(device.svg(osVersion: 26))
        #expect(iOS26.displays[0].rects(withClass: "safe-area").isEmpty)
        #expect(iOS26.displays[0].rects(withClass: "home-indicator").isEmpty)
        #expect(iOS26.displays[0].labels.contains("safe area not confirmed for iOS 26"))
    }

    /// The status bar is drawn where it is not the safe area's top: the iPhone 14 Pro's 54 under a 59 top on
    /// iOS 16–18, a green band and a label; on the XR (48 and 48) nothing; the iPhone 4 (no safe area, iOS 4–7) 20.
    @Test func theStatusBarIsDrawnWhereItIsNotTheSafeAreasTop() throws {
        let pro = try SVG(try #require(Device(identifier: "iPhone15,2")).svg(osVersion: 17)).displays[0]
        #expect(try pro.rect("status-bar").frame == [0, 0, 393, 54])
        #expect(try pro.rect("safe-area").frame[1] == 59)
        #expect(pro.labels.contains("status bar 54 (iOS 16–18)"))
        let landscape = try SVG(try #require(Device(identifier: "iPhone15,2")).svg(orientation: .landscape, osVersion: 17)).displays[0]
        #expect(landscape.rects(withClass: "status-bar").isEmpty, "iPhones hide the status bar in landscape: 0, as the top inset")
        let xr = try SVG(try #require(Device(identifier: "iPhone11,8")).svg(osVersion: 17)).displays[0]
        #expect(xr.rects(withClass: "status-bar").isEmpty)
        #expect(!xr.labels.contains { $0.hasPrefix("status bar") })
        let four = try SVG(try #require(Device(identifier: "iPhone3,1")).svg()).displays[0]
        #expect(try four.rect("status-bar").frame == [0, 0, 320, 20])
        #expect(four.labels.contains("status bar 20 (iOS 4–7)"))
    }

    /// Size classes are labelled for the drawn orientation where they are confirmed: an XR is regular wide
    /// on its side, a 14 Pro compact; a Mac has none and a zoomed phone's are not confirmed.
    @Test func sizeClassesAreLabelledForTheDrawnOrientation() throws {
        let xr = try #require(Device(identifier: "iPhone11,8"))
        #expect(try SVG(xr.svg()).displays[0].labels.contains("size classes: compact width, regular height"))
        #expect(try SVG(xr.svg(orientation: .landscape)).displays[0].labels.contains("size classes: regular width, compact height"))
        let pro = try #require(Device(identifier: "iPhone15,2"))
        #expect(try SVG(pro.svg(orientation: .landscape)).displays[0].labels.contains("size classes: compact width, compact height"))
        #expect(try !SVG(xr.svg(mode: .zoomed)).displays[0].labels.contains { $0.hasPrefix("size classes") })
        let mac = try #require(Device(identifier: "MacBookPro18,3"))
        #expect(try !SVG(mac.svg()).displays[0].labels.contains { $0.hasPrefix("size classes") })
    }

    @Test(arguments: [
        ("Mac14,3", DrawingError.noBuiltInDisplay), ("AppleTV14,1", .noBuiltInDisplay),
        ("RealityDevice14,1", .displaysNotConfirmed), ("Mac17,5", .pointsNotConfirmed(nil))
    ])
    func nothingToDraw(identifier: String, error: DrawingError) throws {
        let device = try #require(Device(identifier: identifier))
        #expect(throws: error) { try device.svg() }
    }

    @Test func zoomedNeedsDisplayZoom() throws {
        let se = try #require(Device(identifier: "iPhone8,4"))
        let iPad = try #require(Device(identifier: "iPad13,18"))
        let duo = try #require(Device(identifier: "iPhone19,4"))
        #expect(throws: DrawingError.noDisplayZoom(nil)) { try se.svg(mode: .zoomed) }  // SE (1st): none
        #expect(throws: DrawingError.noDisplayZoom(nil)) { try iPad.svg(mode: .zoomed) }
        #expect(throws: DrawingError.displayZoomNotConfirmed(.outer)) { try duo.svg(mode: .zoomed) }  // not confirmed
        #expect(
            String(describing: DrawingError.displayZoomNotConfirmed(.outer))
                == "whether its outer display has Display Zoom (and its zoomed size) is not confirmed")
    }

    @Test func deterministic() throws {
        let device = try #require(Device(identifier: "iPhone19,4"))
        #expect(try device.svg() == device.svg())
        #expect(try device.svg().hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\""))
    }

    @Test func hostileTitleCannotBreakTheXML() throws {
        let display = try #require(Device(identifier: "iPhone15,2")?.mainDisplay)
        let hostile = "</tspan></text><script>alert('x')</script><!-- & \"q\" ]]> &amp; \u{0}\u{1B}"
        let svg = try SVG(display.svg(title: hostile))
        #expect(svg.root.descendants.allSatisfy { $0.name != "script" })
        #expect(
            svg.displays[0].labels.first
                == hostile.replacingOccurrences(of: "\u{0}", with: "\\x00")
                .replacingOccurrences(of: "\u{1B}", with: "\\x1B"))
        #expect(svg.title.hasPrefix("</tspan></text><script>"))
    }

    @Test func unsafeCharactersInATitleAreWrittenAsTheCommandLineWritesThem() throws {
        // DEL, CR and U+202E (which reverses the text after it) passed through raw; they are written as
        // \xNN, as devinfo writes what it echoes, and a backslash as \\ so that no escape can be forged.
        let display = try #require(Device(identifier: "iPhone15,2")?.mainDisplay)
        let hostile = "a\u{7F}b\rc\u{202E}d\u{85}e\u{2028}f\u{FEFF}g\\x41\th\u{FFFE}"
        let text = try display.svg(title: hostile)
        let expected = "a\\x7Fb\\x0Dc\\xE2\\x80\\xAEd\\xC2\\x85e\\xE2\\x80\\xA8f\\xEF\\xBB\\xBFg\\\\x41\\x09h\u{FFFD}"
        let svg = try SVG(text)
        #expect(svg.displays[0].labels.first == expected)
        #expect(svg.title.hasPrefix(expected))
        #expect(text.unicodeScalars.allSatisfy { !UnsafeText.isUnsafe($0) || $0 == "\n" }, "nothing unsafe but the line ends")
        let device = try #require(Device(identifier: "iPhone19,4"))
        #expect(try device.svg().unicodeScalars.allSatisfy { !UnsafeText.isUnsafe($0) || $0 == "\n" })
    }
}

// MARK: - A small DOM over XMLParser

/// One parsed element.
final class SVGNode {
    let name: String
    let attributes: [String: String]
    var children: [SVGNode] = []
    var text = ""

    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    var classes: [String] { (attributes["class"] ?? "").split(separator: " ").map(String.init) }
    var descendants: [SVGNode] { children + children.flatMap(\.descendants) }

    /// x, y, width, height of a `rect`, as numbers.
    var frame: [Double] { ["x", "y", "width", "height"].map { Double(attributes[$0] ?? "") ?? .nan } }

    /// The numbers in `transform="translate(X Y)"`.
    var translate: [Double]? {
        guard let transform = attributes["transform"], transform.hasPrefix("translate("), transform.hasSuffix(")") else {
            return nil
        }
        return transform.dropFirst("translate(".count).dropLast().split(separator: " ").compactMap { Double($0) }
    }

    func rects(withClass name: String) -> [SVGNode] {
        descendants.filter { $0.name == "rect" && $0.classes.contains(name) }
    }

    /// The one `rect` of class `name`.
    func rect(_ name: String) throws -> SVGNode {
        let found = rects(withClass: name)
        guard found.count == 1 else { throw DrawingTestError.expectedOne(name, found.count) }
        return found[0]
    }

    /// The label lines, each with its wrapped parts (`tspan.continued`) joined again.
    var labels: [String] {
        var lines: [String] = []
        for tspan in descendants where tspan.name == "tspan" {
            if tspan.attributes["class"] == "continued", !lines.isEmpty { lines[lines.count - 1] += " " + tspan.text } else { lines.append(tspan.text) }
        }
        return lines
    }
}

enum DrawingTestError: Error {
    case notXML(String)
    case expectedOne(String, Int)
}

/// A parsed drawing: the root, the viewBox and the display groups.
struct SVG {
    let root: SVGNode

    init(_ text: String) throws {
        let builder = TreeBuilder()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = builder
        guard parser.parse(), let root = builder.root else {
            throw DrawingTestError.notXML(parser.parserError.map { "\($0)" } ?? "no root")
        }
        guard root.name == "svg", root.attributes["xmlns"] == "http://www.w3.org/2000/svg" else {
            throw DrawingTestError.notXML("root is <\(root.name)>")
        }
        self.root = root
    }

    var viewBox: [Double] { (root.attributes["viewBox"] ?? "").split(separator: " ").compactMap { Double($0) } }
    var displays: [SVGNode] { root.children.filter { $0.name == "g" && $0.classes.contains("display") } }
    var title: String { root.children.first { $0.name == "title" }?.text ?? "" }
}

private final class TreeBuilder: NSObject, XMLParserDelegate {
    var root: SVGNode?
    private var stack: [SVGNode] = []

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName: String?, attributes: [String: String] = [:]
    ) {
        let node = SVGNode(name: elementName, attributes: attributes)
        if let parent = stack.last { parent.children.append(node) } else { root = node }
        stack.append(node)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        stack.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        stack.last?.text += string
    }
}
