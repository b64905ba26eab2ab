import DevInfoKit
import Testing

/// Looking devices up by identifier: real facts, read as a spec.
@Suite struct LookupTests {
    @Test(arguments: ["iPhone10,3", "iPhone10,6", "iPhone11,2", "iPhone11,4", "iPhone11,6", "iPhone11,8"])
    func xClassPhonesHaveANotch(identifier: DeviceIdentifier) throws {
        let device = try #require(Device(identifier: identifier))
        #expect(device.cutout == .notch)
        #expect(device.hasNotch == true)
        #expect(device.hasDynamicIsland == false)
        #expect(device.hasSensorHousing == true)
        #expect(device.hasHomeIndicator == true)
        #expect(device.hasHomeButton == false)
        #expect(device.homeControl == .indicator)
        #expect(device.hasBuiltInDisplay == true)
    }

    @Test func iPhone14ProHasADynamicIslandAndNoNotch() throws {
        let device = try #require(Device(identifier: "iPhone15,2"))
        #expect(device.name == "iPhone 14 Pro")
        #expect(device.hasDynamicIsland == true)
        #expect(device.hasNotch == false)
        #expect(device.hasSensorHousing == true)
        // UIKit's exclusion area for the island: centred, 11.33 points below the top edge of the 393-point-wide display.
        #expect(device.mainDisplay?.cutoutFrame == PointRect(x: 134, y: 11.33, width: 125, height: 36.67))
        #expect(device.mainDisplay?.cornerRadius == 55)
    }

    @Test(arguments: [("iPhone15,4", "iPhone 15"), ("iPhone15,5", "iPhone 15 Plus")])
    func iPhone15And15PlusHaveADynamicIsland(identifier: DeviceIdentifier, name: String) throws {
        let device = try #require(Device(identifier: identifier))
        #expect(device.name == name)
        #expect(device.cutout == .dynamicIsland)
        #expect(device.mainDisplay?.safeArea?.portrait?.top == 59)
    }

    @Test func iPhone16eHasANotch() throws {
        let device = try #require(Device(identifier: "iPhone17,5"))
        #expect(device.name == "iPhone 16e")
        #expect(device.cutout == .notch)
        #expect(device.hasNotch == true)
    }

    @Test func iPhone18ProHasADynamicIslandAndItsUnconfirmedFactsStayNil() throws {
        let device = try #require(Device(identifier: "iPhone19,2"))
        #expect(device.name == "iPhone 18 Pro")
        #expect(device.releaseYear == 2026)
        // Two libraries list it with the island devices (react-native-device-info #1811, Ekhoo/Device #149), so the
        // system shows a Dynamic Island; the opening's shape rests on Apple alone, so the cutout stays unknown.
        #expect(device.hasDynamicIsland == true)
        #expect(device.hasNotch == nil)
        // AppleDB and DeviceKit #507 agree on the chip.
        #expect(device.chip == "A20 Pro")
        let screen = try #require(device.mainDisplay)
        #expect(screen.points == PointSize(width: 402, height: 874))
        // Its OS life has two origins (AppleDB's factory build 24A8428, Apple's iOS 27.0 restore images): 27.0 to current.
        #expect(device.firstOSVersion == OSVersion(27, 0))
        #expect(device.isStillSupported == true)
        // Data/ does not confirm its home control, corners, Display Zoom or insets: nil, never "no".
        #expect(device.homeControl == nil)
        #expect(device.hasHomeIndicator == nil)
        #expect(device.hasHomeButton == nil)
        #expect(screen.hasRoundedCorners == nil)
        #expect(screen.displayZoom == .unknown)
        #expect(screen.zoomed == nil)
        #expect(screen.safeArea == nil)
    }

    @Test func iPhoneDuoHasAnOuterAndAnInnerDisplay() throws {
        let device = try #require(Device(identifier: "iPhone19,4"))
        #expect(device.name == "iPhone Duo")
        #expect(device.hasBuiltInDisplay == true)
        #expect(device.displays.map(\.role) == [.outer, .inner])
        #expect(device.displays.map(\.id) == ["iphone-duo-outer", "iphone-duo-inner"])
        #expect(device.mainDisplay == device.displays.first, "the main display is the first, the outer one")
        #expect(device.cutout == .punchHole)
        #expect(device.displays[1].cutout == .noCutout)
        // A punch hole is not a notch, but it houses the front sensors; and the system draws a Dynamic Island
        // on both displays (Apple's specification and simulator profile), the inner one without any cutout.
        #expect(device.hasNotch == false)
        #expect(device.hasDynamicIsland == true)
        #expect(device.displays.map(\.hasDynamicIsland) == [true, true])
        #expect(device.hasSensorHousing == true)
        #expect(device.displays[0].points == PointSize(width: 466, height: 678))
        #expect(device.displays[1].points == PointSize(width: 669, height: 951))
        #expect(device.displays[1].cornerRadius == 55)
    }

    @Test func iPhoneSE3HasAHomeButtonAndZoomsTo320x568() throws {
        let device = try #require(Device(identifier: "iPhone14,6"))
        #expect(device.name == "iPhone SE (3rd generation)")
        #expect(device.hasHomeButton == true)
        #expect(device.hasHomeIndicator == false)
        #expect(device.cutout == .noCutout)
        #expect(device.hasSensorHousing == false)
        let screen = try #require(device.mainDisplay)
        #expect(screen.points == PointSize(width: 375, height: 667))
        #expect(screen.zoomed?.points == PointSize(width: 320, height: 568))
        #expect(screen.zoomed?.renderPixels == PixelSize(width: 640, height: 1136))
        #expect(screen.hasRoundedCorners == false)
    }

    @Test func iPhoneXRZoomedRenders750x1624() throws {
        let screen = try #require(Device(identifier: "iPhone11,8")?.mainDisplay)
        #expect(screen.role == .main)
        #expect(screen.id == "iphone-xr")
        #expect(screen.panelPixels == PixelSize(width: 828, height: 1792))
        #expect(screen.points == PointSize(width: 414, height: 896))
        #expect(screen.scale == 2)
        #expect(screen.nativeScale == 2)
        #expect(screen.diagonalInches == 6.1)
        #expect(screen.pixelsPerInch == 326)
        #expect(screen.hasRoundedCorners == true)
        #expect(screen.cornerRadius == 41.5)
        #expect(screen.caseMillimeters == nil)
        #expect(!screen.isLandscapeNative)
        let zoomed = try #require(screen.zoomed)
        #expect(zoomed.points == PointSize(width: 375, height: 812))
        #expect(zoomed.renderPixels == PixelSize(width: 750, height: 1624))
        #expect(zoomed.nativeScale == 2.208)
        #expect(screen.safeArea?.portrait == SafeAreaInsets(top: 48, left: 0, bottom: 34, right: 0))
        #expect(screen.safeArea?.landscape == SafeAreaInsets(top: 0, left: 48, bottom: 21, right: 48))
    }

    @Test func iPhoneXRInsetsMovedFrom44To48WithIOS14() throws {
        let screen = try #require(Device(identifier: "iPhone11,8")?.mainDisplay)
        #expect(screen.safeAreaHistory.map(\.osVersions) == [12...12, 13...13, 14...18])
        #expect(screen.safeArea?.osVersions == 14...18, "the newest entry")
        for version in 14...18 { #expect(screen.safeArea(forOSVersion: version)?.portrait?.top == 48) }
        let iOS13 = try #require(screen.safeArea(forOSVersion: 13))
        #expect(iOS13.portrait == SafeAreaInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(iOS13.landscape == SafeAreaInsets(top: 0, left: 44, bottom: 21, right: 44))
        let iOS12 = try #require(screen.safeArea(forOSVersion: 12))
        #expect(iOS12.portrait?.top == 44)
        #expect(iOS12.landscape == nil, "iOS 12 landscape is not confirmed")
        // Versions no source covers have no insets: never a neighbouring version's.
        #expect(screen.safeArea(forOSVersion: 11) == nil)
        #expect(screen.safeArea(forOSVersion: 26) == nil)
        #expect(screen.safeArea(forOSVersion: 0) == nil)
    }

    @Test func iPhoneXSMaxZoomedRendersTheStandardSizeOfAnIPhoneX() throws {
        let xsMax = try #require(Device(identifier: "iPhone11,6")?.mainDisplay)
        let x = try #require(Device(identifier: "iPhone10,3")?.mainDisplay)
        #expect(xsMax.zoomed?.renderPixels == PixelSize(width: 1125, height: 2436))
        #expect(x.renderPixels == PixelSize(width: 1125, height: 2436))
        #expect(xsMax.zoomed?.nativeScale == 3.312)
        #expect(x.cornerRadius == 39)
    }

    @Test func plusModelsRenderMoreThanTheirPanel() throws {
        let screen = try #require(Device(identifier: "iPhone10,5")?.mainDisplay)  // iPhone 8 Plus
        #expect(screen.panelPixels == PixelSize(width: 1080, height: 1920))
        #expect(screen.renderPixels == PixelSize(width: 1242, height: 2208))
        #expect(screen.scale == 3)
        #expect(abs(try #require(screen.nativeScale) - 1080.0 / 414.0) < 0.000_001)
        #expect(screen.zoomed?.points == PointSize(width: 375, height: 667))
    }

    @Test(arguments: ["iPhone13,1", "iPhone14,4"])
    func miniModelsRender1125x2436OnA1080x2340Panel(identifier: DeviceIdentifier) throws {
        let screen = try #require(Device(identifier: identifier)?.mainDisplay)
        #expect(screen.panelPixels == PixelSize(width: 1080, height: 2340))
        #expect(screen.renderPixels == PixelSize(width: 1125, height: 2436))
        #expect(screen.nativeScale == 2.88)
        #expect(screen.safeArea?.portrait?.top == 50)
    }

    @Test func oldDevicesHaveNoDisplayZoomAndNoConfirmedInsets() throws {
        let original = try #require(Device(identifier: "iPhone1,1")?.mainDisplay)
        #expect(original.displayZoom == .unsupported)
        #expect(original.zoomed == nil)
        #expect(original.safeArea == nil)
        #expect(original.safeAreaHistory.isEmpty)
        #expect(Device(identifier: "iPhone8,4")?.mainDisplay?.displayZoom == .unsupported)  // SE (1st)
        #expect(Device(identifier: "iPod9,1")?.mainDisplay?.displayZoom == .unsupported)
    }

    @Test func iPadsWithAHomeIndicatorInset24And20InBothOrientations() throws {
        let device = try #require(Device(identifier: "iPad13,18"))  // iPad (10th generation)
        #expect(device.family == .iPad)
        let screen = try #require(device.mainDisplay)
        #expect(screen.points == PointSize(width: 820, height: 1180))
        #expect(device.hasHomeIndicator == true)
        #expect(device.cutout == .noCutout)
        let safeArea = try #require(screen.safeArea(forOSVersion: 18))
        #expect(safeArea.portrait == SafeAreaInsets(top: 24, left: 0, bottom: 20, right: 0))
        #expect(safeArea.landscape == SafeAreaInsets(top: 24, left: 0, bottom: 20, right: 0))
        // The class's entry holds from iPadOS 14; the 10th generation shipped with 16, so its range starts there.
        #expect(safeArea.osVersions == 16...18)
        // iPadOS 26 for this class rests on one probe: not confirmed, so the newest confirmed entry is iPadOS 18's.
        #expect(screen.safeArea(forOSVersion: 26) == nil)
        #expect(screen.safeArea == safeArea)
        #expect(device.firstOSVersion?.major == 16)
        #expect(screen.displayZoom == .unsupported)
    }

    @Test func theThirteenInchM4iPadProOnIPadOS26InsetsThePortraitTop32() throws {
        // iPadOS 26 puts the window controls in the top band: 32 top, 25 bottom in portrait (two simulator
        // probes); landscape is not confirmed, so it is nil, not the portrait value.
        let screen = try #require(Device(identifier: "iPad16,5")?.mainDisplay)  // iPad Pro 13-inch (M4)
        let iPadOS26 = try #require(screen.safeArea(forOSVersion: 26))
        #expect(iPadOS26.portrait == SafeAreaInsets(top: 32, left: 0, bottom: 25, right: 0))
        #expect(iPadOS26.landscape == nil)
        #expect(iPadOS26.osVersions == 26...26)
        #expect(screen.safeArea == iPadOS26)
        #expect(screen.safeArea(forOSVersion: 18)?.portrait == SafeAreaInsets(top: 24, left: 0, bottom: 20, right: 0))
    }

    @Test func cellularAndWiFiVariantsAreSeparateRows() throws {
        let wifi = try #require(Device(identifier: "iPad13,18"))
        let cellular = try #require(Device(identifier: "iPad13,19"))
        #expect(wifi != cellular)
        #expect(wifi.name == cellular.name)
        #expect(wifi.variant == "Wi-Fi")
        #expect(wifi.variant != cellular.variant)
        #expect(wifi.fullName == "iPad (10th generation) (Wi-Fi)")
        #expect(wifi.mainDisplay == cellular.mainDisplay)
    }

    // MARK: Macs (issue 7, item 9)

    @Test func theMacBookPro14InchHasANotch() throws {
        let device = try #require(Device(identifier: "MacBookPro18,3"))
        #expect(device.family == .mac)
        #expect(device.name == "MacBook Pro (14-inch, 2021)")
        #expect(device.variant == "M1 Pro")
        #expect(device.hasNotch == true)
        #expect(device.hasDynamicIsland == false)
        #expect(device.homeControl == .neither)
        #expect(device.hasHomeButton == false)
        #expect(device.hasHomeIndicator == false)
        let screen = try #require(device.mainDisplay)
        #expect(screen.isLandscapeNative, "a Mac's display is landscape in its natural orientation")
        #expect(screen.panelPixels == PixelSize(width: 3024, height: 1964))
        #expect(screen.points == PointSize(width: 1512, height: 982))
        #expect(screen.scale == 2)
        #expect(screen.diagonalInches == 14.2)
        // Its notch's rectangle has no citable source (Data/SOURCES.md): the notch is known, its frame is not.
        #expect(screen.cutout == .notch)
        #expect(screen.cutoutFrame == nil)
        #expect(screen.displayZoom == .unsupported)
        // Measured on macOS 26 only; a Mac has no portrait orientation.
        let safeArea = try #require(screen.safeArea)
        #expect(safeArea.osVersions == 26...26)
        #expect(safeArea.portrait == nil)
        #expect(safeArea.landscape == SafeAreaInsets(top: 32, left: 0, bottom: 0, right: 0))
        #expect(screen.safeArea(forOSVersion: 15) == nil)
    }

    @Test(arguments: ["Mac14,7", "MacBookAir10,1", "MacBookPro17,1"])
    func thirteenInchM1AndM2LaptopsHaveNoNotch(identifier: DeviceIdentifier) throws {
        let device = try #require(Device(identifier: identifier))
        #expect(device.family == .mac)
        #expect(device.hasBuiltInDisplay == true)
        #expect(device.cutout == .noCutout)
        #expect(device.hasNotch == false)
        #expect(device.hasSensorHousing == false)
        #expect(device.mainDisplay?.panelPixels == PixelSize(width: 2560, height: 1600))
        #expect(device.mainDisplay?.points == PointSize(width: 1440, height: 900))
        #expect(device.mainDisplay?.nativeScale == 1.777778)
    }

    @Test func theMacMiniHasNoDisplaySoNoNotch() throws {
        let device = try #require(Device(identifier: "Mac14,3"))
        #expect(device.name == "Mac mini (2023)")
        #expect(device.hasBuiltInDisplay == false)
        #expect(device.displays.isEmpty)
        #expect(device.mainDisplay == nil)
        #expect(device.hasNotch == false)
        #expect(device.hasDynamicIsland == false)
        #expect(device.hasSensorHousing == false)
        #expect(device.cutout == .noCutout)
        #expect(device.homeControl == .neither)
    }

    // MARK: Every Mac since 2006 (issue 14)

    @Test func theFirstIntelMacBookHasA1xPanelWithPointsEqualToPixels() throws {
        let device = try #require(Device(identifier: "MacBook1,1"))
        #expect(device.family == .mac)
        #expect(device.releaseYear == 2006)
        let screen = try #require(device.mainDisplay)
        #expect(screen.panelPixels == PixelSize(width: 1280, height: 800))
        #expect(screen.points == PointSize(width: 1280, height: 800))
        #expect(screen.scale == 1)
        #expect(device.hasNotch == false)
    }

    @Test(arguments: ["Mac17,14", "Mac17,15", "Mac17,16", "Mac18,5"])
    func theDesktopsOfSeptember2026AreKnownWithNoDisplay(identifier: DeviceIdentifier) throws {
        let device = try #require(Device(identifier: identifier))
        #expect(device.releaseYear == 2026)
        #expect(device.name == "Mac Studio (2026)" || device.name == "Mac mini (2026)")
        #expect(device.hasBuiltInDisplay == false)
    }

    @Test func anIMacWhoseIdentifierCoversTwoPanelSizesHasUnknownDisplays() throws {
        // iMac7,1 was sold in 20-inch and 24-inch sizes: hw.model does not tell them apart.
        let device = try #require(Device(identifier: "iMac7,1"))
        #expect(device.releaseYear == 2007)
        #expect(device.hasBuiltInDisplay == nil)
        #expect(device.mainDisplay == nil)
    }

    @Test func retinaIMacsLookLikeHalfTheirPanelByDefault() throws {
        #expect(Device(identifier: "iMac18,3")?.mainDisplay?.points == PointSize(width: 2560, height: 1440))
        #expect(Device(identifier: "iMac18,2")?.mainDisplay?.points == PointSize(width: 2048, height: 1152))
        #expect(Device(identifier: "Mac16,2")?.mainDisplay?.points == PointSize(width: 2240, height: 1260))
    }

    @Test func macBookPro15_3FirstSoldIn2018And16_4In2020() throws {
        #expect(Device(identifier: "MacBookPro15,3")?.releaseYear == 2018)
        #expect(Device(identifier: "MacBookPro16,4")?.releaseYear == 2020)
    }

    @Test func xserveAndMacProHaveNoBuiltInDisplay() throws {
        #expect(Device(identifier: "Xserve3,1")?.hasBuiltInDisplay == false)
        #expect(Device(identifier: "MacPro1,1")?.hasBuiltInDisplay == false)
    }

    @Test(arguments: ["AppleTV14,1", "AudioAccessory5,1"])
    func appleTVAndHomePodHaveNoDisplay(identifier: DeviceIdentifier) throws {
        let device = try #require(Device(identifier: identifier))
        #expect(device.hasBuiltInDisplay == false)
        #expect(device.hasNotch == false)
        #expect(device.mainDisplay == nil)
    }

    @Test func visionProDisplaysAreNotConfirmedSoEveryDisplayFactIsNil() throws {
        let device = try #require(Device(identifier: "RealityDevice14,1"))
        #expect(device.family == .vision)
        #expect(device.name == "Apple Vision Pro")
        #expect(device.hasBuiltInDisplay == nil)
        #expect(device.displays.isEmpty)
        #expect(device.mainDisplay == nil)
        #expect(device.hasNotch == nil)
        #expect(device.hasDynamicIsland == nil)
        #expect(device.cutout == nil)
        #expect(device.homeControl == nil)
    }

    // MARK: Apple Watch

    @Test func appleWatchSeries10In46mmIs208x248Points() throws {
        let device = try #require(Device(identifier: "Watch7,9"))
        #expect(device.family == .watch)
        #expect(device.name == "Apple Watch Series 10 (46mm)")
        #expect(device.variant == "GPS")
        #expect(device.releaseYear == 2024)
        let screen = try #require(device.mainDisplay)
        #expect(screen.points == PointSize(width: 208, height: 248))
        #expect(screen.panelPixels == PixelSize(width: 416, height: 496))
        #expect(screen.scale == 2)
        #expect(screen.caseMillimeters == 46)
        #expect(device.hasNotch == false)
        #expect(device.homeControl == .neither)
        #expect(screen.safeArea == nil)
    }

    @Test func everyWatchHasACaseSizeAndNoNotch() {
        let watches = Device.all(in: .watch)
        #expect(!watches.isEmpty)
        for watch in watches where watch.hasBuiltInDisplay == true {
            #expect(watch.hasNotch == false, "\(watch)")
            #expect(watch.mainDisplay?.caseMillimeters != nil, "\(watch)")
        }
        #expect(Device.all.filter { $0.family != .watch }.allSatisfy { $0.displays.allSatisfy { $0.caseMillimeters == nil } })
    }

    // MARK: Unknown identifiers

    @Test func anUnknownIPhoneIsUnknownWithItsFamilyAndNumbers() throws {
        let lookup = Device.lookup("iPhone99,1")
        #expect(lookup.device == nil)
        #expect(lookup.family == .iPhone)
        guard case .unknown(let unknown) = lookup else {
            Issue.record("expected unknown")
            return
        }
        #expect(unknown.components?.major == 99)
        #expect(unknown.components?.minor == 1)
        #expect(unknown.reason == .unlistedModel)
        #expect(Device(identifier: "iPhone99,1") == nil)
    }

    @Test(arguments: [
        ("Watch99,1", DeviceFamily.watch), ("AppleTV99,1", .appleTV), ("MacBookPro99,1", .mac), ("Mac99,1", .mac),
        ("iMac99,1", .mac), ("RealityDevice99,1", .vision), ("AudioAccessory99,1", .homePod),
        ("iPad99,9", .iPad), ("iPod99,1", .iPod), ("iPhone11,0", .iPhone)
    ])
    func unlistedIdentifiersOfEveryFamilyKeepTheirFamily(identifier: String, family: DeviceFamily) {
        guard case .unknown(let unknown) = Device.lookup(identifier) else {
            Issue.record("\(identifier) should be unknown")
            return
        }
        #expect(unknown.family == family)
        #expect(unknown.reason == .unlistedModel, "every family is covered, so the model is what is missing")
    }

    @Test(arguments: [
        ("", UnknownReason.malformed), ("iPhone", .malformed), ("iPhone11", .malformed), ("iPhone11,", .malformed),
        ("iPhone011,8", .malformed), ("iPhone11,08", .malformed), (" iPhone11,8", .malformed), ("iPhone11,8 ", .malformed),
        ("iPhone1234567,1", .malformed), ("Zork1,1", .unrecognizedFamily), ("x86_64", .simulator), ("arm64", .simulator),
        ("i386", .simulator), ("iPhone11,8\u{0}", .malformed), ("😀1,1", .malformed), ("\u{202E}iPhone11,8", .malformed)
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
        #expect(Device(identifier: "macbookpro18,3") == nil)
    }

    @Test func aRuntimeStringIsAccepted() throws {
        // Identifiers come from sysctl, logs and servers as plain Strings, not literals.
        let parts = ["iPhone11", "8"]
        let id: String = parts.joined(separator: ",")
        let device = try #require(Device(identifier: id))
        #expect(device.name == "iPhone XR")
        #expect(Device.lookup(id).device == device)
        let substring = "x MacBookPro18,3".split(separator: " ")[1]
        #expect(Device(identifier: String(substring))?.hasNotch == true)
        let wrapped = DeviceIdentifier(id)
        #expect(Device(identifier: wrapped) == device)
        #expect(Device.lookup(wrapped).device == device)
    }

    @Test func everyDeviceIsFoundByItsOwnIdentifierAndBytes() {
        for device in Device.all {
            #expect(Device(identifier: device.identifier) == device)
            #expect(Device(identifier: device.identifier.rawValue) == device)
            var raw = device.identifier.rawValue
            #expect(raw.withUTF8 { Device(identifierBytes: $0) } == device)
            #expect(Device.all[device.tableIndex] == device)
            #expect(device.identifier.components?.family == device.family)
            #expect(device.identifier.components?.major == device.major)
            #expect(device.identifier.components?.minor == device.minor)
        }
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
        #expect(DeviceFamily(identifierPrefix: "MacBookPro") == .mac)
        #expect(DeviceFamily(identifierPrefix: "AudioAccessory") == .homePod)
        #expect(DeviceFamily(identifierPrefix: "iphone") == nil)
    }
}
