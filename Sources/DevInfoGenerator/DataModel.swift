/// The columns of Data/screens/*.tsv, in order.
public let screenColumns = [
    "screen", "panelWidth", "panelHeight", "pointsWidth", "pointsHeight", "scale", "nativeScale",
    "displayZoom", "zoomedPointsWidth", "zoomedPointsHeight", "zoomedNativeScale", "diagonalInches", "ppi",
    "cutout", "homeControl", "roundedCorners",
    "portraitTop", "portraitLeft", "portraitBottom", "portraitRight",
    "landscapeTop", "landscapeLeft", "landscapeBottom", "landscapeRight", "insetsIOS",
]

/// The columns of Data/devices/*.tsv, in order.
public let deviceColumns = ["identifier", "family", "name", "variant", "year", "screen"]

/// The inset columns: portrait top, left, bottom, right, then landscape.
let insetColumns = Array(screenColumns[16...23])

/// A decimal as written in Data/ (kept as text so the generated Swift literal is exactly what was written).
struct Decimal: Hashable {
    let text: String
    let value: Double
}

/// One validated row of Data/screens/*.tsv.
struct ScreenRow {
    var file: String
    var line: Int
    var id: String
    var panel: (width: Int, height: Int)
    var points: (width: Int, height: Int)
    var scale: Int
    var nativeScale: Decimal
    var displayZoom: String
    var zoomed: (width: Int, height: Int, nativeScale: Decimal)?
    var diagonalInches: Decimal?
    var ppi: Int?
    var cutout: String
    var homeControl: String
    var roundedCorners: Bool?
    var insets: [Decimal]?
    var insetsIOS: Int?
}

/// One validated row of Data/devices/*.tsv.
struct DeviceRow {
    var file: String
    var line: Int
    var identifier: String
    var family: String
    var major: Int
    var minor: Int
    var name: String
    var variant: String
    var year: Int
    var screen: String
}

/// The families the table covers, in table order, and their identifier prefixes.
let coveredFamilies = ["iPhone", "iPad", "iPod"]

/// The only family that ever had a notch or a Dynamic Island.
let familiesWithCutouts: Set<String> = ["iPhone"]

/// The only family with iPhone Display Zoom (iPad "More Space" is another feature; no iPod touch has it).
let familiesWithDisplayZoom: Set<String> = ["iPhone"]

let cutoutValues = ["none", "notch", "dynamicIsland"]
let homeControlValues = ["button", "indicator"]
let displayZoomValues = ["supported", "unsupported", "unknown"]
