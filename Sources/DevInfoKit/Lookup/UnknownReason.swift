/// Why an identifier is not in the table.
///
/// An open set (a raw-value struct with static members, like `Errno`): a later version may add reasons
/// without breaking a client's `switch`.
public struct UnknownReason: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    // Codable comes from the standard library for String-backed RawRepresentable types: a single string.
    /// The spelling in JSON's `unknownReason` and in bulk output, e.g. `unlistedModel`.
    public let rawValue: String

    /// Wraps a raw value; any string is accepted.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// An Apple family's letters with numbers the table does not list: newer than this table,
    /// unreleased, or mistyped (`iPhone99,1`).
    public static let unlistedModel = UnknownReason(rawValue: "unlistedModel")
    /// The `<letters><major>,<minor>` shape, but letters no Apple family uses (`Zork1,1`).
    public static let unrecognizedFamily = UnknownReason(rawValue: "unrecognizedFamily")
    /// `i386`, `x86_64` or `arm64`: what `hw.machine` reports inside a Simulator.
    public static let simulator = UnknownReason(rawValue: "simulator")
    /// Not the shape of a hardware identifier at all (empty, spaces, leading zeros, no comma…).
    public static let malformed = UnknownReason(rawValue: "malformed")
    /// Detection only: the machine devinfo runs on is not an Apple device (what it read is the machine
    /// type, e.g. `x86_64` from `uname -m`).
    public static let notAppleDevice = UnknownReason(rawValue: "notAppleDevice")
    /// Detection only: nothing could be read (the system call failed or does not exist here).
    public static let unavailable = UnknownReason(rawValue: "unavailable")

    /// The reason for an identifier the table does not list. Bulk mode asks this, so every interface
    /// classifies a line the same way.
    init(classifying identifier: DeviceIdentifier, components: IdentifierComponents?) {
        if identifier.isSimulatorArchitecture {
            self = .simulator
            return
        }
        guard let components else {
            self = .malformed
            return
        }
        self = components.family == nil ? .unrecognizedFamily : .unlistedModel
    }

    /// A short phrase for messages, e.g. `not in devinfo's table`; the raw value for a reason this version
    /// does not know.
    public var description: String {
        switch self {
        case .unlistedModel: "not in devinfo's table"
        case .unrecognizedFamily: "no Apple device family starts with these letters"
        case .simulator: "a Simulator's architecture, not a device"
        case .malformed: "not a hardware identifier, which reads like iPhone11,8"
        case .notAppleDevice: "not an Apple device"
        case .unavailable: "could not be read"
        default: rawValue
        }
    }
}
