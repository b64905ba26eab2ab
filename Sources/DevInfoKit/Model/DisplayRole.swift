/// Which of a device's built-in displays this is: the only one (`main`), or the outer and inner
/// display of a foldable.
///
/// An open set (a raw-value struct with static members, like `Errno`).
public struct DisplayRole: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    // Codable comes from the standard library for String-backed RawRepresentable types: a single string.
    /// The spelling used in Data/ and JSON: `main`, `outer`, `inner`.
    public let rawValue: String

    /// Wraps a raw value; any string is accepted.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The device's only built-in display.
    public static let main = DisplayRole(rawValue: "main")
    /// A foldable's outside display, usable when it is closed (the iPhone Duo's main display).
    public static let outer = DisplayRole(rawValue: "outer")
    /// A foldable's large inside display, usable when it is open.
    public static let inner = DisplayRole(rawValue: "inner")

    /// The raw value: `main`, `outer`, `inner`.
    public var description: String { rawValue }
}
