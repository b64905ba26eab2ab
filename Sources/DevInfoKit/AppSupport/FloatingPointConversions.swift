// Sizes and insets from the floating-point values UIKit and AppKit report (CGFloat is a BinaryFloatingPoint,
// so these take a CGSize's fields directly). No Foundation and no CoreGraphics here: the logic is tested on
// Linux; CoreGraphicsConversions.swift only forwards to it where CoreGraphics exists.

extension PointSize {
    /// The size `width` × `height` when both are whole numbers of points (as `UIScreen.bounds` and
    /// `NSScreen.frame` report a display), or `nil` for a fractional, negative, infinite or NaN value, or one
    /// too large for `Int`.
    public init?<F: BinaryFloatingPoint>(exactlyWidth width: F, height: F) {
        guard let w = wholeNumber(width), let h = wholeNumber(height) else { return nil }
        self.init(width: w, height: h)
    }
}

extension PixelSize {
    /// The size `width` × `height` when both are whole numbers of pixels (as `UIScreen.nativeBounds` and
    /// `UIScreen.currentMode.size` report them), or `nil` otherwise (fractional, negative, infinite, NaN,
    /// too large).
    public init?<F: BinaryFloatingPoint>(exactlyWidth width: F, height: F) {
        guard let w = wholeNumber(width), let h = wholeNumber(height) else { return nil }
        self.init(width: w, height: h)
    }
}

extension SafeAreaInsets {
    /// Insets from any floating-point type (`CGFloat` included), in points.
    public init<F: BinaryFloatingPoint>(top: F, left: F, bottom: F, right: F) {
        self.init(top: Double(top), left: Double(left), bottom: Double(bottom), right: Double(right))
    }
}

/// `value` as an `Int` when it is a non-negative whole number that fits, else `nil`.
private func wholeNumber<F: BinaryFloatingPoint>(_ value: F) -> Int? {
    guard value >= 0, let whole = Int(exactly: value) else { return nil }
    return whole
}
