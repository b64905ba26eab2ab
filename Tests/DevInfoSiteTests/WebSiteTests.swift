import DevInfoFormats
import DevInfoKit
import Foundation
import Testing

@testable import DevInfoSite

/// The site's files for web developers (`web.html`, `web/`): exactly what `devinfo --web` prints, from the
/// library's presenter. (Tests/Browser/web_browser_test.py checks them in Chromium under emulation.)
@Suite struct WebSiteTests {
    static var byPath: [String: String] { SiteTests.byPath }

    /// Every file ``WebExport/siteFiles`` declares, for every export.
    @Test func everyWebFileIsTheExportItself() throws {
        let declared = WebExport.allCases.flatMap { export in export.siteFiles.map { (export, $0.path, $0.format) } }
        #expect(declared.count == 8, "profiles, launch screens (HTML, JSON), safe areas (CSS, JSON), Playwright (Node, Python), Puppeteer")
        for (export, path, format) in declared {
            let file = try #require(Self.byPath[path], "\(path)")
            #expect(file == Presenter(format: format).web(export, Device.all).text, "\(path)")
            if path.hasSuffix(".json") { #expect((try? JSONSerialization.jsonObject(with: Data(file.utf8))) != nil, "\(path) parses") }
        }
    }

    @Test func theWebPageLinksEveryFileAndSaysWhatWasLeftOut() throws {
        let page = try #require(Self.byPath["web.html"])
        for export in WebExport.allCases {
            for (path, format) in export.siteFiles {
                #expect(page.contains("href=\"\(path)\""), "\(path)")
                let words = ["devinfo", "--web", export.rawValue] + (format == .json ? ["--json"] : [])
                let command = words.map { "<span class=\"nowrap\">\($0)</span>" }.joined(separator: " ")
                #expect(page.contains("<code class=\"command\">\(command)</code>"), "\(path)")
            }
        }
        #expect(page.contains("<a href=\"web/playwright-devices-python.json\">web/playwright-devices-python.json</a>"))
        #expect(page.contains("3 devices left out: points or scale not confirmed (iPhone19,2, iPhone19,3, iPhone19,7)"))
        #expect(Self.byPath["index.html"]!.contains("<a href=\"web.html\">For the web</a>"))
    }
}
