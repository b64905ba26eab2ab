import Foundation
import DevInfoKit

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
            sections.append(Section(title: title.replacingOccurrences(of: "`", with: ""), level: level, anchor: anchor, text: text,
                                    isAboutATable: partIsAboutATable))
        }
        self.sections = sections
    }

    static func slug(_ title: String) -> String {
        var out = ""
        for scalar in title.lowercased().unicodeScalars {
            if (scalar >= "a" && scalar <= "z") || (scalar >= "0" && scalar <= "9") { out.unicodeScalars.append(scalar) }
            else if !out.hasSuffix("-") { out += "-" }
        }
        return String(out.trimmingSuffix("-").prefix(60)).trimmingSuffix("-")
    }

    func render() -> String {
        let body = "<h1>Sources</h1>\n<p>Where every fact in devinfo comes from, every conflict and how it was resolved: <code>Data/SOURCES.md</code>.</p>\n"
            + Markdown.html(markdown, headingOffset: 1, anchors: sections.map(\.anchor))
        return Page.render(title: "Sources — devinfo", root: "", description: "The public sources of every fact devinfo holds, with conflicts and resolutions.", body: body)
    }

    /// The sections that concern `device`, in file order:
    /// - any section that names its identifier (a source that cites it, a doubt about it);
    /// - in the parts that go table by table (``Section/isAboutATable``), a section that names one of its
    ///   display classes, or whose heading names the table its row is in (`devices/iPhone.tsv`).
    ///
    /// So the list of sources, the open doubts and the introduction appear only where they name the device
    /// itself: a doubt about a display class, or a family's name in a heading, is not about every device.
    func sections(for device: Device) -> [Section] {
        let identifier = device.identifier.rawValue
        let classes = device.displays.map(\.id)
        let table = "devices/\(device.family.rawValue).tsv"
        return sections.filter { section in
            let text = section.title + "\n" + section.text
            if SourcesPage.mentions(text, identifier) { return true }
            guard section.isAboutATable else { return false }
            return classes.contains { SourcesPage.mentions(text, $0) } || SourcesPage.mentions(section.title, table)
        }
    }

    /// Whether a heading names a folder or file of `Data/` in code: `` `devices/` ``, `` `exclusions.tsv` ``.
    static func namesATable(_ title: String) -> Bool {
        title.split(separator: "`", omittingEmptySubsequences: false).enumerated().contains { index, part in
            index % 2 == 1 && !part.contains(" ") && (part.hasSuffix("/") || part.hasSuffix(".tsv"))
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
