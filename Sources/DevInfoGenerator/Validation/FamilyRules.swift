import DevInfoVocabulary

/// What is physically possible for each device family: the generator rejects data outside these bounds,
/// so a typo (a 0-inch diagonal, an iPad from 2007, a notch on an iPad) cannot reach the table. The
/// families themselves, their names and prefixes are `Family` (DevInfoVocabulary); the `switch` in
/// ``rule(for:)`` is exhaustive, so a new family does not compile until its rules are written here.
struct FamilyRule: Sendable {
    var family: Family
    /// The first year the family shipped.
    var firstYear: Int
    /// Whether its devices may have built-in displays at all.
    var hasDisplays = true
    /// Bounds for display facts.
    var diagonalInches: ClosedRange<Double> = 1...40
    var pixelsPerInch: ClosedRange<Int> = 50...700
    var cutouts: Set<String> = [DisplayVocabulary.noCutout]
    var homeControls: Set<String> = [DisplayVocabulary.neither]
    var displayZoom = false
    var caseMillimeters = false
    /// The first OS major with safe-area insets (iOS 11, macOS 12: `Family.firstSafeAreaOS`); 0 when the
    /// family records none.
    var firstSafeAreaOS: Int { family.firstSafeAreaOS ?? 0 }
    /// The panel shapes the family has shipped (long side ÷ short side, ±1 %), or nil for any shape.
    var panelShapes: [PanelShape]? = nil
    /// Pixel density by scale: a 1x panel is never Retina-dense, a 2x one never coarse. Nil: not checked.
    var pixelsPerInchByScale: [Int: ClosedRange<Int>]? = nil

    /// The raw name used in Data/ (`AppleTV`).
    var name: String { family.name }
    /// The usual name (`Apple TV`).
    var displayName: String { family.displayName }

    static func rule(for family: Family) -> FamilyRule {
        switch family {
        case .iPhone:
            FamilyRule(
                family: family, firstYear: 2007, diagonalInches: 3...9, pixelsPerInch: 150...600,
                cutouts: Set(DisplayVocabulary.cutouts), homeControls: [DisplayVocabulary.button, DisplayVocabulary.indicator],
                displayZoom: true)
        case .iPad:
            FamilyRule(
                family: family, firstYear: 2010, diagonalInches: 7...14, pixelsPerInch: 120...400,
                homeControls: ["button", "indicator"])
        case .iPod:
            FamilyRule(
                family: family, firstYear: 2007, diagonalInches: 3...4.5, pixelsPerInch: 150...400,
                homeControls: ["button"])
        case .mac:
            FamilyRule(
                family: family, firstYear: 2006, diagonalInches: 11...32, pixelsPerInch: 90...300,
                cutouts: [DisplayVocabulary.noCutout, DisplayVocabulary.notch],
                panelShapes: [.fourByThree, .sixteenByTen, .sixteenByNine, .notchedSixteenByTen],
                pixelsPerInchByScale: [1: 90...150, 2: 200...300])
        case .watch:
            FamilyRule(family: family, firstYear: 2015, diagonalInches: 1...2.5, pixelsPerInch: 250...400, caseMillimeters: true)
        case .appleTV:
            FamilyRule(family: family, firstYear: 2007, hasDisplays: false)
        case .vision:
            FamilyRule(family: family, firstYear: 2024, diagonalInches: 0.5...3, pixelsPerInch: 1000...6000)
        case .homePod:
            FamilyRule(family: family, firstYear: 2018, hasDisplays: false)
        }
    }

    /// Every family's rule, in table order.
    static let all: [FamilyRule] = Family.allCases.map(rule(for:))
}

/// A panel's shape: its long side divided by its short side.
struct PanelShape: Sendable {
    var name: String
    var ratio: ClosedRange<Double>

    static let fourByThree = PanelShape(name: "4:3", ratio: 4.0 / 3 * 0.99...4.0 / 3 * 1.01)
    static let sixteenByTen = PanelShape(name: "16:10", ratio: 1.6 * 0.99...1.6 * 1.01)
    static let sixteenByNine = PanelShape(name: "16:9", ratio: 16.0 / 9 * 0.99...16.0 / 9 * 1.01)
    /// A notched MacBook panel: 16:10 below the notch, plus the menu-bar rows beside it.
    static let notchedSixteenByTen = PanelShape(name: "16:10 plus a notch band", ratio: 1.5...1.56)
}

extension FamilyRule {
    /// The range an integer column may take in this family.
    func range(of bound: IntegerBound) -> ClosedRange<Int> {
        switch bound {
        case .fixed(let range): range
        case .familyPixelsPerInch: pixelsPerInch
        case .familyYears: firstYear...PhysicalBounds.lastYear
        }
    }

    /// The range a decimal column may take in this family.
    func range(of bound: DecimalBound) -> ClosedRange<Double> {
        switch bound {
        case .fixed(let range): range
        case .familyDiagonalInches: diagonalInches
        }
    }

    /// The words of `choice` this family can have, or `nil` when every word is possible.
    func allowed(_ choice: Choice) -> Set<String>? {
        switch choice {
        case .cutout: cutouts
        case .homeControl: homeControls
        case .displayZoom, .colorGamut: nil
        }
    }
}
