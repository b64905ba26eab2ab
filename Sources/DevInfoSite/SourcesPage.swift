import DevInfoKit
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `sources.html`: `Data/SOURCES.md` as a page, each section with an anchor, and which sections concern
/// a device (``sections(for:)``).
struct SourcesPage {
    struct Section {
        var title: String
        var level: Int
        var anchor: String
        var text: String
        /// Whether the section is in a part of the file that goes through a table of `Data/` (its part's
        /// heading names a folder or file: `## 2. `devices/` tables`, `## 5. `exclusions.tsv``), rather
        /// than about the research as a whole (the list of sources, the open doubts, the introduction).
        var isAboutATable: Bool
    }

    let markdown: String
    let sections: [Section]
    /// Each section's text and title, as ``sections(for:)`` searches them (joined once, not per device), and
    /// their UTF-8 bytes as a C string (nil when the text holds a NUL, which would end it early).
    private let searchable: [String]
    private let searchableBytes: [[CChar]?]
    /// Which sections mention a word, by word, filled as devices ask: a display class is searched once for
    /// all the devices that have it.
    private let mentioning = Memo()

    init(markdown: String) {
        // Controls and bidirectional characters shown as U+XXXX in the page and the section titles alike.
        let markdown = Markdown.visible(markdown)
        self.markdown = markdown
        var sections: [Section] = []
        var used: [String: Int] = [:]
        // The headings the page renders (none inside fenced code), so that each anchor is its heading's id.
        var partIsAboutATable = false
        for (level, title, text) in Markdown.sections(markdown) {
            var anchor = "s-" + SourcesPage.slug(title)
            used[anchor, default: 0] += 1
            if used[anchor]! > 1 { anchor += "-\(used[anchor]!)" }
            if level <= 2 { partIsAboutATable = level == 2 && SourcesPage.namesATable(title) }
            sections.append(
                Section(
                    title: title.replacingOccurrences(of: "`", with: ""), level: level, anchor: anchor, text: text,
                    isAboutATable: partIsAboutATable))
        }
        self.sections = sections
        searchable = sections.map { $0.text + " " + $0.title }
        searchableBytes = searchable.map { $0.utf8.contains(0) ? nil : $0.utf8CString.map { $0 } }
    }

    static func slug(_ title: String) -> String {
        var out = ""
        for scalar in title.lowercased().unicodeScalars {
            if (scalar >= "a" && scalar <= "z") || (scalar >= "0" && scalar <= "9") {
                out.unicodeScalars.append(scalar)
            } else if !out.hasSuffix("-") {
                out += "-"
            }
        }
        return String(out.trimmingSuffix("-").prefix(60)).trimmingSuffix("-")
    }

    func render() -> String {
        let body =
            "<h1>Sources</h1>\n<p>Where every fact in devinfo comes from, every conflict and how it was resolved: <code>Data/SOURCES.md</code>.</p>\n"
            + Markdown.html(markdown, headingOffset: 1, anchors: sections.map(\.anchor))
        return Page.render(
            title: "Sources — devinfo", root: "", description: "The public sources of every fact devinfo holds, with conflicts and resolutions.", body: body)
    }

    /// The sections that concern `device`, in file order:
    /// - any section that names its identifier (a source that cites it, a doubt about it);
    /// - in the parts that go table by table (``Section/isAboutATable``), a section that names one of its
    ///   display classes, or whose heading names the table its row is in (`devices/iPhone.tsv`).
    ///
    /// So the list of sources, the open doubts and the introduction appear only where they name the device
    /// itself: a doubt about a display class, or a family's name in a heading, is not about every device.
    func sections(for device: Device) -> [Section] {
        let identifier = sectionsMentioning(device.identifier.rawValue)
        let classes = device.displays.map(\.id).map(sectionsMentioning)
        let table = titlesNaming("devices/\(device.family.rawValue).tsv")
        return sections.indices.filter { index in
            if identifier[index] { return true }
            guard sections[index].isAboutATable else { return false }
            return classes.contains { $0[index] } || table[index]
        }.map { sections[$0] }
    }

    /// Whether a heading names a folder or file of `Data/` in code: `` `devices/` ``, `` `exclusions.tsv` ``.
    static func namesATable(_ title: String) -> Bool {
        title.split(separator: "`", omittingEmptySubsequences: false).enumerated().contains { index, part in
            index % 2 == 1 && !part.contains(" ") && (part.hasSuffix("/") || part.hasSuffix(".tsv"))
        }
    }

    /// For each section, whether its title ``mentions(_:_:)`` `name` (a table's file: once per family, not
    /// per device).
    private func titlesNaming(_ name: String) -> [Bool] {
        let key = "\u{0}title " + name  // no word searched in the text holds a NUL
        if let known = mentioning.value(key) { return known }
        let found = sections.map { SourcesPage.mentions($0.title, name) }
        mentioning.set(key, found)
        return found
    }

    /// For each section, whether its text or title ``mentions(_:_:)`` `word`.
    ///
    /// Most sections do not hold most words, and a search of their bytes says so in a fraction of the time:
    /// ``mentions(_:_:)`` finds a word by canonical equivalence, in whole characters (`cafe` is not in
    /// `café`), and the only characters outside ASCII equivalent to ASCII are the Kelvin sign, the Greek
    /// question mark and the Greek varia (K, ;, `). So an ASCII word without those is found only where its
    /// bytes are; where they are not, the answer is no, as the full search would say.
    private func sectionsMentioning(_ word: String) -> [Bool] {
        if let known = mentioning.value(word) { return known }
        let byBytes = word.utf8.allSatisfy { $0 != 0 && $0 < 0x80 && $0 != UInt8(ascii: "K") && $0 != UInt8(ascii: ";") && $0 != UInt8(ascii: "`") }
        let bytes = word.utf8CString.map { $0 }
        let found = searchable.indices.map { index in
            if byBytes, let text = searchableBytes[index], !SourcesPage.holds(text, bytes) { return false }
            return SourcesPage.mentions(searchable[index], word)
        }
        mentioning.set(word, found)
        return found
    }

    /// Whether the C string `haystack` holds the C string `needle` (strstr).
    static func holds(_ haystack: [CChar], _ needle: [CChar]) -> Bool {
        strstr(haystack, needle) != nil  // both end in their NUL
    }

    /// A dictionary shared by the copies of one page, behind a lock.
    private final class Memo: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [String: [Bool]] = [:]
        func value(_ key: String) -> [Bool]? {
            lock.lock()
            defer { lock.unlock() }
            return values[key]
        }
        func set(_ key: String, _ value: [Bool]) {
            lock.lock()
            values[key] = value
            lock.unlock()
        }
    }

    /// Whether `text` has `word` with no letter, digit, `,` or `-` right before or after it (`iPhone11,8`
    /// is not in `iPhone11,80`, `iphone-x` not in `iphone-xr`).
    static func mentions(_ text: String, _ word: String) -> Bool {
        var search = text[...]
        while let range = search.range(of: word) {
            let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
            func joins(_ c: Character?) -> Bool { c.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "," } ?? false }
            // A `,` after it is a list's separator (`iPhone11,8, iPhone12,1`), not part of the word.
            if !joins(before) && (!joins(after) || after == ",") { return true }
            search = text[range.upperBound...]
        }
        return false
    }
}

private extension String {
    func trimmingSuffix(_ suffix: String) -> String { hasSuffix(suffix) ? String(dropLast(suffix.count)) : self }
}

private extension Substring {
    func trimmingSuffix(_ suffix: String) -> String { hasSuffix(suffix) ? String(dropLast(suffix.count)) : String(self) }
}
