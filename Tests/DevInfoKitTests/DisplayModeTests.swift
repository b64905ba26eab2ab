import DevInfoKit
import Testing

/// Telling standard from zoomed by what an app sees, and finding devices from a size.
@Suite struct DisplayModeTests {
    @Test(arguments: [
        ("iPhone11,8", 414, 896, DisplayMode?.some(.standard)), ("iPhone11,8", 375, 812, .zoomed),
        ("iPhone10,5", 414, 736, .standard), ("iPhone10,5", 375, 667, .zoomed),  // 8 Plus
        ("iPhone13,1", 375, 812, .standard), ("iPhone13,1", 320, 693, .zoomed),  // 12 mini
        ("iPhone14,6", 320, 568, .zoomed), ("iPhone14,6", 667, 375, .standard),  // SE 3, landscape too
        ("iPhone11,8", 320, 568, nil), ("iPhone8,4", 320, 568, .standard)
    ])
    func modeFromPoints(identifier: DeviceIdentifier, width: Int, height: Int, expected: DisplayMode?) throws {
        let screen = try #require(Device(identifier: identifier)?.mainDisplay)
        #expect(screen.displayMode(forPoints: PointSize(width: width, height: height)) == expected)
    }

    @Test(arguments: [
        ("iPhone10,5", 1242, 2208, DisplayMode?.some(.standard)), ("iPhone10,5", 1125, 2001, .zoomed),
        ("iPhone10,5", 1080, 1920, nil),  // the panel is not what currentMode reports
        ("iPhone13,1", 1125, 2436, .standard), ("iPhone13,1", 960, 2079, .zoomed),
        ("iPhone11,6", 1125, 2436, .zoomed), ("iPhone11,6", 1242, 2688, .standard),
        ("iPhone11,8", 750, 1624, .zoomed), ("iPhone11,8", 1624, 750, .zoomed)
    ])
    func modeFromRenderPixels(identifier: DeviceIdentifier, width: Int, height: Int, expected: DisplayMode?) throws {
        let screen = try #require(Device(identifier: identifier)?.mainDisplay)
        #expect(screen.displayMode(forRenderPixels: PixelSize(width: width, height: height)) == expected)
    }

    @Test func render1125x2436IsAmbiguousBetweenTheXFamilyAndZoomedXSMax() {
        let result = Device.matching(.renderPixels(PixelSize(width: 1125, height: 2436)))
        #expect(result.isAmbiguous)
        let pairs = Set(result.matches.flatMap { match in match.devices.map { "\($0.identifier) \(match.mode!)" } })
        #expect(
            pairs.isSuperset(of: [
                "iPhone10,3 standard", "iPhone10,6 standard", "iPhone11,2 standard", "iPhone12,3 standard",
                "iPhone11,4 zoomed", "iPhone11,6 zoomed", "iPhone12,5 zoomed", "iPhone13,1 standard"
            ]))
        #expect(!pairs.contains("iPhone11,8 zoomed"))
    }

    @Test func render750x1624IsOnlyTheXRAnd11Zoomed() {
        let result = Device.matching(.renderPixels(PixelSize(width: 1624, height: 750)))
        #expect(!result.isAmbiguous)
        #expect(result.matches.map(\.mode) == [.zoomed])
        #expect(result.devices.map(\.identifier) == ["iPhone12,1", "iPhone11,8"], "newest first")
    }

    @Test func points414x896AtEachScaleSeparatesXRFromXSMax() {
        let any = Device.matching(.points(PointSize(width: 414, height: 896), scale: nil))
        #expect(any.isAmbiguous)
        let at2 = Device.matching(.points(PointSize(width: 414, height: 896), scale: 2))
        #expect(at2.devices.map(\.identifier) == ["iPhone12,1", "iPhone11,8"])
        let at3 = Device.matching(.points(PointSize(width: 414, height: 896), scale: 3))
        #expect(at3.devices.map(\.identifier) == ["iPhone12,5", "iPhone11,4", "iPhone11,6"])
    }

    @Test func points320x568IsThe5ClassAndZoomed4Point7() {
        let result = Device.matching(.points(PointSize(width: 320, height: 568), scale: 2))
        #expect(result.isAmbiguous)
        let standard = result.matches.filter { $0.mode == .standard }.flatMap(\.devices).map(\.identifier)
        let zoomed = result.matches.filter { $0.mode == .zoomed }.flatMap(\.devices).map(\.identifier)
        #expect(standard.contains("iPhone6,1"))  // 5s
        #expect(standard.contains("iPod9,1"))
        #expect(zoomed.contains("iPhone14,6"))  // SE 3
        #expect(zoomed.contains("iPhone10,1"))  // 8
    }

    @Test func panelPixelsFindTheMiniByItsRealPanel() {
        let result = Device.matching(.panelPixels(PixelSize(width: 1080, height: 2340)))
        // The 12 mini's and the 13 mini's classes (they differ in their notch) share the 1080×2340 panel.
        #expect(result.matches.map(\.display.id) == ["iphone-12-mini", "iphone-13-mini"])
        #expect(result.matches.allSatisfy { $0.mode == nil })
        #expect(result.devices.map(\.identifier) == ["iPhone13,1", "iPhone14,4"])
    }

    @Test func theIPhoneDuoInnerDisplayIsFoundWithItsRole() {
        let result = Device.matching(.points(PointSize(width: 951, height: 669), scale: 3))
        #expect(result.matches.count == 1)
        #expect(result.matches.first?.display.role == .inner)
        #expect(result.matches.first?.display.id == "iphone-duo-inner")
        #expect(result.devices.map(\.identifier) == ["iPhone19,4"])
    }

    @Test func aMacDisplayIsFoundByItsLandscapePointsInEitherOrientation() {
        let result = Device.matching(.points(PointSize(width: 982, height: 1512), scale: 2))
        #expect(result.matches.map(\.display.id) == ["macbook-pro-14"])
        #expect(result.devices.contains { $0.identifier == "MacBookPro18,3" })
        #expect(result.devices.allSatisfy { $0.family == .mac })
    }

    @Test func aSizeNoDeviceHasMatchesNothing() {
        let result = Device.matching(.renderPixels(PixelSize(width: 1, height: 1)))
        #expect(result.matches.isEmpty)
        #expect(!result.isAmbiguous)
    }
}
