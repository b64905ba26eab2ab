import Foundation
import Testing

@testable import DevInfoKit

/// What an app needs on day one: JSON from a newer devinfo, the identifier's text, sizes from UIKit's
/// floating-point values, and the safe area for the OS the app runs on.
@Suite struct AppDeveloperTests {
    // MARK: Codable across versions

    static func decodeLookup(_ json: String) throws -> DeviceLookup {
        try JSONDecoder().decode(DeviceLookup.self, from: Data(json.utf8))
    }

    @Test func aDeviceFromANewerDevinfoDecodesAsUnknownWithItsName() throws {
        let json =
            #"{"identifier": "iPhone20,1", "known": true, "family": "iPhone", "name": "iPhone 19 Pro", "major": 20, "minor": 1, "cutout": "hologram", "newKey": {"x": 1}}"#
        guard case .unknown(let unknown) = try Self.decodeLookup(json) else {
            Issue.record("a device this table lacks must decode as .unknown")
            return
        }
        #expect(unknown.identifier == "iPhone20,1")
        #expect(unknown.family == .iPhone)
        #expect(unknown.components?.major == 20)
        #expect(unknown.reportedName == "iPhone 19 Pro")
        #expect(unknown.reason == .unlistedModel)
    }

    @Test func anUnknownFamilyAndExtraKeysAreIgnored() throws {
        let json = #"{"identifier": "Glasses1,1", "known": true, "family": "Glasses", "name": 42, "displays": "later"}"#
        guard case .unknown(let unknown) = try Self.decodeLookup(json) else {
            Issue.record("expected .unknown")
            return
        }
        #expect(unknown.family == nil)
        #expect(unknown.reportedName == nil)  // a name that is not a string is not kept
    }

    @Test func anIdentifierThisTableListsDecodesAsKnownWhateverThePayloadSaid() throws {
        // An older devinfo called it unknown; this one knows it, and its facts come from this table.
        let json = #"{"identifier": "iPhone19,2", "known": false, "name": null}"#
        #expect(try Self.decodeLookup(json) == .known(try #require(Device(identifier: "iPhone19,2"))))
        #expect(try Self.decodeLookup(#""iPhone11,8""#) == .known(try #require(Device(identifier: "iPhone11,8"))))
    }

    @Test func onlyAMissingIdentifierThrows() {
        #expect(throws: DecodingError.self) { try Self.decodeLookup(#"{"known": true, "name": "x"}"#) }
        #expect(throws: DecodingError.self) { try Self.decodeLookup(#"{"identifier": 7}"#) }
        // Device itself promises a device of this table.
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Device.self, from: Data(#"{"identifier": "iPhone20,1"}"#.utf8)) }
    }

    @Test func everyDeviceRoundTripsThroughDeviceLookup() throws {
        for device in Device.all {
            let data = try JSONEncoder().encode(device)
            #expect(try JSONDecoder().decode(DeviceLookup.self, from: data) == .known(device))
        }
    }

    // MARK: Identifiers and sizes

    @Test func anIdentifierGivesItsTextBack() {
        let identifier = DeviceIdentifier("iPhone11,8")
        #expect(String(identifier) == "iPhone11,8")
        #expect("\(identifier)" == "iPhone11,8")
    }

    @Test func wholeFloatingPointSizesBecomeSizesAndOthersNil() {
        #expect(PointSize(exactlyWidth: 375.0, height: 812.0) == PointSize(width: 375, height: 812))
        #expect(PixelSize(exactlyWidth: Float(1125), height: Float(2436)) == PixelSize(width: 1125, height: 2436))
        for (width, height) in [(375.5, 812.0), (-1.0, 2.0), (Double.infinity, 1.0), (Double.nan, 1.0), (1e300, 1.0)] {
            #expect(PointSize(exactlyWidth: width, height: height) == nil, "\(width)×\(height)")
        }
        #expect(SafeAreaInsets(top: Float(47), left: Float(0), bottom: Float(34), right: Float(0)) == SafeAreaInsets(top: 47, left: 0, bottom: 34, right: 0))
    }

    @Test func theHeadlineOSRangeIsTyped() throws {
        let safeArea = try #require(Device(identifier: "iPhone11,8")?.mainDisplay?.safeArea)
        #expect(safeArea.osVersions == 14...18)
        #expect(safeArea.fromOSVersion == 14 && safeArea.untilOSVersion == 18)
    }

    // MARK: The OS this process runs on

    static func probe(_ platform: SystemProbe.Platform, _ values: [String: String]) -> SystemProbe {
        SystemProbe(platform: platform, sysctl: { values[$0] }, unameMachine: { "x86_64" })
    }

    @Test(arguments: [
        (SystemProbe.Platform.appleEmbedded, "18.2.1", 18),
        (.appleEmbedded, "26.0", 26),
        (.macOS, "15.7", 15),
        (.macOS, "26", 26)
    ])
    func theRunningOSMajorIsReadFromKernOSProductVersion(platform: SystemProbe.Platform, version: String, major: Int) {
        #expect(RunningOS.majorVersion(environment: { _ in nil }, system: Self.probe(platform, ["kern.osproductversion": version])) == major)
    }

    @Test func aSimulatorReportsTheSimulatedOSNotTheMacs() {
        let system = Self.probe(.macOS, ["kern.osproductversion": "26.1"])
        #expect(RunningOS.majorVersion(environment: { $0 == "SIMULATOR_RUNTIME_VERSION" ? "17.5" : nil }, system: system) == 17)
    }

    @Test(arguments: ["", "abc", "18a", "1234.1", ".5"])
    func anUnreadableVersionIsNil(version: String) {
        #expect(RunningOS.majorVersion(environment: { _ in nil }, system: Self.probe(.appleEmbedded, ["kern.osproductversion": version])) == nil)
    }

    @Test func linuxHasNoRunningAppleOS() {
        #expect(RunningOS.majorVersion(environment: { _ in nil }, system: Self.probe(.other, ["kern.osproductversion": "18.0"])) == nil)
        if SystemProbe.live.platform == .other {
            #expect(RunningOS.majorVersion == nil)  // this machine, when it is Linux
        } else {
            #expect(RunningOS.majorVersion != nil)  // this machine, when it is an Apple platform
        }
    }
}
