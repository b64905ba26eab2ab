import DevInfoKit
import Testing

/// UIKit's size classes of a full-screen app, by Apple's rule (Data/SOURCES.md, "Size classes"): iPhones
/// compact width in portrait and compact height in landscape, where the larger phones (414 points wide and
/// more) get a regular width; iPads regular both ways; nothing before iOS 8; the iPhone Duo breaks the rule and
/// is not confirmed.
@Suite struct SizeClassTests {
    static func classes(_ identifier: String, _ orientation: DisplayOrientation) -> SizeClasses? {
        Device(identifier: identifier)?.mainDisplay?.sizeClasses(in: orientation)
    }

    @Test(arguments: [
        ("iPhone11,8", SizeClass.regular),  // iPhone XR, 414 pt: a larger phone
        ("iPhone15,2", .compact),  // iPhone 14 Pro, 393 pt
        ("iPhone14,6", .compact),  // iPhone SE (3rd generation), 375 pt
        ("iPhone17,2", .regular)  // iPhone 16 Pro Max, 440 pt
    ])
    func anIPhoneIsCompactInPortraitAndRegularWideInLandscapeOnlyWhenLarge(identifier: String, landscapeWidth: SizeClass) {
        #expect(Self.classes(identifier, .portrait) == SizeClasses(horizontal: .compact, vertical: .regular))
        #expect(Self.classes(identifier, .landscape) == SizeClasses(horizontal: landscapeWidth, vertical: .compact))
    }

    @Test(arguments: ["iPad13,18", "iPad16,3", "iPad2,1", "iPad14,1"])
    func anIPadIsRegularBothWaysInBothOrientations(identifier: String) {
        let regular = SizeClasses(horizontal: .regular, vertical: .regular)
        #expect(Self.classes(identifier, .portrait) == regular)
        #expect(Self.classes(identifier, .landscape) == regular)
    }

    @Test func sizeClassesBeganWithIOS8() throws {
        // The iPhone 4 stopped at iOS 7, the 4s, on the same display, ran iOS 9; the first iPad stopped at 5.
        #expect(Self.classes("iPhone3,1", .portrait) == nil)
        #expect(Self.classes("iPhone4,1", .portrait) == SizeClasses(horizontal: .compact, vertical: .regular))
        #expect(Self.classes("iPad1,1", .portrait) == nil)
        let iPhone4 = try #require(Device(identifier: "iPhone3,1"))
        #expect(iPhone4.lastOSVersion.map { $0 < OSVersion(8) } == true)
    }

    @Test func macsWatchesAndTheUnconfirmedHaveNone() {
        #expect(Self.classes("MacBookPro18,3", .landscape) == nil)
        #expect(Self.classes("Watch7,9", .portrait) == nil)
        // The iPhone Duo breaks the rule; its classes rest on one reading, so they are not confirmed.
        #expect(Device(identifier: "iPhone19,4")?.displays.allSatisfy { $0.sizeClasses(in: .portrait) == nil } == true)
    }
}
