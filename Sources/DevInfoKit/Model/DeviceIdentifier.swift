/// A hardware identifier as `sysctl hw.machine` (or `hw.model` on a Mac) reports it, e.g. `iPhone11,8`.
///
/// Identifiers are an open set: any string can be wrapped, and one devinfo does not know round-trips
/// unchanged. Comparison is exact and case-sensitive, as the system reports identifiers; use
/// ``Device/suggestions(for:limit:)`` to forgive case or spacing in human input.
public struct DeviceIdentifier: RawRepresentable, Hashable, Sendable, Codable, Comparable,
    ExpressibleByStringLiteral, CustomStringConvertible
{
    /// The identifier exactly as given.
    public let rawValue: String

    /// Wraps any string; nothing is validated or changed.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Wraps any string; nothing is validated or changed.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Wraps a literal such as `"iPhone11,8"`.
    public init(stringLiteral value: String) { self.rawValue = value }

    /// The raw identifier.
    public var description: String { rawValue }

    /// Orders by family prefix, then numerically by major and minor number (`iPhone9,1` before
    /// `iPhone10,1`); identifiers that do not parse sort after those that do, by their raw text.
    public static func < (lhs: DeviceIdentifier, rhs: DeviceIdentifier) -> Bool {
        switch (lhs.components, rhs.components) {
        case (let l?, let r?):
            if l.prefix != r.prefix { return l.prefix < r.prefix }
            return (l.major, l.minor) < (r.major, r.minor)
        case (.some, nil): return true
        case (nil, .some): return false
        case (nil, nil): return lhs.rawValue < rhs.rawValue
        }
    }

    /// Whether this is what `hw.machine` reports inside a Simulator (`i386`, `x86_64` or `arm64`):
    /// the host's architecture, not a device.
    public var isSimulatorArchitecture: Bool { Self.simulatorArchitectures.contains(rawValue) }

    /// What `hw.machine` reports inside a Simulator: `i386`, `x86_64` and `arm64` (exact, case-sensitive).
    /// The catalogue website's search reads this list too.
    package static let simulatorArchitectures = ["i386", "x86_64", "arm64"]

    /// The parts of a `<Family><major>,<minor>` identifier, or `nil` when it does not have that shape.
    ///
    /// `iPhone11,8` gives prefix `iPhone`, family ``DeviceFamily/iPhone``, major 11, minor 8. Numbers must
    /// be written without leading zeros and with at most six digits, so `iPhone011,8` does not parse.
    public var components: IdentifierComponents? { IdentifierComponents(parsing: rawValue) }
}

extension String {
    /// The identifier's text, exactly as given: `String(device.identifier)` is `"iPhone11,8"`.
    public init(_ identifier: DeviceIdentifier) { self = identifier.rawValue }
}
