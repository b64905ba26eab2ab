/// Where the identifier of the machine devinfo runs on came from.
///
/// An open set (a raw-value struct with static members, like `Errno`).
public struct IdentifierSource: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    // Codable comes from the standard library for String-backed RawRepresentable types: a single string.
    /// The variable or command name, e.g. `hw.machine`: the spelling in JSON's `detectedFrom`.
    public let rawValue: String

    /// Wraps a raw value; any string is accepted.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The `SIMULATOR_MODEL_IDENTIFIER` environment variable, which the Simulator sets. Honoured on every
    /// platform when set (which also makes detection testable).
    public static let simulatorEnvironment = IdentifierSource(rawValue: "SIMULATOR_MODEL_IDENTIFIER")
    /// `sysctl hw.machine`, on iOS, iPadOS, tvOS, watchOS and visionOS.
    public static let hwMachine = IdentifierSource(rawValue: "hw.machine")
    /// `sysctl hw.model`: on macOS, in Mac Catalyst apps, and for an iPhone or iPad app running on a Mac
    /// (e.g. `Mac14,2`).
    public static let hwModel = IdentifierSource(rawValue: "hw.model")
    /// `uname -m` (the kernel's machine field), on Linux and other non-Apple systems.
    public static let unameMachine = IdentifierSource(rawValue: "uname -m")

    /// The variable or command name, e.g. `hw.machine`.
    public var description: String { rawValue }
}
