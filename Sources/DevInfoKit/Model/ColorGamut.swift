import DevInfoVocabulary

/// The range of colors a display shows: standard RGB, or Display P3 (Apple's "wide color").
///
/// An open set (a raw-value struct with static members, like `Errno`), so a gamut added in a later
/// version breaks no client `switch`. Where a display's gamut is not confirmed, ``Display/colorGamut`` is
/// `nil`, never ``sRGB``.
public struct ColorGamut: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    // Codable comes from the standard library for String-backed RawRepresentable types: a single string.
    /// The spelling used in Data/, JSON and CSV, the same as the static member's name: `sRGB`, `p3`.
    public let rawValue: String

    /// Wraps a raw value; any string is accepted.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Standard RGB (`UIDisplayGamut.SRGB`). Raw value `sRGB`.
    public static var sRGB: ColorGamut { ColorGamut(rawValue: DisplayVocabulary.sRGB) }
    /// Display P3, Apple's wide color (`UIDisplayGamut.P3`; CSS `@media (color-gamut: p3)`). Raw value `p3`.
    public static var p3: ColorGamut { ColorGamut(rawValue: DisplayVocabulary.p3) }

    /// The raw value: `sRGB`, `p3`.
    public var description: String { rawValue }
}
