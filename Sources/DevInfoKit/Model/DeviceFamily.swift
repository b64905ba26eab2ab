import DevInfoVocabulary

/// The product line an identifier belongs to, read from the identifier's letters (`iPhone` in
/// `iPhone11,8`, `MacBookPro` in `MacBookPro18,3`).
///
/// An open set, like `Errno` in swift-system: a raw-value struct with a static member per family devinfo
/// knows, so a family added in a later version breaks no `switch` in client code (always add a
/// `default:`). ``rawValue`` is the spelling used in Data/, JSON and `devinfo --family`.
public struct DeviceFamily: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    // Codable comes from the standard library for String-backed RawRepresentable types: a single string.
    /// The family's name as devinfo spells it in data and JSON: `iPhone`, `Mac`, `AppleTV`.
    public let rawValue: String

    /// Wraps a raw family name. Any string is accepted; an unknown one simply matches no device.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// iPhone (`iPhone*,*`).
    public static let iPhone = DeviceFamily(rawValue: "iPhone")
    /// iPad, iPad mini, iPad Air and iPad Pro (`iPad*,*`).
    public static let iPad = DeviceFamily(rawValue: "iPad")
    /// iPod touch (`iPod*,*`).
    public static let iPod = DeviceFamily(rawValue: "iPod")
    /// Macs, as `hw.model` names them: `Mac*,*`, `MacBookPro*,*`, `MacBookAir*,*`, `MacBook*,*`,
    /// `iMac*,*`, `iMacPro*,*`, `Macmini*,*`, `MacPro*,*`.
    public static let mac = DeviceFamily(rawValue: "Mac")
    /// Apple Watch (`Watch*,*`).
    public static let watch = DeviceFamily(rawValue: "Watch")
    /// Apple TV (`AppleTV*,*`).
    public static let appleTV = DeviceFamily(rawValue: "AppleTV")
    /// Apple Vision Pro (`RealityDevice*,*`).
    public static let vision = DeviceFamily(rawValue: "Vision")
    /// HomePod and HomePod mini (`AudioAccessory*,*`).
    public static let homePod = DeviceFamily(rawValue: "HomePod")

    /// Every family devinfo's table covers, in table order (iPhone, iPad, iPod touch, Mac, Apple Watch,
    /// Apple TV, Apple Vision, HomePod).
    public static var all: [DeviceFamily] { Family.allCases.map(DeviceFamily.init) }

    /// The family's usual name, e.g. `iPhone`, `iPod touch`, `Apple Watch`; the raw value for a family
    /// this version does not know.
    public var description: String { covered?.displayName ?? rawValue }

    /// The operating system whose major versions number this family's safe-area entries (``SafeArea``):
    /// `iOS` (iPhone, iPod touch), `iPadOS` (iPad; 11 and 12 were still called iOS), `macOS`, `watchOS`,
    /// `tvOS`, `visionOS`; `audioOS` for HomePod; the raw value for a family this version does not know.
    public var operatingSystemName: String { covered?.operatingSystem ?? rawValue }

    /// Whether devinfo's table lists devices of this family.
    public var isCovered: Bool { covered != nil }

    /// The family an identifier prefix names (`"iPhone"` → ``iPhone``, `"MacBookPro"` → ``mac``), or
    /// `nil` for letters no Apple family uses. Exact and case-sensitive, as `hw.machine` spells it.
    public init?(identifierPrefix prefix: String) {
        var prefix = prefix
        guard let family = prefix.withUTF8({ DeviceTable.family(prefix: $0) }) else { return nil }
        self.init(family)
    }

    /// The public face of a vocabulary family. Exhaustive, so a family added to the vocabulary does not
    /// compile until it has a static member here.
    package init(_ family: Family) {
        switch family {
        case .iPhone: self = .iPhone
        case .iPad: self = .iPad
        case .iPod: self = .iPod
        case .mac: self = .mac
        case .watch: self = .watch
        case .appleTV: self = .appleTV
        case .vision: self = .vision
        case .homePod: self = .homePod
        }
    }

    /// The vocabulary family, or `nil` for a family the table does not cover.
    var covered: Family? { Family(name: rawValue) }
}
