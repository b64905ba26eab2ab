import DevInfoKit
import TestSupport
import Testing

@Suite struct SuggestionTests {
    @Test(arguments: [("vision pro", "RealityDevice"), ("14 Pro Max", "iPhone15,3"), ("iphone 16e", "iPhone17,5")])
    func aPartOfAMarketingNameFindsTheDevice(input: String, expected: String) {
        let found = Device.suggestions(for: input).map(\.identifier.rawValue)
        #expect(found.contains { $0.hasPrefix(expected) }, "\(input) → \(found)")
    }

    @Test(arguments: [
        ("iphone11,8", "iPhone11,8"), (" iPhone11,8 ", "iPhone11,8"), ("iPhone XR", "iPhone11,8"),
        ("iphone xr", "iPhone11,8"), ("iPhone-XR", "iPhone11,8"), ("iPhon11,8", "iPhone11,8"),
        ("iPhone 14 Pro", "iPhone15,2")
    ])
    func suggestsTheDeviceMeant(input: String, expected: DeviceIdentifier) {
        #expect(Device.suggestions(for: input).first?.identifier == expected)
    }

    @Test func theStartOfANameSuggestsEveryGeneration() {
        #expect(Device.suggestions(for: "iPhone SE").map(\.identifier) == ["iPhone8,4", "iPhone12,8", "iPhone14,6"])
    }

    @Test func aWellFormedUnlistedIdentifierGetsNoNearMiss() {
        #expect(Device.suggestions(for: "iPhone99,1").isEmpty)
    }

    @Test func nonsenseGetsNoSuggestion() {
        #expect(Device.suggestions(for: "").isEmpty)
        #expect(Device.suggestions(for: "toaster").isEmpty)
        #expect(Device.suggestions(for: String(repeating: "x", count: 10_000)).isEmpty)
        #expect(Device.suggestions(for: "iPhone11,8", limit: 0).isEmpty)
    }
}

@Suite struct DetectionTests {
    /// A system that answers `sysctl` from `values` and `uname -m` with `uname`.
    static func system(_ platform: SystemProbe.Platform, _ values: [String: String] = [:], uname: String? = nil) -> SystemProbe {
        SystemProbe(platform: platform, sysctl: { values[$0] }, unameMachine: { uname })
    }

    static func detect(_ system: SystemProbe, simulator: String? = nil) -> CurrentDevice {
        CurrentDevice.detect(environment: { $0 == "SIMULATOR_MODEL_IDENTIFIER" ? simulator : nil }, system: system)
    }

    @Test func theSimulatorVariableWinsOnEveryPlatform() {
        for platform in [SystemProbe.Platform.macOS, .appleEmbedded, .other] {
            let current = Self.detect(
                Self.system(platform, ["hw.model": "Mac14,2", "hw.machine": "arm64"], uname: "x86_64"),
                simulator: "iPhone11,8")
            #expect(current.source == .simulatorEnvironment)
            #expect(current.value == "iPhone11,8")
            #expect(current.identifier == "iPhone11,8")
            #expect(current.device?.name == "iPhone XR")
        }
    }

    @Test func anArchitectureFromTheSimulatorVariableIsASimulatorNotADevice() {
        let current = CurrentDevice.detect { $0 == "SIMULATOR_MODEL_IDENTIFIER" ? "arm64" : nil }
        #expect(current.kind == .simulator(architecture: "arm64"))
        #expect(current.identifier == nil)
        #expect(current.device == nil)
    }

    @Test func anEmptySimulatorVariableIsIgnored() {
        let current = Self.detect(Self.system(.other, uname: "aarch64"), simulator: "")
        #expect(current.source == .unameMachine)
        #expect(current.kind == .notAppleDevice)
    }

    @Test func macOSReadsHwModel() {
        let current = Self.detect(Self.system(.macOS, ["hw.model": "MacBookPro18,3", "hw.machine": "arm64"]))
        #expect(current.source == .hwModel)
        #expect(current.value == "MacBookPro18,3")
        #expect(current.kind == .identifier("MacBookPro18,3"))
        #expect(current.device?.hasNotch == true)
        #expect(current.emulatedIdentifier == nil)
        #expect(current.description == "MacBookPro18,3 (from hw.model)")
    }

    @Test func macOSWithoutHwModelIsUnavailable() {
        let current = Self.detect(Self.system(.macOS))
        #expect(current.kind == .unavailable)
        #expect(current.source == .hwModel)
        #expect(current.value == "")
        #expect(current.description == "nothing (from hw.model; could not be read)")
    }

    @Test func anIPadAppOnAMacIsTheMacWithTheIPadIdentifierKept() {
        // "Designed for iPad" on Apple silicon: hw.machine names an iPad, hw.model still names the Mac.
        let current = Self.detect(Self.system(.appleEmbedded, ["hw.model": "Mac14,2", "hw.machine": "iPad8,6"]))
        #expect(current.source == .hwModel)
        #expect(current.value == "Mac14,2")
        #expect(current.device == Device(identifier: "Mac14,2"))
        #expect(current.device?.family == .mac)
        #expect(current.emulatedIdentifier == "iPad8,6")
        #expect(current.description == "Mac14,2 (from hw.model; an iPhone or iPad app on a Mac, hw.machine iPad8,6)")
    }

    @Test func anIPhoneReadsHwMachineNotItsBoardName() {
        let current = Self.detect(Self.system(.appleEmbedded, ["hw.model": "N841AP", "hw.machine": "iPhone11,8"]))
        #expect(current.source == .hwMachine)
        #expect(current.kind == .identifier("iPhone11,8"))
        #expect(current.emulatedIdentifier == nil)
        #expect(current.device?.name == "iPhone XR")
    }

    @Test(arguments: ["arm64", "x86_64", "i386"])
    func aSimulatorWithoutItsVariableReportsItsArchitecture(architecture: String) {
        // hw.model is an iOS board name there (D79AP), not a Mac's, so the architecture is what was read.
        let current = Self.detect(Self.system(.appleEmbedded, ["hw.model": "D79AP", "hw.machine": architecture]))
        #expect(current.source == .hwMachine)
        #expect(current.kind == .simulator(architecture: architecture))
        #expect(current.identifier == nil)
        #expect(current.description == "\(architecture) (from hw.machine; a Simulator without SIMULATOR_MODEL_IDENTIFIER)")
    }

    @Test func anEmbeddedSystemWithNothingReadableIsUnavailable() {
        let current = Self.detect(Self.system(.appleEmbedded))
        #expect(current.kind == .unavailable)
        #expect(current.source == .hwMachine)
    }

    @Test func linuxReportsUnameAndIsNotAnAppleDevice() {
        let current = Self.detect(Self.system(.other, ["hw.machine": "iPhone11,8"], uname: "x86_64"))
        #expect(current.source == .unameMachine)
        #expect(current.value == "x86_64")
        #expect(current.kind == .notAppleDevice)
        #expect(current.identifier == nil)
        #expect(current.description == "x86_64 (from uname -m; not an Apple device)")
        let nothing = Self.detect(Self.system(.other))
        #expect(nothing.kind == .unavailable)
        #expect(nothing.source == .unameMachine)
    }

    @Test(.enabled(if: Platform.isLinux, "a Linux machine answers uname -m"))
    func thisLinuxMachineIsNotAnAppleDeviceAndSaysWhatItRead() {
        let current = CurrentDevice.detect { _ in nil }
        #expect(current.source == .unameMachine)
        #expect(current.kind == .notAppleDevice)
        #expect(!current.value.isEmpty)  // e.g. x86_64 or aarch64
        #expect(current.identifier == nil)
        #expect(Device.current == nil)
    }
}
