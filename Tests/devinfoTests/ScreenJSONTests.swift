import DevInfoKit
import Foundation
import Testing

/// `devinfo --screen … --json` prints DevInfoKit's own `Codable` shape: it decodes into `DisplayMatches`.
@Suite struct ScreenJSONTests {
    @Test(arguments: [["--screen", "750x1624"], ["--screen", "375x812@3"], ["--panel", "1080x2340"]])
    func theCommandsJSONDecodesIntoTheLibrarysType(_ arguments: [String]) throws {
        let result = try CLI.run(arguments + ["--json"])
        #expect(result.status == 0)
        let decoded = try JSONDecoder().decode(DisplayMatches.self, from: result.stdoutBytes)
        let query = try #require(decoded.matches.first.map { _ in decoded.query })
        #expect(decoded == Device.matching(query))
        let encoded = try JSONSerialization.jsonObject(with: JSONEncoder().encode(decoded)) as? NSDictionary
        let printed = try JSONSerialization.jsonObject(with: result.stdoutBytes) as? NSDictionary
        #expect(encoded == printed, "Codable writes the object the command prints")
    }
}
