/// The parsed parts of an identifier of the shape `<letters><major>,<minor>`, e.g. `iPad13,16`.
public struct IdentifierComponents: Hashable, Sendable, Codable, CustomStringConvertible {
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
                return (parts, String(decoding: prefixBytes, as: UTF8.self), DeviceTable.familyIndex(prefix: prefixBytes).map(DeviceFamily.init(tableIndex:)))
            }
        }
        guard let (parts, prefix, family) = scanned else { return nil }
        self.prefix = prefix
        self.family = family
        self.major = parts.major
        self.minor = parts.minor
    }

    /// `iPad 13,16 (family iPad)`, or `Zork 1,1 (no Apple family)`.
    public var description: String {
        "\(prefix) \(major),\(minor) (" + (family.map { "family \($0.rawValue)" } ?? "no Apple family") + ")"
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
