/// What interrupts the top of the display in portrait: nothing, a notch, or a Dynamic Island.
public enum Cutout: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// A full rectangle (possibly with rounded corners): every iPad and iPod touch, home-button iPhones.
    case none
    /// The sensor housing cut into the top edge: iPhone X through iPhone 14, the iPhone 16e and 17e.
    case notch
    /// The pill-shaped cutout inside the display: iPhone 14 Pro and later, except the 16e and 17e.
    case dynamicIsland

    /// `none`, `notch` or `dynamicIsland`: the spelling used in Data/ and in JSON output.
    public var description: String { rawValue }
}

/// How the user goes home: a physical button under the display, or the on-screen home indicator.
public enum HomeControl: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// A physical (or solid-state) home button below the display.
    case button
    /// No button: a swipe up from the on-screen home indicator.
    case indicator

    /// `button` or `indicator`.
    public var description: String { rawValue }
}
