/// A size in physical or render pixels, in the display's natural orientation unless said otherwise:
/// portrait (width ≤ height) for iPhone, iPad, iPod touch and Apple Watch, landscape for Mac displays.
public struct PixelSize: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int

    /// A size of `width` × `height` pixels.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The same size turned a quarter (width and height swapped): portrait ↔ landscape.
    public var rotated: PixelSize { PixelSize(width: height, height: width) }

    /// The size with the short side as width: the form reverse lookup compares, whatever the orientation.
    var portrait: PixelSize { width <= height ? self : rotated }

    /// `1125×2436`.
    public var description: String { "\(width)×\(height)" }
}
