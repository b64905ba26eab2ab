import Foundation
import TestSupport
import Testing

/// `--markdown`: a GitHub-flavoured Markdown table with the CSV columns, for issues and docs.
@Suite struct MarkdownTests {
    @Test func aReportIsAHeaderADividerAndARow() throws {
        let result = try CLI.run(["--markdown", "iPhone11,8"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let csvHeader = try CLI.run(["--csv", "iPhone11,8"]).stdout.split(separator: "\n")[0]
        #expect(lines.count == 3)
        #expect(lines[0] == "| " + csvHeader.split(separator: ",").joined(separator: " | ") + " |")
        #expect(lines[1] == "|" + String(repeating: "---|", count: csvHeader.split(separator: ",").count))
        #expect(lines[2].hasPrefix("| iPhone11,8 | iPhone | iPhone XR | "))
    }

    @Test func bulkEscapesWhatWouldBreakTheTable() throws {
        let result = try CLI.run(["--bulk", "--markdown"], stdin: Data("iPhone11,8\na|b<c>\n".utf8))
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(lines[0].hasPrefix("| input | status | family |"))
        #expect(lines[3].hasPrefix("| `a\\|b<c>` | malformed |"))
    }

    @Test func theOtherFormatsAreRefusedBesideIt() throws {
        let result = try CLI.run(["--markdown", "--csv", "iPhone11,8"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--markdown and --csv are two output formats; choose one"))
    }
}
