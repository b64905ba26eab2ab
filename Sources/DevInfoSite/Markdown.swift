import Foundation
/// The Markdown `Data/SOURCES.md` is written in, as HTML: headings, paragraphs, nested lists, pipe tables,
/// fenced code, and inline code, bold, italics and links. Everything is escaped first; only `http(s)`
/// links become links. Small on purpose: it renders one known file, and a test validates the output.
enum Markdown {
    /// `markdown` as HTML; headings are shifted by `headingOffset` levels and given the ids in `anchors`
    /// (in order; a heading without one gets none).
    static func html(_ markdown: String, headingOffset: Int = 0, anchors: [String] = []) -> String {
        var out = ""
        var paragraph: [String] = []
        var listStack: [Int] = []  // indents of the open lists
        var table: [[String]] = []
        var code: [String]?
        var anchorIndex = 0

        func flushParagraph() {
            if !paragraph.isEmpty { out += "<p>" + inline(paragraph.joined(separator: " ")) + "</p>\n"; paragraph = [] }
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
            out += "<div class=\"scroll\"><table>\n<thead><tr>" + header.map { "<th scope=\"col\">\(inline($0))</th>" }.joined() + "</tr></thead>\n<tbody>\n"
            for row in rows {
                var cells = row
                while cells.count < header.count { cells.append("") }
                out += "<tr>" + cells.prefix(header.count).map { "<td>\(inline($0))</td>" }.joined() + "</tr>\n"
            }
            out += "</tbody>\n</table></div>\n"
            table = []
        }
        func closeAll() {
            flushParagraph()
            closeLists(to: -1)
            flushTable()
        }

        for rawLine in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(rawLine)
            let indent = line.prefix { $0 == " " }.count
            let trimmed = String(line.dropFirst(indent))
            if var block = code {
                if trimmed.hasPrefix("```") {
                    out += "<pre><code>" + Page.e(block.joined(separator: "\n")) + "</code></pre>\n"
                    code = nil
                } else {
                    block.append(line)
                    code = block
                }
                continue
            }
            if trimmed.hasPrefix("```") {
                closeAll()
                code = []
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
    static func inline(_ text: String) -> String {
        var out = ""
        var rest = Substring(text)
        while let c = rest.first {
            if c == "`", let end = rest.dropFirst().firstIndex(of: "`") {
                out += "<code>" + Page.e(String(rest[rest.index(after: rest.startIndex)..<end])) + "</code>"
                rest = rest[rest.index(after: end)...]
            } else if rest.hasPrefix("**"), let end = rest.dropFirst(2).range(of: "**") {
                out += "<strong>" + inline(String(rest[rest.index(rest.startIndex, offsetBy: 2)..<end.lowerBound])) + "</strong>"
                rest = rest[end.upperBound...]
            } else if c == "[", let close = rest.firstIndex(of: "]"), rest[close...].dropFirst().first == "(",
                      let paren = rest[close...].firstIndex(of: ")") {
                let label = String(rest[rest.index(after: rest.startIndex)..<close])
                let url = String(rest[rest.index(close, offsetBy: 2)..<paren])
                if url.hasPrefix("https://") || url.hasPrefix("http://") {
                    out += "<a href=\"\(Page.e(url))\">\(inline(label))</a>"
                } else {
                    out += inline(label)
                }
                rest = rest[rest.index(after: paren)...]
            } else {
                out += Page.e(String(c))
                rest = rest.dropFirst()
            }
        }
        return out
    }
}
