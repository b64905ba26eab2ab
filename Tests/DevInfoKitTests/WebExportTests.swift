import DevInfoFormats
import Foundation
import Testing

@testable import DevInfoKit

/// The exports for the web (`devinfo --web`): every iPhone, iPad and iPod touch screen as browser profiles,
/// launch-screen links and safe areas for CSS, each written from the library's facts. (The browser test,
/// Tests/Browser/web_browser_test.py, checks them in Chromium.)
@Suite struct WebExportTests {
    static let screens = WebScreens(Device.all)
    static func json(_ text: String) throws -> Any { try JSONSerialization.jsonObject(with: Data(text.utf8)) }

    @Test func everyScreenIsADisplayAndModeOfAnIPhoneIPadOrIPod() {
        let families: Set<DeviceFamily> = [.iPhone, .iPad, .iPod]
        var expected = 0
        for device in Device.all where families.contains(device.family) && !Self.screens.unmeasured.contains(device) {
            expected += device.displays.map(\.allMetrics.count).reduce(0, +)
        }
        #expect(Self.screens.screens.count == expected)
        #expect(Self.screens.screens.allSatisfy { families.contains($0.device.family) })
        // Left out: only devices with a display whose points or scale are not confirmed.
        #expect(Self.screens.unmeasured.map(\.identifier.rawValue) == ["iPhone19,2", "iPhone19,3", "iPhone19,7"])
        #expect(Self.screens.unmeasured.allSatisfy { $0.displays.isEmpty || $0.displays.contains { $0.standard == nil } })
        #expect(Self.screens.unmeasuredNote == "3 devices left out: points or scale not confirmed (iPhone19,2, iPhone19,3, iPhone19,7)")
    }

    @Test func everyProfileIsTheDisplaysPointsAndScaleInItsOrientation() throws {
        let output = BrowserProfiles.render(Self.screens)
        let profiles = try #require(try Self.json(output.text) as? [String: [String: Any]])
        #expect(profiles.count == Self.screens.screens.count * 2, "portrait and landscape of every screen")
        for screen in Self.screens.screens {
            for orientation in DisplayOrientation.allCases {
                var name = screen.name + (screen.mode == .zoomed ? " zoomed" : "")
                if orientation == .landscape { name += " landscape" }
                let profile = try #require(profiles[name], "\(name)")
                let size = orientation == .portrait ? screen.points : screen.points.rotated
                // The screen is the portrait size in both orientations, as iOS reports it; the viewport turns.
                #expect(profile["screen"] as? [String: Int] == ["width": screen.points.width, "height": screen.points.height], "\(name)")
                let viewport = try #require(profile["viewport"] as? [String: Any])
                #expect(viewport["width"] as? Int == size.width && viewport["height"] as? Int == size.height, "\(name)")
                #expect(viewport["deviceScaleFactor"] as? Int == screen.scale && profile["deviceScaleFactor"] as? Int == screen.scale)
                #expect(viewport["isLandscape"] as? Bool == (orientation == .landscape))
                #expect(profile["isMobile"] as? Bool == true && profile["hasTouch"] as? Bool == true)
                #expect((profile["userAgent"] as? String)?.hasPrefix("Mozilla/5.0 (") == true)
                let facts = try #require(profile["devinfo"] as? [String: Any])
                #expect(facts["identifier"] as? String == screen.device.identifier.rawValue)
                #expect(facts["mode"] as? String == screen.mode.rawValue && facts["viewportIsScreen"] as? Bool == true)
                // The safe area is the standard mode's, for the newest OS confirmed within the device's life.
                let safeArea = facts["safeArea"] as? [String: Double]
                if screen.mode == .zoomed {
                    #expect(facts["safeArea"] is NSNull, "\(name): no source gives zoomed insets")
                } else if let insets = orientation == .portrait ? screen.display.safeArea?.portrait : screen.display.safeArea?.landscape {
                    #expect(safeArea?["top"] == insets.top && safeArea?["left"] == insets.left, "\(name)")
                    #expect(safeArea?["bottom"] == insets.bottom && safeArea?["right"] == insets.right, "\(name)")
                    #expect(safeArea?["untilOSVersion"].map(Int.init) == screen.display.safeArea?.untilOSVersion)
                } else {
                    #expect(facts["safeArea"] is NSNull, "\(name)")
                }
            }
        }
        #expect(output.notes == [Self.screens.unmeasuredNote!], "every measured device has an OS to write its user agent for")
    }

    @Test func theProfilesAreNamedAfterTheDeviceAndItsIdentifier() throws {
        let profiles = try #require(try Self.json(BrowserProfiles.render(Self.screens).text) as? [String: Any])
        for name in [
            "iPhone 15 Pro (iPhone16,1)", "iPhone 15 Pro (iPhone16,1) landscape", "iPhone 15 Pro (iPhone16,1) zoomed",
            "iPhone 15 Pro (iPhone16,1) zoomed landscape", "iPhone Duo (iPhone19,4)", "iPhone Duo (iPhone19,4) inner landscape",
            "iPad Pro 11-inch (M4) (Wi-Fi) (iPad16,3) landscape", "iPod touch (7th generation) (iPod9,1)"
        ] {
            #expect(profiles[name] != nil, "\(name)")
        }
        #expect(profiles["iPad Pro 11-inch (M4) (Wi-Fi) (iPad16,3) zoomed"] == nil, "no Display Zoom on an iPad")
        let zoomed = try #require(profiles["iPhone 15 Pro (iPhone16,1) zoomed"] as? [String: Any])
        #expect(zoomed["screen"] as? [String: Int] == ["width": 320, "height": 693] && zoomed["deviceScaleFactor"] as? Int == 3)
    }

    @Test(arguments: [
        // Still supported: the newest iOS (27); from Safari 26 the OS in the string is frozen at 18_6.
        (
            "iPhone16,1",
            "Mozilla/5.0 (iPhone; CPU iPhone OS 18_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/27.0 Mobile/15E148 Safari/604.1"
        ),
        // Last runs iOS 18: the example of Mobile Safari's format.
        (
            "iPhone11,8",
            "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1"
        ),
        (
            "iPod9,1",
            "Mozilla/5.0 (iPod touch; CPU iPhone OS 15_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.0 Mobile/15E148 Safari/604.1"
        ),
        // iPadOS 13 and later: the desktop-class user agent; before, Mobile Safari's iPad format.
        ("iPad16,3", "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/27.0 Safari/605.1.15"),
        ("iPad6,11", "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.0 Safari/605.1.15"),
        ("iPad2,1", "Mozilla/5.0 (iPad; CPU OS 9_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/9.0 Mobile/15E148 Safari/604.1"),
        // OS range not confirmed: the newest OS a confirmed safe area is for (iOS 27).
        (
            "iPhone19,4",
            "Mozilla/5.0 (iPhone; CPU iPhone OS 18_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/27.0 Mobile/15E148 Safari/604.1"
        )
    ])
    func theUserAgentIsSafarisOnTheNewestOSTheDeviceRuns(identifier: String, userAgent: String) throws {
        let device = try #require(Device(identifier: identifier))
        let major = try #require(SafariUserAgent.osMajor(of: device))
        #expect(SafariUserAgent.string(for: device, osMajor: major) == userAgent)
    }

    @Test func theUserAgentsOSIsTheDevicesLastOrTheNewest() throws {
        for device in Device.all where WebExport.families.contains(device.family) {
            let major = SafariUserAgent.osMajor(of: device)
            if let last = device.lastOSVersion { #expect(major == last.major, "\(device)") }
            if device.isStillSupported == true { #expect(major == device.family.newestOSVersion?.major, "\(device)") }
            if let major, let first = device.firstOSVersion { #expect(major >= first.major, "\(device)") }
        }
    }

    /// Which links a screen's media features select, evaluated as the browser does: device-width and
    /// device-height are the portrait size in both orientations (iOS), the orientation is the viewport's.
    static func matching(_ links: [LaunchScreens.Link], _ screen: WebScreen, _ orientation: DisplayOrientation) -> [LaunchScreens.Link] {
        links.filter { link in
            let media = link.media
            return media.contains("(device-width: \(screen.points.width)px)") && media.contains("(device-height: \(screen.points.height)px)")
                && media.contains("(-webkit-device-pixel-ratio: \(screen.scale))") && media.contains("(orientation: \(orientation.rawValue))")
        }
    }

    @Test func everyScreenSelectsExactlyOneLaunchImageOfItsRenderSize() {
        let links = LaunchScreens.links(Self.screens)
        #expect(Set(links.map(\.media)).count == links.count, "identical sizes from different devices are one link")
        for screen in Self.screens.screens {
            for orientation in DisplayOrientation.allCases {
                let found = Self.matching(links, screen, orientation)
                #expect(found.count == 1, "\(screen.name) \(screen.mode) \(orientation): \(found.count) links")
                guard let link = found.first else { continue }
                let pixels = screen.metrics.renderPixels
                #expect(link.image == (orientation == .portrait ? pixels : pixels.rotated))
                #expect(link.href == "apple-launch-\(link.image.width)x\(link.image.height).png")
                #expect(link.screens.contains { $0.device == screen.device && $0.mode == screen.mode })
            }
        }
        // Display Zoom has its own images: a zoomed iPhone 15 Pro is 320x693 points, 960x2079 pixels.
        #expect(
            links.contains {
                $0.image == PixelSize(width: 960, height: 2079) && $0.screens.contains { $0.device.identifier == "iPhone16,1" && $0.mode == .zoomed }
            })
    }

    @Test func theLaunchScreensAreAnHTMLFragmentAndJSON() throws {
        let html = LaunchScreens.html(Self.screens).text
        let links = LaunchScreens.links(Self.screens)
        #expect(html.components(separatedBy: "<link rel=\"apple-touch-startup-image\" ").count - 1 == links.count)
        #expect(
            html.contains(
                "<link rel=\"apple-touch-startup-image\" media=\"(device-width: 393px) and (device-height: 852px) and (-webkit-device-pixel-ratio: 3) and (orientation: portrait)\" href=\"apple-launch-1179x2556.png\">"
            ))
        #expect(
            html.contains(
                "media=\"(device-width: 393px) and (device-height: 852px) and (-webkit-device-pixel-ratio: 3) and (orientation: landscape)\" href=\"apple-launch-2556x1179.png\">"
            ))
        #expect(!html.replacingOccurrences(of: "<!--", with: "").replacingOccurrences(of: "-->", with: "").contains("--"), "no -- inside a comment")
        let array = try #require(try Self.json(LaunchScreens.json(Self.screens).text) as? [[String: Any]])
        #expect(array.count == links.count)
        #expect(array.map { $0["media"] as? String } == links.map(\.media))
        let first = try #require(array.first)
        #expect(first["imageWidth"] as? Int == links[0].image.width && (first["devices"] as? [Any])?.isEmpty == false)
    }

    @Test func safeAreasAreCSSCustomPropertiesAndJSON() throws {
        let css = SafeAreaStyles.css(Self.screens).text
        #expect(
            css.contains(
                "[data-device=\"iPhone16,1\"], [data-device=\"iPhone16,1\"][data-orientation=\"portrait\"] { --safe-area-inset-top: 59px; --safe-area-inset-right: 0px; --safe-area-inset-bottom: 34px; --safe-area-inset-left: 0px; }"
            ))
        #expect(
            css.contains(
                "@media (orientation: landscape) { [data-device=\"iPhone16,1\"] { --safe-area-inset-top: 0px; --safe-area-inset-right: 59px; --safe-area-inset-bottom: 20px; --safe-area-inset-left: 59px; } }"
            ))
        #expect(css.contains("[data-device=\"iPhone19,4\"][data-display=\"inner\"]"))
        #expect(css.components(separatedBy: "/*").count == css.components(separatedBy: "*/").count, "comments close")
        let (entries, unconfirmed) = SafeAreaStyles.entries(Self.screens)
        let object = try #require(try Self.json(SafeAreaStyles.json(Self.screens).text) as? [String: [String: Any]])
        #expect(object.count == Set(entries.map(\.screen.device)).count)
        for entry in entries {
            let displays = try #require(object[entry.screen.device.identifier.rawValue]?["displays"] as? [[String: Any]])
            let display = try #require(displays.first { $0["role"] as? String == entry.screen.display.role.rawValue })
            let portrait = display["portrait"] as? [String: Double]
            #expect(portrait?["top"] == entry.safeArea.portrait?.top && portrait?["bottom"] == entry.safeArea.portrait?.bottom)
            #expect(display["untilOSVersion"] as? Int == entry.screen.display.safeArea?.untilOSVersion)
        }
        // Left out: the devices none of whose displays has a confirmed safe area.
        for device in unconfirmed { #expect(device.displays.allSatisfy { $0.safeArea == nil }, "\(device)") }
        #expect(SafeAreaStyles.css(Self.screens).notes.count == 2)
    }
}
