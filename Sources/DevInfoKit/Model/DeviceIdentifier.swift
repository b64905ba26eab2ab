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
        case let (l?, r?):
            if l.prefix != r.prefix { return l.prefix < r.prefix }
            return (l.major, l.minor) < (r.major, r.minor)
        case (.some, nil): return true
        case (nil, .some): return false
        case (nil, nil): return lhs.rawValue < rhs.rawValue
        }
    }

    /// Whether this is what `hw.machine` reports inside a Simulator (`i386`, `x86_64` or `arm64`):
    /// the host's architecture, not a device.
    public var isSimulatorArchitecture: Bool {
        rawValue == "x86_64" || rawValue == "arm64" || rawValue == "i386"
    }

    /// The parts of a `<Family><major>,<minor>` identifier, or `nil` when it does not have that shape.
    ///
    /// `iPhone11,8` gives prefix `iPhone`, family ``DeviceFamily/iPhone``, major 11, minor 8. Numbers must
    /// be written without leading zeros and with at most six digits, so `iPhone011,8` does not parse.
    public var components: IdentifierComponents? { IdentifierComponents(parsing: rawValue) }
}

/// The parsed parts of an identifier of the shape `<letters><major>,<minor>`, e.g. `iPad13,16`.
public struct IdentifierComponents: Hashable, Sendable {
    /// The letters before the first digit, e.g. `iPad`, `MacBookPro`.
    public let prefix: String
    /// The family the prefix names, or `nil` for letters no Apple family uses.
    public let family: DeviceFamily?
    /// The number before the comma: in practice the hardware generation (`11` in `iPhone11,8`).
    public let major: Int
    /// The number after the comma: the model within that generation (`8` in `iPhone11,8`).
    public let minor: Int

    /// Parses `<letters><major>,<minor>`; `nil` for anything else (empty, spaces, leading zeros, a
    /// missing number, more than six digits).
    public init?(parsing identifier: String) {
        var identifier = identifier
        let scanned = identifier.withUTF8 { bytes in
            IdentifierComponents.scan(bytes).map { parts in
                let prefixBytes = UnsafeBufferPointer(rebasing: bytes[..<parts.prefixLength])
                return (parts, String(decoding: prefixBytes, as: UTF8.self), DeviceFamily(prefixBytes: prefixBytes))
            }
        }
        guard let (parts, prefix, family) = scanned else { return nil }
        self.prefix = prefix
        self.family = family
        self.major = parts.major
        self.minor = parts.minor
    }

    /// The lexical scan behind ``init(parsing:)``: letters, digits, a comma, digits. Returns the prefix
    /// length and the two numbers.
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> (prefixLength: Int, major: Int, minor: Int)? {
        guard let base = bytes.baseAddress else { return nil }
        let count = bytes.count
        var i = 0
        while i < count, (base[i] | 0x20) &- UInt8(ascii: "a") < 26 { i += 1 }
        let prefixLength = i
        guard prefixLength > 0, let major = number(base, count, &i), i < count, base[i] == UInt8(ascii: ",") else {
            return nil
        }
        i += 1
        guard let minor = number(base, count, &i), i == count else { return nil }
        return (prefixLength, major, minor)
    }

    /// A decimal number without leading zeros, 1 to 6 digits, starting at `i`; advances `i` past it.
    /// Shared by the parser and the table lookup, so both accept exactly the same numbers.
    @inline(__always)
    static func number(_ base: UnsafePointer<UInt8>, _ count: Int, _ i: inout Int) -> Int? {
        let start = i
        var value = 0
        while i < count {
            let digit = base[i] &- UInt8(ascii: "0")
            guard digit < 10 else { break }
            value = value &* 10 &+ Int(digit)
            i += 1
        }
        let digits = i - start
        guard digits >= 1, digits <= 6, digits == 1 || base[start] != UInt8(ascii: "0") else { return nil }
        return value
    }
}
