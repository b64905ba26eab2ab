import DevInfoFormats
import DevInfoKit
import Foundation
import Testing

/// Echoed input in a Markdown table: one code span, where CommonMark and GitHub interpret nothing, that
/// reads back as the text. (`.ci/check_markdown.py` renders the command's output with a real renderer.)
@Suite struct MarkdownEscapingTests {
    static let hostile = [
        "![t](https://e.com/x.png)", "[x](https://e.com)", "@user", "hi @octocat", "https://e.com", "www.e.com", "a@b.com", "#123",
        ":smile:", "**b** __s__ *e* _e_ ~~d~~", "`code`", "``", "a`b``c", "`", "a|b", "a\\|b", "\\", "<img src=x>", "&amp;", "# h",
        "> q", "- i", "=cmd()", "iPhone11,8", " x "
    ]

    /// What a renderer reads from a code-span cell: the fence stripped, one space inside each end stripped
    /// when both are there, and the table's `\|` read as `|`.
    static func read(_ cell: String) -> String? {
        let fence = cell.prefix { $0 == "`" }
        guard !fence.isEmpty, cell.hasSuffix(fence), cell.count >= 2 * fence.count else { return nil }
        var body = String(cell.dropFirst(fence.count).dropLast(fence.count))
        // Inside, no run of backticks as long as the fence (it would close the span early).
        var run = 0
        for character in body {
            run = character == "`" ? run + 1 : 0
            if run >= fence.count { return nil }
        }
        if body.hasPrefix(" ") && body.hasSuffix(" ") && body.count > 1 && body.contains(where: { $0 != " " }) {
            body = String(body.dropFirst().dropLast())
        }
        // No pipe the table would split on.
        var previous: Character = " "
        for character in body {
            if character == "|" && previous != "\\" { return nil }
            previous = character
        }
        return body.replacingOccurrences(of: "\\|", with: "|")
    }

    @Test func echoedInputIsOneCodeSpanThatReadsBackAsTheText() {
        let writer = TableWriter(.markdown)
        for text in Self.hostile {
            let cell = writer.cell(text, echoed: true)
            #expect(Self.read(cell) == TableWriter.neutralized(text, quote: false), "\(text) → \(cell)")
        }
        #expect(writer.cell("", echoed: true) == "")
    }

    @Test func factsAreNotCodeSpansButTheirPipesAndBracketsOfHTMLAreEscaped() {
        let writer = TableWriter(.markdown)
        #expect(writer.cell("iPad Pro (12.9-inch)") == "iPad Pro (12.9-inch)")
        #expect(writer.line(["@x", "a|b"], firstIsEchoed: true) == "| `'@x` | a\\|b |\n")
    }
}
