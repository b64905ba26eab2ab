import Testing
import DevInfoKit

/// Looking devices up by identifier: real facts, read as a spec.
@Suite struct LookupTests {
    @Test(arguments: ["iPhone10,3", "iPhone10,6", "iPhone11,2", "iPhone11,4", "iPhone11,6", "iPhone11,8"])
    func xClassPhonesHaveANotch(identifier: DeviceIdentifier) throws {
        let device = try #require(Device(identifier: identifier))
        #expect(device.cutout == .notch)
        #expect(device.hasNotch)
        #expect(!device.hasDynamicIsland)
        #expect(device.hasSensorHousing)
        #expect(device.hasHomeIndicator)
        #expect(!device.hasHomeButton)
    }

    @Test func iPhone14ProHasADynamicIslandAndNoNotch() throws {
        let device = try #require(Device(identifier: "iPhone15,2"))
        #expect(device.name == "iPhone 14 Pro")
        #expect(device.hasDynamicIsland)
        #expect(!device.hasNotch)
        #expect(device.hasSensorHousing)
    }

    @Test(arguments: [("iPhone15,4", "iPhone 15"), ("iPhone15,5", "iPhone 15 Plus")])
    func iPhone15And15PlusHaveADynamicIsland(identifier: DeviceIdentifier, name: String) throws {
        let device = try #require(Device(identifier: identifier))
        #expect(device.name == name)
        #expect(device.cutout == .dynamicIsland)
        #expect(device.screen.safeArea?.portrait.top == 59)
    }

    @Test func iPhone16eHasANotch() throws {
        let device = try #require(Device(identifier: "iPhone17,5"))
        #expect(device.name == "iPhone 16e")
        #expect(device.cutout == .notch)
    }

    @Test func iPhoneSE3HasAHomeButtonAndZoomsTo320x568() throws {
        let device = try #require(Device(identifier: "iPhone14,6"))
        #expect(device.name == "iPhone SE (3rd generation)")
        #expect(device.hasHomeButton)
        #expect(!device.hasHomeIndicator)
        #expect(device.cutout == .none)
        #expect(!device.hasSensorHousing)
        #expect(device.screen.points == PointSize(width: 375, height: 667))
        #expect(device.screen.zoomed?.points == PointSize(width: 320, height: 568))
        #expect(device.screen.zoomed?.renderPixels == PixelSize(width: 640, height: 1136))
    }

    @Test func iPhoneXRZoomedRenders750x1624() throws {
        let screen = try #require(Device(identifier: "iPhone11,8")).screen
        #expect(screen.panelPixels == PixelSize(width: 828, height: 1792))
        #expect(screen.points == PointSize(width: 414, height: 896))
        #expect(screen.scale == 2)
        let zoomed = try #require(screen.zoomed)
        #expect(zoomed.points == PointSize(width: 375, height: 812))
        #expect(zoomed.renderPixels == PixelSize(width: 750, height: 1624))
        #expect(zoomed.nativeScale == 2.208)
        #expect(screen.safeArea?.portrait == EdgeInsets(top: 48, left: 0, bottom: 34, right: 0))
        #expect(screen.safeArea?.landscape == EdgeInsets(top: 0, left: 48, bottom: 21, right: 48))
    }

    @Test func iPhoneXSMaxZoomedRendersTheStandardSizeOfAnIPhoneX() throws {
        let xsMax = try #require(Device(identifier: "iPhone11,6")).screen
        let x = try #require(Device(identifier: "iPhone10,3")).screen
        #expect(xsMax.zoomed?.renderPixels == PixelSize(width: 1125, height: 2436))
        #expect(x.renderPixels == PixelSize(width: 1125, height: 2436))
        #expect(xsMax.zoomed?.nativeScale == 3.312)
    }

    @Test func plusModelsRenderMoreThanTheirPanel() throws {
        let screen = try #require(Device(identifier: "iPhone10,5")).screen  // iPhone 8 Plus
        #expect(screen.panelPixels == PixelSize(width: 1080, height: 1920))
        #expect(screen.renderPixels == PixelSize(width: 1242, height: 2208))
        #expect(screen.scale == 3)
        #expect(abs(screen.nativeScale - 1080.0 / 414.0) < 0.000_001)
        #expect(screen.zoomed?.points == PointSize(width: 375, height: 667))
    }

    @Test func miniModelsRender1125x2436OnA1080x2340Panel() throws {
        for identifier: DeviceIdentifier in ["iPhone13,1", "iPhone14,4"] {
            let screen = try #require(Device(identifier: identifier)).screen
            #expect(screen.panelPixels == PixelSize(width: 1080, height: 2340))
            #expect(screen.renderPixels == PixelSize(width: 1125, height: 2436))
            #expect(screen.nativeScale == 2.88)
            #expect(screen.safeArea?.portrait.top == 50)
        }
    }

    @Test func oldDevicesHaveNoDisplayZoomAndNoConfirmedInsets() throws {
        let original = try #require(Device(identifier: "iPhone1,1"))
        #expect(original.screen.displayZoom == .unsupported)
        #expect(original.screen.zoomed == nil)
        #expect(original.screen.safeArea == nil)
        #expect(try #require(Device(identifier: "iPhone8,4")).screen.displayZoom == .unsupported)  // SE (1st)
        #expect(try #require(Device(identifier: "iPod9,1")).screen.displayZoom == .unsupported)
    }

    @Test func iPadsWithAHomeIndicatorInset24And20InBothOrientations() throws {
        let device = try #require(Device(identifier: "iPad13,18"))  // iPad (10th generation)
        #expect(device.family == .iPad)
        #expect(device.screen.points == PointSize(width: 820, height: 1180))
        #expect(device.hasHomeIndicator)
        #expect(device.cutout == .none)
        let safeArea = try #require(device.screen.safeArea)
        #expect(safeArea.portrait == EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        #expect(safeArea.landscape == EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        #expect(device.screen.displayZoom == .unsupported)
    }

    @Test func cellularAndWiFiVariantsAreSeparateRows() throws {
        let wifi = try #require(Device(identifier: "iPad13,18"))
        let cellular = try #require(Device(identifier: "iPad13,19"))
        #expect(wifi != cellular)
        #expect(wifi.name == cellular.name)
        #expect(wifi.variant != cellular.variant)
        #expect(wifi.screen == cellular.screen)
    }

    @Test func anUnknownIPhoneIsUnknownWithItsFamilyAndNumbers() throws {
        let lookup = Device.lookup("iPhone99,1")
        #expect(lookup.device == nil)
        #expect(lookup.family == .iPhone)
        guard case .unknown(let unknown) = lookup else { Issue.record("expected unknown"); return }
        #expect(unknown.components?.major == 99)
        #expect(unknown.components?.minor == 1)
        #expect(unknown.reason == .unlistedModel)
        #expect(Device(identifier: "iPhone99,1") == nil)
    }

    @Test(arguments: [
        ("Watch6,1", DeviceFamily.watch, UnknownReason.uncoveredFamily),
        ("AppleTV14,1", .appleTV, .uncoveredFamily),
        ("MacBookPro18,3", .mac, .uncoveredFamily),
        ("iPad99,9", .iPad, .unlistedModel),
        ("iPhone11,0", .iPhone, .unlistedModel),
    ])
    func unknownIdentifiersKeepTheirFamily(identifier: String, family: DeviceFamily, reason: UnknownReason) {
        guard case .unknown(let unknown) = Device.lookup(DeviceIdentifier(identifier)) else {
            Issue.record("\(identifier) should be unknown"); return
        }
        #expect(unknown.family == family)
        #expect(unknown.reason == reason)
    }

    @Test(arguments: [
        ("", UnknownReason.malformed), ("iPhone", .malformed), ("iPhone11", .malformed), ("iPhone11,", .malformed),
        ("iPhone011,8", .malformed), ("iPhone11,08", .malformed), (" iPhone11,8", .malformed), ("iPhone11,8 ", .malformed),
        ("iPhone1234567,1", .malformed), ("Zork1,1", .unrecognizedFamily), ("x86_64", .simulator), ("arm64", .simulator),
        ("i386", .simulator), ("iPhone11,8\u{0}", .malformed), ("😀1,1", .malformed),
    ])
    func malformedAndOddInputIsUnknownNeverATrap(identifier: String, reason: UnknownReason) {
        let lookup = Device.lookup(DeviceIdentifier(identifier))
        #expect(lookup.device == nil)
        guard case .unknown(let unknown) = lookup else { return }
        #expect(unknown.reason == reason)
        #expect(unknown.identifier.rawValue == identifier, "unknown identifiers round-trip unchanged")
    }

    @Test func lookupIsCaseSensitiveLikeHwMachine() {
        #expect(Device(identifier: "iphone11,8") == nil)
        #expect(Device(identifier: "IPHONE11,8") == nil)
    }

    @Test func everyDeviceIsFoundByItsOwnIdentifierAndBytes() {
        for device in Device.all {
            #expect(Device(identifier: device.identifier) == device)
            var raw = device.identifier.rawValue
            #expect(raw.withUTF8 { Device(identifierBytes: $0) } == device)
            #expect(Device.all[device.tableIndex] == device)
        }
    }

    @Test func theTableCoversEveryFamilyAndItsNewestDevices() throws {
        #expect(Device.all(in: .iPhone).count == 63)
        #expect(Device.all(in: .iPod).count == 7)
        #expect(Device.all(in: .iPad).count >= 100)
        #expect(Device.all(in: .watch).isEmpty)
        #expect(Device.all.count == Device.all(in: .iPhone).count + Device.all(in: .iPad).count + Device.all(in: .iPod).count)
        #expect(try #require(Device(identifier: "iPhone1,1")).name == "iPhone")
        #expect(try #require(Device(identifier: "iPhone18,4")).name == "iPhone Air")
        #expect(try #require(Device(identifier: "iPhone18,5")).name == "iPhone 17e")
        #expect(try #require(Device(identifier: "iPad16,1")).name == "iPad mini (A17 Pro)")
        #expect(Device.all(in: .iPad).allSatisfy { $0.cutout == .none })
        #expect(Device.all(in: .iPod).allSatisfy { $0.hasHomeButton })
    }

    @Test func renderSizesClampInsteadOfTrapping() {
        #expect(PointSize(width: Int.max / 2, height: 1).pixels(atScale: 3) == PixelSize(width: Int.max, height: 3))
        #expect(PointSize(width: Int.min / 2, height: 1).pixels(atScale: 3).width == Int.min)
    }

    @Test func identifiersSortNumerically() {
        let sorted: [DeviceIdentifier] = ["iPhone10,1", "iPhone9,1", "iPad2,1", "garbage", "iPhone9,10", "iPhone9,2"].sorted()
        #expect(sorted == ["iPad2,1", "iPhone9,1", "iPhone9,2", "iPhone9,10", "iPhone10,1", "garbage"])
    }

    @Test func identifierComponentsParse() throws {
        let components = try #require(DeviceIdentifier("iPad13,16").components)
        #expect(components.prefix == "iPad")
        #expect(components.family == .iPad)
        #expect(components.major == 13)
        #expect(components.minor == 16)
        #expect(DeviceFamily(identifierPrefix: "RealityDevice") == .vision)
        #expect(DeviceFamily(identifierPrefix: "iphone") == nil)
    }
}
