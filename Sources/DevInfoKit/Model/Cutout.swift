import DevInfoVocabulary

/// What interrupts a display's top edge (in its natural orientation): nothing, a notch, or a Dynamic
/// Island.
///
/// An open set (a raw-value struct with static members, like `Errno`), so a new kind of cutout in a later
/// version breaks no client `switch`. Where a device's cutout is not confirmed, devinfo's properties
/// return `nil`, never ``noCutout``.
public struct Cutout: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    // Codable comes from the standard library for String-backed RawRepresentable types: a single string.
    /// The spelling used in Data/, JSON and CSV, the same as the static member's name: `noCutout`,
    /// `notch`, `dynamicIsland`, `punchHole`.
    public let rawValue: String

    /// Wraps a raw value; any string is accepted.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A full rectangle (possibly with rounded corners): home-button iPhones, every iPad and iPod touch,
    /// Apple Watch, Macs without a notch. Raw value `noCutout`. (Not `none`, which in a `switch` over a
    /// `Cutout?` is `Optional.none`: "not known".)
    public static var noCutout: Cutout { Cutout(rawValue: DisplayVocabulary.noCutout) }

    /// Not a member: no cutout is ``noCutout``, and `.none` on a `Cutout?` means "not known". Written on a
    /// `Cutout`, `.none` does not compile; on a `Cutout?` the compiler warns that it reads `Optional.none`.
    @available(*, unavailable, renamed: "noCutout", message: "no cutout is .noCutout; nil (Optional.none) means the cutout is not known")
    public static var none: Cutout { noCutout }
    /// The sensor housing cut into the top edge: iPhone X through iPhone 14, the 16e and 17e; the
    /// 14- and 16-inch MacBook Pro (2021 and later) and the MacBook Air from the M2 on.
    public static var notch: Cutout { Cutout(rawValue: DisplayVocabulary.notch) }
    /// The pill-shaped cutout inside the display: iPhone 14 Pro and later, except the 16e and 17e.
    public static var dynamicIsland: Cutout { Cutout(rawValue: DisplayVocabulary.dynamicIsland) }

    /// A round camera hole inside the display: the iPhone Duo's outer display (Apple runs its Dynamic
    /// Island software around it). Raw value `punchHole`.
    public static var punchHole: Cutout { Cutout(rawValue: DisplayVocabulary.punchHole) }

    /// Words for people: `no cutout`, `notch`, `Dynamic Island`, `punch hole`, or the raw value of a cutout this
    /// version does not know. Machine formats (JSON, CSV, `Codable`) write ``rawValue``: `noCutout`, `notch`,
    /// `dynamicIsland`, `punchHole`.
    public var description: String {
        switch self {
        case .noCutout: "no cutout"
        case .notch: "notch"
        case .dynamicIsland: "Dynamic Island"
        case .punchHole: "punch hole"
        default: rawValue
        }
    }
}
