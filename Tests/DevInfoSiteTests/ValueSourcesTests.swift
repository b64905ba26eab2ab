import DevInfoCitations
import DevInfoKit
import Foundation
import Testing

@testable import DevInfoSite

/// The website shows where each value comes from (issue 30 §4): each device page has a table of every fact with
/// its value, status and sources as links, and the data API serves the same as `devinfo --sources --json ID`.
@Suite struct ValueSourcesTests {
    @Test func everyDeviceHasItsSourcesFileAndTheIndexNamesThem() throws {
        for device in Device.all {
            let id = device.identifier.rawValue
            let text = try #require(SiteTests.byPath["api/v1/sources/\(id).json"], "\(id)")
            let sources = try #require(Citations.device(id))
            #expect(text == Citations.json(sources) + "\n")
        }
        let indexText = try #require(SiteTests.byPath["api/v1/index.json"])
        let index = try #require(try JSONSerialization.jsonObject(with: Data(indexText.utf8)) as? [String: Any])
        #expect(index["deviceSources"] as? String == "sources/{identifier}.json")
        let registryText = try #require(SiteTests.byPath["api/v1/sources.json"])
        let registry = try #require(try JSONSerialization.jsonObject(with: Data(registryText.utf8)) as? [[String: Any]])
        #expect(registry.count == Citations.sources.count)
        #expect(registry.contains { $0["key"] as? String == "appledb" && ($0["locator"] as? String)?.hasPrefix("https://github.com/emiyl/appledb/") == true })
    }

    @Test func aDevicePageLinksEachValuesSources() throws {
        let page = try #require(SiteTests.byPath["devices/iPhone15,2.html"])
        #expect(page.contains("<h2 id=\"value-sources\">Where each value comes from</h2>"))
        // The island: three sources, each a link to its page.
        let row = try #require(page.split(separator: "\n").first { $0.contains("<code>main.hasDynamicIsland</code>") })
        #expect(row.contains("<td>yes</td><td class=\"status-confirmed\">confirmed</td>"))
        #expect(row.components(separatedBy: "<a href=\"https://").count - 1 == 3)
    }
}
