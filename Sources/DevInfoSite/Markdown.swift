import DevInfoVocabulary
import Foundation

/// The Markdown `Data/SOURCES.md` is written in, as HTML: headings, paragraphs, nested lists, pipe tables,
/// fenced code, indented code (lines of four spaces or a tab in, after a blank line or a heading, outside
/// a list), and inline code, bold, italics and links. Everything is escaped first; only `http(s)` links
/// become links. Small on purpose: it renders one known file, and a test validates the output. Linear in
/// the input: each line is looked at once, and inline marks as ``ClosingMarks`` describes.
enum Markdown {
    /// `markdown` as HTML; headings are shifted by `headingOffset` levels and given the ids in `anchors`
    /// (in order; a heading without one gets none).
    static func html(_ markdown: String, headingOffset: Int = 0, anchors: [String] = []) -> String {
        let markdown = visible(markdown)
        var out = ""
        var paragraph: [String] = []
        var listStack: [Int] = []  // indents of the open lists
        var table: [[String]] = []
        var code: [String]?
        // An indented code block: its lines so far, without their indent, and the blank lines met since the
        // last of them (kept only if another code line follows: a block does not end in blank lines).
        var indented: [String]?
        var indentedBlanks = 0
        var anchorIndex = 0

        func flushParagraph() {
            if !paragraph.isEmpty {
                out += "<p>" + inline(paragraph.joined(separator: " ")) + "</p>\n"
                paragraph = []
            }
        }
        func closeLists(to indent: Int) {
            while let last = listStack.last, last > indent {
                out += "</li>\n</ul>\n"
                listStack.removeLast()
            }
        }
        func flushTable() {
            guard !table.isEmpty else { return }
            let header = table[0]
            let rows = table.count > 1 && table[1].allSatisfy({ $0.allSatisfy { "-: ".contains($0) } }) ? Array(table.dropFirst(2)) : Array(table.dropFirst())
            out +=
                "<div class=\"scroll\"><table>\n<thead><tr>" + header.map { "<th scope=\"col\">\(heading(inline($0)))</th>" }.joined()
                + "</tr></thead>\n<tbody>\n"
            for row in rows {
                var cells = row
                while cells.count < header.count { cells.append("") }
                out += "<tr>" + cells.prefix(header.count).map { "<td>\(inline($0))</td>" }.joined() + "</tr>\n"
            }
            out += "</tbody>\n</table></div>\n"
            table = []
        }
        func flushIndented() {
            if let block = indented { out += "<pre><code>" + Page.e(block.joined(separator: "\n")) + "</code></pre>\n" }
            indented = nil
            indentedBlanks = 0
        }
        func closeAll() {
            flushIndented()
            flushParagraph()
            closeLists(to: -1)
            flushTable()
        }

        for rawLine in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(rawLine)
            let indent = line.prefix { $0 == " " }.count
            let trimmed = String(line.dropFirst(indent))
            if code != nil {
                if trimmed.hasPrefix("```") {
                    out += "<pre><code>" + Page.e(code!.joined(separator: "\n")) + "</code></pre>\n"
                    code = nil
                } else {
                    code!.append(line)  // in place: appending to a copy (`if var block`) copied the block at every line
                }
                continue
            }
            if trimmed.hasPrefix("```") {
                closeAll()
                code = []
                continue
            }
            // Indented code: four spaces or a tab in, where no paragraph, list or table goes on (a list item's
            // continuation lines are indented too). Fences are read first, at any indent, as `sections` reads
            // them, so that both agree on which `#` lines are headings.
            let blank = line.allSatisfy { $0 == " " || $0 == "\t" }
            let codeLine: Substring? = blank ? nil : line.hasPrefix("    ") ? line.dropFirst(4) : line.hasPrefix("\t") ? line.dropFirst() : nil
            if indented != nil {
                if blank {
                    indentedBlanks += 1
                    continue
                }
                if let codeLine {
                    // Appended in place (`indented!`): a copy bound with `if var` would copy the block at every line.
                    indented!.append(contentsOf: repeatElement("", count: indentedBlanks))
                    indented!.append(String(codeLine))
                    indentedBlanks = 0
                    continue
                }
                flushIndented()
            } else if let codeLine, paragraph.isEmpty, listStack.isEmpty, table.isEmpty {
                indented = [String(codeLine)]
                continue
            }
            if trimmed.isEmpty {
                flushParagraph()
                flushTable()
                continue
            }
            if trimmed.hasPrefix("<!--") { continue }
            if let level = headingLevel(trimmed), indent == 0 {
                closeAll()
                let text = String(trimmed.drop { $0 == "#" }.drop { $0 == " " })
                let tag = "h\(min(6, level + headingOffset))"
                let id = anchorIndex < anchors.count ? " id=\"\(anchors[anchorIndex])\"" : ""
                anchorIndex += 1
                out += "<\(tag)\(id)>\(inline(text))</\(tag)>\n"
                continue
            }
            if trimmed.hasPrefix("|") {
                flushParagraph()
                closeLists(to: -1)
                var cells = trimmed.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " ")) }
                if cells.first == "" { cells.removeFirst() }
                if cells.last == "" { cells.removeLast() }
                table.append(cells)
                continue
            }
            flushTable()
            if let marker = listMarker(trimmed) {
                flushParagraph()
                if let last = listStack.last, indent > last {
                    out += "\n<ul>\n<li>"
                    listStack.append(indent)
                } else {
                    closeLists(to: indent)
                    if listStack.last == indent {
                        out += "</li>\n<li>"
                    } else {
                        out += "<ul>\n<li>"
                        listStack.append(indent)
                    }
                }
                out += inline(String(trimmed.dropFirst(marker)))
                continue
            }
            if !listStack.isEmpty && indent > 0 {
                out += " " + inline(trimmed)  // a list item's continuation line
                continue
            }
            closeLists(to: -1)
            paragraph.append(trimmed)
        }
        if let block = code { out += "<pre><code>" + Page.e(block.joined(separator: "\n")) + "</code></pre>\n" }
        closeAll()
        return out
    }

    /// The headings ``html(_:headingOffset:anchors:)`` renders, in order, each with the lines after it up to
    /// the next: a `#` line at the start of a line and outside fenced code (a `# comment` in a shell block
    /// is no heading). ``SourcesPage`` makes its sections, and so its anchors, from these.
    static func sections(_ markdown: String) -> [(level: Int, title: String, text: String)] {
        var sections: [(level: Int, title: String, text: String)] = []
        var inCode = false
        for rawLine in visible(markdown).split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(rawLine)
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("```") {
                inCode.toggle()
            } else if !inCode, let level = headingLevel(line) {
                sections.append((level, String(line.drop { $0 == "#" }.drop { $0 == " " }), ""))
                continue
            }
            if !sections.isEmpty { sections[sections.count - 1].text += line + "\n" }
        }
        return sections
    }

    /// `markdown` with nothing a reader must not get raw: a CR that ends a line (a CRLF file) dropped, and
    /// every other unsafe character (DevInfoVocabulary's `UnsafeText`: controls, DEL, C1, bidirectional
    /// controls) written as `U+XXXX`, as the search shows them; tabs and line ends kept. Idempotent.
    static func visible(_ markdown: String) -> String {
        func kept(_ scalar: Unicode.Scalar) -> Bool { scalar == "\n" || scalar == "\t" || !UnsafeText.isUnsafe(scalar) }
        // Nearly every text keeps every character: a plain loop over the scalars answers that (`allSatisfy`, a
        // generic call per scalar in a debug build, took a tenth of the site tests' time).
        var keepsAll = true
        for scalar in markdown.unicodeScalars where !kept(scalar) {
            keepsAll = false
            break
        }
        guard !keepsAll else { return markdown }
        let scalars = Array(markdown.unicodeScalars)
        var out = String.UnicodeScalarView()
        for (index, scalar) in scalars.enumerated() {
            if kept(scalar) {
                out.append(scalar)
            } else if scalar == "\r" && (index + 1 == scalars.count || scalars[index + 1] == "\n") {
                continue
            } else {
                out.append(contentsOf: UnsafeText.codePoint(scalar).unicodeScalars)
            }
        }
        return String(out)
    }

    static func headingLevel(_ line: String) -> Int? {
        let hashes = line.prefix { $0 == "#" }.count
        guard (1...6).contains(hashes), line.dropFirst(hashes).first == " " else { return nil }
        return hashes
    }

    /// The length of a list marker (`- `, `* `, `12. `) at the start of `line`, or `nil`.
    static func listMarker(_ line: String) -> Int? {
        if line.hasPrefix("- ") || line.hasPrefix("* ") { return 2 }
        let digits = line.prefix { $0.isNumber }.count
        if digits > 0, digits < 4, line.dropFirst(digits).hasPrefix(". ") { return digits + 2 }
        return nil
    }

    /// Inline Markdown of one line: escaped, then `code`, **bold**, *italics* and [links](https://…).
    ///
    /// Linear in the line: each closing mark (`` ` ``, `**`, `]`, `)`) is looked for once from where the last
    /// look ended (``ClosingMarks``). It used to search the rest of the line anew at every opening mark, so a
    /// line of unclosed `[` (or of `[a](`) took time in the square of its length.
    static func inline(_ text: String) -> String {
        let characters = Array(text)
        var marks = ClosingMarks(characters)
        var out = ""
        out.reserveCapacity(text.utf8.count)
        var plainStart = 0
        var i = 0
        func flushPlain(upTo end: Int) {
            if plainStart < end { out += Page.e(String(characters[plainStart..<end])) }
        }
        func slice(_ range: Range<Int>) -> String { String(characters[range]) }
        while i < characters.count {
            let c = characters[i]
            var next: Int?
            if c == "`", let end = marks.next("`", after: i) {
                flushPlain(upTo: i)
                out += "<code>" + Page.e(slice((i + 1)..<end)) + "</code>"
                next = end + 1
            } else if c == "*", i + 1 < characters.count, characters[i + 1] == "*", let end = marks.nextDoubleStar(from: i + 2) {
                flushPlain(upTo: i)
                out += "<strong>" + inline(slice((i + 2)..<end)) + "</strong>"
                next = end + 2
            } else if c == "[", let close = marks.next("]", after: i), close + 1 < characters.count, characters[close + 1] == "(",
                let paren = marks.next(")", after: close + 1)
            {
                flushPlain(upTo: i)
                let label = slice((i + 1)..<close)
                let url = slice((close + 2)..<paren)
                if url.hasPrefix("https://") || url.hasPrefix("http://") {
                    out += "<a href=\"\(Page.e(url))\">\(inline(label))</a>"
                } else {
                    out += inline(label)
                }
                next = paren + 1
            }
            if let next {
                i = next
                plainStart = next
            } else {
                i += 1
            }
        }
        flushPlain(upTo: characters.count)
        return out
    }
}

/// Where the next closing mark of a line is, for a reader that only moves forward: each answer is kept and
/// reused until the reader passes it, and "none after here" is kept too, so every character of the line
/// is looked at a bounded number of times however many opening marks there are.
struct ClosingMarks {
    private let characters: [Character]
    /// Per mark: the position last found (`nil` when there is none from `from` on) and where that search began.
    private var found: [Character: (from: Int, at: Int?)] = [:]
    private var doubleStar: (from: Int, at: Int?)?

    init(_ characters: [Character]) { self.characters = characters }

    /// The first `mark` after position `after`.
    mutating func next(_ mark: Character, after: Int) -> Int? {
        let from = after + 1
        if let last = found[mark], last.from <= from {
            // The first mark from `last.from` on is also the first from `from` on, until `from` passes it;
            // none from `last.from` on means none from `from` on.
            guard let at = last.at else { return nil }
            if at >= from { return at }
        }
        var position = from
        while position < characters.count && characters[position] != mark { position += 1 }
        let at = position < characters.count ? position : nil
        found[mark] = (from, at)
        return at
    }

    /// The first `**` starting at or after `from`.
    mutating func nextDoubleStar(from: Int) -> Int? {
        if let last = doubleStar, last.from <= from {
            guard let at = last.at else { return nil }
            if at >= from { return at }
        }
        var position = from
        while position + 1 < characters.count && !(characters[position] == "*" && characters[position + 1] == "*") { position += 1 }
        let at = position + 1 < characters.count ? position : nil
        doubleStar = (from, at)
        return at
    }
}

extension Markdown {
    /// A column heading's words each kept whole (`.nowrap`), so a narrow table wraps a heading between its
    /// words and never at a hyphen (`Zoom-type`). Words inside a tag (`<code>…</code>`) are left as they are.
    static func heading(_ html: String) -> String {
        guard !html.contains("<") else { return html }
        return html.split(separator: " ").map { "<span class=\"nowrap\">\($0)</span>" }.joined(separator: " ")
    }
}
