// The thin Apple-only layer: CGSize, UIEdgeInsets and NSEdgeInsets to and from devinfo's values. Each
// member forwards to FloatingPointConversions.swift (tested on Linux) or is a field-for-field copy.
// Reviewed by hand; CI has no Apple SDK to compile it.
#if canImport(CoreGraphics)
    import CoreGraphics

    extension PointSize {
        /// `size` in points when both sides are whole numbers (see ``init(exactlyWidth:height:)``), else `nil`.
        public init?(_ size: CGSize) { self.init(exactlyWidth: size.width, height: size.height) }
    }

    extension PixelSize {
        /// `size` in pixels when both sides are whole numbers (see ``init(exactlyWidth:height:)``), else `nil`.
        public init?(_ size: CGSize) { self.init(exactlyWidth: size.width, height: size.height) }
    }

    extension CGSize {
        /// A size of `size.width` × `size.height` points.
        public init(_ size: PointSize) { self.init(width: CGFloat(size.width), height: CGFloat(size.height)) }
        /// A size of `size.width` × `size.height` pixels.
        public init(_ size: PixelSize) { self.init(width: CGFloat(size.width), height: CGFloat(size.height)) }
    }
#endif

#if canImport(UIKit)
    import UIKit

    extension UIEdgeInsets {
        /// The same insets, in points.
        public init(_ insets: SafeAreaInsets) {
            self.init(top: CGFloat(insets.top), left: CGFloat(insets.left), bottom: CGFloat(insets.bottom), right: CGFloat(insets.right))
        }
    }

    extension SafeAreaInsets {
        /// The same insets, in points (a view's `safeAreaInsets`, to compare with devinfo's).
        public init(_ insets: UIEdgeInsets) { self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right) }
    }
#endif

#if canImport(AppKit) && !targetEnvironment(macCatalyst)
    import AppKit

    extension NSEdgeInsets {
        /// The same insets, in points.
        public init(_ insets: SafeAreaInsets) {
            self.init(top: CGFloat(insets.top), left: CGFloat(insets.left), bottom: CGFloat(insets.bottom), right: CGFloat(insets.right))
        }
    }

    extension SafeAreaInsets {
        /// The same insets, in points (`NSScreen.safeAreaInsets`, to compare with devinfo's).
        public init(_ insets: NSEdgeInsets) { self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right) }
    }
#endif
