import Testing

@testable import DevInfoGenerator

/// The generator's rules for OS ranges, per-OS facts and the new display facts: what cannot be true is
/// rejected at its line.
@Suite struct LifeValidationTests {
    static func deviceErrors(_ cells: [String: String], safeAreas: [String] = []) -> [String] {
        Fixture.errors(
            devices: ["iPhone": [Fixture.device("iPhone10,3", cells)]],
            safeAreas: safeAreas.isEmpty ? [:] : ["iPhone": safeAreas], osReleases: Fixture.releases
        ).map(\.reason)
    }

    @Test func aGoodRangeLoads() {
        #expect(Self.deviceErrors(["firstOSVersion": "11.0.1", "lastOSVersion": "16"]) == [])
        #expect(Self.deviceErrors(["firstOSVersion": "11.0", "lastOSVersion": "current"]) == [])
    }

    @Test(arguments: [
        (["firstOSVersion": "19.0"], "firstOSVersion: iOS 19 is not a release in Data/os-releases.tsv"),
        (["lastOSVersion": "20"], "lastOSVersion: iOS 20 is not a release in Data/os-releases.tsv"),
        (["firstOSVersion": "11.0", "lastOSVersion": "10"], "firstOSVersion iOS 11 is after lastOSVersion iOS 10"),
        (["firstOSVersion": "13.0"], "iPhone10,3 came out in 2017 but iOS 13 only in 2019"),
        (["lastOSVersion": "16.1"], "lastOSVersion must be current or a release (12, 26), not \"16.1\""),
        (["firstOSVersion": "eleven"], "firstOSVersion \"eleven\" is not a version such as 8.0 or 10.14.4"),
        (["chip": String(repeating: "A", count: 41)], "chip \"\(String(repeating: "A", count: 41))\" is longer than 40 bytes")
    ])
    func impossibleRangesAreRejected(cells: [String: String], reason: String) {
        #expect(Self.deviceErrors(cells) == [reason])
    }

    @Test func anOSRangeNeedsTheReleasesTable() {
        let errors = Fixture.errors(devices: ["iPhone": [Fixture.device("iPhone10,3", ["firstOSVersion": "11.0"])]]).map(\.reason)
        #expect(errors == ["an OS range needs Data/os-releases.tsv"])
    }

    @Test func aSafeAreaNoDeviceWithTheDisplayRunsIsRejected() {
        let errors = Self.deviceErrors(["firstOSVersion": "11.0", "lastOSVersion": "16"], safeAreas: [Fixture.safeArea(from: "26", until: "27")])
        #expect(errors == ["iphone-x OS 26–27: no device with this display runs any of these versions (iPhone10,3 11–16)"])
        #expect(Self.deviceErrors(["firstOSVersion": "11.0", "lastOSVersion": "16"], safeAreas: [Fixture.safeArea(from: "13", until: "26")]) == [])
    }

    @Test func aSafeAreaRangeIsMadeOfReleases() {
        let errors = Self.deviceErrors([:], safeAreas: [Fixture.safeArea(from: "19", until: "26")])
        #expect(errors == ["from 19: iOS 19 is not a release in Data/os-releases.tsv"])
    }

    @Test func aStatusBarMayBeGivenAloneAndBeforeSafeAreas() {
        let bar = Fixture.safeArea(from: "10", until: "10", portrait: ["", "", "", ""], landscape: ["", "", "", ""], statusBar: ["20", "0"])
        #expect(Self.deviceErrors([:], safeAreas: [bar]) == [])
        let insets = Fixture.safeArea(from: "10", until: "10")
        #expect(Self.deviceErrors([:], safeAreas: [insets]) == ["from 10: safe-area insets start with iOS 11 (a row before that gives only the status bar)"])
    }

    @Test func releasesAscend() {
        let errors = Fixture.errors(osReleases: ["iPhone\t12\tiOS\t2018", "iPhone\t11\tiOS\t2017"]).map(\.reason)
        #expect(errors == ["iPhone 11 is not after 12 (line 2): releases ascend, each once"])
        let mac = Fixture.errors(osReleases: ["Mac\t10\tmacOS\t2001"]).map(\.reason)
        #expect(mac == ["version \"10\" is not a release of Mac's OS (a major such as 17; the Mac's 10.x as 10.15)"])
    }

    @Test func sizeClassesFollowTheRuleOrAreGivenWordByWord() throws {
        let data = try Fixture.load(screens: ["iPhone": [Fixture.screen(["sizeClasses": "rule"])]])
        #expect(data.renderSwift().contains("sizeClasses: (130, 0)"), "375 points wide: compact in landscape (bits 0x80 | regular height)")
        #expect(Fixture.screenErrors(["sizeClasses": "compact,regular regular,compact"]) == [])
        #expect(
            Fixture.screenErrors(["sizeClasses": "big"]).map(\.reason)
                == ["sizeClasses must be rule, or portrait then landscape size classes such as compact,regular compact,compact; not \"big\""])
        #expect(
            Fixture.errors(
                screens: ["iPhone": [Fixture.screen()], "Mac": [Fixture.macScreen(["sizeClasses": "rule"])]],
                devices: ["iPhone": [Fixture.device()], "Mac": [Fixture.macDevice]]
            ).map(\.reason)
                == ["sizeClasses rule: Mac has no size classes (UIKit's are for iPhone, iPad and iPod touch)"])
    }

    @Test func theDynamicIslandIsASystemFeatureOfIPhones() {
        #expect(
            Fixture.screenErrors(["cutout": "dynamicIsland", "hasDynamicIsland": "no"]).map(\.reason)
                == ["a dynamicIsland cutout is the Dynamic Island's: hasDynamicIsland must be yes (or empty)"])
        #expect(Fixture.screenErrors(["cutout": "punchHole", "hasDynamicIsland": "yes"]) == [])
        // The iPhone Duo's inner display: an island drawn over an under-display camera, no cutout.
        #expect(Fixture.screenErrors(["cutout": "noCutout", "hasDynamicIsland": "yes"]) == [])
        #expect(
            Fixture.errors(
                screens: ["iPhone": [Fixture.screen()], "Watch": [Fixture.watchScreen(["hasDynamicIsland": "yes"])]],
                devices: ["iPhone": [Fixture.device()], "Watch": [Fixture.watchDevice]]
            ).map(\.reason)
                == ["hasDynamicIsland is yes, but Apple Watch has no Dynamic Island"])
    }

    @Test func aVariantCarriesNoBrackets() {
        // The full name puts the variant in brackets: "iPhone 4 (GSM, 2012)", never "iPhone 4 (GSM (2012))".
        #expect(
            Self.deviceErrors(["variant": "GSM (2012)"])
                == ["variant \"GSM (2012)\" must not contain brackets: the full name puts the variant in brackets (write GSM, 2012)"])
        #expect(Self.deviceErrors(["variant": "GSM, 2012"]) == [])
    }
}
