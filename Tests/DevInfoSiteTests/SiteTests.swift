import DevInfoKit
import DevInfoVocabulary
import Foundation
import TestSupport
import Testing

@testable import DevInfoSite

/// The catalogue website as files: every device and display class has its page, every internal link and
/// image resolves, the search answers as the library does, and two builds are identical (another process's:
/// SiteCommandProcessTests). The site is rendered once, here, for every test that reads it. (The browser
/// test, Tests/Browser/site_browser_test.py, run by .ci/site, loads it in Chromium.)
@Suite struct SiteTests {
    static let sources = (try? String(contentsOfFile: Package.root + "/Data/SOURCES.md", encoding: .utf8)) ?? ""
    static let files = Site.files(sourcesMarkdown: sources)
    static let byPath = Dictionary(files.map { ($0.path, $0.text) }, uniquingKeysWith: { first, _ in first })

    @Test func everyDeviceAndDisplayClassHasItsPage() {
        #expect(Self.byPath.count == Self.files.count, "a path written twice")
        #expect(Self.byPath["index.html"] != nil && Self.byPath["sources.html"] != nil)
        let index = Self.byPath["index.html"] ?? ""
        for device in Device.all {
            let page = Self.byPath["devices/\(device.identifier.rawValue).html"]
            #expect(page?.containsBytes("<code>\(device.identifier.rawValue)</code>") == true, "\(device.identifier)")
            #expect(index.containsBytes("href=\"devices/\(device.identifier.rawValue).html\""), "\(device.identifier)")
            for display in device.displays { #expect(Self.byPath["displays/\(display.id).html"] != nil) }
        }
    }

    @Test func everyInternalLinkAndImageResolves() throws {
        let reference = try NSRegularExpression(pattern: ##"(?:href|src)="([^"#?:]+)(?:#[^"]*)?""##)
        var broken: [String] = []
        for (path, text) in Self.files where path.hasSuffix(".html") {
            let folder = (path as NSString).deletingLastPathComponent
            for match in reference.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                guard let range = Range(match.range(at: 1), in: text) else { continue }
                let target = String(text[range])
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
        #expect(xr.contains("375x812 @2x"))  // zoomed points
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

    @Test func everyFileNameFitsAtTheLongestDisplayClassID() throws {
        // The generator accepts ids up to DisplayVocabulary.maximumIDLength; the site names files by id
        // plus a suffix, so the longest suffix decides whether every name fits a file system (255 bytes).
        let ids = DisplayClasses.all.map(\.id)
        let suffixes = Set(
            Self.files.map(\.path).compactMap { path -> String? in
                let name = String(path.split(separator: "/").last ?? "")
                let id = ids.filter { name.hasPrefix($0 + "-") || name.hasPrefix($0 + ".") }.max { $0.count < $1.count }
                return id.map { String(name.dropFirst($0.count)) }
            })
        #expect(suffixes.isSuperset(of: [".html", ".svg", "-zoomed.svg", "-landscape.svg"]), "\(suffixes.sorted())")
        let longest = try #require(suffixes.map(\.utf8.count).max())
        #expect(DisplayVocabulary.maximumIDLength + longest <= 255)
        #expect(Self.files.allSatisfy { $0.path.split(separator: "/").allSatisfy { $0.utf8.count <= 255 } })
    }

    @Test func everyPageHasAContentSecurityPolicyAndNoInlineScriptOrStyle() throws {
        let policy =
            "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'self'\">"
        let pages = Self.files.filter { $0.path.hasSuffix(".html") }
        #expect(pages.count >= Device.all.count + DisplayClasses.all.count, "a page per device and display class at least")
        for (path, text) in pages {
            let head = String(text.bytePieces(separatedBy: "</head>")[0])
            #expect(head.containsBytes("<meta charset=\"utf-8\">\n" + policy + "\n"), "\(path): the policy comes first, before any resource")
            // Nothing the policy would refuse: no inline script or style, no event handler, no data: URL.
            let scripts = text.bytePieces(separatedBy: "<script").dropFirst()
            #expect(scripts.allSatisfy { $0.hasPrefix(" src=\"") && String($0).containsBytes("></script>") }, "\(path): an inline script")
            #expect(!text.containsBytes("<style") && !text.containsBytes(" style=\""), "\(path): inline style")
            #expect(!Self.hasEventHandler(text), "\(path): an event handler")
            #expect(!text.containsBytes("\"data:") && !text.containsBytes("javascript:"), "\(path): a data: or javascript: URL")
        }
        #expect(Self.byPath["favicon.svg"]?.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\"") == true)
    }

    /// Whether `text` has an attribute ` on<letters>="` (an event handler): the regular expression
    /// `" on[a-z]+=""`, walked over bytes.
    static func hasEventHandler(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        for offset in text.byteOffsets(of: " on") {
            var index = offset + 3
            while index < bytes.count, bytes[index] >= UInt8(ascii: "a"), bytes[index] <= UInt8(ascii: "z") { index += 1 }
            if index > offset + 3, index + 1 < bytes.count, bytes[index] == UInt8(ascii: "="), bytes[index + 1] == UInt8(ascii: "\"") { return true }
        }
        return false
    }

    @Test func anEventHandlerIsFoundWhereverItStands() {
        #expect(Self.hasEventHandler("<a onclick=\"x\">") && Self.hasEventHandler("<p>on</p><img src=\"a\" onerror=\"x\">"))
        #expect(!Self.hasEventHandler("<p> on=\"x\" one two</p>") && !Self.hasEventHandler("<a onClick=\"x\">") && !Self.hasEventHandler(" on"))
    }

    @Test func markdownIsEscapedAndOnlyWebLinksBecomeLinks() {
        let html = Markdown.html(
            "# T\n\nA <script>x</script> `<b>` **b** [site](https://example.com) [file](Data/x.md)\n\n- one\n  - two\n- three\n\n| a | b |\n|---|---|\n| 1 | <i> |\n"
        )
        #expect(!html.contains("<script>") && html.contains("&lt;script&gt;"))
        #expect(html.contains("<code>&lt;b&gt;</code>") && html.contains("<strong>b</strong>"))
        #expect(html.contains("<a href=\"https://example.com\">site</a>") && html.contains(" file") && !html.contains("Data/x.md"))
        #expect(html.contains("<ul>\n<li>one\n<ul>\n<li>two</li>\n</ul>\n</li>\n<li>three</li>\n</ul>"))
        #expect(html.contains("<td>&lt;i&gt;</td>"))
    }

    @Test func markdownOfHostileSizeRendersWholeAndInShape() {
        // Each of these took time in the square of its length (every opening mark searched the rest of the
        // line for its close): 50 000 unclosed brackets are more than a billion steps that way, minutes in a
        // debug build. Only the shape of the output is checked; a return at all is the point.
        let brackets = String(repeating: "[", count: 50_000)
        #expect(Markdown.html(brackets) == "<p>" + brackets + "</p>\n")
        let halfLinks = String(repeating: "[a](", count: 12_500)
        #expect(Markdown.html(halfLinks) == "<p>" + halfLinks + "</p>\n")
        let links = Markdown.html(String(repeating: "[x](https://example.com) ", count: 5_000))
        #expect(links.components(separatedBy: "<a href=\"https://example.com\">x</a>").count == 5_001)
        let code = Markdown.html(String(repeating: "`<b>` ", count: 5_000) + "`")
        #expect(code.components(separatedBy: "<code>&lt;b&gt;</code>").count == 5_001 && code.hasSuffix(" `</p>\n"))
        let bold = Markdown.html(String(repeating: "**b** x ", count: 5_000) + "**")
        #expect(bold.components(separatedBy: "<strong>b</strong>").count == 5_001)
        let nested = Markdown.html(String(repeating: "[", count: 25_000) + "](https://example.com)")
        #expect(nested.hasPrefix("<p><a href=\"https://example.com\">" + String(repeating: "[", count: 24_999) + "</a></p>"))
        let table = Markdown.html("| a | b |\n" + String(repeating: "| 1 | [ |\n", count: 12_500))
        #expect(table.components(separatedBy: "<tr>").count == 12_502)
        // A code block of 50 000 lines, fenced or indented (each line was appended to a copy of the block so
        // far: more than a billion lines copied for a fenced block of this size), blank lines inside included.
        let fenced = Markdown.html("```\n" + String(repeating: "<b>\n", count: 50_000) + "```\n")
        #expect(fenced.hasPrefix("<pre><code>&lt;b&gt;\n") && fenced.components(separatedBy: "&lt;b&gt;").count == 50_001)
        let indented = Markdown.html(String(repeating: "    <b>\n\n", count: 50_000))
        #expect(indented.hasPrefix("<pre><code>&lt;b&gt;\n\n&lt;b&gt;") && indented.hasSuffix("&lt;b&gt;</code></pre>\n"))
        #expect(indented.components(separatedBy: "&lt;b&gt;").count == 50_001)
    }

    @Test func sourcesControlsAreShownAsCodePointsAndCRLFLinesAreLines() {
        let html = Markdown.html("# T\u{202E}x\r\n\r\nA\u{0}b\u{7F}\tc\r\n\n```\nx\u{1B}[2J\n```\n")
        #expect(html == "<h1>TU+202Ex</h1>\n<p>AU+0000bU+007F\tc</p>\n<pre><code>xU+001B[2J</code></pre>\n")
        #expect(SourcesPage(markdown: "# A\u{2066}B\r\ntext").sections.map(\.title) == ["AU+2066B"])
    }

    @Test func aHashLineInFencedCodeIsNoSection() {
        // A shell comment in a code block is no heading: the page does not render it as one, so it must
        // not become a section whose anchor no heading has.
        let markdown = "# One\n\n```sh\n# a comment\n```\n\n## Two\n"
        let page = SourcesPage(markdown: markdown)
        #expect(page.sections.map(\.title) == ["One", "Two"])
        let html = page.render()
        #expect(page.sections.allSatisfy { html.contains("id=\"\($0.anchor)\"") })
        #expect(html.contains("<pre><code># a comment</code></pre>"))
    }

    /// The sections that concern `device` by the definition: those whose text or title mention its
    /// identifier or a display class of it, and the top-level ones on its family (what
    /// `SourcesPage.sections(for:)` answers faster).
    /// ``SourcesPage/sections(for:)`` by its definition, searched the slow way: a section that names the
    /// identifier, or in a part about a table, one that names a display class or whose title names the
    /// device's row's table.
    static func definedSections(_ page: SourcesPage, _ device: Device) -> [String] {
        page.sections.filter { section in
            let text = section.text + " " + section.title
            if SourcesPage.mentions(text, device.identifier.rawValue) { return true }
            guard section.isAboutATable else { return false }
            return device.displays.contains { SourcesPage.mentions(text, $0.id) }
                || SourcesPage.mentions(section.title, "devices/\(device.family.rawValue).tsv")
        }.map(\.anchor)
    }

    @Test func aDevicesSectionsAreThoseTheDefinitionFindsEvenInOddText() throws {
        // Text a byte search and a search by canonical equivalence read differently: a combining mark on
        // the identifier's last digit, a precomposed letter, a NUL, the Kelvin sign, a prepended mark.
        let odd = [
            "the iPhone11,8 and more", "iPhone11,8\u{301} is another word", "\u{0}iPhone11,8 after a NUL",
            "iphone-xr\u{0301}", "iphone-x\u{e9}r", "\u{212A}elvin and iPhone11,8", "\u{600}iPhone11,8", "iPhone11,80",
            "Mac14,3; iPad13,18", "nothing here"
        ]
        // Parts whose headings name a table, so that display classes are searched in them as well.
        let markdown = "# Sources\n\n" + odd.enumerated().map { "## Part \($0.offset) `devices/`\n\n\($0.element)\n" }.joined(separator: "\n")
        let devices = ["iPhone11,8", "Mac14,3", "iPad13,18", "iPhone10,3"].compactMap { Device(identifier: $0) }
        #expect(devices.count == 4)
        for page in [SourcesPage(markdown: markdown), SourcesPage(markdown: Self.sources)] {
            for device in devices + stride(from: 0, to: Device.all.count, by: 29).map({ Device.all[$0] }) {
                #expect(page.sections(for: device).map(\.anchor) == Self.definedSections(page, device), "\(device.identifier)")
            }
        }
    }

    @Test func aDevicesSourcesAreTheSectionsThatNameIt() throws {
        let sources = SourcesPage(markdown: Self.sources)
        let xr = try #require(Device(identifier: "iPhone11,8"))
        #expect(!sources.sections(for: xr).isEmpty)
        #expect(SourcesPage.mentions("the iPhone11,8 and more", "iPhone11,8"))
        #expect(!SourcesPage.mentions("iPhone11,80", "iPhone11,8"))
        #expect(!SourcesPage.mentions("iphone-xr", "iphone-x"))
    }

    @Test func aDevicesSourcesAreItsTablesSectionsAndWhatNamesItNoResearchLog() throws {
        let sources = SourcesPage(markdown: Self.sources)
        // The parts that go table by table are told by their headings (they name a folder or file of Data/).
        #expect(sources.sections.contains { $0.isAboutATable } && sources.sections.contains { !$0.isAboutATable })
        #expect(SourcesPage.namesATable("2. `devices/` tables") && SourcesPage.namesATable("5. `exclusions.tsv`"))
        #expect(!SourcesPage.namesATable("6. Open doubts and cells without a citable source") && !SourcesPage.namesATable("1. Sources"))
        for device in Device.all {
            let listed = sources.sections(for: device)
            let identifier = device.identifier.rawValue
            // Every device has the section on its row's table.
            #expect(listed.contains { $0.title.contains("devices/\(device.family.rawValue).tsv") }, "\(identifier)")
            for section in listed where !section.isAboutATable {
                // The list of sources, the open doubts, the introduction: only where they name the device.
                #expect(SourcesPage.mentions(section.title + "\n" + section.text, identifier), "\(identifier): \(section.title)")
            }
        }
        // The notched MacBook Pro's display class is named among the open doubts (its notch rectangle was
        // emptied), but the doubt names no device: its page lists only its own tables' sections.
        let pro = try #require(Device(identifier: "MacBookPro18,3"))
        let proSections = sources.sections(for: pro)
        #expect(proSections.allSatisfy { $0.isAboutATable }, "\(proSections.map(\.title))")
        #expect(sources.sections.contains { !$0.isAboutATable && SourcesPage.mentions($0.text, pro.displays[0].id) })
        // A small file: the rule on its own.
        let page = SourcesPage(
            markdown: """
                # Data sources
                iPhone11,8 is mentioned in the introduction.
                ## 1. Sources
                ### 1.1 Lists
                iphone-xr and iPhone12,1.
                ## 2. `devices/` tables
                ### 2.1 iPhone (`devices/iPhone.tsv`)
                Rows.
                ### 2.2 iPad (`devices/iPad.tsv`)
                ## 3. `screens/` tables
                ### 3.1 iPhone
                iphone-xr.
                ## 6. Open doubts
                iphone-xr's corners; iPhone11,8's year.
                """)
        let xr = try #require(Device(identifier: "iPhone11,8"))
        #expect(page.sections(for: xr).map(\.title) == ["Data sources", "2.1 iPhone (devices/iPhone.tsv)", "3.1 iPhone", "6. Open doubts"])
        let eleven = try #require(Device(identifier: "iPhone12,1"))
        // The iPhone 11 shares the XR's display class: 3.1 names it; the doubt about that class is not its own.
        #expect(page.sections(for: eleven).map(\.title) == ["1.1 Lists", "2.1 iPhone (devices/iPhone.tsv)", "3.1 iPhone"])
        // The device page says which sections these are.
        #expect(Self.byPath["devices/iPhone11,8.html"]?.contains("the one on its row's table, <code>devices/iPhone.tsv</code>") == true)
    }

    @Test func markdownIndentedCodeIsCodeWhereNoParagraphOrListGoesOn() {
        let html = Markdown.html(
            "Text\n\n    swift run <x> # &\n\tsecond\n\n\n    after two blanks\n\nEnd\n    lazy continuation\n\n- item\n\n    in the item\n")
        #expect(
            html.contains("<p>Text</p>\n<pre><code>swift run &lt;x&gt; # &amp;\nsecond\n\n\nafter two blanks</code></pre>\n<p>End lazy continuation</p>"),
            "\(html)")
        #expect(!html.contains("<pre><code>in the item"), "a list item's indented paragraph is the item's")
        // Right after a heading, and at the end of the file without trailing blank lines in the block.
        #expect(Markdown.html("# H\n    code\n\n\n") == "<h1>H</h1>\n<pre><code>code</code></pre>\n")
        // A fence inside indented code ends it, as Markdown.sections reads fences, so a `#` line in the fence
        // is no heading for either.
        let fenced = "# A\n\n    x\n    ```\n# not a heading\n```\n## B\n"
        #expect(Markdown.sections(fenced).map(\.title) == ["A", "B"])
        #expect(Markdown.html(fenced).components(separatedBy: "<h").count == 3)
        // Data/SOURCES.md's own commands.
        #expect(Self.byPath["sources.html"]?.contains("<pre><code>swift run devinfo-generate ") == true)
    }

    @Test func titlesBreakOnlyBetweenWordsAndTheIndexLabelsEveryFact() throws {
        #expect(Page.title("MacBook Pro (16-inch, 2019) <x>") == "MacBook Pro <span class=\"nowrap\">(16-inch,</span> 2019) &lt;x&gt;")
        let page = try #require(Self.byPath["devices/MacBookPro16,4.html"])
        #expect(page.contains("<h1><code>MacBookPro16,4</code> MacBook Pro <span class=\"nowrap\">(16-inch,</span> 2019)"))
        #expect(Assets.css.contains("h1 code, .nowrap { white-space: nowrap; }") && Assets.css.contains("hyphens: manual"))
        let index = try #require(Self.byPath["index.html"])
        for label in ["Year", "Panel", "Points", "Zoomed", "Cutout", "Refresh", "Safe area"] {
            #expect(index.contains("<td data-label=\"\(label)\">"), "\(label)")
        }
        #expect(Assets.css.contains("content: attr(data-label)"))
    }
}

/// The search reads sizes with DevInfoVocabulary's SizeGrammar, written into search.js: both answer the
/// shared table (Tests/Browser/size-queries.tsv) alike, and any text alike.
@Suite struct SearchGrammarTests {
    static let cases: [(query: String, size: String)] = {
        let text = (try? String(contentsOfFile: Package.root + "/Tests/Browser/size-queries.tsv", encoding: .utf8)) ?? ""
        return text.split(separator: "\n").dropFirst().filter { !$0.hasPrefix("#") && $0 != "query\tsize" }.map {
            let cells = $0.split(separator: "\t", omittingEmptySubsequences: false)
            return (String(cells[0]), cells.count > 1 ? String(cells[1]) : "")
        }
    }()

    static func text(_ size: SizeGrammar.Size?) -> String {
        guard let size else { return "no" }
        return "\(size.width)x\(size.height)" + (size.scale.map { "@\($0)" } ?? "")
    }

    /// search.js's `parseSize`, run on its own pattern and limits (read from the written script) with ICU's
    /// regular expressions: `$` becomes `\z`, which is what JavaScript's `$` means without the m flag.
    struct ScriptGrammar {
        let pattern: NSRegularExpression
        let scales: ClosedRange<Int>

        init(script: String) throws {
            let line = try #require(script.split(separator: "\n").first { $0.contains("var SIZE = /") })
            var source = String(line.drop { $0 != "/" }.dropFirst())
            source = String(source[..<(try #require(source.range(of: "/;", options: .backwards))).lowerBound])
            #expect(source == SizeGrammar.javaScriptPattern)
            pattern = try NSRegularExpression(pattern: String(source.dropLast()) + "\\z")
            let bounds = try #require(script.split(separator: "\n").first { $0.contains("var SCALES = [") })
            let numbers = bounds.split { !$0.isNumber }.compactMap { Int($0) }
            scales = numbers[0]...numbers[1]
        }

        func parse(_ query: String) -> String {
            let range = NSRange(query.startIndex..., in: query)
            guard let match = pattern.firstMatch(in: query, range: range) else { return "no" }
            func group(_ index: Int) -> Int? {
                Range(match.range(at: index), in: query).flatMap { Int(query[$0]) }
            }
            guard let width = group(1), let height = group(2) else { return "no" }
            let scale = group(3)
            guard width > 0, height > 0 else { return "no" }
            if let scale, !scales.contains(scale) { return "no" }
            return "\(width)x\(height)" + (scale.map { "@\($0)" } ?? "")
        }
    }

    @Test func theGrammarAnswersTheSharedTable() {
        #expect(Self.cases.count > 40)
        for (query, size) in Self.cases {
            #expect(Self.text(SizeGrammar.parse(query)) == size, "\(query.debugDescription)")
        }
    }

    @Test func theSearchScriptRunsTheSameGrammar() throws {
        let grammar = try ScriptGrammar(script: try #require(SiteTests.byPath["search.js"]))
        #expect(grammar.scales == SizeGrammar.scales)
        for (query, size) in Self.cases {
            #expect(grammar.parse(query) == size, "\(query.debugDescription)")
        }
        // And on text built from the grammar's own pieces, shuffled.
        var state: UInt64 = 0x5EED
        let pieces = ["7", "0", "5", "x", "X", "×", "@", "3", "4", "1", " ", "*", ".", "-", "١", "７", "\u{301}", "\n"]
        for _ in 0..<3_000 {
            var query = ""
            for _ in 0..<(1 + Int(state % 12)) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                query += pieces[Int((state >> 33) % UInt64(pieces.count))]
            }
            #expect(grammar.parse(query) == Self.text(SizeGrammar.parse(query)), "\(query.debugDescription)")
        }
    }

    @Test func theSearchCapsAQueryBeforeReadingItAndNormalisesItForNames() throws {
        // 300 000 combining marks in ?q= froze a visitor's tab for minutes: the length is checked first,
        // an overlong query never reaches the search box, and the box itself takes no more.
        let script = try #require(SiteTests.byPath["search.js"])
        #expect(script.contains("var MAX_QUERY = \(Assets.maximumQueryLength);"))
        let check = try #require(script.range(of: "if (raw.length > MAX_QUERY) {"))
        let firstUse = try #require(script.range(of: "var query = raw.trim();"))
        #expect(check.lowerBound < firstUse.lowerBound)
        #expect(script.contains("if (initial.length <= MAX_QUERY) { input.value = initial; }"))
        #expect(script.contains(".normalize(\"NFKD\")") && script.contains("[\\p{M}\\p{Cc}\\p{Cf}]"))
        #expect(try #require(SiteTests.byPath["index.html"]).contains("maxlength=\"\(Assets.maximumQueryLength)\""))
        #expect(Assets.maximumQueryLength >= 64, "a name or an identifier fits")
    }

    @Test func aSizeTheGrammarRefusesIsAnsweredAsNotUnderstood() throws {
        let script = try #require(SiteTests.byPath["search.js"])
        #expect(script.contains("\"Not understood: \\u201c\" + shown(query) + \"\\u201d is not a size devinfo reads."))
        #expect(!script.contains("[x×*]"), "the old, looser size pattern is gone")
    }
}
