import DevInfoKit
import DevInfoVocabulary
import Foundation
import TestSupport
import Testing

@testable import DevInfoSite

/// The catalogue website on hostile input: its one input file, Data/SOURCES.md, bent into hostile Markdown
/// (markup, scripts, links of every scheme, controls, unclosed marks, deep lists, long lines), and hostile
/// search queries, read by the size grammar of the page's script and of `devinfo --screen` alike. Never a
/// trap; the pages stay in shape; nothing from the input is markup, a foreign link or a raw control.
@Suite struct SiteFuzzTests {
    static let sources = (try? String(contentsOfFile: Package.root + "/Data/SOURCES.md", encoding: .utf8)) ?? ""
    static let sourceLines = sources.components(separatedBy: "\n")

    /// Markdown and HTML fragments that have broken renderers elsewhere.
    static let fragments = [
        "# ", "## ", "###### ", "####### ", "- ", "* ", "  - ", "      - ", "1. ", "9999. ", "| a | b |", "|---|---|", "| x |", "|",
        "```", "```swift", "    ```", "    ", "    code <b>", "\tcode", "        - deep code", "`", "``", "**", "*", "[", "]", "](", "(", ")",
        "[x](https://example.com)", "[x](javascript:alert(1))",
        "[x](data:text/html,<script>alert(1)</script>)", "[x](//evil.example)", "[x](#s-anchor)", "<script>alert(1)</script>",
        "<img src=x onerror=alert(1)>", "<!--", "-->", "&amp;", "&#0;", "\"", "'", "<", ">", "\u{202E}", "\u{2066}", "\r", "\r\n",
        "\u{0}", "\u{7F}", "\u{85}", "\u{FEFF}", "\u{200B}", "\t", "iPhone11,8", "iphone-xr", "Mac14,3",
        String(repeating: "[", count: 3_000), String(repeating: "[a](", count: 500), String(repeating: " ", count: 200) + "- deep"
    ]

    static func hostileLine(_ dice: inout SplitMix64) -> String {
        var line = ""
        for _ in 0..<(1 + Int(dice.next() % 6)) {
            line += dice.next() % 3 == 0 ? Fuzz.text(&dice, maxBytes: 24) : Fuzz.pick(fragments, &dice)
        }
        return line
    }

    /// Lines of Markdown with a few hostile lines inserted or put in place, repeated or removed (Data/SOURCES.md
    /// is split into ``sourceLines`` once, not for every case).
    static func mutate(lines: [String], _ dice: inout SplitMix64) -> [String] {
        var lines = lines
        for _ in 0..<(1 + Int(dice.next() % 6)) {
            let index = Int(dice.next() % UInt64(lines.count))
            switch dice.next() % 5 {
            case 0, 1: lines.insert(hostileLine(&dice), at: index)
            case 2: lines[index] = hostileLine(&dice)
            case 3: lines.insert(lines[index], at: index)  // a repeated heading, fence or list item
            default: lines.remove(at: index)
            }
            if lines.isEmpty { lines = [""] }
        }
        return lines
    }

    /// Every tag the site writes.
    static let allowedTags: Set<String> = [
        "html", "head", "meta", "title", "link", "body", "header", "nav", "main", "footer", "section", "h1", "h2", "h3", "h4", "h5",
        "h6", "p", "ul", "li", "div", "table", "thead", "tbody", "tr", "th", "td", "caption", "pre", "code", "strong", "a", "abbr",
        "span", "img", "figure", "figcaption", "form", "label", "input", "button", "script", "br", "details", "summary"
    ]
    static let siteFiles = ["index.html", "sources.html", "site.css", "favicon.svg", "search.js", "search-index.js", "web.html", "which.html", "wanted.html"]

    static func matches(_ pattern: String, in text: String) -> [String] {
        let expression = try! NSRegularExpression(pattern: pattern)  // the patterns below are literals
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: $0.numberOfRanges > 1 ? 1 : 0), in: text).map { String(text[$0]) }
        }
    }

    /// What is wrong with a page made from hostile input, or nothing.
    static func problems(_ html: String) -> [String] {
        var problems: [String] = []
        for tag in matches(#"</?([A-Za-z][A-Za-z0-9]*)"#, in: html) where !allowedTags.contains(tag.lowercased()) {
            problems.append("a <\(tag)> tag")
        }
        if html.contains("<script>") { problems.append("an inline script") }
        if !matches(#"<[A-Za-z][^>]*\son[a-z]+\s*="#, in: html).isEmpty { problems.append("an event handler attribute") }
        for target in matches(#"href="([^"]*)""#, in: html) {
            let own =
                siteFiles.contains { target == $0 || target.hasPrefix($0 + "#") } || target.hasPrefix("#") || target.hasPrefix("../")
                || target.hasPrefix("devices/") || target.hasPrefix("displays/") || target.hasPrefix("api/v1/") || target.hasPrefix("web/")
                || target.hasPrefix("runs/")
            if !(target.hasPrefix("https://") || target.hasPrefix("http://") || own) { problems.append("a link to \(target.prefix(40))") }
        }
        if let raw = html.unicodeScalars.first(where: { UnsafeText.isUnsafe($0) && $0 != "\n" && $0 != "\t" }) {
            problems.append("a raw \(UnsafeText.codePoint(raw))")
        }
        var counts: [String: Int] = [:]
        for tag in matches(#"<(/?[a-z0-9]+)[ >]"#, in: html) { counts[tag, default: 0] += 1 }
        for tag in ["ul", "li", "p", "table", "tr", "pre", "code", "strong", "a", "h2", "h3", "h4", "h5", "h6", "div"]
        where counts[tag, default: 0] != counts["/" + tag, default: 0] {
            problems.append("\(counts[tag, default: 0]) <\(tag)> and \(counts["/" + tag, default: 0]) </\(tag)>")
        }
        var ids = Set<String>()
        for id in matches(#"\sid="([^"]*)""#, in: html) where !ids.insert(id).inserted {
            problems.append("the id \(id) twice")
        }
        return problems
    }

    @Test func hostileSourcesMarkdownMakesPagesInShapeWithNothingRaw() throws {
        var dice = Fuzz.dice(30)
        let sample = stride(from: 0, to: Device.all.count, by: 37).map { Device.all[$0] }
        for round in 0..<Fuzz.cases(ci: 40) {
            let markdown = Self.mutate(lines: Self.sourceLines, &dice).joined(separator: "\n")
            let page = SourcesPage(markdown: markdown)
            let html = page.render()
            let problems = Self.problems(html)
            #expect(problems.isEmpty, "round \(round): \(problems.prefix(4))")
            let ids = Set(Self.matches(#"\sid="([^"]*)""#, in: html))
            for device in sample {
                for section in page.sections(for: device) {
                    #expect(ids.contains(section.anchor), "round \(round): \(device.identifier) links to a missing section \(section.anchor)")
                    #expect(!section.title.unicodeScalars.contains { UnsafeText.isUnsafe($0) && $0 != "\t" }, "round \(round): a raw character in a title")
                }
            }
        }
    }

    @Test func indentedAndFencedCodeNeitherHidesNorInventsAHeading() throws {
        // Lines of the real file indented into code (four spaces or a tab), fences added and removed: every
        // heading the page renders is a section with its anchor, and every section's anchor is on the page,
        // so no device page links to a heading that code swallowed. Code is escaped like the rest.
        var dice = Fuzz.dice(33)
        let original = Self.sources.components(separatedBy: "\n")
        for round in 0..<Fuzz.cases(ci: 30) {
            var lines = original
            for _ in 0..<(1 + Int(dice.next() % 40)) {
                let index = Int(dice.next() % UInt64(lines.count))
                switch dice.next() % 6 {
                case 0: lines[index] = "    " + lines[index]
                case 1: lines[index] = "\t" + lines[index]
                case 2: lines.insert("", at: index)
                case 3: lines.insert(Fuzz.pick(["```", "    ```", "    <script>x</script>", "\t# not a heading", "    # not a heading"], &dice), at: index)
                case 4: lines.insert(Self.hostileLine(&dice), at: index)
                default: lines[index] = String(lines[index].drop { $0 == " " })
                }
            }
            let page = SourcesPage(markdown: lines.joined(separator: "\n"))
            let html = page.render()
            let problems = Self.problems(html)
            #expect(problems.isEmpty, "round \(round): \(problems.prefix(4))")
            let headings = Self.matches(#"<h[1-6] id="([^"]*)">"#, in: html)
            #expect(headings == page.sections.map(\.anchor), "round \(round): \(headings.count) headings, \(page.sections.count) sections")
            // And no heading without one (the page's own <h1> aside): ids would then be one heading off.
            #expect(Self.matches(#"<h[1-6][ >]"#, in: html).count == page.sections.count + 1, "round \(round)")
            #expect(!html.contains("<script>x"), "round \(round)")
        }
    }

    @Test func aWholeSiteFromHostileSourcesIsWrittenAndEveryPageIsInShape() throws {
        // Data/SOURCES.md reaches two kinds of page (`Site.files`): the sources page and every device page,
        // which links the sections that mention the device. Those are rendered from hostile Markdown, checked
        // (every device page with FUZZ_SCALE=10, an even sample of them by default) and written as a site.
        var dice = Fuzz.dice(31)
        var lines = Self.sourceLines
        for _ in 0..<20 { lines = Self.mutate(lines: lines, &dice) }
        let markdown = lines.joined(separator: "\n")
        let sources = SourcesPage(markdown: markdown)
        let drawings = Drawings(classes: DisplayClasses.all)
        let step = max(1, Device.all.count / Fuzz.cases(ci: Device.all.count))
        let devices = stride(from: 0, to: Device.all.count, by: step).map { Device.all[$0] }
        let files =
            [("sources.html", sources.render())]
            + devices.map { (Page.devicePath($0), DevicePage.render($0, sources: sources, drawings: drawings)) }
        #expect(Set(files.map(\.0)).count == files.count)
        for (path, text) in files {
            let problems = Self.problems(text)
            #expect(problems.isEmpty, "\(path): \(problems.prefix(4))")
            #expect(text.contains("<meta http-equiv=\"Content-Security-Policy\""), "\(path)")
        }
        let folder = Scratch.path("site-fuzz")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let report = try SiteFolder.write(files.map { (path: $0.0, text: $0.1) }, to: folder)
        #expect(report.written == files.count + 1)
    }

    // MARK: Search queries

    /// search.js's size reading, run from the script itself: its pattern with ICU (`$` as `\z`, which is
    /// what JavaScript's `$` means without the m flag) and its scale limits.
    struct ScriptGrammar {
        let pattern: NSRegularExpression
        let scales: ClosedRange<Int>

        init() throws {
            let script = Assets.searchScript
            let line = try #require(script.split(separator: "\n").first { $0.contains("var SIZE = /") })
            var source = String(line.drop { $0 != "/" }.dropFirst())
            source = String(source[..<source.range(of: "/;", options: .backwards)!.lowerBound])
            pattern = try NSRegularExpression(pattern: String(source.dropLast()) + "\\z")
            let bounds = try #require(script.split(separator: "\n").first { $0.contains("var SCALES = [") })
            let numbers = bounds.split { !$0.isNumber }.compactMap { Int($0) }
            scales = numbers[0]...numbers[1]
        }

        func parse(_ query: String) -> SizeGrammar.Size? {
            guard let match = pattern.firstMatch(in: query, range: NSRange(query.startIndex..., in: query)) else { return nil }
            func group(_ index: Int) -> Int? { Range(match.range(at: index), in: query).map { Int(query[$0])! } }
            let size = SizeGrammar.Size(width: group(1)!, height: group(2)!, scale: group(3))
            guard size.width > 0, size.height > 0, size.scale.map(scales.contains) ?? true else { return nil }
            return size
        }
    }

    static func hostileQuery(_ dice: inout SplitMix64) -> String {
        let pieces = [
            "7", "50", "0", "1624", "999999", "1234567", "x", "X", "×", "✕", "*", "@", "@3", "@0", "@4", "x", " ", "\t", "\n",
            ".", ",", "-", "+", "٧", "７", "ｘ", "\u{301}", "\u{200B}", "\u{202E}", "e3"
        ]
        switch dice.next() % 4 {
        case 0: return Fuzz.text(&dice, maxBytes: 24)
        case 1: return (0..<(1 + Int(dice.next() % 8))).map { _ in Fuzz.pick(pieces, &dice) }.joined()
        default:  // a size, now and then bent
            let numbers = ["1", "7", "375", "750", "1624", "000750", "999999", "0", "1234567", "12.5", "-3", "٧٥٠", "７"]
            var query = Fuzz.pick(numbers, &dice) + Fuzz.pick(["x", "X", "×", "x", "*", " x ", "xx"], &dice) + Fuzz.pick(numbers, &dice)
            if dice.next() % 2 == 0 { query += "@" + Fuzz.pick(["0", "1", "2", "3", "03", "4", "", " 3", "3x", "3X", "3xx"], &dice) }
            if dice.next() % 6 == 0 {
                query.insert(contentsOf: Fuzz.pick(pieces, &dice), at: query.index(query.startIndex, offsetBy: Int(dice.next() % UInt64(query.count + 1))))
            }
            return query
        }
    }

    @Test func hostileQueriesAreSizesToThePageExactlyWhenTheyAreToTheCommand() throws {
        let grammar = try ScriptGrammar()
        let devinfo = Executable("devinfo")
        var dice = Fuzz.dice(32)
        var sizes = 0
        var commandChecks = 0
        let rounds = Fuzz.cases(ci: 2_000)
        for round in 0..<rounds {
            let query = Self.hostileQuery(&dice)
            let parsed = SizeGrammar.parse(query)
            if parsed != nil { sizes += 1 }
            #expect(grammar.parse(query) == parsed, "round \(round): \(query.debugDescription): the page and the grammar disagree")
            // The command line too, for one query in 40 (a process each) and every query the grammar takes.
            guard parsed != nil || round % 40 == 0, !query.contains("\0") else { continue }
            commandChecks += 1
            let result = try devinfo.run(["--screen=" + query])
            #expect(
                result.exited && (result.status == 64) == (parsed == nil),
                "round \(round): devinfo --screen=\(query.debugDescription) exits \(result.status), the grammar says \(parsed.map { "\($0)" } ?? "no")")
        }
        // At least one query in a hundred is a size, and one in fifty runs through devinfo.
        #expect(sizes * 100 > rounds && commandChecks * 50 > rounds, "\(sizes) sizes, \(commandChecks) run through devinfo in \(rounds) rounds")
    }
}
