import DevInfoCitations
import DevInfoKit
import DevInfoVocabulary

/// `wanted.html`: what the sources do not confirm yet for the OS versions apps target today, and the evidence
/// that would settle each (issue 29). For each of the newest iOS and iPadOS majors, the display classes some
/// device of which runs it without a safe area confirmed in both orientations or a portrait status bar; then
/// the values one origin gives that wait for a second (`Data/evidence/wanted.tsv`). Everything comes from the
/// library's table and the citations, as `devinfo-generate --fill-rate` counts it from `Data/`.
enum WantedPage {
    /// The families counted and how many of their newest majors.
    static let families: [DeviceFamily] = [.iPhone, .iPad]
    static let majors = 3

    /// A display class that lacks a fact on a version, with the devices that run it.
    struct Gap {
        var display: Display
        var devices: [Device]
        var safeArea: Bool
        var statusBar: Bool
    }

    /// The newest majors of `family`, oldest first.
    static func newestMajors(of family: DeviceFamily) -> [Int] {
        var majors: [Int] = []
        for version in family.osVersions.reversed() where !majors.contains(version.major) { majors.append(version.major) }
        return majors.prefix(Self.majors).reversed()
    }

    /// The gaps of `family` on OS major `major`, in table order, and how many devices run it (a device whose
    /// first OS is not confirmed is not known to run any version).
    static func gaps(_ family: DeviceFamily, _ major: Int) -> (devices: Int, gaps: [Gap]) {
        var count = 0
        var gaps: [Gap] = []
        for device in Device.all(in: family) where device.firstOSVersion != nil && device.runs(OSVersion(major)) == true {
            guard let display = device.mainDisplay else { continue }
            count += 1
            let insets = display.safeArea(forOSVersion: major)
            let safeArea = insets?.portrait != nil && insets?.landscape != nil
            let statusBar = display.statusBar(forOSVersion: major)?.portrait != nil
            guard !safeArea || !statusBar else { continue }
            if let index = gaps.firstIndex(where: { $0.display.id == display.id }) {
                gaps[index].devices.append(device)
            } else {
                gaps.append(Gap(display: display, devices: [device], safeArea: !safeArea, statusBar: !statusBar))
            }
        }
        return (count, gaps)
    }

    static func render() -> String {
        var body = "<h1>Wanted: what the sources do not confirm yet</h1>\n"
        body +=
            "<p>devinfo writes a value only where two independent sources (or a rule two sources state) confirm it; "
            + "everything else is unknown, never a guess. This page lists what is missing for the OS versions apps target "
            + "today, and the values that one source gives and that wait for a second. A report "
            + "(<code>devinfo ID</code>) shows the newest value confirmed before a version that is not, with its range.</p>\n"
        body += "<h2 id=\"settle\">What settles a cell</h2>\n<ul>\n"
        body +=
            "<li>A <strong>safe area</strong> on a version: two independent readings of <code>safeAreaInsets</code> "
            + "(a window's, full screen) in portrait and landscape on that version, on a device or in the simulator of its class.</li>\n"
        body +=
            "<li>A <strong>portrait status bar</strong>: two readings of <code>statusBarManager.statusBarFrame.height</code> "
            + "with the bar showing, in portrait, on that version.</li>\n"
        body +=
            "<li>devinfo's own probe counts as one origin: a reading sent as the README's “Readings” part says, and one "
            + "public source that agrees, settle a cell.</li>\n</ul>\n"
        for family in families {
            for major in newestMajors(of: family) {
                let name = "\(family.operatingSystemName(for: OSVersion(major))) \(major)"
                let (devices, gaps) = Self.gaps(family, major)
                let anchor = Page.e(name.lowercased().replacingOccurrences(of: " ", with: "-"))
                body += "<h2 id=\"\(anchor)\">\(Page.e(name))</h2>\n"
                let complete = devices - gaps.reduce(0) { $0 + $1.devices.count }
                body += "<p>\(devices) \(Page.e(family.description)) devices run it; \(complete) have both facts confirmed.</p>\n"
                guard !gaps.isEmpty else { continue }
                body +=
                    "<div class=\"scroll\"><table class=\"wanted\">\n<thead><tr><th scope=\"col\">Display class</th>"
                    + "<th scope=\"col\">Devices</th><th scope=\"col\">Not confirmed</th><th scope=\"col\">Newest confirmed before</th></tr></thead>\n<tbody>\n"
                for gap in gaps {
                    let partial = gap.display.safeArea(forOSVersion: major)
                    let safeArea = partial?.portrait != nil ? "safe area (landscape)" : partial?.landscape != nil ? "safe area (portrait)" : "safe area"
                    let facts = [gap.safeArea ? safeArea : nil, gap.statusBar ? "portrait status bar" : nil].compactMap { $0 }
                    let devicesCell = gap.devices.map {
                        "<a class=\"nowrap\" href=\"\(Page.e(Page.devicePath($0)))\"><code>\(Page.e($0.identifier.rawValue))</code></a>"
                    }
                    .joined(separator: " ")
                    // An identifier stays whole (`iPhone11,2`, not broken after its comma); the devices wrap between them.
                    // The newest entries that end before this version (a partial entry of the version itself is not "before").
                    var newest: [String] = []
                    if gap.safeArea,
                        let entry = gap.display.safeAreaHistory.last(where: { entry in
                            entry.osVersions.upperBound < major && (entry.portrait != nil || gap.display.isLandscapeNative) && entry.landscape != nil
                        })
                    {
                        newest.append("safe area on \(family.osRangeText(entry.osVersions))")
                    }
                    if gap.statusBar, let bar = gap.display.statusBarHistory.last(where: { $0.osVersions.upperBound < major && $0.portrait != nil }),
                        let height = bar.portrait
                    {
                        newest.append("status bar \(formatNumber(height)) on \(family.osRangeText(bar.osVersions))")
                    }
                    body +=
                        "<tr><th scope=\"row\"><a href=\"\(Page.e(Page.displayPath(gap.display)))\"><code>\(Page.e(gap.display.id))</code></a></th>"
                        + "<td>\(devicesCell)</td><td>\(Page.e(facts.joined(separator: ", ")))</td><td>\(Page.e(newest.isEmpty ? "none" : newest.joined(separator: "; ")))</td></tr>\n"
                }
                body += "</tbody>\n</table></div>\n"
            }
        }
        let cells = Citations.wanted
        body += "<h2 id=\"second-origin\">Values waiting for a second origin</h2>\n"
        if cells.isEmpty {
            body += "<p>None.</p>\n"
        } else {
            body +=
                "<p>\(cells.count) values one origin gives; each is written into the table once a source of another origin agrees "
                + "(<code>Data/evidence/wanted.tsv</code>).</p>\n"
            body +=
                "<div class=\"scroll\"><table class=\"wanted\">\n<thead><tr><th scope=\"col\">Cell (table, row, fact)</th>"
                + "<th scope=\"col\">Value</th><th scope=\"col\">Given by</th><th scope=\"col\">Settled by</th></tr></thead>\n<tbody>\n"
            for cell in cells {
                let given = cell.citations.map { citation -> String in
                    let title = Page.e(citation.key + (citation.detail.map { " (\($0))" } ?? ""))
                    guard let url = citation.source?.url, url.hasPrefix("https://") || url.hasPrefix("http://") else { return title }
                    return "<a href=\"\(Page.e(url))\">\(title)</a>"
                }.joined(separator: "; ")
                let origins = Set(cell.citations.compactMap { $0.source?.origin }).sorted()
                let settle = "a reading of another origin than \(origins.isEmpty ? "the one given" : origins.joined(separator: ", "))"
                // The cell's address in one column, a line each, so the table fits a phone.
                body +=
                    "<tr><td><code>\(Page.e(cell.table))</code><br><code>\(Page.e(cell.row))</code><br><code>\(Page.e(cell.fact))</code></td>"
                    + "<td>\(Page.e(cell.value))</td><td>\(given)</td><td>\(Page.e(settle))</td></tr>\n"
            }
            body += "</tbody>\n</table></div>\n"
        }
        return Page.render(
            title: "Wanted — devinfo", root: "",
            description: "What devinfo's sources do not confirm yet for the current iOS and iPadOS versions, and what would settle it.",
            body: body)
    }
}
