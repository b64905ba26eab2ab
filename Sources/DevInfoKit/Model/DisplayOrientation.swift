/// The orientation a drawing shows a display in.
///
/// Data are kept in each display's natural orientation (see ``Display/isLandscapeNative``); a drawing in
/// the other orientation turns that geometry a quarter turn.
public enum DisplayOrientation: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// Width ≤ height: an iPhone, iPad or Apple Watch held upright, the cutout at the top and the home
    /// button or indicator at the bottom. Only portrait-native displays can be drawn in portrait.
    case portrait
    /// Width ≥ height. A Mac's display is landscape as it is. An iPhone, iPad or iPod touch display is
    /// turned a quarter turn so that its top edge (camera, notch, Dynamic Island) is on the side its landscape
    /// safe area reserves: anticlockwise, top edge on the left (UIKit's
    /// `UIInterfaceOrientation.landscapeRight`, home button on the right), unless the landscape right inset
    /// is the larger, as on the iPhone Duo's cover display, which is turned clockwise. Its safe area is then
    /// the data's landscape insets, and the home-indicator region is the landscape bottom inset. An Apple
    /// Watch has no landscape.
    case landscape

    /// `portrait` or `landscape`.
    public var description: String { rawValue }
}
