#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// Where the identifier of the machine devinfo runs on came from.
public enum IdentifierSource: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The `SIMULATOR_MODEL_IDENTIFIER` environment variable, which the Simulator sets. Honoured on every
    /// platform when set (which also makes detection testable).
    case simulatorEnvironment = "SIMULATOR_MODEL_IDENTIFIER"
    /// `sysctl hw.machine`, on iOS, iPadOS, tvOS, watchOS and visionOS.
    case hwMachine = "hw.machine"
    /// `sysctl hw.model`, on macOS and in Mac Catalyst apps (e.g. `Mac14,2`).
    case hwModel = "hw.model"
    /// `uname -m` (the kernel's machine field), on Linux and other non-Apple systems.
    case unameMachine = "uname -m"

    /// The variable or command name, e.g. `hw.machine`.
    public var description: String { rawValue }
}

/// The machine devinfo runs on: the value read, where from, and what it is.
public struct CurrentDevice: Hashable, Sendable {
    /// What the read value turned out to be.
    public enum Kind: Hashable, Sendable {
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

    /// The identifier to look up, when ``kind`` is ``Kind/identifier(_:)``.
    public var identifier: DeviceIdentifier? {
        if case .identifier(let identifier) = kind { return identifier }
        return nil
    }

    /// Detects the current machine from the real environment and system.
    public static func detect() -> CurrentDevice {
        detect(environment: { name in getenv(name).map { String(cString: $0) } })
    }

    /// Detects the current machine, reading environment variables through `environment` (for tests, or to
    /// pass a recorded environment). `SIMULATOR_MODEL_IDENTIFIER`, when set and not empty, wins on every
    /// platform; otherwise the system is asked (see ``IdentifierSource``).
    public static func detect(environment: (String) -> String?) -> CurrentDevice {
        if let simulated = environment(IdentifierSource.simulatorEnvironment.rawValue), !simulated.isEmpty {
            return CurrentDevice(source: .simulatorEnvironment, value: simulated, appleSystem: true)
        }
        let (source, value) = SystemIdentifier.read()
        guard let value, !value.isEmpty else {
            return CurrentDevice(source: source, value: "", kind: .unavailable)
        }
        return CurrentDevice(source: source, value: value, appleSystem: source != .unameMachine)
    }

    /// A detection result from explicit parts.
    public init(source: IdentifierSource, value: String, kind: Kind) {
        self.source = source
        self.value = value
        self.kind = kind
    }

    /// Classifies `value`: on an Apple system an architecture name means a Simulator; elsewhere any value
    /// is the host's machine type, not an Apple device.
    init(source: IdentifierSource, value: String, appleSystem: Bool) {
        let identifier = DeviceIdentifier(value)
        let kind: Kind
        if !appleSystem {
            kind = .notAppleDevice
        } else if identifier.isSimulatorArchitecture {
            kind = .simulator(architecture: value)
        } else {
            kind = .identifier(identifier)
        }
        self.init(source: source, value: value, kind: kind)
    }
}

/// Reads the machine's identifier from the operating system.
enum SystemIdentifier {
    static func read() -> (IdentifierSource, String?) {
        #if os(macOS) || targetEnvironment(macCatalyst)
        return (.hwModel, sysctlString("hw.model"))
        #elseif canImport(Darwin)
        return (.hwMachine, sysctlString("hw.machine"))
        #elseif canImport(Glibc) || canImport(Musl) || canImport(Android)
        var info = utsname()
        guard uname(&info) == 0 else { return (.unameMachine, nil) }
        let machine = withUnsafeBytes(of: &info.machine) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        return (.unameMachine, machine)
        #else
        return (.unameMachine, nil)
        #endif
    }

    #if canImport(Darwin)
    private static func sysctlString(_ name: String) -> String? {
        var size = 0
        guard sysctlbyname(name, nil, &size, nil, 0) == 0, size > 0 else { return nil }
        var buffer = [UInt8](repeating: 0, count: size)
        guard sysctlbyname(name, &buffer, &size, nil, 0) == 0 else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }, as: UTF8.self)
    }
    #endif
}
