/// Which Display Zoom setting an iPhone screen is in: Settings › Display & Brightness › Display Zoom.
/// A closed set: there are two settings.
public enum DisplayMode: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The default ("Default" or "Standard"): the device's native point size.
    case standard
    /// "Larger Text" / "Zoomed": fewer, larger points on the same panel.
    case zoomed

    /// `standard` or `zoomed`.
    public var description: String { rawValue }
}
