import DevInfoVocabulary

/// A version of a device family's operating system: `8.0`, `10.14.4`, `17`.
///
/// Parsed from what people type (`"17"`, `"17.4"`, `"10.15.7"`) with ``init(_:)-(String)``; `nil` for
/// anything else. Versions compare by major, minor and patch (`17` equals `17.0`); ``description`` writes
/// the parts it was given, so a device's shipping version reads as its sources wrote it (`8.0`, `26`).
/// The number alone does not name the OS: ``DeviceFamily/operatingSystemName(for:)`` does (`iPhone OS`
/// for 3.x, `iOS`, `iPadOS` from 13, `Mac OS X`, `macOS`).
public struct OSVersion: Hashable, Sendable, Comparable, Codable, CustomStringConvertible, LosslessStringConvertible,
    ExpressibleByIntegerLiteral
{
    /// The major version: 17 in 17.4; 10 in 10.15 (the Mac's 10.x releases are numbered by their minor).
    public let major: Int
    /// The minor version: 4 in 17.4; 0 when not given.
    public let minor: Int
    /// The patch version: 4 in 10.14.4; 0 when not given.
    public let patch: Int
    /// How many parts ``description`` writes (1 to 3).
    let parts: Int

    /// A version from its numbers; `description` writes as many parts as are needed (`17`, `17.4`, `10.14.4`).
    public init(_ major: Int, _ minor: Int = 0, _ patch: Int = 0) {
        self.major = major
        self.minor = minor
        self.patch = patch
        parts = patch != 0 ? 3 : (minor != 0 ? 2 : 1)
    }

    /// `major[.minor[.patch]]` (`17`, `17.4`, `10.14.4`; major 1 to 99, no leading zeros), or `nil`. Leading
    /// and trailing spaces are ignored; an OS name is not accepted here (the command line's `--os` takes
    /// `iOS 17` too).
    public init?(_ text: String) {
        var trimmed = Substring(text)
        while trimmed.first == " " { trimmed.removeFirst() }
        while trimmed.last == " " { trimmed.removeLast() }
        guard let parsed = OSVersionGrammar.parse(trimmed) else { return nil }
        major = parsed.major
        minor = parsed.minor ?? 0
        patch = parsed.patch ?? 0
        parts = parsed.patch != nil ? 3 : (parsed.minor != nil ? 2 : 1)
    }

    /// A major version: `device.runs(26)`.
    public init(integerLiteral major: Int) { self.init(major) }

    init(record: DeviceTable.OSVersionRecord) {
        major = Int(record.major)
        minor = Int(record.minor)
        patch = Int(record.patch)
        parts = Int(record.parts)
    }

    /// `8.0`, `10.14.4`, `17`: the parts given.
    public var description: String {
        switch parts {
        case 1: String(major)
        case 2: "\(major).\(minor)"
        default: "\(major).\(minor).\(patch)"
        }
    }

    /// By major, then minor, then patch.
    public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }

    /// Equal when major, minor and patch are (`17` == `17.0`).
    public static func == (lhs: OSVersion, rhs: OSVersion) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) == (rhs.major, rhs.minor, rhs.patch)
    }

    /// Hashes major, minor and patch.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(major)
        hasher.combine(minor)
        hasher.combine(patch)
    }

    /// Decodes a string such as `"10.14.4"`; throws for anything else.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let version = OSVersion(text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "'\(text)' is not an OS version such as 17.4")
        }
        self = version
    }

    /// Encodes ``description`` as a string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    /// The release this version belongs to in `family`'s numbering (`OSVersionGrammar.releaseKey`), or
    /// `nil` for numbers that cannot be a release (`OSVersion(Int.max)`, `-1`, the Mac's `10.100`).
    func releaseKey(in family: Family) -> Int? {
        OSVersionGrammar.releaseKey(major: major, minor: minor, isMac: family == .mac)
    }
}
