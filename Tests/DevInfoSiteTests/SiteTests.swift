import Foundation
import Testing
import DevInfoKit
@testable import DevInfoSite

/// The catalogue website as files: every device and display class has its page, every internal link and
/// image resolves, the search answers as the library does, and two builds are identical. (The browser
/// test, Tests/Browser/site_browser_test.py, run by .ci/site, loads it in Chromium.)
@Suite struct SiteTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
    static let sources = (try? String(contentsOfFile: packageRoot + "/Data/SOURCES.md", encoding: .utf8)) ?? ""
    static let files = Site.files(sourcesMarkdown: sources)
    static let byPath = Dictionary(files.map { ($0.path, $0.text) }, uniquingKeysWith: { first, _ in first })

    @Test func everyDeviceAndDisplayClassHasItsPage() {
        #expect(Self.byPath.count == Self.files.count, "a path written twice")
        #expect(Self.byPath["index.html"] != nil && Self.byPath["sources.html"] != nil)
        for device in Device.all {
            let page = Self.byPath["devices/\(device.identifier.rawValue).html"]
            #expect(page?.contains("<code>\(device.identifier.rawValue)</code>") == true, "\(device.identifier)")
            #expect(Self.byPath["index.html"]!.contains("href=\"devices/\(device.identifier.rawValue).html\""))
            for display in device.displays { #expect(Self.byPath["displays/\(display.id).html"] != nil) }
        }
    }

    @Test func everyInternalLinkAndImageResolves() {
        let reference = try! NSRegularExpression(pattern: ##"(?:href|src)="([^"#?:]+)(?:#[^"]*)?""##)
        var broken: [String] = []
        for (path, text) in Self.files where path.hasSuffix(".html") {
            let folder = (path as NSString).deletingLastPathComponent
            for match in reference.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let target = String(text[Range(match.range(at: 1), in: text)!])
                var parts: [Substring] = []
                for part in (folder.isEmpty ? target : folder + "/" + target).split(separator: "/") {
                    if part == ".." { _ = parts.popLast() } else if part != "." { parts.append(part) }
                }
                if Self.byPath[parts.joined(separator: "/")] == nil { broken.append("\(path) → \(target)") }
            }
        }
        #expect(broken.isEmpty, "\(broken.count) broken, e.g. \(broken.prefix(5))")
    }

    @Test func factsAreThereAndTheUnknownSaysNotConfirmed() throws {
        let xr = try #require(Self.byPath["devices/iPhone11,8.html"])
        #expect(xr.contains("375x812 @2x"))          // zoomed points
        #expect(xr.contains("iphone-xr-zoomed.svg") && xr.contains("iphone-xr-landscape.svg"))
        #expect(xr.contains("<th scope=\"row\">13</th><td>44, 0, 34, 0</td>"))  // the iOS 13 safe area
        #expect(xr.contains("sources.html#s-"))
        let pro = try #require(Self.byPath["devices/iPhone19,2.html"])
        #expect(pro.contains("not confirmed"))
        let mini = try #require(Self.byPath["devices/Mac14,3.html"])
        #expect(mini.contains("none (no built-in display)"))
        let duo = try #require(Self.byPath["devices/iPhone19,4.html"])
        #expect(duo.contains("drawings/iPhone19,4.svg") && duo.contains("outer display") && duo.contains("inner display"))
    }

    @Test func imagesHaveTheirDrawingsDescriptionAsAlternativeText() throws {
        let page = try #require(Self.byPath["displays/iphone-14-pro.html"])
        #expect(page.contains("alt=\"iphone-14-pro; 393×852 pt @3x;"))
        #expect(!page.contains("alt=\"\""))
    }

    @Test func theSearchIndexAnswersAsTheLibrary() throws {
        let index = try #require(Self.byPath["search-index.js"])
        let line = try #require(index.split(separator: "\n").first { $0.hasPrefix("\"750x1624\": ") })
        #expect(line.contains("\"iPhone11,8\"") && line.contains("\"iPhone12,1\"") && !line.contains("\"iPhone10,3\""))
        #expect(index.contains("\"375x812@3\": ") && index.contains("\"393x852\": "))
        #expect(!index.contains("</script"))
    }

    @Test func twoBuildsAreIdentical() {
        let again = Site.files(sourcesMarkdown: Self.sources)
        #expect(again.map(\.path) == Self.files.map(\.path))
        #expect(again.map(\.text) == Self.files.map(\.text))
    }

    @Test func markdownIsEscapedAndOnlyWebLinksBecomeLinks() {
        let html = Markdown.html("# T\n\nA <script>x</script> `<b>` **b** [site](https://example.com) [file](Data/x.md)\n\n- one\n  - two\n- three\n\n| a | b |\n|---|---|\n| 1 | <i> |\n")
        #expect(!html.contains("<script>") && html.contains("&lt;script&gt;"))
        #expect(html.contains("<code>&lt;b&gt;</code>") && html.contains("<strong>b</strong>"))
        #expect(html.contains("<a href=\"https://example.com\">site</a>") && html.contains(" file") && !html.contains("Data/x.md"))
        #expect(html.contains("<ul>\n<li>one\n<ul>\n<li>two</li>\n</ul>\n</li>\n<li>three</li>\n</ul>"))
        #expect(html.contains("<td>&lt;i&gt;</td>"))
    }

    @Test func aDevicesSourcesAreTheSectionsThatNameIt() throws {
        let sources = SourcesPage(markdown: Self.sources)
        let xr = try #require(Device(identifier: "iPhone11,8"))
        #expect(!sources.sections(for: xr).isEmpty)
        #expect(SourcesPage.mentions("the iPhone11,8 and more", "iPhone11,8"))
        #expect(!SourcesPage.mentions("iPhone11,80", "iPhone11,8"))
        #expect(!SourcesPage.mentions("iphone-xr", "iphone-x"))
    }
}
