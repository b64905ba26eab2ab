import Foundation
import Testing

/// `devinfo --screen` reads sizes exactly as Tests/Browser/size-queries.tsv says: the table the website's
/// search is tested against too (DevInfoSiteTests, and Tests/Browser in Chromium).
@Suite struct SizeQueryTests {
    /// (query, `WxH`, `WxH@S` or `no`) from the shared table.
    static let cases: [(query: String, size: String)] = {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Browser/size-queries.tsv").path
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").dropFirst().filter { !$0.hasPrefix("#") && $0 != "query\tsize" }.map {
            let cells = $0.split(separator: "\t", omittingEmptySubsequences: false)
            return (String(cells[0]), cells.count > 1 ? String(cells[1]) : "")
        }
    }()

    @Test func theSharedTableHasBothKindsOfCase() {
        #expect(Self.cases.count > 40)
        #expect(Self.cases.contains { $0.size == "no" } && Self.cases.contains { $0.size != "no" })
        #expect(Self.cases.allSatisfy { $0.size == "no" || $0.size.range(of: #"^\d+x\d+(@[1-3])?$"#, options: .regularExpression) != nil })
    }

    @Test func screenAcceptsExactlyTheSizesOfTheSharedTable() throws {
        for (query, size) in Self.cases {
            let result = try CLI.run(["--screen", query])
            if size == "no" {
                #expect(result.status == 64, "devinfo --screen '\(query)' should be refused, not read as a size")
                #expect(result.stderr.hasPrefix("devinfo: --screen expects WIDTHxHEIGHT"), "\(query)")
            } else {
                #expect(result.status == 0 || result.status == 2, "devinfo --screen '\(query)' should read as \(size): \(result.stderr)")
                let parts = size.split(separator: "@")
                let label = parts.count == 2 ? "\(parts[0]) points @\(parts[1])x" : "\(parts[0]) "
                #expect((result.stdout + result.stderr).contains(label), "\(query): \(result.stdout)\(result.stderr)")
            }
        }
    }

    @Test func panelTakesNoScale() throws {
        #expect(try CLI.run(["--panel", "1080x2340"]).status == 0)
        #expect(try CLI.run(["--panel", "1080x2340@3"]).status == 64)
    }
}
