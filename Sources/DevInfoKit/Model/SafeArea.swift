/// A display's safe-area insets, in points, in both orientations, for a range of OS versions.
///
/// These are the key window's `safeAreaInsets` for a full-screen app (Mac: `NSScreen.safeAreaInsets` of
/// the built-in display at its default resolution). They moved between OS versions (iPhone XR/11 top:
/// 44 up to iOS 13, 48 from iOS 14), so each value holds only for ``osVersions``: the OS majors a source
/// confirmed, numbered as the family's OS is (iOS/iPadOS for iPhone, iPad and iPod touch; macOS 12, 13,
/// 14, 15, 26 for a Mac).
public struct SafeArea: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Portrait (home button or indicator at the bottom); includes the status bar in `top`. `nil` for a
    /// display that has no portrait orientation (a Mac's).
    public var portrait: SafeAreaInsets?
    /// Landscape, as most apps see it. iPhones hide the status bar in landscape, so `top` is 0 there.
    /// `nil` when not confirmed.
    public var landscape: SafeAreaInsets?
    /// The OS major versions these insets are confirmed for, e.g. `14...18`.
    public var osVersions: ClosedRange<Int>

    /// Insets for both orientations and the OS majors they hold for.
    public init(portrait: SafeAreaInsets?, landscape: SafeAreaInsets?, osVersions: ClosedRange<Int>) {
        self.portrait = portrait
        self.landscape = landscape
        self.osVersions = osVersions
    }

    /// `portrait top 48, left 0, bottom 34, right 0; landscape top 0, left 48, bottom 21, right 48 (OS 14–18)`.
    public var description: String {
        var parts: [String] = []
        if let portrait { parts.append("portrait \(portrait)") }
        if let landscape { parts.append("landscape \(landscape)") }
        return parts.joined(separator: "; ") + " (OS \(versionText))"
    }

    /// The first OS major these insets are confirmed for (JSON `fromOSVersion`): `osVersions.lowerBound`.
    public var fromOSVersion: Int { osVersions.lowerBound }
    /// The last OS major these insets are confirmed for (JSON `untilOSVersion`): `osVersions.upperBound`.
    public var untilOSVersion: Int { osVersions.upperBound }

    /// `14–18`, or `26` for a single version: ``osVersions`` as text.
    @available(*, deprecated, message: "use osVersions (a ClosedRange<Int>), or its fromOSVersion and untilOSVersion")
    public var versionRange: String { versionText }

    /// `14–18`, or `26` for a single version: the one way devinfo's text writes an OS range.
    package var versionText: String { SafeArea.versionText(osVersions) }

    /// `14–18`, or `26` for a single version.
    package static func versionText(_ versions: ClosedRange<Int>) -> String {
        versions.lowerBound == versions.upperBound ? String(versions.lowerBound) : "\(versions.lowerBound)–\(versions.upperBound)"
    }

    private enum CodingKeys: String, CodingKey { case fromOSVersion, untilOSVersion, portrait, landscape }

    /// Decodes `{"fromOSVersion", "untilOSVersion", "portrait", "landscape"}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let from = try container.decode(Int.self, forKey: .fromOSVersion)
        let until = try container.decode(Int.self, forKey: .untilOSVersion)
        guard from <= until else {
            throw DecodingError.dataCorruptedError(
                forKey: .untilOSVersion, in: container, debugDescription: "untilOSVersion \(until) is before fromOSVersion \(from)")
        }
        self.init(
            portrait: try container.decodeIfPresent(SafeAreaInsets.self, forKey: .portrait),
            landscape: try container.decodeIfPresent(SafeAreaInsets.self, forKey: .landscape),
            osVersions: from...until)
    }

    /// Encodes `{"fromOSVersion", "untilOSVersion", "portrait", "landscape"}`; a missing orientation is `null`.
    public func encode(to encoder: any Encoder) throws {
        try FactEncoding.encode(FactValue.safeArea(self).json(FactContext()), FactContext(), to: encoder)
    }
}
