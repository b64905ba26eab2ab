import Foundation
import DevInfoKit
import DevInfoVocabulary

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
        body += "\n</nav>\n<section id=\"devices\">\n"
        for family in DeviceFamily.all {
            let devices = Device.all(in: family)
            guard !devices.isEmpty else { continue }
            body += "<h2 id=\"\(anchor(family))\">\(Page.e(family.description)) <span class=\"count\">\(devices.count)</span></h2>\n"
            body += "<div class=\"scroll\"><table class=\"devices\">\n<thead><tr><th scope=\"col\">Identifier</th><th scope=\"col\">Name</th><th scope=\"col\">Year</th>"
            body += "<th scope=\"col\">Panel (pixels)</th><th scope=\"col\">Points</th><th scope=\"col\">Zoomed points</th><th scope=\"col\">Cutout</th>"
            body += "<th scope=\"col\">Refresh</th><th scope=\"col\">Safe area (newest)</th></tr></thead>\n<tbody>\n"
            for device in devices { body += row(device) }
            body += "</tbody>\n</table></div>\n"
        }
        body += "</section>\n"
        return Page.render(title: "devinfo: Apple devices and their displays", root: "",
                           description: "Every Apple hardware identifier with its displays: sizes, Display Zoom, cutouts, safe areas.",
                           body: body, scripts: ["search-index.js", "search.js"])
    }

    static func anchor(_ family: DeviceFamily) -> String { "family-" + family.rawValue }

    /// `?` with "not confirmed" as its tooltip.
    static let notConfirmed = "<abbr title=\"not confirmed\">?</abbr>"

    static func row(_ device: Device) -> String {
        var cells = ["<th scope=\"row\"><a href=\"\(Page.e(Page.devicePath(device)))\">\(Page.e(device.identifier.rawValue))</a></th>",
                     "<td>\(Page.e(device.fullName))</td>",
                     "<td>\(device.releaseYear.map(String.init) ?? notConfirmed)</td>"]
        switch (device.hasBuiltInDisplay, device.mainDisplay) {
        case (false?, _):
            cells.append("<td colspan=\"6\">no built-in display</td>")
        case (_, let display?):
            cells.append("<td>\(display.panelPixels.map { Page.e($0.description) } ?? notConfirmed)</td>")
            cells.append("<td>\(display.standard.map { Page.e("\($0.points) @\($0.scale)x") } ?? notConfirmed)</td>")
            switch display.displayZoom {
            case .supported(let zoomed): cells.append("<td>\(Page.e("\(zoomed.points) @\(zoomed.scale)x"))</td>")
            case .unsupported: cells.append("<td>—</td>")
            case .unknown: cells.append("<td>\(notConfirmed)</td>")
            }
            let cutout = device.cutout.map { Page.e($0.description) } ?? notConfirmed
            cells.append("<td>\(cutout)\(device.displayCount > 1 ? " (+\(device.displayCount - 1) display)" : "")</td>")
            cells.append("<td>\(display.maximumRefreshRate.map { "\($0) Hz" } ?? notConfirmed)</td>")
            cells.append("<td>\(display.safeArea.map(safeArea) ?? notConfirmed)</td>")
        default:
            cells.append("<td colspan=\"6\">displays not confirmed</td>")
        }
        return "<tr>" + cells.joined() + "</tr>\n"
    }

    /// `top 48, bottom 34 (iOS 14–18)`: the portrait insets (a Mac's landscape) that are not zero.
    static func safeArea(_ safeArea: SafeArea) -> String {
        guard let insets = safeArea.portrait ?? safeArea.landscape else { return notConfirmed }
        let sides = [("top", insets.top), ("left", insets.left), ("bottom", insets.bottom), ("right", insets.right)]
            .filter { $0.1 != 0 }.map { "\($0.0) \(formatNumber($0.1))" }
        return Page.e((sides.isEmpty ? "no insets" : sides.joined(separator: ", ")) + " (OS \(safeArea.versionText))")
    }
}
