/// Insets from each edge of the screen, in points.
public struct EdgeInsets: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Inset from the top edge, points.
    public var top: Double
    /// Inset from the left edge, points.
    public var left: Double
    /// Inset from the bottom edge, points.
    public var bottom: Double
    /// Inset from the right edge, points.
    public var right: Double

    /// Insets of the given sizes, in points.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// `top 47, left 0, bottom 34, right 0` (whole numbers without a decimal point).
    public var description: String {
        "top \(format(top)), left \(format(left)), bottom \(format(bottom)), right \(format(right))"
    }
}

/// Formats a point value the way people write it: `47`, `47.33`.
func format(_ value: Double) -> String {
    value.rounded() == value && abs(value) < 1e9 ? String(Int(value)) : String(value)
}

/// The key window's safe-area insets of a full-screen app, in points, in both orientations, and the iOS
/// (or iPadOS) version they were confirmed for — they have moved between versions (XR/11: 44 → 48 at
/// iOS 14).
public struct SafeArea: Hashable, Sendable, Codable {
    /// Portrait (home button or indicator at the bottom). Includes the status bar on the top inset.
    public var portrait: EdgeInsets
    /// Landscape, as most apps see it. iPhones hide the status bar in landscape, so `top` is 0 there.
    public var landscape: EdgeInsets
    /// The major iOS/iPadOS version these insets hold for, e.g. 18.
    public var iOSVersion: Int

    /// Insets for both orientations and the iOS major version they hold for.
    public init(portrait: EdgeInsets, landscape: EdgeInsets, iOSVersion: Int) {
        self.portrait = portrait
        self.landscape = landscape
        self.iOSVersion = iOSVersion
    }
}
