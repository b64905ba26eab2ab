import Foundation
import DevInfoKit
import DevInfoFormats

/// `web.html` and the files of `web/`: the exports of `devinfo --web` (browser profiles, launch-screen links,
/// safe areas for CSS), written by the library's own presenter, so the site's files are byte for byte what
/// the command prints, and the page that says what each is.
enum WebPage {
    /// The exports, each from `Presenter.web` over every device.
    struct Exports {
        let profiles: WebOutput
        let launchScreensHTML: WebOutput
        let launchScreensJSON: WebOutput
        let safeAreasCSS: WebOutput
        let safeAreasJSON: WebOutput

        init() {
            let text = Presenter(format: .text), json = Presenter(format: .json)
            profiles = text.web(.profiles, Device.all)
            launchScreensHTML = text.web(.launchScreens, Device.all)
            launchScreensJSON = json.web(.launchScreens, Device.all)
            safeAreasCSS = text.web(.safeAreas, Device.all)
            safeAreasJSON = json.web(.safeAreas, Device.all)
        }
    }

    /// `web.html` and `web/…`.
    static func files() -> [(String, String)] {
        let exports = Exports()
        return [
            ("web.html", render(exports)),
            ("web/devices.json", exports.profiles.text),
            ("web/launch-screens.txt", exports.launchScreensHTML.text),
            ("web/launch-screens.json", exports.launchScreensJSON.text),
            ("web/safe-areas.css", exports.safeAreasCSS.text),
            ("web/safe-areas.json", exports.safeAreasJSON.text),
        ] + WhichPage.files()
    }

    static func render(_ exports: Exports) -> String {
        let screens = WebScreens(Device.all)
        let profiles = BrowserProfiles.profiles(screens).profiles.count
        let links = LaunchScreens.links(screens).count
        let safeAreas = SafeAreaStyles.entries(screens).entries.count
        func row(_ path: String, _ what: String, _ command: String) -> String {
            "<tr><th scope=\"row\"><a href=\"\(Page.e(path))\">\(Page.e(path))</a></th><td>\(what)</td><td><code>\(Page.e(command))</code></td></tr>\n"
        }
        var body = """
            <h1>devinfo for the web</h1>
            <p>On Apple's browsers a display's <strong>points are CSS pixels</strong> (<code>screen.width</code>, <code>device-width</code>)
            and its <strong>scale is <code>devicePixelRatio</code></strong> (<code>-webkit-device-pixel-ratio</code>). Display Zoom changes
            the points and keeps the scale, so a zoomed iPhone is another screen to a web page. These files give every iPhone, iPad and
            iPod touch display, standard and zoomed, portrait and landscape, from devinfo's table; each is exactly what the command beside it prints.</p>
            <div class="scroll"><table class="facts">
            <thead><tr><th scope="col">File</th><th scope="col">What</th><th scope="col">Command</th></tr></thead>
            <tbody>

            """
        body += row("web/devices.json", "\(profiles) browser profiles for Playwright and Puppeteer (JSON)", "devinfo --web profiles")
        body += row("web/launch-screens.txt", "\(links) <code>apple-touch-startup-image</code> links, an HTML fragment for a page's <code>&lt;head&gt;</code>", "devinfo --web launch-screens")
        body += row("web/launch-screens.json", "the same links as JSON, with each image's size in pixels", "devinfo --web launch-screens --json")
        body += row("web/safe-areas.css", "<code>env(safe-area-inset-*)</code> of \(safeAreas) displays as CSS custom properties per <code>[data-device]</code>", "devinfo --web safe-areas")
        body += row("web/safe-areas.json", "the same safe areas as JSON", "devinfo --web safe-areas --json")
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
            iPhone and iPod touch (its OS frozen at <code>18_6</code> from Safari 26), the desktop-class one on an iPad with iPadOS 13 or later.</p>
            <h2>Launch screens</h2>
            <p>One link per screen size, scale and orientation (identical sizes from different devices are one link), each naming the image
            size it needs in pixels: points × scale, turned with the orientation. <code>device-width</code> and <code>device-height</code>
            are the portrait size in both orientations, as iOS reports them.</p>
            <h2>Safe areas</h2>
            <p>Mark the device, <code>&lt;html data-device="iPhone16,1"&gt;</code>, and read the property with the real value as its fallback:
            <code>padding-top: var(--safe-area-inset-top, env(safe-area-inset-top))</code>. The viewport's orientation chooses the landscape
            values; <code>data-orientation="portrait"</code> or <code>"landscape"</code> overrides it.</p>

            """
        let notes = Set(exports.profiles.notes + exports.safeAreasCSS.notes).sorted()
        if !notes.isEmpty {
            body += "<p>Left out, because a fact is not confirmed:</p>\n<ul>\n" + notes.map { "<li>\(Page.e($0))</li>\n" }.joined() + "</ul>\n"
        }
        return Page.render(title: "devinfo for the web: browser profiles, launch screens, safe areas", root: "",
                           description: "Every iPhone, iPad and iPod touch screen in CSS pixels: Playwright and Puppeteer profiles, apple-touch-startup-image links, safe areas for CSS.",
                           body: body)
    }
}
