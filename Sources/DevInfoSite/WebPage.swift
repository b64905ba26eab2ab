import DevInfoFormats
import DevInfoKit
import Foundation

/// `web.html` and the files of `web/`: the exports of `devinfo --web` (browser profiles, launch-screen links,
/// safe areas for CSS), written by the library's own presenter, so the site's files are byte for byte what
/// the command prints, and the page that says what each is.
enum WebPage {
    /// Every file of every export (``WebExport/siteFiles``), each from `Presenter.web` over every device.
    struct Exports {
        let files: [(path: String, export: WebExport, format: OutputFormat, output: WebOutput)]

        init() {
            files = WebExport.allCases.flatMap { export in
                export.siteFiles.map { ($0.path, export, $0.format, Presenter(format: $0.format).web(export, Device.all)) }
            }
        }
    }

    /// `web.html` and `web/…`.
    static func files() -> [(String, String)] {
        let exports = Exports()
        return [("web.html", render(exports))] + exports.files.map { ($0.path, $0.output.text) } + WhichPage.files()
    }

    static func render(_ exports: Exports) -> String {
        let screens = WebScreens(Device.all)
        let profiles = BrowserProfiles.profiles(screens).profiles.count
        let entries = DeviceRegistry.entries(screens).entries.count
        let links = LaunchScreens.links(screens).count
        let safeAreas = SafeAreaStyles.entries(screens).entries.count
        /// What a file is: a switch over every export, so a new one cannot go without its line.
        func what(_ export: WebExport, _ format: OutputFormat) -> String {
            switch (export, format) {
            case (.profiles, _): "\(profiles) browser profiles, named with the identifier, each with devinfo's facts (JSON)"
            case (.launchScreens, .text): "\(links) <code>apple-touch-startup-image</code> links, an HTML fragment for a page's <code>&lt;head&gt;</code>"
            case (.launchScreens, _): "the same links as JSON, with each image's size in pixels"
            case (.safeAreas, .text): "<code>env(safe-area-inset-*)</code> of \(safeAreas) displays as CSS custom properties per <code>[data-device]</code>"
            case (.safeAreas, _): "the same safe areas as JSON"
            case (.playwright, _):
                "\(entries) entries in Playwright's device registry shape, for <code>browser.newContext(devices[\"iPhone 17 Pro\"])</code> (Node)"
            case (.playwrightPython, _): "the same with Playwright for Python's names, for <code>browser.new_context(**devices[\"iPhone 17 Pro\"])</code>"
            case (.puppeteer, _): "the same in Puppeteer's <code>KnownDevices</code> shape, for <code>page.emulate(devices[\"iPhone 17 Pro\"])</code>"
            }
        }
        func row(_ path: String, _ what: String, _ command: String) -> String {
            // The command breaks only between its words: each word is kept whole (a hyphen is no break).
            let words = command.split(separator: " ").map { "<span class=\"nowrap\">\(Page.e(String($0)))</span>" }.joined(separator: " ")
            return
                "<tr><th scope=\"row\"><a href=\"\(Page.e(path))\">\(Page.e(path))</a></th><td>\(what)</td><td><code class=\"command\">\(words)</code></td></tr>\n"
        }
        var body = """
            <h1>devinfo for the web</h1>
            <p>On Apple's browsers a display's <strong>points are CSS pixels</strong> (<code>screen.width</code>, <code>device-width</code>)
            and its <strong>scale is <code>devicePixelRatio</code></strong> (<code>-webkit-device-pixel-ratio</code>). Display Zoom changes
            the points and keeps the scale, so a zoomed iPhone is another screen to a web page. These files give every iPhone, iPad and
            iPod touch display, standard and zoomed, portrait and landscape, from devinfo's table; each is exactly what the command beside it prints.</p>
            <div class="scroll"><table class="files">
            <thead><tr><th scope="col">File</th><th scope="col">What</th><th scope="col">Command</th></tr></thead>
            <tbody>

            """
        for file in exports.files {
            body += row(file.path, what(file.export, file.format), "devinfo --web \(file.export.rawValue)" + (file.format == .json ? " --json" : ""))
        }
        body += "</tbody>\n</table></div>\n"
        body += """
            <p><a href="which.html">Which device is this?</a> reads your own screen and lists the devices that show it.</p>
            <h2>Browser profiles</h2>
            <p>One JSON object, a profile per display, mode and orientation, named after the device and its identifier
            (<code>iPhone 15 Pro (iPhone16,1)</code>, <code>… landscape</code>, <code>… zoomed</code>, <code>… zoomed landscape</code>).
            Each has the keys Playwright (<code>browser.newContext(profile)</code>) and Puppeteer (<code>page.emulate(profile)</code>) read:
            <code>userAgent</code>, <code>screen</code>, <code>viewport</code> (with Puppeteer's <code>deviceScaleFactor</code>,
            <code>isMobile</code>, <code>hasTouch</code> and <code>isLandscape</code>), <code>deviceScaleFactor</code>, <code>isMobile</code>
            and <code>hasTouch</code>, and devinfo's own under <code>devinfo</code>: the device, display and mode, and the safe area of that
            orientation for the newest OS a source confirms (none when zoomed).</p>
            <p><strong>The viewport is the whole screen</strong>, what a home-screen web app gets; Safari's own viewport is smaller by its
            toolbars, which devinfo does not measure. The user agent is Safari's on the newest OS the device runs: Mobile Safari's format on
            iPhone and iPod touch (its OS frozen at <code>18_6</code> from Safari 26), the desktop-class one on an iPad with iPadOS 13 or later.
            <strong>The screen is portrait in both orientations</strong>, as iOS reports it; only the viewport turns.</p>
            <h2>Drop-in device registries</h2>
            <p>The same profiles in each tool's own shape, named as the tools name theirs (<code>iPhone 17 Pro</code>,
            <code>iPhone 17 Pro landscape</code>, <code>… zoomed</code>), with no key the tool does not take: Playwright's device registry
            (<code>web/playwright-devices.json</code>, Node), the same with Playwright for Python's names
            (<code>web/playwright-devices-python.json</code>: <code>user_agent</code>, <code>device_scale_factor</code>, …) and
            Puppeteer's <code>KnownDevices</code> (<code>web/puppeteer-devices.json</code>). An iPad reports 5 touch points
            (<code>navigator.maxTouchPoints</code>); Chromium emulates one, so with the desktop-class user agent an iPad looks like a Mac to
            the usual test. Set them over the DevTools protocol: <code>Emulation.setTouchEmulationEnabled</code> with
            <code>{"enabled": true, "maxTouchPoints": 5}</code> (the README shows it for Node and Python).</p>
            <h2>Launch screens</h2>
            <p>One link per screen size, scale and orientation (identical sizes from different devices are one link), each naming the image
            size it needs in pixels: points × scale, turned with the orientation. <code>device-width</code> and <code>device-height</code>
            are the portrait size in both orientations, as iOS reports them.</p>
            <h2>Safe areas</h2>
            <p>Mark the device, <code>&lt;html data-device="iPhone16,1"&gt;</code>, and read the property with the real value as its fallback:
            <code>padding-top: var(--safe-area-inset-top, env(safe-area-inset-top))</code>. The viewport's orientation chooses the landscape
            values; <code>data-orientation="portrait"</code> or <code>"landscape"</code> overrides it.</p>

            """
        let notes = Set(exports.files.flatMap(\.output.notes)).sorted()
        if !notes.isEmpty {
            body += "<p>Left out, because a fact is not confirmed:</p>\n<ul>\n" + notes.map { "<li>\(Page.e($0))</li>\n" }.joined() + "</ul>\n"
        }
        return Page.render(
            title: "devinfo for the web: browser profiles, launch screens, safe areas", root: "",
            description:
                "Every iPhone, iPad and iPod touch screen in CSS pixels: Playwright and Puppeteer profiles, apple-touch-startup-image links, safe areas for CSS.",
            body: body)
    }
}
