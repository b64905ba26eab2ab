import Foundation
import DevInfoKit
import DevInfoVocabulary

/// `devices/<identifier>.html`: every fact of one device, the drawings of each display, its safe areas per
/// OS version, and the sections of `Data/SOURCES.md` its facts come from.
enum DevicePage {
    static func render(_ device: Device, sources: SourcesPage, drawings: Drawings) -> String {
        var body = "<h1><code>\(Page.e(device.identifier.rawValue))</code> \(Page.title(device.fullName))</h1>\n"
        body += "<h2>Facts</h2>\n" + HTMLReport.render(device, displayPage: { "../\(Page.displayPath($0))" })
        if drawings.hasSideBySide(device) {
            body += "<h2>Both displays</h2>\n<figure><img src=\"../drawings/\(Page.e(device.identifier.rawValue)).svg\" alt=\"\(Page.e("The displays of \(device.fullName), side by side, to scale"))\"></figure>\n"
        }
        for display in device.displays {
            let role = device.displayCount > 1 ? "\(display.role.rawValue) display" : "Display"
            body += "<h2>\(Page.e(role)): drawings</h2>\n" + drawings.figures(display, root: "../")
            body += "<h2>\(Page.e(role)): safe area by OS version</h2>\n" + safeAreaTable(display, family: device.family)
        }
        let sections = sources.sections(for: device)
        body += "<h2>Sources</h2>\n"
        if sections.isEmpty {
            body += "<p>See <a href=\"../sources.html\">Sources</a>.</p>\n"
        } else {
            body += "<p>The sections of <code>Data/SOURCES.md</code> that name this device or its display class, and the one on its row's table, <code>\(Page.e("devices/\(device.family.rawValue).tsv"))</code>:</p>\n<ul>\n"
            for section in sections { body += "<li><a href=\"../sources.html#\(section.anchor)\">\(Page.e(section.title))</a></li>\n" }
            body += "</ul>\n"
        }
        return Page.render(title: "\(device.identifier.rawValue): \(device.fullName) — devinfo", root: "../",
                           description: "\(device.fullName) (\(device.identifier.rawValue)): its displays, Display Zoom, safe areas and sources.",
                           body: body)
    }

    /// Every confirmed safe-area entry, oldest OS first; "not confirmed" when there is none.
    static func safeAreaTable(_ display: Display, family: DeviceFamily) -> String {
        let history = display.safeAreaHistory
        guard !history.isEmpty else { return "<p>Not confirmed for any OS version.</p>\n" }
        var out = "<div class=\"scroll\"><table class=\"safe-areas\">\n<thead><tr><th scope=\"col\">\(Page.e(family.operatingSystemName))</th>"
        out += "<th scope=\"col\">Portrait (top, left, bottom, right)</th><th scope=\"col\">Landscape (top, left, bottom, right)</th></tr></thead>\n<tbody>\n"
        for entry in history {
            out += "<tr><th scope=\"row\">\(entry.versionText)</th><td>\(insets(entry.portrait, display.isLandscapeNative))</td><td>\(insets(entry.landscape, false))</td></tr>\n"
        }
        return out + "</tbody>\n</table></div>\n"
    }

    static func insets(_ insets: SafeAreaInsets?, _ noSuchOrientation: Bool) -> String {
        guard let insets else { return noSuchOrientation ? "— (no portrait)" : "not confirmed" }
        return [insets.top, insets.left, insets.bottom, insets.right].map(formatNumber).joined(separator: ", ")
    }
}
