/// The product line an identifier belongs to, read from the identifier's letters (`iPhone` in `iPhone11,8`).
///
/// The table in this version covers ``iPhone``, ``iPad`` and ``iPod``; the other cases exist so that an
/// identifier of another Apple family (a Watch, an Apple TV, a Mac) is still reported with its family
/// when it is looked up, rather than being treated as garbage.
public enum DeviceFamily: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// iPhone (`iPhone*,*`).
    case iPhone
    /// iPad, iPad mini, iPad Air and iPad Pro (`iPad*,*`).
    case iPad
    /// iPod touch (`iPod*,*`).
    case iPod
    /// Apple Watch (`Watch*,*`). Not in the table.
    case watch
    /// Apple TV (`AppleTV*,*`). Not in the table.
    case appleTV
    /// Apple Vision Pro (`RealityDevice*,*`). Not in the table.
    case vision
    /// HomePod (`AudioAccessory*,*`). Not in the table.
    case homePod
    /// Macs (`Mac*,*`, `MacBookPro*,*`, `iMac*,*`, `Macmini*,*` …, as `hw.model` reports them). Not in the table.
    case mac

    /// The family's usual name, e.g. `iPhone`, `Apple Watch`.
    public var description: String {
        switch self {
        case .iPhone: "iPhone"
        case .iPad: "iPad"
        case .iPod: "iPod touch"
        case .watch: "Apple Watch"
        case .appleTV: "Apple TV"
        case .vision: "Apple Vision"
        case .homePod: "HomePod"
        case .mac: "Mac"
        }
    }

    /// Whether devinfo's table lists this family's devices (iPhone, iPad, iPod touch).
    public var isCovered: Bool {
        switch self {
        case .iPhone, .iPad, .iPod: true
        default: false
        }
    }

    /// The family an identifier prefix names (`"iPhone"` → `.iPhone`, `"MacBookPro"` → `.mac`), or `nil`
    /// for a prefix no Apple family uses. Exact and case-sensitive, as `hw.machine` spells it.
    public init?(identifierPrefix prefix: String) {
        var prefix = prefix
        guard let family = prefix.withUTF8({ DeviceFamily(prefixBytes: $0) }) else { return nil }
        self = family
    }

    /// Matches prefix bytes without building a String. (The table lookup recognises its three families
    /// itself; this serves ``IdentifierComponents`` and unknown identifiers.)
    init?(prefixBytes prefix: UnsafeBufferPointer<UInt8>) {
        func equals(_ literal: StaticString) -> Bool {
            literal.utf8CodeUnitCount == prefix.count
                && literal.withUTF8Buffer { $0.elementsEqual(prefix) }
        }
        if equals("iPhone") { self = .iPhone }
        else if equals("iPad") { self = .iPad }
        else if equals("iPod") { self = .iPod }
        else if equals("Watch") { self = .watch }
        else if equals("AppleTV") { self = .appleTV }
        else if equals("RealityDevice") { self = .vision }
        else if equals("AudioAccessory") { self = .homePod }
        else if equals("Mac") || equals("MacBook") || equals("MacBookPro") || equals("MacBookAir")
            || equals("Macmini") || equals("MacPro") || equals("iMac") || equals("iMacPro")
            || equals("VirtualMac") || equals("PowerMac") || equals("Xserve")
        {
            self = .mac
        } else {
            return nil
        }
    }
}
