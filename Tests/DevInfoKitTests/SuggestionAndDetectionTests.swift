import Testing
import DevInfoKit

@Suite struct SuggestionTests {
    @Test(arguments: [
        ("iphone11,8", "iPhone11,8"), (" iPhone11,8 ", "iPhone11,8"), ("iPhone XR", "iPhone11,8"),
        ("iphone xr", "iPhone11,8"), ("iPhone-XR", "iPhone11,8"), ("iPhon11,8", "iPhone11,8"),
        ("iPhone 14 Pro", "iPhone15,2"),
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
    @Test func theSimulatorVariableWinsOnEveryPlatform() {
        let current = CurrentDevice.detect { $0 == "SIMULATOR_MODEL_IDENTIFIER" ? "iPhone11,8" : nil }
        #expect(current.source == .simulatorEnvironment)
        #expect(current.value == "iPhone11,8")
        #expect(current.identifier == "iPhone11,8")
    }

    @Test func anArchitectureFromTheSimulatorVariableIsASimulatorNotADevice() {
        let current = CurrentDevice.detect { $0 == "SIMULATOR_MODEL_IDENTIFIER" ? "arm64" : nil }
        #expect(current.kind == .simulator(architecture: "arm64"))
        #expect(current.identifier == nil)
    }

    @Test func anEmptySimulatorVariableIsIgnored() {
        let current = CurrentDevice.detect { _ in "" }
        #expect(current.source != .simulatorEnvironment)
    }

    #if os(Linux)
    @Test func linuxIsNotAnAppleDeviceAndSaysWhatItRead() {
        let current = CurrentDevice.detect { _ in nil }
        #expect(current.source == .unameMachine)
        #expect(current.kind == .notAppleDevice)
        #expect(!current.value.isEmpty)  // e.g. x86_64 or aarch64
        #expect(current.identifier == nil)
    }
    #endif
}
