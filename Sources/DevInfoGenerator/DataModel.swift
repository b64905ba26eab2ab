/// The columns of Data/screens/*.tsv, in order.
public let screenColumns = [
    "screen", "panelWidth", "panelHeight", "pointsWidth", "pointsHeight", "scale", "nativeScale",
    "displayZoom", "zoomedPointsWidth", "zoomedPointsHeight", "zoomedNativeScale", "diagonalInches", "ppi",
    "cutout", "homeControl", "roundedCorners", "cornerRadius", "cutoutX", "cutoutY", "cutoutWidth", "cutoutHeight",
    "caseMillimeters",
]

/// The columns of Data/devices/*.tsv, in order.
public let deviceColumns = ["identifier", "family", "name", "variant", "year", "displays"]

/// The columns of Data/safe-areas/*.tsv, in order.
public let safeAreaColumns = [
    "screen", "from", "until",
    "portraitTop", "portraitLeft", "portraitBottom", "portraitRight",
    "landscapeTop", "landscapeLeft", "landscapeBottom", "landscapeRight",
]

/// A decimal as written in Data/ (kept as text so the generated Swift literal is exactly what was written).
struct Decimal: Hashable {
    let text: String
    let value: Double
}

/// One validated row of Data/screens/*.tsv. Sizes are in the family's natural orientation.
struct ScreenRow {
    var file: String
    var line: Int
    var family: String
    var id: String
    var panel: (width: Int, height: Int)?
    var points: (width: Int, height: Int)?
    var scale: Int?
    var nativeScale: Decimal?
    var displayZoom: String
    var zoomed: (width: Int, height: Int, nativeScale: Decimal)?
    var diagonalInches: Decimal?
    var ppi: Int?
    var cutout: String?
    var homeControl: String?
    var roundedCorners: Bool?
    var cornerRadius: Decimal?
    var cutoutFrame: [Decimal]?
    var caseMillimeters: Int?
}

/// One validated row of Data/safe-areas/*.tsv.
struct SafeAreaRow {
    var file: String
    var line: Int
    var family: String
    var screen: String
    var from: Int
    var until: Int
    /// top, left, bottom, right; `nil` for an orientation the display does not have.
    var portrait: [Decimal]?
    var landscape: [Decimal]?
}

/// What a device row says of its displays.
enum DisplayList: Equatable {
    /// Not confirmed (an empty cell).
    case unknown
    /// `none`: no built-in display.
    case none
    /// Role and screen id of each display, main first.
    case displays([(role: String, screen: String)])

    static func == (lhs: DisplayList, rhs: DisplayList) -> Bool {
        switch (lhs, rhs) {
        case (.unknown, .unknown), (.none, .none): true
        case (.displays(let l), .displays(let r)): l.map(\.role) == r.map(\.role) && l.map(\.screen) == r.map(\.screen)
        default: false
        }
    }
}

/// One validated row of Data/devices/*.tsv.
struct DeviceRow {
    var file: String
    var line: Int
    var identifier: String
    var family: String
    var prefix: String
    var major: Int
    var minor: Int
    var name: String
    var variant: String
    var year: Int?
    var displays: DisplayList
}

let cutoutValues = ["none", "notch", "dynamicIsland", "punchHole"]
let homeControlValues = ["button", "indicator", "none"]
let displayZoomValues = ["supported", "unsupported", "unknown"]
let displayRoles = ["main", "outer", "inner"]
