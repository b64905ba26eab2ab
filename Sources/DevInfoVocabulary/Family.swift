/// The device families devinfo covers, in table order: the one list of families and their identifier
/// prefixes. The generator, the library, the freshness check and the tests all read it, and every
/// `switch` over it is exhaustive, so a family added here is a compile error wherever it must be handled
/// (the generator's physical rules, DevInfoKit's `DeviceFamily` members).
///
/// **Where a new family goes:** a case here (with its prefixes), its physical rules in
/// `Sources/DevInfoGenerator/Validation/FamilyRules.swift`, a static member of `DeviceFamily`, then
/// `Data/devices/<Family>.tsv`.
package enum Family: UInt8, CaseIterable, Sendable {
    case iPhone, iPad, iPod, mac, watch, appleTV, vision, homePod

    /// The family's name in Data/ (file names and the `family` column), JSON and `--family`: `iPhone`,

    /// The first OS major with safe-area insets (`safeAreaInsets`: iOS 11, `NSScreen.safeAreaInsets`: macOS
    /// 12), or `nil` for a family without them in devinfo's table. A device whose OS stopped before has none.
    package var firstSafeAreaOS: Int? {
        switch self {
        case .iPhone, .iPad, .iPod: 11
        case .mac: 12
        case .watch, .appleTV, .vision, .homePod: nil
        }
    }
    /// `Mac`, `AppleTV`.
    package var name: String {
        switch self {
        case .iPhone: "iPhone"
        case .iPad: "iPad"
        case .iPod: "iPod"
        case .mac: "Mac"
        case .watch: "Watch"
        case .appleTV: "AppleTV"
        case .vision: "Vision"
        case .homePod: "HomePod"
        }
    }

    /// The usual name: `iPod touch`, `Apple Watch`, `Apple TV`.
    package var displayName: String {
        switch self {
        case .iPhone: "iPhone"
        case .iPad: "iPad"
        case .iPod: "iPod touch"
        case .mac: "Mac"
        case .watch: "Apple Watch"
        case .appleTV: "Apple TV"
        case .vision: "Apple Vision"
        case .homePod: "HomePod"
        }
    }

    /// The operating system whose major versions number the family's safe-area entries.
    package var operatingSystem: String {
        switch self {
        case .iPhone, .iPod: "iOS"
        case .iPad: "iPadOS"
        case .mac: "macOS"
        case .watch: "watchOS"
        case .appleTV: "tvOS"
        case .vision: "visionOS"
        case .homePod: "audioOS"
        }
    }

    /// Every identifier prefix `hw.machine` / `hw.model` uses for the family, including ones with no rows
    /// (so such identifiers are still recognised as this family). `VirtualMac` is what a macOS virtual
    /// machine reports: a Mac, though not hardware (Data/exclusions.tsv keeps it out of the table).
    package var prefixes: [String] {
        switch self {
        case .iPhone: ["iPhone"]
        case .iPad: ["iPad"]
        case .iPod: ["iPod"]
        case .mac: ["Mac", "MacBook", "MacBookAir", "MacBookPro", "Macmini", "MacPro", "iMac", "iMacPro", "Xserve", "VirtualMac"]
        case .watch: ["Watch"]
        case .appleTV: ["AppleTV"]
        case .vision: ["RealityDevice"]
        case .homePod: ["AudioAccessory"]
        }
    }

    /// Compares the cases themselves: code in another module (the library's `family == .iPhone`) then
    /// calls this, not `Equatable`'s witness, whose table the runtime would look up on first use (a page
    /// fault in a one-shot `devinfo ID`).
    @inlinable
    package static func == (lhs: Family, rhs: Family) -> Bool { lhs.rawValue == rhs.rawValue }

    /// Whether the family's displays are landscape in their natural orientation (a Mac's), so sizes are
    /// given width ≥ height; the others are portrait.
    package var isLandscapeNative: Bool { self == .mac }

    /// The family named `name` (as in Data/ and JSON), or `nil`. Walks the raw values, not `allCases`: a
    /// one-shot `devinfo ID` (a family's description) then touches no array and builds no metadata.
    package init?(name: String) {
        var raw: UInt8 = 0
        while let family = Family(rawValue: raw) {
            if family.name == name {
                self = family
                return
            }
            raw += 1
        }
        return nil
    }

    /// The family whose prefixes include `prefix` (exact, case-sensitive), or `nil`.
    package init?(prefix: String) {
        guard let found = Family.allCases.first(where: { $0.prefixes.contains(prefix) }) else { return nil }
        self = found
    }
}
