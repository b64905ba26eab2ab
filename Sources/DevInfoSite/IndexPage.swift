import DevInfoKit
import DevInfoVocabulary
import Foundation

/// `index.html`: the search, then every device by family with its headline facts.
enum IndexPage {
    static func render() -> String {
        var body = """
            <h1>Apple devices and their displays, by hardware identifier</h1>
            <p>Every identifier devinfo knows (\(Device.all.count)), from <code>hw.machine</code> or <code>hw.model</code>,
            with its displays: panel and points, Display Zoom, cutout, refresh rate, and safe areas by OS version.
            Each device's page has every fact, drawings and sources.</p>
            \(ApiFiles.indexLinks)
            <form class="search" action="index.html" method="get" role="search">
            <label for="q">Search an identifier, a name, or a size (<code>750x1624</code> render pixels, <code>375x812@3</code> points at a scale)</label>
            <input id="q" name="q" type="search" maxlength="\(Assets.maximumQueryLength)" autocomplete="off" spellcheck="false" placeholder="iPhone11,8, iPhone XR, 750x1624">
            <button type="submit">Search</button>
            </form>
            <section id="results" aria-live="polite" hidden></section>
            <nav class="families" aria-label="Families">

            """
        body += DeviceFamily.all.map { "<a href=\"#\(anchor($0))\">\(Page.e($0.description))</a>" }.joined(separator: " ")
        body += "\n</nav>\n" + RunsPage.navigation + "<section id=\"devices\">\n"
        for family in DeviceFamily.all {
            let devices = Device.all(in: family)
            guard !devices.isEmpty else { continue }
            body += "<h2 id=\"\(anchor(family))\">\(Page.e(family.description)) <span class=\"count\">\(devices.count)</span></h2>\n"
            body += table(devices)
        }
        body += "</section>\n"
        return Page.render(
            title: "devinfo: Apple devices and their displays", root: "",
            description: "Every Apple hardware identifier with its displays: sizes, Display Zoom, cutouts, safe areas.",
            body: body, scripts: ["search-index.js", "search.js"])
    }

    static func anchor(_ family: DeviceFamily) -> String { "family-" + family.rawValue }

    /// A table of `devices`, a row each (``row(_:root:)``); `root` is the path back to the site's root.
    static func table<Devices: Sequence<Device>>(_ devices: Devices, root: String = "") -> String {
        var out =
            "<div class=\"scroll\"><table class=\"devices\">\n<thead><tr><th scope=\"col\">Identifier</th><th scope=\"col\">Name</th><th scope=\"col\">Year</th>"
        out += "<th scope=\"col\">Panel (pixels)</th><th scope=\"col\">Points</th><th scope=\"col\">Zoomed points</th><th scope=\"col\">Cutout</th>"
        out += "<th scope=\"col\">Refresh</th><th scope=\"col\">Safe area (newest)</th></tr></thead>\n<tbody>\n"
        for device in devices { out += row(device, root: root) }
        return out + "</tbody>\n</table></div>\n"
    }

    /// `?` with "not confirmed" as its tooltip.
    static let notConfirmed = "<abbr title=\"not confirmed\">?</abbr>"

    /// A row of the family's table. Each fact's cell is labelled (`data-label`, its column's heading), so
    /// that on a phone, where the style sheet lays a row out as lines instead of columns, every fact still
    /// says what it is and none is hidden past a sideways scroll.
    static func row(_ device: Device, root: String = "") -> String {
        func cell(_ label: String, _ html: String, colspan: Int = 1) -> String {
            "<td" + (colspan > 1 ? " colspan=\"\(colspan)\"" : "") + (label.isEmpty ? "" : " data-label=\"\(Page.e(label))\"") + ">\(html)</td>"
        }
        var cells = [
            "<th scope=\"row\"><a href=\"\(Page.e(root + Page.devicePath(device)))\">\(Page.e(device.identifier.rawValue))</a></th>",
            "<td class=\"name\">\(Page.e(device.fullName))</td>",
            cell("Year", String(device.releaseYear))
        ]
        switch (device.hasBuiltInDisplay, device.mainDisplay) {
        case (false?, _):
            cells.append(cell("", "no built-in display", colspan: 6))
        case (_, let display?):
            cells.append(cell("Panel", display.panelPixels.map { Page.e($0.description) } ?? notConfirmed))
            cells.append(cell("Points", display.standard.map { Page.e(points($0)) } ?? notConfirmed))
            switch display.displayZoom {
            case .supported(let zoomed): cells.append(cell("Zoomed", Page.e(points(zoomed))))
            case .unsupported: cells.append(cell("Zoomed", "—"))
            case .unknown: cells.append(cell("Zoomed", notConfirmed))
            }
            let cutout = device.cutout.map { Page.e($0.description) } ?? notConfirmed
            cells.append(cell("Cutout", "\(cutout)\(device.displayCount > 1 ? " (+\(device.displayCount - 1) display)" : "")"))
            cells.append(cell("Refresh", display.maximumRefreshRate.map { "\($0) Hz" } ?? notConfirmed))
            cells.append(
                cell(
                    "Safe area",
                    display.safeArea.map(safeArea)
                        ?? display.predatesSafeAreas.map { Page.e("none (before \(device.family.osRangeText($0...$0)))") } ?? notConfirmed))
        default:
            cells.append(cell("", "displays not confirmed", colspan: 6))
        }
        return "<tr>" + cells.joined() + "</tr>\n"
    }

    /// `414×896 @2x`: points and scale, as the table and the search write them.
    static func points(_ metrics: DisplayMetrics) -> String { "\(metrics.points) @\(metrics.scale)x" }

    /// What the search shows beside a device's name: its main display's points and scale and its cutout
    /// (`414×896 @2x, notch`), what is not confirmed said so, a second display counted, or `no built-in
    /// display`.
    static func sizes(_ device: Device) -> String {
        switch (device.hasBuiltInDisplay, device.mainDisplay) {
        case (false?, _): return "no built-in display"
        case (_, let display?):
            let cutout = device.cutout.map { $0 == .noCutout ? "no cutout" : $0.description } ?? "cutout not confirmed"
            var parts = [display.standard.map(points) ?? "points not confirmed", cutout]
            if device.displayCount > 1 { parts.append("+\(device.displayCount - 1) display") }
            return parts.joined(separator: ", ")
        default: return "displays not confirmed"
        }
    }

    /// `top 48, bottom 34 (iOS 14–18)`: the portrait insets (a Mac's landscape) that are not zero.
    static func safeArea(_ safeArea: SafeArea) -> String {
        guard let insets = safeArea.portrait ?? safeArea.landscape else { return notConfirmed }
        let sides = [("top", insets.top), ("left", insets.left), ("bottom", insets.bottom), ("right", insets.right)]
            .filter { $0.1 != 0 }.map { "\($0.0) \(formatNumber($0.1))" }
        return Page.e((sides.isEmpty ? "no insets" : sides.joined(separator: ", ")) + " (OS \(safeArea.versionText))")
    }
}
