import DevInfoCitations
import DevInfoKit
import DevInfoVocabulary
import Foundation

/// `devices/<identifier>.html`: every fact of one device, the drawings of each display, its safe areas per
/// OS version, and the sections of `Data/SOURCES.md` its facts come from.
enum DevicePage {
    static func render(_ device: Device, sources: SourcesPage, drawings: Drawings) -> String {
        var body = "<h1><code>\(Page.e(device.identifier.rawValue))</code> \(Page.title(device.fullName))</h1>\n"
        body += "<h2>Facts</h2>\n" + HTMLReport.render(device, displayPage: { "../\(Page.displayPath($0))" })
        body += runsLine(device)
        if drawings.hasSideBySide(device) {
            body +=
                "<h2>Both displays</h2>\n<figure><img src=\"../drawings/\(Page.e(device.identifier.rawValue)).svg\" alt=\"\(Page.e("The displays of \(device.fullName), side by side, to scale"))\"></figure>\n"
        }
        for display in device.displays {
            let role = device.displayCount > 1 ? "\(display.role.rawValue) display" : "Display"
            body += "<h2>\(Page.e(role)): drawings</h2>\n" + drawings.figures(display, root: "../")
            body += "<h2>\(Page.e(role)): safe area by OS version</h2>\n" + safeAreaTable(display, family: device.family)
            if device.family == .iPhone || device.family == .iPad || device.family == .iPod {
                body += "<h2>\(Page.e(role)): status bar by OS version</h2>\n" + statusBarTable(display, family: device.family)
            }
        }
        body += valueSources(device)
        let sections = sources.sections(for: device)
        body += "<h2>Sources</h2>\n"
        if sections.isEmpty {
            body += "<p>See <a href=\"../sources.html\">Sources</a>.</p>\n"
        } else {
            body +=
                "<p>The sections of <code>Data/SOURCES.md</code> that name this device or its display class, and the one on its row's table, <code>\(Page.e("devices/\(device.family.rawValue).tsv"))</code>:</p>\n<ul>\n"
            for section in sections { body += "<li><a href=\"../sources.html#\(section.anchor)\">\(Page.e(section.title))</a></li>\n" }
            body += "</ul>\n"
        }
        return Page.render(
            title: "\(device.identifier.rawValue): \(device.fullName) — devinfo", root: "../",
            description: "\(device.fullName) (\(device.identifier.rawValue)): its displays, Display Zoom, safe areas and sources.",
            body: body)
    }

    /// "Where each value comes from": every fact of the device, its displays and their safe-area ranges with the
    /// value as `Data/` writes it, its status and its sources as links (`api/v1/sources/<identifier>.json` as JSON).
    static func valueSources(_ device: Device) -> String {
        guard let sources = Citations.device(device.identifier.rawValue) else { return "" }
        var out = "<h2 id=\"value-sources\">Where each value comes from</h2>\n"
        out +=
            "<p>Each value as <code>Data/</code> writes it, with its status (<strong>confirmed</strong>: two independent origins; <strong>rule</strong>; <strong>single</strong>: one source) "
        out +=
            "and its sources (<a href=\"../api/v1/sources/\(Page.e(device.identifier.rawValue)).json\">as JSON</a>; <code class=\"command\"><span class=\"nowrap\">devinfo</span> <span class=\"nowrap\">--sources</span> <span class=\"nowrap\">\(Page.e(device.identifier.rawValue))</span></code>).</p>\n"
        out +=
            "<div class=\"scroll\"><table class=\"value-sources\">\n<thead><tr><th scope=\"col\">Fact</th><th scope=\"col\">Value</th><th scope=\"col\">Status</th><th scope=\"col\">Sources</th></tr></thead>\n<tbody>\n"
        for line in Citations.lines(sources) {
            let links = line.item.citations.map { citation -> String in
                if let rule = citation.rule { return "<span title=\"\(Page.e(rule.statement))\">rule \(Page.e(rule.key))</span>" }
                let label = Page.e(citation.key + (citation.detail.map { " (\($0))" } ?? ""))
                let title = Page.e(citation.source?.title ?? "")
                guard let url = citation.source?.url, url.hasPrefix("https://") || url.hasPrefix("http://") else {
                    return "<span title=\"\(title) (no address recorded)\">\(label)</span>"
                }
                return "<a href=\"\(Page.e(url))\" title=\"\(title)\" rel=\"nofollow noopener\">\(label)</a>"
            }
            out +=
                "<tr><th scope=\"row\"><code>\(Page.e(line.fact))</code></th><td>\(Page.e(line.item.value))</td><td class=\"status-\(Page.e(line.item.status))\">\(Page.e(line.item.status))</td><td>\(links.joined(separator: ", "))</td></tr>\n"
        }
        return out + "</tbody>\n</table></div>\n"
    }

    /// "Runs iOS 8 · 9 · 10 · 11 · 12": each OS release the device runs, linked to the page of the devices
    /// that run it (``RunsPage``); nothing when its OS range is not confirmed.
    static func runsLine(_ device: Device) -> String {
        let releases = RunsPage.releases.filter { release in release.families.contains(device.family) && device.runs(release.version) == true }
        guard !releases.isEmpty else { return "" }
        var out = "<p class=\"runs\">Runs"
        var previousName: String?
        for release in releases.reversed() {
            let text = release.name == previousName ? "\(release.version)" : "\(release.name) \(release.version)"
            out += (previousName == nil ? " " : release.name == previousName ? " · " : "; ") + "<a href=\"../\(Page.e(release.path))\">\(Page.e(text))</a>"
            previousName = release.name
        }
        return out + " (the devices that run each release).</p>\n"
    }

    /// Every confirmed safe-area entry, oldest OS first; "not confirmed" when there is none.
    static func safeAreaTable(_ display: Display, family: DeviceFamily) -> String {
        historyTable(
            "safe-areas", family: family, columns: ["Portrait (top, left, bottom, right)", "Landscape (top, left, bottom, right)"],
            rows: display.safeAreaHistory.map { entry in
                (entry.versionText, [insets(entry.portrait, display.isLandscapeNative), insets(entry.landscape, false)])
            })
    }

    /// Every confirmed status-bar entry, oldest OS first (heights in points; 0 where the system hides it);
    /// "not confirmed" when there is none.
    static func statusBarTable(_ display: Display, family: DeviceFamily) -> String {
        historyTable(
            "status-bars", family: family, columns: ["Portrait (points)", "Landscape (points)"],
            rows: display.statusBarHistory.map { entry in
                let portrait = entry.portrait.map(formatNumber) ?? (display.isLandscapeNative ? "— (no portrait)" : "not confirmed")
                return (SafeArea.versionText(entry.osVersions), [portrait, entry.landscape.map(formatNumber) ?? "not confirmed"])
            })
    }

    /// An OS-history table of class `kind`: a row per entry (its OS range, then its cells, already HTML), under
    /// the family's OS name and `columns`; "not confirmed" when there is no entry.
    static func historyTable(_ kind: String, family: DeviceFamily, columns: [String], rows: [(range: String, cells: [String])]) -> String {
        guard !rows.isEmpty else { return "<p>Not confirmed for any OS version.</p>\n" }
        var out = "<div class=\"scroll\"><table class=\"\(kind)\">\n<thead><tr><th scope=\"col\">\(Page.e(family.operatingSystemName))</th>"
        out += columns.map { "<th scope=\"col\">\(Page.e($0))</th>" }.joined() + "</tr></thead>\n<tbody>\n"
        for row in rows {
            out += "<tr><th scope=\"row\">\(row.range)</th>" + row.cells.map { "<td>\($0)</td>" }.joined() + "</tr>\n"
        }
        return out + "</tbody>\n</table></div>\n"
    }

    static func insets(_ insets: SafeAreaInsets?, _ noSuchOrientation: Bool) -> String {
        guard let insets else { return noSuchOrientation ? "— (no portrait)" : "not confirmed" }
        return [insets.top, insets.left, insets.bottom, insets.right].map(formatNumber).joined(separator: ", ")
    }
}
