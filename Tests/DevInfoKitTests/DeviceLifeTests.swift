import DevInfoKit
import Foundation
import Testing

/// A device's life: the OS versions it runs, and every OS-dependent answer held to them.
@Suite struct DeviceLifeTests {
    @Test func theIPhone6RunsIOS8To12() throws {
        let iPhone6 = try #require(Device(identifier: "iPhone7,2"))
        #expect(iPhone6.firstOSVersion == OSVersion(8, 0))
        #expect(iPhone6.lastOSVersion == 12)
        #expect(iPhone6.isStillSupported == false)
        #expect(iPhone6.runs(8) == true)
        #expect(iPhone6.runs(12) == true)
        #expect(iPhone6.runs(OSVersion("12.5.7")!) == true)
        #expect(iPhone6.runs(7) == false)
        #expect(iPhone6.runs(13) == false)
        #expect(iPhone6.runs(26) == false)
        #expect(iPhone6.chip == "A8")
    }

    @Test func aSafeAreaIsNeverReportedOutsideTheDevicesLife() throws {
        let iPhone6 = try #require(Device(identifier: "iPhone7,2")?.mainDisplay)
        #expect(iPhone6.safeArea(forOSVersion: 26) == nil)
        #expect(iPhone6.statusBar(forOSVersion: 26) == nil)
        for entry in iPhone6.safeAreaHistory + iPhone6.statusBarHistory.map({ SafeArea(portrait: nil, landscape: nil, osVersions: $0.osVersions) }) {
            #expect(entry.osVersions.upperBound <= 12)
        }
        #expect(iPhone6.safeArea.map { $0.osVersions.upperBound <= 12 } != false)
        // "Devices with iOS 26 insets" counts only devices that run iOS 26.
        let withIOS26Insets = Device.all.filter { $0.mainDisplay?.safeArea(forOSVersion: 26) != nil }
        #expect(!withIOS26Insets.isEmpty)
        for device in withIOS26Insets { #expect(device.runs(26) != false, "\(device)") }
    }

    @Test func everyDevicesOSDependentFactsLieWithinItsLife() {
        for device in Device.all {
            for display in device.displays {
                for entry in display.safeAreaHistory {
                    #expect(device.runs(OSVersion(entry.osVersions.lowerBound)) != false, "\(device) safe area \(entry.osVersions)")
                    #expect(device.runs(OSVersion(entry.osVersions.upperBound)) != false, "\(device) safe area \(entry.osVersions)")
                }
                for entry in display.statusBarHistory {
                    #expect(device.runs(OSVersion(entry.osVersions.lowerBound)) != false, "\(device) status bar \(entry.osVersions)")
                    #expect(device.runs(OSVersion(entry.osVersions.upperBound)) != false, "\(device) status bar \(entry.osVersions)")
                }
            }
        }
    }

    @Test func aDisplayClassReachedWithoutADeviceIsNotClipped() throws {
        // The reverse lookup's display is the class: every entry any device with it has.
        let match = try #require(Device.matching(.renderPixels(PixelSize(width: 750, height: 1334))).matches.first)
        let device = try #require(Device(identifier: "iPhone7,2"))
        #expect(match.display.safeAreaHistory.count >= (device.mainDisplay?.safeAreaHistory.count ?? 0))
    }

    @Test func aStillSupportedDeviceRunsTheNewestReleaseAndNothingLaterIsKnown() throws {
        let se = try #require(Device(identifier: "iPhone14,6"))  // iPhone SE (3rd generation)
        let newest = try #require(DeviceFamily.iPhone.newestOSVersion)
        #expect(se.isStillSupported == true)
        #expect(se.lastOSVersion == nil)
        #expect(se.runs(newest) == true)
        #expect(se.runs(OSVersion(newest.major + 1)) == nil)
        // iOS went from 18 to 26: 20 was never a release.
        #expect(se.runs(20) == false)
    }

    @Test func anUnconfirmedRangeAnswersNil() throws {
        let unconfirmed = Device.all.filter { $0.firstOSVersion == nil && $0.isStillSupported == nil }
        for device in unconfirmed {
            for version in device.family.osVersions { #expect(device.runs(version) == nil, "\(device) \(version)") }
        }
    }

    @Test(arguments: [("17", OSVersion(17)), ("17.4", OSVersion(17, 4)), ("10.14.4", OSVersion(10, 14, 4)), (" 26 ", OSVersion(26))])
    func versionsParseAsPeopleWriteThem(text: String, version: OSVersion) {
        #expect(OSVersion(text) == version)
    }

    @Test(arguments: ["", "iOS 17", "17.", "017", "100", "0", "1.2.3.4", "17.x"])
    func anythingElseIsNotAVersion(text: String) {
        #expect(OSVersion(text) == nil)
    }

    @Test func versionsKeepTheirPartsAndCompareByValue() throws {
        #expect(OSVersion("8.0")?.description == "8.0")
        #expect(OSVersion("26")?.description == "26")
        #expect(OSVersion("17") == OSVersion("17.0"))
        #expect(OSVersion(10, 15) < OSVersion(11))
        #expect(try JSONDecoder().decode(OSVersion.self, from: JSONEncoder().encode(OSVersion(10, 14, 4))) == OSVersion(10, 14, 4))
    }

    @Test func eachFamilyNamesItsOSAsItWasCalled() {
        #expect(DeviceFamily.iPhone.operatingSystemName(for: 3) == "iPhone OS")
        #expect(DeviceFamily.iPhone.operatingSystemName(for: 12) == "iOS")
        #expect(DeviceFamily.iPad.operatingSystemName(for: 12) == "iOS")
        #expect(DeviceFamily.iPad.operatingSystemName(for: 13) == "iPadOS")
        #expect(DeviceFamily.mac.operatingSystemName(for: OSVersion(10, 6)) == "Mac OS X")
        #expect(DeviceFamily.mac.operatingSystemName(for: OSVersion(10, 11)) == "OS X")
        #expect(DeviceFamily.mac.operatingSystemName(for: OSVersion(10, 15)) == "macOS")
        #expect(DeviceFamily.mac.osVersions.first == OSVersion(10, 4))
        #expect(DeviceFamily.iPhone.osVersions.contains(18) && DeviceFamily.iPhone.osVersions.contains(26))
        #expect(!DeviceFamily.iPhone.osVersions.contains(19))
        #expect(DeviceFamily(rawValue: "Zune").newestOSVersion == nil)
    }
}
