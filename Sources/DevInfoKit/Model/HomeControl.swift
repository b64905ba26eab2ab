import DevInfoVocabulary

/// How the user goes home on a display: a physical button below it, the on-screen home indicator, or
/// neither (a Mac, an Apple Watch).
///
/// An open set (a raw-value struct with static members, like `Errno`). Where it is not confirmed,
/// devinfo's properties return `nil`.
public struct HomeControl: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    // Codable comes from the standard library for String-backed RawRepresentable types: a single string.
    /// The spelling used in Data/, JSON and CSV, the same as the static member's name: `button`,
    /// `indicator`, `neither`.
    public let rawValue: String

    /// Wraps a raw value; any string is accepted.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A physical (or solid-state) home button below the display. Raw value `button`.
    public static var button: HomeControl { HomeControl(rawValue: DisplayVocabulary.button) }
    /// No button: a swipe up from the on-screen home indicator. Raw value `indicator`.
    public static var indicator: HomeControl { HomeControl(rawValue: DisplayVocabulary.indicator) }
    /// Neither a home button nor a home indicator: Macs, Apple Watch (the Digital Crown), devices without
    /// a display. Raw value `neither`.
    public static var neither: HomeControl { HomeControl(rawValue: DisplayVocabulary.neither) }

    /// Not a member: neither control is ``neither``, and `.none` on a `HomeControl?` means "not known".
    /// Written on a `HomeControl`, `.none` does not compile; on a `HomeControl?` the compiler warns.
    @available(*, unavailable, renamed: "neither", message: "no home control is .neither; nil (Optional.none) means it is not known")
    public static var none: HomeControl { neither }

    /// Words for people: `home button`, `home indicator`, `neither`, or the raw value of a control this version
    /// does not know. Machine formats (JSON, CSV, `Codable`) write ``rawValue``: `button`, `indicator`, `neither`.
    public var description: String {
        switch self {
        case .button: "home button"
        case .indicator: "home indicator"
        case .neither: "neither"
        default: rawValue
        }
    }
}
