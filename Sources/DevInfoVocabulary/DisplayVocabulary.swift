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
    /// The first OS major with UIKit size classes (iOS 8): a device whose OS stopped before has none.
    package static let firstSizeClassOS = 8
    package static let regular = "regular"
    /// Every size-class word.
    package static let sizeClasses = [compact, regular]

    /// Display Zoom's words: the feature's name and how every output (the report, the drawings and their
    /// errors, the website's pages and script) says a display has it, lacks it or is not confirmed to have it.
    package enum DisplayZoom {
        /// The feature's name, as Apple's Settings write it.
        package static let name = "Display Zoom"
        /// A display without it (the report's `zoomed` line).
        package static let none = "no \(name)"
        /// A display of which it is not confirmed.
        package static let notConfirmed = "\(name) not confirmed"
        /// What follows a size drawn or found in the zoomed mode (`375×812 pt @3x, Display Zoom`).
        package static let modeSuffix = ", \(name)"
    }

    /// The longest display class id (`iphone-xr`). An id is a lowercase ASCII letter, then up to 63 more of
    /// a-z, 0-9 and `-`: what every output holds unescaped and unchanged — the site's file names
    /// (`displays/<id>.html`, `drawings/<id>-landscape.svg`: far under the 255 bytes a file name may have),
    /// the generated Swift case (`iphone_xr`: a letter first, so an identifier), HTML attributes, Markdown
    /// and JSON.
    package static let maximumIDLength = 64

    /// Why `id` cannot be a display class id, or `nil`.
    package static func idProblem(_ id: String) -> String? {
        let bytes = Array(id.utf8)
        guard bytes.allSatisfy({ ($0 >= 97 && $0 <= 122) || ($0 >= 48 && $0 <= 57) || $0 == 45 }) else {
            return "must use only a-z, 0-9 and -"
        }
        guard let first = bytes.first, first >= 97 && first <= 122 else {
            return "must start with a letter (a-z): it names a Swift case and files"
        }
        guard bytes.count <= maximumIDLength else {
            return "is \(bytes.count) characters long; at most \(maximumIDLength) fit every output (file names, Swift cases)"
        }
        return nil
    }
}
