import Foundation
import Testing
import DevInfoKit
import DevInfoFormats
@testable import DevInfoSite

/// The site's files for web developers (`web.html`, `web/`): exactly what `devinfo --web` prints, from the
/// library's presenter. (Tests/Browser/web_browser_test.py checks them in Chromium under emulation.)
@Suite struct WebSiteTests {
    static var byPath: [String: String] { SiteTests.byPath }

    @Test(arguments: [
        ("web/devices.json", WebExport.profiles, OutputFormat.text), ("web/launch-screens.txt", .launchScreens, .text),
        ("web/launch-screens.json", .launchScreens, .json), ("web/safe-areas.css", .safeAreas, .text),
        ("web/safe-areas.json", .safeAreas, .json),
    ])
    func everyWebFileIsTheExportItself(path: String, export: WebExport, format: OutputFormat) throws {
        let file = try #require(Self.byPath[path])
        #expect(file == Presenter(format: format).web(export, Device.all).text)
        if path.hasSuffix(".json") { #expect((try? JSONSerialization.jsonObject(with: Data(file.utf8))) != nil, "\(path) parses") }
    }

    @Test func theWebPageLinksEveryFileAndSaysWhatWasLeftOut() throws {
        let page = try #require(Self.byPath["web.html"])
        for path in ["web/devices.json", "web/launch-screens.txt", "web/launch-screens.json", "web/safe-areas.css", "web/safe-areas.json"] {
            #expect(page.contains("href=\"\(path)\""), "\(path)")
        }
        #expect(page.contains("3 devices left out: points or scale not confirmed (iPhone19,2, iPhone19,3, iPhone19,7)"))
        #expect(page.contains("<code>devinfo --web launch-screens --json</code>"))
        #expect(Self.byPath["index.html"]!.contains("<a href=\"web.html\">For the web</a>"))
    }
}
