import DevInfoVocabulary

/// UIKit's size class along one direction: compact or regular (`UIUserInterfaceSizeClass`, SwiftUI's
/// `UserInterfaceSizeClass`).
///
/// An open set (a raw-value struct with static members). Where a display's size classes are not confirmed,
/// ``Display/sizeClasses(_:in:)`` is `nil`.
public struct SizeClass: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    // Codable comes from the standard library for String-backed RawRepresentable types: a single string.
    /// The spelling used in JSON and CSV, the same as the static member's name: `compact`, `regular`.
    public let rawValue: String

    /// Wraps a raw value; any string is accepted.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Constrained space: an iPhone's width in portrait, and most iPhones' width and height in landscape.
    public static var compact: SizeClass { SizeClass(rawValue: DisplayVocabulary.compact) }
    /// Expansive space: an iPad full screen, a larger iPhone's width in landscape.
    public static var regular: SizeClass { SizeClass(rawValue: DisplayVocabulary.regular) }

    /// The raw value: `compact`, `regular`.
    public var description: String { rawValue }
}

/// The horizontal and vertical size classes of a full-screen app on a display in one orientation and
/// display mode: what `UITraitCollection.horizontalSizeClass` and `verticalSizeClass` report.
public struct SizeClasses: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Along the width: `horizontalSizeClass`.
    public var horizontal: SizeClass
    /// Along the height: `verticalSizeClass`.
    public var vertical: SizeClass

    /// The classes along each direction.
    public init(horizontal: SizeClass, vertical: SizeClass) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// `compact width, regular height`.
    public var description: String { "\(horizontal) width, \(vertical) height" }
}
