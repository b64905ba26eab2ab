import DevInfoFormats
import DevInfoKit
import Foundation
import TestSupport
import Testing

/// SQL string literals (`SQLWriter.literal`, what `devinfo --list --sql` writes every text with): hostile and
/// random text, quotes, NUL, line breaks and escapes included, must come back from sqlite3 byte for byte, one
/// row per statement, so no name can end a literal or a statement early.
@Suite(.enabled(if: SQLite3.path != nil, "needs the sqlite3 shell (.ci/run installs it)"))
struct SQLFuzzTests {

    static func hex(_ text: String) -> String { text.utf8.map { String($0, radix: 16, uppercase: true).leftPadded(2) }.joined() }

    @Test func everyTextRoundTripsThroughALiteral() throws {
        var dice = Fuzz.dice(23)
        var texts =
            Fuzz.hostile + [
                "x'); DROP TABLE t; --", "'", "''", "';", "\\'", "it's", "O'Brien\n'; DELETE FROM t; --",
                "\u{0}'\u{0}", "\r\n", "é'😀"
            ]
        for _ in 0..<Fuzz.cases(ci: 300) { texts.append(Fuzz.text(&dice, maxBytes: 96)) }
        var script = "CREATE TABLE t (n INTEGER PRIMARY KEY, name TEXT NOT NULL);\n"
        for (index, text) in texts.enumerated() {
            script += "INSERT INTO t VALUES (\(index), \(SQLWriter.literal(text)));\n"
        }
        script += "SELECT n || ' ' || hex(name) FROM t ORDER BY n;\nSELECT count(*) FROM sqlite_master;\n"
        let result = try Run.process(URL(fileURLWithPath: try #require(SQLite3.path)), ["-bail", ":memory:"], stdin: Data(script.utf8))
        #expect(result.status == 0, "\(result.stderr.prefix(400))")
        let lines = (result.stdout + result.stderr).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let expected = texts.enumerated().map { "\($0.offset) \(Self.hex($0.element))" } + ["1", ""]
        #expect(lines.count == expected.count, "one row per statement, and the table alone in the schema")
        for (line, want) in zip(lines, expected) where line != want {
            Issue.record("sqlite3 read back \(line), not \(want)")
            break
        }
    }

    @Test func literalsUseOnlyQuotesOrHexAndNeverARawControlByte() {
        var dice = Fuzz.dice(24)
        for _ in 0..<Fuzz.cases(ci: 2_000) {
            let text = Fuzz.text(&dice)
            let literal = SQLWriter.literal(text)
            #expect(!literal.utf8.contains { $0 < 0x20 || $0 == 0x7F }, "\(literal)")
            if literal.hasPrefix("CAST(X'") {
                #expect(literal.hasSuffix("' AS TEXT)") && literal.dropFirst(7).dropLast(10).allSatisfy(\.isHexDigit))
            } else {
                #expect(literal.hasPrefix("'") && literal.hasSuffix("'"))
                // Inside, quotes come in pairs only.
                #expect(literal.dropFirst().dropLast().replacingOccurrences(of: "''", with: "").contains("'") == false)
            }
        }
    }
}

/// The `sqlite3` shell on PATH, if any.
enum SQLite3 {
    static let path = Platform.onPath("sqlite3")
}

private extension String {
    func leftPadded(_ width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
