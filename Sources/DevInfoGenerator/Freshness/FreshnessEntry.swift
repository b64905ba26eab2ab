/// One Data/ row as the freshness check sees it: the identifier, its name, and its main display's size.
/// Built from the loaded data set in one place (`DataSet.freshnessEntries`), so the check does not
/// depend on how Data/ is modelled.
public struct FreshnessEntry: Hashable, Sendable {
    /// `iPhone16,1`.
    public var identifier: String
    /// `iPhone 15 Pro`, `iPad Pro (11-inch) (4th generation)`.
    public var name: String
    /// `Wi-Fi + Cellular`, `GPS`, `Global` …, or empty.
    public var variant: String
    /// The main display's render size in pixels: points × scale (natural orientation). Nil = unknown.
    public var renderPixels: FreshnessSize?
    /// The main display's physical panel in pixels. Nil = unknown.
    public var panelPixels: FreshnessSize?
    /// The main display's scale (1, 2, 3). Nil = unknown.
    public var scale: Int?
    /// True when Data/ says the device has no built-in display (`none`): a simulator's screen (an Apple
    /// TV's 1920x1080 output) is then not compared.
    public var hasNoBuiltInDisplay: Bool
    /// The year it first went on sale. Nil = unknown.
    public var year: Int?

    public init(
        identifier: String, name: String, variant: String = "", renderPixels: FreshnessSize? = nil,
        panelPixels: FreshnessSize? = nil, scale: Int? = nil, hasNoBuiltInDisplay: Bool = false, year: Int? = nil
    ) {
        self.identifier = identifier
        self.name = name
        self.variant = variant
        self.renderPixels = renderPixels
        self.panelPixels = panelPixels
        self.scale = scale
        self.hasNoBuiltInDisplay = hasNoBuiltInDisplay
        self.year = year
    }

    /// `iPad Air (5th generation) (Wi-Fi)` — name and variant, as printed in the report.
    public var displayName: String { variant.isEmpty ? name : "\(name) (\(variant))" }
}

/// Data/ as the freshness check sees it: its devices and what it leaves out on purpose.
public struct FreshnessData: Sendable {
    public var entries: [FreshnessEntry]
    public var exclusions: Exclusions

    public init(entries: [FreshnessEntry], exclusions: Exclusions = Exclusions()) {
        self.entries = entries
        self.exclusions = exclusions
    }
}
