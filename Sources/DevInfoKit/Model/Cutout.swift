/// What interrupts a display's top edge (in its natural orientation): nothing, a notch, or a Dynamic
/// Island.
///
/// An open set (a raw-value struct with static members, like `Errno`), so a new kind of cutout in a later
/// version breaks no client `switch`. Where a device's cutout is not confirmed, devinfo's properties
/// return `nil`, never ``noCutout``.
public struct Cutout: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    // Codable comes from the standard library for String-backed RawRepresentable types: a single string.
    /// The spelling used in Data/ and JSON: `none`, `notch`, `dynamicIsland`.
    public let rawValue: String

    /// Wraps a raw value; any string is accepted.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A full rectangle (possibly with rounded corners): home-button iPhones, every iPad and iPod touch,
    /// Apple Watch, Macs without a notch. Raw value `none`. (Named so that it cannot be confused with
    /// `Optional.none`, which means "not known".)
    public static let noCutout = Cutout(rawValue: "none")
    /// The sensor housing cut into the top edge: iPhone X through iPhone 14, the 16e and 17e; the
    /// 14- and 16-inch MacBook Pro (2021 and later) and the MacBook Air from the M2 on.
    public static let notch = Cutout(rawValue: "notch")
    /// The pill-shaped cutout inside the display: iPhone 14 Pro and later, except the 16e and 17e.
    public static let dynamicIsland = Cutout(rawValue: "dynamicIsland")

    /// A round camera hole inside the display: the iPhone Duo's outer display (Apple runs its Dynamic
    /// Island software around it). Raw value `punchHole`.
    public static let punchHole = Cutout(rawValue: "punchHole")

    /// `none`, `notch`, `Dynamic Island`, `punch hole`, or the raw value of a cutout this version does not know.
    public var description: String {
        switch self {
        case .noCutout: "none"
        case .notch: "notch"
        case .dynamicIsland: "Dynamic Island"
        case .punchHole: "punch hole"
        default: rawValue
        }
    }
}
