import DevInfoFormats
import DevInfoKit
import DevInfoVocabulary
import Foundation

/// "Which device is this?" (`which.html`, `which.js`, `which-data.js`): the page reads the browser's own
/// screen (`screen.width` and `height` in CSS pixels, which are points; `devicePixelRatio`, which is the
/// scale), its orientation, `(color-gamut: p3)` and the safe-area insets it can measure, and lists every
/// device and mode in the table that shows that screen, Display Zoom considered, saying so when there are
/// several. Its data is the library's reverse lookup (``Device/matching(_:)`` by points at a scale), kept to
/// the families whose browsers it knows, with each candidate's colour gamut and safe area; the candidate-set
/// sizes the page and the README publish are computed here from the same data, by the page's own rule.
enum WhichPage {
    /// The families whose screens the page knows: those Safari runs on (a Mac at its default resolution).
    static var families: [DeviceFamily] { [.iPhone, .iPad, .iPod, .mac] }
    /// The families whose display modes the published candidate-set sizes are for (and the browser test
    /// emulates): iPhone, iPad, iPod touch.
    static var measuredFamilies: [DeviceFamily] { WebExport.families }

    /// A device's display in a mode that shows a screen.
    struct Candidate {
        let device: Device
        /// The display as reached through the device (its safe area held to the device's life).
        let display: Display
        let mode: DisplayMode
    }

    /// `393x852@3`: the short side first, as the page builds it from `screen`.
    static func key(_ points: PointSize, _ scale: Int) -> String {
        "\(min(points.width, points.height))x\(max(points.width, points.height))@\(scale)"
    }

    /// Every screen some display of ``families`` shows, in key order, with its candidates: the library's
    /// reverse lookup by points at that scale (``Device/matching(_:)``), devices newest first.
    static func index() -> [(key: String, candidates: [Candidate])] {
        var screens: [String: (PointSize, Int)] = [:]
        for device in Device.all where families.contains(device.family) {
            for display in device.displays {
                for metrics in display.allMetrics { screens[key(metrics.points, metrics.scale)] = (metrics.points, metrics.scale) }
            }
        }
        return screens.keys.sorted().map { key in
            let (points, scale) = screens[key]!
            let candidates = Device.matching(.points(points, scale: scale)).matches.flatMap { match in
                match.devices.filter { families.contains($0.family) }.compactMap { device -> Candidate? in
                    guard let mode = match.mode, let display = device.displays.first(where: { $0.id == match.display.id }) else { return nil }
                    return Candidate(device: device, display: display, mode: mode)
                }
            }
            return (key, candidates)
        }
    }

    /// The page's rule: a candidate stays unless its colour gamut is known and is not the one the browser
    /// reports (`(color-gamut: p3)` matches or not). Safe-area insets only mark candidates, never remove
    /// them (a browser tab and a home-screen app measure different insets on the same device).
    static func kept(_ candidates: [Candidate], reportsP3: Bool) -> [Candidate] {
        candidates.filter { candidate in
            guard let gamut = candidate.display.colorGamut else { return true }
            return reportsP3 ? gamut == .p3 : gamut == .sRGB
        }
    }

    /// One display class and mode of ``measuredFamilies``, and how many candidates the page lists when a
    /// device with it visits: the larger count of the two gamut answers where its gamut is not confirmed.
    struct Visit {
        let family: DeviceFamily
        let displayClass: String
        let mode: DisplayMode
        let key: String
        /// Identifiers listed.
        let candidates: Int
        /// Models listed: marketing names without the variant (iPhone 7 (GSM) and (Global) are one).
        let models: Int
    }

    static func visits() -> [Visit] {
        let index = Dictionary(uniqueKeysWithValues: index().map { ($0.key, $0.candidates) })
        var seen = Set<String>()
        var visits: [Visit] = []
        for device in Device.all where measuredFamilies.contains(device.family) {
            for display in device.displays {
                for metrics in display.allMetrics where seen.insert(display.id + " " + metrics.mode.rawValue).inserted {
                    let key = key(metrics.points, metrics.scale)
                    let answers = display.colorGamut.map { [$0 == .p3] } ?? [true, false]
                    let lists = answers.map { kept(index[key] ?? [], reportsP3: $0) }
                    visits.append(
                        Visit(
                            family: device.family, displayClass: display.id, mode: metrics.mode, key: key,
                            candidates: lists.map(\.count).max() ?? 0,
                            models: lists.map { Set($0.map(\.device.name)).count }.max() ?? 0))
                }
            }
        }
        return visits
    }

    /// The median, largest and how many are exactly 1 of some counts.
    struct Sizes {
        let median: Double
        let max: Int
        let one: Int

        init(_ counts: [Int]) {
            let counts = counts.sorted()
            median =
                counts.isEmpty
                ? 0
                : (counts.count % 2 == 1
                    ? Double(counts[counts.count / 2])
                    : Double(counts[counts.count / 2 - 1] + counts[counts.count / 2]) / 2)
            max = counts.last ?? 0
            one = counts.filter { $0 == 1 }.count
        }
    }

    /// One row of the published sizes: a family (or all of them), how many display modes, and the candidate
    /// sets' sizes in identifiers and in models, with the display mode that has the most identifiers.
    struct Row {
        let label: String
        let family: String
        let modes: Int
        let identifiers: Sizes
        let models: Sizes
        let largest: Visit?
    }

    static func statistics(_ visits: [Visit]) -> [Row] {
        func row(_ label: String, _ family: String, _ visits: [Visit]) -> Row {
            Row(
                label: label, family: family, modes: visits.count, identifiers: Sizes(visits.map(\.candidates)),
                models: Sizes(visits.map(\.models)), largest: visits.max { $0.candidates < $1.candidates })
        }
        return measuredFamilies.map { family in row(family.description, family.rawValue, visits.filter { $0.family == family }) }
            + [row("all", "all", visits)]
    }

    /// `768x1024@2` as people read it: `768×1024 @2x`.
    static func shown(_ key: String) -> String {
        key.replacingOccurrences(of: "x", with: "×").replacingOccurrences(of: "@", with: " @") + "x"
    }

    /// `2.5`, `1`.
    static func number(_ value: Double) -> String { formatNumber(value) }

    // MARK: Files

    static func files() -> [(String, String)] {
        let visits = visits()
        return [("which.html", render(statistics(visits))), ("which.js", WhichScript.script), ("which-data.js", script())]
    }

    /// `which-data.js`: `window.DEVINFO_WHICH = {"screens": {"393x852@3": [candidate, …], …}}`, each candidate
    /// `[identifier, name, page, role, displayClass, mode, gamut or null, portrait insets, landscape insets, OS
    /// of the insets, model (the name without its variant)]`, insets `[top, left, bottom, right]` or `null` (the
    /// zoomed mode has none).
    static func script() -> String {
        func insets(_ insets: SafeAreaInsets?) -> String {
            guard let insets else { return "null" }
            return "[" + [insets.top, insets.left, insets.bottom, insets.right].map(formatNumber).joined(separator: ", ") + "]"
        }
        var out = "// Generated by devinfo-site from devinfo's reverse lookup; do not edit.\nwindow.DEVINFO_WHICH = {\n\"screens\": {\n"
        out += index().map { entry in
            let candidates = entry.candidates.map { candidate -> String in
                let device = candidate.device
                let display = candidate.display
                let safeArea = candidate.mode == .standard ? display.safeArea : nil
                let fields = [
                    SearchIndex.json(device.identifier.rawValue), SearchIndex.json(device.fullName), SearchIndex.json(Page.devicePath(device)),
                    SearchIndex.json(display.role.rawValue), SearchIndex.json(display.id), SearchIndex.json(candidate.mode.rawValue),
                    display.colorGamut.map { SearchIndex.json($0.rawValue) } ?? "null",
                    insets(safeArea?.portrait), insets(safeArea?.landscape),
                    safeArea.map { SearchIndex.json(device.family.osRangeText($0.osVersions)) } ?? "null",
                    SearchIndex.json(device.name)
                ]
                return "[" + fields.joined(separator: ", ") + "]"
            }
            return "\(SearchIndex.json(entry.key)): [\n" + candidates.joined(separator: ",\n") + "\n]"
        }.joined(separator: ",\n")
        out += "\n}\n};\n"
        return out
    }

    static func render(_ rows: [Row]) -> String {
        var body = """
            <h1>Which device is this?</h1>
            <p>The devices of devinfo's table whose screen this browser's is, Display Zoom considered.</p>
            <section id="which" aria-live="polite">
            <p>Reading the screen needs JavaScript.</p>
            </section>
            <h2>How it works</h2>
            <p>A web page cannot read a device's hardware identifier. It can read its screen: the size in CSS pixels (an iPhone's or
            iPad's points, in either mode of Display Zoom), <code>devicePixelRatio</code> (its scale), whether it shows wide color
            (<code>color-gamut: p3</code>) and, in a home-screen web app or a page with <code>viewport-fit=cover</code>, the safe-area
            insets. This page reads them here, in your browser (nothing is sent anywhere), and lists every iPhone, iPad, iPod touch and
            Mac (at its default resolution) in devinfo's table that shows this screen, less those whose color gamut is known to differ.
            The safe-area insets only mark the devices whose newest confirmed insets match them; they rule nothing out, because a
            browser tab and a home-screen app measure different insets on the same device. Where several devices remain, the page says
            so: the screen cannot tell them apart.</p>
            <h2>How often the screen tells the device</h2>
            <p>For every iPhone, iPad and iPod touch display class and mode (standard and zoomed), how many devices this page lists when
            one of them visits: the devices whose screen has the same size in CSS pixels and pixel ratio, less those whose color gamut is
            known to differ (where a display's gamut is not confirmed, the larger of the two answers). Identifiers count every
            variant (Wi-Fi and cellular, GSM and Global); models count marketing names. Computed by
            <code>devinfo-site</code> from devinfo's table, with the page's own rule; the browser test measures the same numbers from
            this page under emulation of every one of them.</p>
            <div class="scroll"><table class="facts" id="which-stats">
            <thead><tr><th scope="col">Family</th><th scope="col">Display modes</th><th scope="col">Identifiers: median</th><th scope="col">most</th><th scope="col">exactly one</th><th scope="col">Models: median</th><th scope="col">most</th><th scope="col">exactly one</th></tr></thead>
            <tbody>

            """
        for row in rows {
            let largest = row.largest.map { " (\(Page.e(shown($0.key))), \(Page.e($0.displayClass)) \($0.mode.rawValue))" } ?? ""
            let i = row.identifiers
            let m = row.models
            body +=
                "<tr data-family=\"\(row.family)\" data-modes=\"\(row.modes)\" data-median=\"\(number(i.median))\" data-max=\"\(i.max)\" data-one=\"\(i.one)\""
            body += " data-models-median=\"\(number(m.median))\" data-models-max=\"\(m.max)\" data-models-one=\"\(m.one)\">"
            body += "<th scope=\"row\">\(Page.e(row.label))</th><td>\(row.modes)</td><td>\(number(i.median))</td><td>\(i.max)\(largest)</td><td>\(i.one)</td>"
            body += "<td>\(number(m.median))</td><td>\(m.max)</td><td>\(m.one)</td></tr>\n"
        }
        body += """
            </tbody>
            </table></div>
            <p>Not in these numbers: an iPad's More Space and other scaled modes, a Mac at a resolution other than its default, browser
            zoom (which changes <code>devicePixelRatio</code>), and devices newer than devinfo's table. See also
            <a href="web.html">devinfo for the web</a>.</p>

            """
        return Page.render(
            title: "Which device is this? — devinfo", root: "",
            description:
                "Which iPhone, iPad, iPod touch or Mac shows this screen: the candidates from the screen size, pixel ratio, color gamut and safe area.",
            body: body, scripts: ["which-data.js", "which.js"], viewportFit: true)
    }

    /// The README's generated region `which-candidates`: the same table in Markdown.
    static func readmeRegion() -> String {
        var out = "| family | display modes | identifiers: median | most | exactly one | models: median | most | exactly one |\n"
        out += "|---|---:|---:|---|---:|---:|---:|---:|\n"
        for row in statistics(visits()) {
            let largest = row.largest.map { " (`\(shown($0.key))`, `\($0.displayClass)` \($0.mode.rawValue))" } ?? ""
            let i = row.identifiers
            let m = row.models
            out += "| \(row.label) | \(row.modes) | \(number(i.median)) | \(i.max)\(largest) | \(i.one) | \(number(m.median)) | \(m.max) | \(m.one) |\n"
        }
        return out
    }
}

extension Site {
    /// `readme` (README.md's text) with its regions written from the library rewritten: between
    /// `<!-- generated: which-candidates -->` and `<!-- end generated: which-candidates -->`, the candidate-set
    /// sizes of "Which device is this?". `devinfo-site --readme` writes it; a test fails while it is stale.
    /// (The regions written from `Data/` alone are devinfo-generate's.)
    public static func readme(_ readme: String) -> String {
        let begin = "<!-- generated: which-candidates -->\n"
        let end = "<!-- end generated: which-candidates -->"
        guard let start = readme.range(of: begin), let stop = readme.range(of: end, range: start.upperBound..<readme.endIndex) else { return readme }
        var out = readme
        out.replaceSubrange(start.upperBound..<stop.lowerBound, with: WhichPage.readmeRegion())
        return out
    }
}
