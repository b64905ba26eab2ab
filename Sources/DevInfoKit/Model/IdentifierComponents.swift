import DevInfoVocabulary

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
            IdentifierGrammar.scan(bytes).map { parts in
                let prefixBytes = UnsafeBufferPointer(rebasing: bytes[..<parts.prefixLength])
                return (parts, String(decoding: prefixBytes, as: UTF8.self), DeviceTable.family(prefix: prefixBytes).map(DeviceFamily.init))
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
}
