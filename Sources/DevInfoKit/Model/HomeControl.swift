/// How the user goes home on a display: a physical button below it, the on-screen home indicator, or
/// neither (a Mac, an Apple Watch).
///
/// An open set (a raw-value struct with static members, like `Errno`). Where it is not confirmed,
/// devinfo's properties return `nil`.
public struct HomeControl: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    // Codable comes from the standard library for String-backed RawRepresentable types: a single string.
    /// The spelling used in Data/ and JSON: `button`, `indicator`, `none`.
    public let rawValue: String

    /// Wraps a raw value; any string is accepted.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A physical (or solid-state) home button below the display. Raw value `button`.
    public static let button = HomeControl(rawValue: "button")
    /// No button: a swipe up from the on-screen home indicator. Raw value `indicator`.
    public static let indicator = HomeControl(rawValue: "indicator")
    /// Neither a home button nor a home indicator: Macs, Apple Watch (the Digital Crown), devices without
    /// a display. Raw value `none`.
    public static let neither = HomeControl(rawValue: "none")

    /// `home button`, `home indicator`, `none`, or the raw value of a control this version does not know.
    public var description: String {
        switch self {
        case .button: "home button"
        case .indicator: "home indicator"
        case .neither: "none"
        default: rawValue
        }
    }
}
