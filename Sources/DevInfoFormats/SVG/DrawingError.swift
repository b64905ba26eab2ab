import DevInfoKit
import DevInfoVocabulary

/// Why a display, or a device's displays, cannot be drawn (``Device/svg(orientation:mode:osVersion:)``).
package enum DrawingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The device has no built-in display (Mac mini, Apple TV, HomePod).
    case noBuiltInDisplay
    /// The device's displays are not confirmed by devinfo's sources (Apple Vision Pro).
    case displaysNotConfirmed
    /// A display's point size (or scale) is not confirmed. The role is given when the device has several
    /// displays.
    case pointsNotConfirmed(DisplayRole?)
    /// A zoomed drawing of a display that has no Display Zoom.
    case noDisplayZoom(DisplayRole?)
    /// A zoomed drawing of a display whose Display Zoom (and zoomed size) is not confirmed.
    case displayZoomNotConfirmed(DisplayRole?)
    /// A portrait drawing of a display that is landscape by nature (a Mac's).
    case portraitOnLandscapeDisplay
    /// A landscape drawing of an Apple Watch, whose display is never turned.
    case noLandscape

    /// `it has no built-in display`, `its outer display's point size is not confirmed`: the reason, to
    /// follow "cannot draw <device>: ".
    package var description: String {
        func its(_ role: DisplayRole?) -> String { role.map { "its \($0) display" } ?? "its display" }
        switch self {
        case .noBuiltInDisplay: return "it has no built-in display"
        case .displaysNotConfirmed: return "its displays are not confirmed by devinfo's sources"
        case .pointsNotConfirmed(let role): return "\(its(role))'s point size is not confirmed"
        case .noDisplayZoom(let role): return "\(its(role)) has \(DisplayVocabulary.DisplayZoom.none)"
        case .displayZoomNotConfirmed(let role): return "whether \(its(role)) has \(DisplayVocabulary.DisplayZoom.name) (and its zoomed size) is not confirmed"
        case .portraitOnLandscapeDisplay: return "a Mac's display is landscape; it cannot be drawn in portrait"
        case .noLandscape: return "an Apple Watch's display has no landscape orientation"
        }
    }
}
