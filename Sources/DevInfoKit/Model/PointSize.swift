/// A size in points (UIKit's and AppKit's logical units), in the display's natural orientation unless said
/// otherwise (portrait for iPhone, iPad, iPod touch and Apple Watch; landscape for Mac displays).
///
/// Every display devinfo lists measures a whole number of points in every mode, so the values are
/// integers.
public struct PointSize: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Width in points.
    public var width: Int
    /// Height in points.
    public var height: Int

    /// A size of `width` × `height` points.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The same size turned a quarter (width and height swapped): portrait ↔ landscape.
    public var rotated: PointSize { PointSize(width: height, height: width) }

    /// The size with the short side as width: the form reverse lookup compares.
    var portrait: PointSize { width <= height ? self : rotated }

    /// The render size this makes at a whole-number `scale`, as `UIScreen.currentMode.size` reports it
    /// (points × scale): 375×812 points at 3 → 1125×2436 pixels. A product too large for `Int` is clamped
    /// to `Int.max` (or `Int.min`) rather than trapping.
    public func pixels(atScale scale: Int) -> PixelSize {
        PixelSize(width: PointSize.clampedProduct(width, scale), height: PointSize.clampedProduct(height, scale))
    }

    private static func clampedProduct(_ a: Int, _ b: Int) -> Int {
        let (product, overflow) = a.multipliedReportingOverflow(by: b)
        guard overflow else { return product }
        return (a < 0) == (b < 0) ? Int.max : Int.min
    }

    /// `375×812`.
    public var description: String { "\(width)×\(height)" }
}
