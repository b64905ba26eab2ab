import DevInfoFormats
import DevInfoGenerator
import DevInfoKit
import Foundation
import TestSupport
import Testing

@testable import DevInfoSite

/// The website's static data API (`api/v1/`): a file per device that is the object `devinfo --json ID`
/// prints, the list `devinfo --list --json` prints, a file per display class, the data files, and an index
/// whose paths all resolve. (Tests/Browser/site_api_test.py fetches them over HTTP in Chromium and compares
/// them with the CLI itself.)
@Suite struct ApiFilesTests {
    static let files = SiteTests.files
    static let byPath = SiteTests.byPath

    static func json(_ path: String) throws -> Any {
        let text = try #require(byPath["api/v1/" + path], "api/v1/\(path)")
        return try JSONSerialization.jsonObject(with: Data(text.utf8))
    }

    @Test func theListIsTheCLIsListAndEveryDeviceHasItsObject() throws {
        #expect(Self.byPath["api/v1/devices.json"] == Presenter(format: .json).list(Device.all))
        let list = try #require(try Self.json("devices.json") as? [[String: Any]])
        #expect(list.count == Device.all.count)
        var objects: [String] = []
        for device in Device.all {
            let path = "devices/\(device.identifier.rawValue).json"
            let text = try #require(Self.byPath["api/v1/" + path], "\(path)")
            #expect(text == Presenter(format: .json).report([.known(device)], asArray: false), "\(path)")
            objects.append(String(text.dropLast()))
        }
        // Each device's file is the list's element, byte for byte.
        #expect(Self.byPath["api/v1/devices.json"] == "[" + objects.joined(separator: ",") + "]\n")
        let xr = try #require(try Self.json("devices/iPhone11,8.json") as? [String: Any])
        #expect(xr["name"] as? String == "iPhone XR" && xr["chip"] as? String == "A12 Bionic")
    }

    @Test func everyDisplayClassHasItsFileWithItsDevicesAndHistory() throws {
        let classes = DisplayClasses.all
        let listed = try #require(try Self.json("displays.json") as? [[String: Any]])
        #expect(listed.map { $0["id"] as? String } == classes.map(\.id))
        for (id, uses) in classes {
            let object = try #require(try Self.json("displays/\(id).json") as? [String: Any])
            #expect(object["id"] as? String == id)
            let devices = object["devices"] as? [[String: Any]] ?? []
            #expect(devices.map { $0["identifier"] as? String } == uses.map(\.device.identifier.rawValue), "\(id)")
            let display = object["display"] as? [String: Any] ?? [:]
            #expect(display["id"] as? String == id && display["role"] as? String == uses[0].display.role.rawValue)
            // The class's whole history: at least every entry any of its devices has.
            let entries = (object["safeAreas"] as? [[String: Any]] ?? []).count
            #expect(entries >= uses.map(\.display.safeAreaHistory.count).max() ?? 0, "\(id)")
        }
        // The XR's class answers for iOS 12 to 18 with the insets that moved at iOS 14.
        let xr = try #require(try Self.json("displays/iphone-xr.json") as? [String: Any])
        let tops = (xr["safeAreas"] as? [[String: Any]] ?? []).compactMap { ($0["portrait"] as? [String: Any])?["top"] as? Double }
        #expect(tops.contains(44) && tops.contains(48))
    }

    @Test func theDataFilesAreTheExportsAndTheIndexPathsResolve() throws {
        #expect(Self.byPath["api/v1/devices.csv"] == Presenter(format: .csv).list(Device.all))
        #expect(Self.byPath["api/v1/devices.jsonl"] == Presenter(format: .jsonLines).list(Device.all))
        // `devinfo --list --sql`: the library's tables and the citations' (DevInfoCitations), one transaction.
        let sql = try #require(Self.byPath["api/v1/devices.sql"])
        #expect(sql.hasPrefix(String(SQLWriter.script(Device.all).dropLast("COMMIT;\n".count))))
        #expect(sql.contains("CREATE TABLE citations (") && sql.hasSuffix("COMMIT;\n"))
        #expect(Self.byPath["api/v1/devinfo.schema.json"] == JSONSchemaWriter.render())
        #expect(Self.byPath["api/v1/reading.schema.json"] == (try Package.text(ReadingSchemaWriter.path)))
        let index = try #require(try Self.json("index.json") as? [String: Any])
        #expect(index["deviceCount"] as? Int == Device.all.count && index["displayClassCount"] as? Int == DisplayClasses.all.count)
        for key in ["devices", "displays", "schema", "readingSchema"] {
            let path = try #require(index[key] as? String)
            #expect(Self.byPath["api/v1/" + path] != nil, "\(key): \(path)")
        }
        for path in index["downloads"] as? [String] ?? [] { #expect(Self.byPath["api/v1/" + path] != nil, "\(path)") }
        #expect((index["device"] as? String).map { Self.byPath["api/v1/" + $0.replacingOccurrences(of: "{identifier}", with: "iPhone15,2")] != nil } == true)
        #expect((index["display"] as? String).map { Self.byPath["api/v1/" + $0.replacingOccurrences(of: "{class}", with: "iphone-14-pro")] != nil } == true)
        // The index page links them.
        let page = try #require(Self.byPath["index.html"])
        for download in ApiFiles.downloads { #expect(page.contains("href=\"api/v1/\(download.file)\"")) }
        #expect(page.contains("href=\"api/v1/index.json\""))
    }
}
