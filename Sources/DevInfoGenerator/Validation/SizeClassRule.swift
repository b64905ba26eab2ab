import DevInfoVocabulary

/// Apple's rule for the size classes of a full-screen app (Human Interface Guidelines, "Layout", device size
/// classes; cited in Data/SOURCES.md, "Size classes"): an iPhone or iPod touch is compact width and regular
/// height in portrait, and compact height in landscape, where its width is regular on the larger phones
/// (a portrait width of 414 points or more: the Plus and Max sizes, the Air) and compact on the others; an
/// iPad is regular in both directions in both orientations. A display class whose `Data/` cell says `rule`
/// gets these; a class that breaks the rule (the iPhone Duo's displays) states its classes instead.
enum SizeClassRule {
    /// The families that have UIKit size classes.
    static let families: Set<Family> = [.iPhone, .iPad, .iPod]

    /// The narrowest portrait width, in points, whose landscape width is regular on an iPhone.
    static let regularLandscapeWidth = 414

    /// The classes by the rule (see ``bits(_:)``), or `nil` when the rule cannot decide.
    static func sizeClasses(family: Family, portraitWidth: Int?) -> UInt8? {
        switch family {
        case .iPad: return bits([true, true, true, true])
        case .iPhone, .iPod:
            guard let portraitWidth else { return nil }
            return bits([false, true, portraitWidth >= regularLandscapeWidth, false])
        case .mac, .watch, .appleTV, .vision, .homePod: return nil
        }
    }

    /// Why ``sizeClasses(family:portraitWidth:)`` has no answer.
    static func whyNot(family: Family, portraitWidth: Int?, zoomed: Bool) -> String {
        guard families.contains(family) else { return "\(family.displayName) has no size classes (UIKit's are for iPhone, iPad and iPod touch)" }
        return zoomed ? "the rule needs the zoomed points (Display Zoom supported, zoomed size given)" : "the rule needs the points"
    }

    /// Portrait horizontal, portrait vertical, landscape horizontal, landscape vertical (`true`: regular) as
    /// the table stores them: bit 7 set (known), bits 0–3 regular.
    static func bits(_ regular: [Bool]) -> UInt8 {
        var value: UInt8 = 0x80
        for (index, isRegular) in regular.enumerated() where isRegular { value |= 1 << UInt8(index) }
        return value
    }
}
