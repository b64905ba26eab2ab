@testable import DevInfoGenerator

/// Small tables for the validation specs: one good iPhone X-class screen and device, which each test
/// bends in one way.
enum Fixture {
    static let screenHeader = screenColumns.joined(separator: "\t")
    static let deviceHeader = deviceColumns.joined(separator: "\t")

    /// The iPhone X screen as Data/ records it; override cells by column name.
    static func screen(_ overrides: [String: String] = [:]) -> String {
        var cells: [String: String] = [
            "screen": "iphone-x", "panelWidth": "1125", "panelHeight": "2436", "pointsWidth": "375",
            "pointsHeight": "812", "scale": "3", "nativeScale": "3", "displayZoom": "supported",
            "zoomedPointsWidth": "320", "zoomedPointsHeight": "693", "zoomedNativeScale": "3.515625",
            "diagonalInches": "5.8", "ppi": "458", "cutout": "notch", "homeControl": "indicator",
            "roundedCorners": "yes", "portraitTop": "44", "portraitLeft": "0", "portraitBottom": "34",
            "portraitRight": "0", "landscapeTop": "0", "landscapeLeft": "44", "landscapeBottom": "21",
            "landscapeRight": "44", "insetsIOS": "18",
        ]
        cells.merge(overrides) { $1 }
        return screenColumns.map { cells[$0]! }.joined(separator: "\t")
    }

    static func device(_ identifier: String = "iPhone10,3", family: String = "iPhone", name: String = "iPhone X",
                       year: String = "2017", screen: String = "iphone-x") -> String {
        [identifier, family, name, "Global", year, screen].joined(separator: "\t")
    }

    /// Loads the given rows (header added) as Data/screens/test.tsv and Data/devices/test.tsv.
    static func load(screens: [String] = [screen()], devices: [String] = [device()]) throws(DataErrors) -> DataSet {
        try DataSet.load(
            screenFiles: [SourceFile(path: "Data/screens/test.tsv", text: ([screenHeader] + screens).joined(separator: "\n") + "\n")],
            deviceFiles: [SourceFile(path: "Data/devices/test.tsv", text: ([deviceHeader] + devices).joined(separator: "\n") + "\n")])
    }

    /// The errors loading these rows produces (none → empty).
    static func errors(screens: [String] = [screen()], devices: [String] = [device()]) -> [DataError] {
        do {
            _ = try load(screens: screens, devices: devices)
            return []
        } catch {
            return error.errors
        }
    }
}
