import DevInfoVocabulary

/// A rectangle in points, origin at the top-left corner of a display in its natural orientation: where
/// a notch or Dynamic Island sits.
public struct PointRect: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Distance from the display's left edge, points.
    public var x: Double
    /// Distance from the display's top edge, points.
    public var y: Double
    /// Width, points.
    public var width: Double
    /// Height, points.
    public var height: Double

    /// A rectangle at (`x`, `y`) of `width` × `height` points.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// `126×37 at (133.5, 11)`.
    public var description: String {
        "\(formatNumber(width))×\(formatNumber(height)) at (\(formatNumber(x)), \(formatNumber(y)))"
    }
}
