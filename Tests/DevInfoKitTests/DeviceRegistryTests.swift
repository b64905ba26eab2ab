import Foundation
import Testing

@testable import DevInfoFormats
@testable import DevInfoKit

/// The drop-in device registries (`devinfo --web playwright|playwright-python|puppeteer`): every browser
/// profile under the name the tools would give it, in each tool's own keys and nothing else. (The real
/// Playwright loads them in Tests/Browser/playwright_registry_test.py and .mjs, run by .ci/playwright.)
@Suite struct DeviceRegistryTests {
    static let screens = WebScreens(Device.all)
    static func registry(_ consumer: DeviceRegistry.Consumer) throws -> [String: [String: Any]] {
        try #require(try JSONSerialization.jsonObject(with: Data(DeviceRegistry.render(consumer, screens).text.utf8)) as? [String: [String: Any]])
    }

    @Test func everyProfileIsInEachRegistryUnderItsModelsName() throws {
        let node = try Self.registry(.playwright)
        let python = try Self.registry(.playwrightPython)
        let puppeteer = try Self.registry(.puppeteer)
        let profiles = BrowserProfiles.profiles(Self.screens).profiles
        #expect(Set(node.keys) == Set(python.keys) && Set(node.keys) == Set(puppeteer.keys))
        for profile in profiles {
            let screen = profile.screen
            let landscape = profile.orientation == .landscape
            var name = screen.device.name + (screen.position == 0 ? "" : " \(screen.display.role.rawValue)")
            name += (screen.mode == .zoomed ? " zoomed" : "") + (landscape ? " landscape" : "")
            let viewport = screen.size(profile.orientation)
            let entry = try #require(node[name], "\(name)")
            // The screen stays portrait, as iOS reports it; the viewport turns.
            #expect(entry["screen"] as? [String: Int] == ["width": screen.points.width, "height": screen.points.height], "\(name)")
            #expect(entry["viewport"] as? [String: Int] == ["width": viewport.width, "height": viewport.height], "\(name)")
            #expect(entry["deviceScaleFactor"] as? Int == screen.scale && entry["userAgent"] as? String == profile.userAgent, "\(name)")
            let snake = try #require(python[name])
            #expect(snake["device_scale_factor"] as? Int == screen.scale && snake["user_agent"] as? String == profile.userAgent, "\(name)")
            let known = try #require(puppeteer[name])
            let port = try #require(known["viewport"] as? [String: Any])
            #expect(known["name"] as? String == name && port["isLandscape"] as? Bool == landscape && port["deviceScaleFactor"] as? Int == screen.scale)
        }
        #expect(node.count < profiles.count, "a model's variants (Wi-Fi, cellular) share an entry")
    }

    @Test func eachRegistryHasItsToolsKeysAndNoOther() throws {
        let keys: [(DeviceRegistry.Consumer, Set<String>)] = [
            (.playwright, ["userAgent", "screen", "viewport", "deviceScaleFactor", "isMobile", "hasTouch", "defaultBrowserType"]),
            (.playwrightPython, ["user_agent", "screen", "viewport", "device_scale_factor", "is_mobile", "has_touch", "default_browser_type"]),
            (.puppeteer, ["name", "userAgent", "viewport"])
        ]
        for (consumer, expected) in keys {
            let registry = try Self.registry(consumer)
            #expect(registry.values.allSatisfy { Set($0.keys) == expected }, "\(consumer)")
        }
    }

    @Test func theNewestDevicesAreNamedAsPlaywrightNamesThem() throws {
        let node = try Self.registry(.playwright)
        for name in [
            "iPhone 17 Pro", "iPhone 17 Pro landscape", "iPhone 17 Pro zoomed landscape", "iPhone Duo", "iPhone Duo inner landscape",
            "iPad Pro 13-inch (M5)", "iPad Pro 13-inch (M5) landscape", "iPod touch (7th generation)"
        ] {
            #expect(node[name] != nil, "\(name)")
        }
        let pro = try #require(node["iPhone 17 Pro landscape"])
        #expect(pro["screen"] as? [String: Int] == ["width": 402, "height": 874] && pro["viewport"] as? [String: Int] == ["width": 874, "height": 402])
    }
}
