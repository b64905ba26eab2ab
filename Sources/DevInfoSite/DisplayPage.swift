import DevInfoKit
import Foundation

/// `displays/<class>.html`: one display class, its facts and drawings, and every device that uses it.
enum DisplayPage {
    static func render(id: String, displays uses: [DisplayClasses.Use], drawings: Drawings) -> String {
        // The class itself, not clipped to its first device's OS life: its facts, safe areas and status bars are
        // every entry any of its devices has.
        let display = Display(id: id, role: uses[0].display.role) ?? uses[0].display
        var body = "<h1>Display class <code>\(Page.e(id))</code></h1>\n"
        body += "<h2>Devices with this display (\(uses.count))</h2>\n<ul class=\"device-list\">\n"
        for use in uses {
            let role = use.device.displayCount > 1 ? " (\(use.display.role.rawValue) display)" : ""
            body +=
                "<li><a href=\"../\(Page.e(Page.devicePath(use.device)))\"><code>\(Page.e(use.device.identifier.rawValue))</code> \(Page.e(use.device.fullName))</a>\(Page.e(role))</li>\n"
        }
        body += "</ul>\n<h2>Facts</h2>\n" + HTMLReport.render(display, caption: "display class", link: "../\(Page.displayPath(display))")
        body += "<h2>Drawings</h2>\n" + drawings.figures(display, root: "../")
        body += "<h2>Safe area by OS version</h2>\n" + DevicePage.safeAreaTable(display, family: uses[0].device.family)
        if [.iPhone, .iPad, .iPod].contains(uses[0].device.family) {
            body += "<h2>Status bar by OS version</h2>\n" + DevicePage.statusBarTable(display, family: uses[0].device.family)
        }
        return Page.render(
            title: "Display class \(id) — devinfo", root: "../",
            description: "The \(id) display class and the \(uses.count) Apple devices that use it.", body: body)
    }
}
