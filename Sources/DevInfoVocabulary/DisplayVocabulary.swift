/// The words of the display facts that are open sets: the raw values of DevInfoKit's `Cutout`,
/// `HomeControl`, `ColorGamut` and `SizeClass`, as `Data/` writes them and JSON and CSV print them. One list, so the generator's
/// validation, the table and the library's static members cannot drift apart. Each word is also the name
/// of the library's static member (`Cutout.noCutout` is `noCutout` everywhere), so code written from the
/// JSON compiles to what it says.
package enum DisplayVocabulary {
    /// No cutout: a full rectangle (`Cutout.noCutout`).
    package static let noCutout = "noCutout"
    package static let notch = "notch"
    package static let dynamicIsland = "dynamicIsland"
    package static let punchHole = "punchHole"
    /// Every cutout word, in the order the documentation lists them.
    package static let cutouts = [noCutout, notch, dynamicIsland, punchHole]

    package static let button = "button"
    package static let indicator = "indicator"
    /// Neither a home button nor a home indicator (`HomeControl.neither`).
    package static let neither = "neither"
    /// Every home-control word.
    package static let homeControls = [button, indicator, neither]

    /// The standard RGB gamut (`ColorGamut.sRGB`).
    package static let sRGB = "sRGB"
    /// Display P3, Apple's wide color (`ColorGamut.p3`; CSS `color-gamut: p3`).
    package static let p3 = "p3"
    /// Every color-gamut word.
    package static let colorGamuts = [sRGB, p3]

    package static let compact = "compact"
    package static let regular = "regular"
    /// Every size-class word.
    package static let sizeClasses = [compact, regular]
}
