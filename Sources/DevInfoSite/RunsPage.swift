import DevInfoKit
import Foundation

/// `runs/<os>-<version>.html` (`runs/ios-26.html`, `runs/ipados-17.html`, `runs/macos-10.15.html`): the
/// devices that run one OS release, by family, as `devinfo --list --os 'iOS 26'` lists them. One page per
/// release (an OS name, as the library writes it for that version, and a version) that a device of the table
/// runs. The same rule as the command: a device runs it when ``Device/runs(_:)`` is `true`; a device whose
/// OS range is not confirmed (`nil`) is neither listed nor said not to run it, and each family says how many
/// were left out. The index links every page (``navigation``).
enum RunsPage {
    /// One OS release: its name as the library writes it for `version` (`iOS`, `iPadOS`, `Mac OS X`), and
    /// the families whose OS it is at that version (iOS 12: iPhone, iPad, iPod touch; iOS 13: iPhone, iPod).
    struct Release {
        var name: String
        var version: OSVersion
        var families: [DeviceFamily]

        /// `iOS 26`, `macOS 10.15`.
        var title: String { "\(name) \(version)" }

        /// The page's path from the site's root: `runs/ios-26.html`, `runs/mac-os-x-10.4.html`.
        var path: String { "runs/" + title.lowercased().replacingOccurrences(of: " ", with: "-") + ".html" }

        /// The devices of `family` that run it, in table order.
        func running(in family: DeviceFamily) -> [Device] { Device.all(in: family).filter { $0.runs(version) == true } }

        /// How many devices of `family` have no confirmed answer (their OS range is not confirmed).
        func unconfirmed(in family: DeviceFamily) -> Int { Device.all(in: family).filter { $0.runs(version) == nil }.count }

        /// Every device that runs it, family by family.
        var devices: [Device] { families.flatMap(running(in:)) }
    }

    /// Every release a device of the table runs, grouped by OS name (in the order the families first use
    /// each name, newest release first: iOS, iPhone OS, iPadOS, macOS, OS X, Mac OS X, …), newest first.
    static let releases: [Release] = {
        var names: [String] = []
        var byName: [String: [Release]] = [:]
        for family in DeviceFamily.all {
            for version in family.osVersions.reversed() {
                let name = family.operatingSystemName(for: version)
                if byName[name] == nil { names.append(name) }
                if let index = byName[name, default: []].firstIndex(where: { $0.version == version }) {
                    byName[name]![index].families.append(family)
                } else {
                    byName[name, default: []].append(Release(name: name, version: version, families: [family]))
                }
            }
        }
        return names.flatMap { name in
            byName[name]!.filter { !$0.devices.isEmpty }.sorted { $0.version > $1.version }
        }
    }()

    static func files() -> [(String, String)] { releases.map { ($0.path, render($0)) } }

    /// The release's page: a table per family, the left-out count, and the command that lists the same.
    static func render(_ release: Release) -> String {
        let devices = release.devices
        var body = "<h1>Devices that run \(Page.e(release.title)) <span class=\"count\">(\(devices.count))</span></h1>\n"
        body += "<p>Every device of devinfo's table whose OS range includes \(Page.e(release.title)): from the version it shipped with to its last.\n"
        body +=
            "The same list as <code>\(Page.e(command(release)))</code>. A device whose OS range is not confirmed is left out: it is neither listed nor said not to run it.</p>\n"
        body += "<p class=\"runs-other\"><a href=\"../index.html#runs\">Other OS versions</a></p>\n"
        for family in release.families {
            let running = release.running(in: family)
            let unconfirmed = release.unconfirmed(in: family)
            guard !running.isEmpty || unconfirmed > 0 else { continue }
            body += "<h2 id=\"\(IndexPage.anchor(family))\">\(Page.e(family.description)) <span class=\"count\">\(running.count)</span></h2>\n"
            if unconfirmed > 0 {
                body +=
                    "<p class=\"left-out\">\(unconfirmed) \(Page.e(family.description)) device\(unconfirmed == 1 ? "" : "s") left out: OS range not confirmed.</p>\n"
            }
            body += running.isEmpty ? "<p>None confirmed.</p>\n" : IndexPage.table(running, root: "../")
        }
        return Page.render(
            title: "Devices that run \(release.title) — devinfo", root: "../",
            description: "Every Apple device that runs \(release.title), by hardware identifier, with its displays.",
            body: body)
    }

    /// `devinfo --list --os 'iOS 26'`.
    static func command(_ release: Release) -> String { "devinfo --list --os '\(release.title)'" }

    /// The index's "Which devices run…": a `<details>` per OS name, its releases newest first, each a link
    /// to its page.
    static var navigation: String {
        var names: [String] = []
        var byName: [String: [Release]] = [:]
        for release in releases {
            if byName[release.name] == nil { names.append(release.name) }
            byName[release.name, default: []].append(release)
        }
        var out = "<section id=\"runs\" class=\"runs\" aria-labelledby=\"runs-heading\">\n<h2 id=\"runs-heading\">Which devices run…</h2>\n"
        for name in names {
            let links = byName[name]!.map { "<a href=\"\(Page.e($0.path))\">\(Page.e($0.version.description))</a>" }
            out += "<details><summary>\(Page.e(name))</summary><p>" + links.joined(separator: " ") + "</p></details>\n"
        }
        return out + "</section>\n"
    }
}
