import DevInfoVocabulary

/// A display's status bar, in points, in both orientations, for a range of OS versions: what
/// `UIStatusBarManager.statusBarFrame.height` reports for a full-screen app.
///
/// It is not the safe area's top: on a Dynamic Island iPhone the status bar is 54 points and the top
/// inset 59. It moved between OS versions (iPhone XR/11: 44 up to iOS 13, 48 from iOS 14), so each value
/// holds only for ``osVersions``. The system hides the status bar in landscape on iPhones: 0 there.
public struct StatusBar: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The height in portrait, in points; `nil` when not confirmed.
    public var portrait: Double?
    /// The height in landscape, in points (0: hidden); `nil` when not confirmed.
    public var landscape: Double?
    /// The OS major versions these heights are confirmed for, e.g. `14...18`.
    public var osVersions: ClosedRange<Int>

    /// Heights for both orientations and the OS majors they hold for.
    public init(portrait: Double?, landscape: Double?, osVersions: ClosedRange<Int>) {
        self.portrait = portrait
        self.landscape = landscape
        self.osVersions = osVersions
    }

    /// `portrait 54, landscape 0 (OS 16–18)`.
    public var description: String {
        func height(_ value: Double?) -> String { value.map(formatNumber) ?? "not confirmed" }
        return "portrait \(height(portrait)), landscape \(height(landscape)) (OS \(SafeArea.versionText(osVersions)))"
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
            portrait: try container.decodeIfPresent(Double.self, forKey: .portrait),
            landscape: try container.decodeIfPresent(Double.self, forKey: .landscape), osVersions: from...until)
    }

    /// Encodes `{"fromOSVersion", "untilOSVersion", "portrait", "landscape"}`; an unconfirmed height is `null`.
    public func encode(to encoder: any Encoder) throws {
        try FactEncoding.encode(FactValue.statusBar(self).json(FactContext()), FactContext(), to: encoder)
    }
}
