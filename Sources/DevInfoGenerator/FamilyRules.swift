/// What is physically possible for each device family: the generator rejects data outside these bounds,
/// so a typo (a 0-inch diagonal, an iPad from 2007, a notch on an iPad) cannot reach the table.
///
/// **Where a new family goes:** add a rule here (and a static member to `DeviceFamily` in DevInfoKit),
/// then `Data/devices/<Family>.tsv` and, if it has displays, `Data/screens/<Family>.tsv`.
struct FamilyRule {
    /// The raw name used in Data/ (`AppleTV`).
    var name: String
    /// The usual name (`Apple TV`).
    var displayName: String
    /// The operating system whose major versions number the family's safe-area entries (`iOS`, `macOS`).
    var operatingSystem: String
    /// Every identifier prefix `hw.machine` / `hw.model` uses for the family, including ones with no rows
    /// yet (so such identifiers are still recognised as this family).
    var prefixes: [String]
    /// Displays are landscape in their natural orientation (Mac) rather than portrait.
    var landscapeNative = false
    /// The first year the family shipped.
    var firstYear: Int
    /// Whether its devices may have built-in displays at all.
    var hasDisplays = true
    /// Bounds for display facts.
    var diagonalInches: ClosedRange<Double> = 1...40
    var pixelsPerInch: ClosedRange<Int> = 50...700
    var cutouts: Set<String> = ["none"]
    var homeControls: Set<String> = ["none"]
    var displayZoom = false
    var caseMillimeters = false
    /// The first OS major with safe-area insets (iOS 11, macOS 12); 0 when the family records none.
    var firstSafeAreaOS = 0
}

/// The families, in table order.
let familyRules: [FamilyRule] = [
    FamilyRule(name: "iPhone", displayName: "iPhone", operatingSystem: "iOS", prefixes: ["iPhone"], firstYear: 2007,
               diagonalInches: 3...9, pixelsPerInch: 150...600, cutouts: ["none", "notch", "dynamicIsland", "punchHole"],
               homeControls: ["button", "indicator"], displayZoom: true, firstSafeAreaOS: 11),
    FamilyRule(name: "iPad", displayName: "iPad", operatingSystem: "iPadOS", prefixes: ["iPad"], firstYear: 2010,
               diagonalInches: 7...14, pixelsPerInch: 120...400, homeControls: ["button", "indicator"], firstSafeAreaOS: 11),
    FamilyRule(name: "iPod", displayName: "iPod touch", operatingSystem: "iOS", prefixes: ["iPod"], firstYear: 2007,
               diagonalInches: 3...4.5, pixelsPerInch: 150...400, homeControls: ["button"], firstSafeAreaOS: 11),
    FamilyRule(name: "Mac", displayName: "Mac", operatingSystem: "macOS",
               prefixes: ["Mac", "MacBook", "MacBookAir", "MacBookPro", "Macmini", "MacPro", "iMac", "iMacPro", "Xserve", "VirtualMac"],
               landscapeNative: true, firstYear: 1998, diagonalInches: 11...32, pixelsPerInch: 90...300,
               cutouts: ["none", "notch"], firstSafeAreaOS: 12),
    FamilyRule(name: "Watch", displayName: "Apple Watch", operatingSystem: "watchOS", prefixes: ["Watch"], firstYear: 2015,
               diagonalInches: 1...2.5, pixelsPerInch: 250...400, caseMillimeters: true),
    FamilyRule(name: "AppleTV", displayName: "Apple TV", operatingSystem: "tvOS", prefixes: ["AppleTV"], firstYear: 2007, hasDisplays: false),
    FamilyRule(name: "Vision", displayName: "Apple Vision", operatingSystem: "visionOS", prefixes: ["RealityDevice"], firstYear: 2024,
               diagonalInches: 0.5...3, pixelsPerInch: 1000...6000),
    FamilyRule(name: "HomePod", displayName: "HomePod", operatingSystem: "audioOS", prefixes: ["AudioAccessory"], firstYear: 2018, hasDisplays: false),
]

let familyRulesByName = Dictionary(uniqueKeysWithValues: familyRules.map { ($0.name, $0) })

/// Bounds that hold for every family.
enum PhysicalBounds {
    static let pixels = 1...9999
    static let points = 1...9999
    static let scale = 1...3
    static let nativeScale = 0.5...4.0
    static let inset = 0.0...200.0
    static let cornerRadius = 0.0...200.0
    static let caseMillimeters = 30...60
    static let lastYear = 2035
    static let osMajor = 1...99
}
