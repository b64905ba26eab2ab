import DevInfoVocabulary

/// Insets from each edge of a display, in points: how far content must stay from each edge to be clear of
/// cutouts, rounded corners, the status bar and the home indicator.
public struct SafeAreaInsets: Hashable, Sendable, Codable, CustomStringConvertible {
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
        "top \(formatNumber(top)), left \(formatNumber(left)), bottom \(formatNumber(bottom)), right \(formatNumber(right))"
    }
}
