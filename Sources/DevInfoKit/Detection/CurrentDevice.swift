/// The machine devinfo runs on: the value read, where from, and what it is.
public struct CurrentDevice: Hashable, Sendable, Codable, CustomStringConvertible {
    /// What the read value turned out to be. (A closed set: these are the only outcomes of reading.)
    public enum Kind: Hashable, Sendable, Codable {
        /// A hardware identifier, to look up (it may still be unknown to the table).
        case identifier(DeviceIdentifier)
        /// A Simulator reporting its host architecture (`i386`, `x86_64`, `arm64`) and no model identifier.
        case simulator(architecture: String)
        /// Not an Apple device: the value is the machine type the system reported (e.g. `x86_64`).
        case notAppleDevice
        /// Nothing could be read (the system call failed or does not exist here).
        case unavailable
    }

    /// Where the value came from.
    public let source: IdentifierSource
    /// The raw value read, e.g. `iPhone11,8` or `x86_64`; empty when nothing could be read.
    public let value: String
    /// What the value is.
    public let kind: Kind
    /// When an iPhone or iPad app runs on an Apple silicon Mac ("Designed for iPad"), the identifier
    /// `hw.machine` reported there (an iPad's, e.g. `iPad8,6`), while ``value`` is the Mac's `hw.model`;
    /// `nil` otherwise.
    public let emulatedIdentifier: DeviceIdentifier?

    /// A detection result from explicit parts (e.g. one recorded elsewhere).
    public init(source: IdentifierSource, value: String, kind: Kind, emulatedIdentifier: DeviceIdentifier? = nil) {
        self.source = source
        self.value = value
        self.kind = kind
        self.emulatedIdentifier = emulatedIdentifier
    }

    /// The identifier to look up, when ``kind`` is ``Kind/identifier(_:)``.
    public var identifier: DeviceIdentifier? {
        if case .identifier(let identifier) = kind { return identifier }
        return nil
    }

    /// The device, when the identifier is in the table.
    public var device: Device? { identifier.flatMap { Device(identifier: $0) } }

    /// `Mac14,2 (from hw.model; an iPhone or iPad app on a Mac, hw.machine iPad8,6)`, `x86_64 (from
    /// uname -m; not an Apple device)`.
    public var description: String {
        var text = "\(value.isEmpty ? "nothing" : value) (from \(source)"
        switch kind {
        case .identifier: break
        case .simulator: text += "; a Simulator without SIMULATOR_MODEL_IDENTIFIER"
        case .notAppleDevice: text += "; not an Apple device"
        case .unavailable: text += "; could not be read"
        }
        if let emulatedIdentifier { text += "; an iPhone or iPad app on a Mac, hw.machine \(emulatedIdentifier)" }
        return text + ")"
    }

    /// Detects the current machine from the real environment and system.
    public static func detect() -> CurrentDevice {
        detect(environment: SystemProbe.environment)
    }

    /// Detects the current machine, reading environment variables through `environment` (for tests, or to
    /// pass a recorded environment). `SIMULATOR_MODEL_IDENTIFIER`, when set and not empty, wins on every
    /// platform; otherwise the system is asked (see ``IdentifierSource``).
    public static func detect(environment: (String) -> String?) -> CurrentDevice {
        detect(environment: environment, system: .live)
    }

    /// The decision, with the system calls injected so that it is tested on every platform.
    package static func detect(environment: (String) -> String?, system: SystemProbe) -> CurrentDevice {
        if let simulated = environment(IdentifierSource.simulatorEnvironment.rawValue), !simulated.isEmpty {
            let identifier = DeviceIdentifier(simulated)
            let kind: Kind = identifier.isSimulatorArchitecture ? .simulator(architecture: simulated) : .identifier(identifier)
            return CurrentDevice(source: .simulatorEnvironment, value: simulated, kind: kind)
        }
        switch system.platform {
        case .macOS:
            // macOS and Mac Catalyst: hw.model names the Mac (hw.machine is only the architecture).
            return identified(system.sysctl("hw.model"), source: .hwModel)
        case .appleEmbedded:
            let machine = system.sysctl("hw.machine")
            // An iPhone or iPad app on an Apple silicon Mac reads an iPad's hw.machine; hw.model still
            // names the Mac, and the Mac is what the app runs on.
            if let model = system.sysctl("hw.model"), DeviceIdentifier(model).components?.family == .mac {
                let emulated = machine.flatMap { $0.isEmpty ? nil : DeviceIdentifier($0) }
                return CurrentDevice(
                    source: .hwModel, value: model, kind: .identifier(DeviceIdentifier(model)),
                    emulatedIdentifier: emulated)
            }
            guard let machine, !machine.isEmpty else { return CurrentDevice(source: .hwMachine, value: "", kind: .unavailable) }
            let identifier = DeviceIdentifier(machine)
            if identifier.isSimulatorArchitecture {
                return CurrentDevice(source: .hwMachine, value: machine, kind: .simulator(architecture: machine))
            }
            return CurrentDevice(source: .hwMachine, value: machine, kind: .identifier(identifier))
        case .other:
            guard let machine = system.unameMachine(), !machine.isEmpty else {
                return CurrentDevice(source: .unameMachine, value: "", kind: .unavailable)
            }
            return CurrentDevice(source: .unameMachine, value: machine, kind: .notAppleDevice)
        }
    }

    private static func identified(_ value: String?, source: IdentifierSource) -> CurrentDevice {
        guard let value, !value.isEmpty else { return CurrentDevice(source: source, value: "", kind: .unavailable) }
        return CurrentDevice(source: source, value: value, kind: .identifier(DeviceIdentifier(value)))
    }
}
