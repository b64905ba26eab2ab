/// The one grammar of a display size as devinfo reads it: `WIDTHxHEIGHT` (`750x1624`) or, with a scale,
/// `WIDTHxHEIGHT@SCALE` (`375x812@3`, `375x812@3x`). Width and height are 1 to ``maximumDigits`` ASCII
/// digits and not zero; the separator is `x`, `X` or `×`; the scale is one of ``scales``, optionally
/// followed by `x` or `X`. Nothing else: no spaces, no `*`, no signs, no scale 0.
///
/// `devinfo --screen` and `--panel` parse with ``parse(_:allowsScale:)``, and the catalogue website's search
/// runs ``javaScriptPattern`` with the same limits, so the two accept exactly the same queries
/// (Tests/Browser/size-queries.tsv is the table both are tested against).
package enum SizeGrammar {
    /// The most digits of a width, height or scale.
    package static let maximumDigits = 6
    /// The scales a size may name (UIKit's `scale`).
    package static let scales = 1...3

    /// A size as read: points at `scale` when one is given.
    package struct Size: Equatable, Sendable {
        package var width: Int
        package var height: Int
        package var scale: Int?

        package init(width: Int, height: Int, scale: Int? = nil) {
            self.width = width
            self.height = height
            self.scale = scale
        }
    }

    /// `text` as a size, or `nil` when it is not one (`allowsScale: false`, as `--panel` reads: no `@`).
    package static func parse(_ text: String, allowsScale: Bool = true) -> Size? {
        var scalars = text.unicodeScalars[...]
        func number() -> Int? {
            let digits = scalars.prefix { $0.value >= 0x30 && $0.value <= 0x39 }
            guard (1...maximumDigits).contains(digits.count) else { return nil }
            scalars = scalars.dropFirst(digits.count)
            let value = digits.reduce(0) { $0 * 10 + Int($1.value - 0x30) }
            return value > 0 ? value : nil
        }
        guard let width = number(), let separator = scalars.popFirst(), ["x", "X", "×"].contains(separator), let height = number() else {
            return nil
        }
        guard let at = scalars.popFirst() else { return Size(width: width, height: height) }
        guard allowsScale, at == "@", let scale = number(), scales.contains(scale) else { return nil }
        if let suffix = scalars.first, suffix == "x" || suffix == "X" { scalars = scalars.dropFirst() }
        return scalars.isEmpty ? Size(width: width, height: height, scale: scale) : nil
    }

    /// The grammar as a JavaScript regular expression (without the `/…/` delimiters), whose groups are the
    /// width, the height and the scale; a match is a size when every group it holds is not zero and the
    /// scale is within ``scales``, as ``parse(_:allowsScale:)`` checks.
    package static var javaScriptPattern: String {
        let number = "([0-9]{1,\(maximumDigits)})"
        return "^" + number + "[xX\\u00D7]" + number + "(?:@" + number + "[xX]?)?$"
    }
}
