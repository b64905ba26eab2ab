import Foundation
import TestSupport
import Testing

/// `devinfo --sources` (issue 30 §4): each fact of a device with its value as Data/ writes it, its status and its
/// citations, as text, JSON and the long form of `--list`; `--list --sql` adds sources and citations tables.
@Suite struct SourcesTests {
    @Test func theTextNamesEveryFactWithItsStatusAndItsSourcesAddresses() throws {
        let result = try CLI.run(["--sources", "iPhone10,3"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("name: iPhone X  [confirmed]"))
        #expect(lines.contains("main.panelPixels: 1125 2436  [confirmed]"))
        #expect(lines.contains("main.cornerRadius: 39  [confirmed]"))
        // The X's landscape insets on iOS 13 rest on one device reading (karol): the range is single.
        #expect(lines.contains("main.safeArea@13-13: 44 0 34 0 0 44 21 44  [single]"))
        #expect(lines.contains { $0.hasPrefix("    karol: ") && $0.hasSuffix("/README.md>") })
        #expect(lines.contains { $0.hasPrefix("    rule native-scale: ") })
    }

    @Test func theJSONNamesFactsAsJSONDoesWithValueStatusAndCitations() throws {
        let sources = try CLI.run(["--sources", "--json", "iPhone15,2"])
        #expect(sources.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(sources.stdout.utf8)) as? [String: Any])
        let facts = try #require(object["facts"] as? [String: [String: Any]])
        let name = try #require(facts["name"])
        #expect(name["value"] as? String == "iPhone 14 Pro")
        #expect(name["status"] as? String == "confirmed")
        let citations = try #require(name["citations"] as? [[String: Any]])
        #expect(citations.count >= 2)
        #expect(citations.allSatisfy { $0["key"] is String && $0.keys.sorted() == ["detail", "key", "locator", "title"] })
        // Every fact name is a key of the device's own --json object (or of its display's).
        let device = try #require(try JSONSerialization.jsonObject(with: Data(try CLI.run(["--json", "iPhone15,2"]).stdout.utf8)) as? [String: Any])
        let display = try #require(device["mainDisplay"] as? [String: Any])
        #expect(Set(facts.keys).isSubset(of: Set(device.keys)))
        let displays = try #require(object["displays"] as? [[String: Any]])
        let displayFacts = try #require(displays.first?["facts"] as? [String: Any])
        #expect(Set(displayFacts.keys).isSubset(of: Set(display.keys)))
        #expect(displayFacts["hasDynamicIsland"] != nil)
    }

    @Test func sourcesNeedAnIdentifier() throws {
        let result = try CLI.run(["--sources"])
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(result.stderr == "devinfo: --sources takes one or more identifiers (devinfo --sources iPhone11,8)\n")
    }

    @Test func anUnknownIdentifierHasNoSources() throws {
        let result = try CLI.run(["--sources", "iPhone99,9"])
        #expect(result.status == 2)
        #expect(result.stderr == "devinfo: iPhone99,9: no such device in the table, so no sources\n")
    }

    @Test func theLongFormHasALinePerCitation() throws {
        let result = try CLI.run(["--list", "--sources", "--family", "iPhone"])
        #expect(result.status == 0)
        let rows = parseCSV(result.stdout)
        #expect(rows.first == ["identifier", "fact", "value", "status", "source", "locator"])
        let island = rows.filter { $0.first == "iPhone15,2" && $0[1] == "main.hasDynamicIsland" }
        #expect(island.map { $0[4] } == ["devicekit", "rndi", "apple-devices"])
        #expect(island.allSatisfy { $0[2] == "yes" && $0[3] == "confirmed" && $0[5].hasPrefix("https://github.com/") })
        let lines = try CLI.run(["--list", "--sources", "--json-lines", "--family", "iPhone"]).stdout.split(separator: "\n")
        #expect(lines.count == rows.count - 1)
    }

    @Test func theSQLListHasSourcesAndCitationsTables() throws {
        let sql = try CLI.run(["--list", "--sql", "--family", "iPod"]).stdout
        #expect(sql.contains("CREATE TABLE sources ("))
        #expect(sql.contains("CREATE TABLE citations ("))
        #expect(sql.contains("INSERT INTO citations VALUES ('iPod9,1', 'name', 'iPod touch (7th generation)', 'confirmed', 'appledb', NULL);"))
        #expect(!sql.contains("INSERT INTO citations VALUES ('iPhone"))
    }
}
