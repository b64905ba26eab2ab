@testable import DevInfoGenerator

/// Small tables for the validation specs: one good iPhone X-class screen and device (and a 14-inch
/// MacBook Pro, an Apple Watch), which each test bends in one way. Files are named after their family,
/// as in Data/: `Data/screens/iPhone.tsv`, `Data/devices/iPhone.tsv`, `Data/safe-areas/iPhone.tsv`.
enum Fixture {
    static let screenHeader = screenColumns.joined(separator: "\t")
    static let deviceHeader = deviceColumns.joined(separator: "\t")
    static let safeAreaHeader = safeAreaColumns.joined(separator: "\t")

    /// The iPhone X screen as Data/ records it; override cells by column name.
    static func screen(_ overrides: [String: String] = [:]) -> String {
        var cells: [String: String] = [
            "screen": "iphone-x", "panelWidth": "1125", "panelHeight": "2436", "pointsWidth": "375",
            "pointsHeight": "812", "scale": "3", "nativeScale": "3", "displayZoom": "supported",
            "zoomedPointsWidth": "320", "zoomedPointsHeight": "693", "zoomedNativeScale": "3.515625",
            "diagonalInches": "5.8", "pixelsPerInch": "458", "maximumRefreshRate": "", "minimumRefreshRate": "", "cutout": "notch", "homeControl": "indicator",
            "hasRoundedCorners": "yes", "cornerRadius": "39", "cutoutX": "", "cutoutY": "", "cutoutWidth": "",
            "cutoutHeight": "", "caseMillimeters": ""
        ]
        cells.merge(overrides) { $1 }
        return row(screenColumns, cells)
    }

    /// The 14-inch MacBook Pro's display (landscape, a notch, no Display Zoom).
    static func macScreen(_ overrides: [String: String] = [:]) -> String {
        screen(
            [
                "screen": "macbook-pro-14", "panelWidth": "3024", "panelHeight": "1964", "pointsWidth": "1512",
                "pointsHeight": "982", "scale": "2", "nativeScale": "2", "displayZoom": "unsupported",
                "zoomedPointsWidth": "", "zoomedPointsHeight": "", "zoomedNativeScale": "", "diagonalInches": "14.2",
                "pixelsPerInch": "254", "cutout": "notch", "homeControl": "neither", "hasRoundedCorners": "", "cornerRadius": "",
                "cutoutX": "663", "cutoutY": "0", "cutoutWidth": "185", "cutoutHeight": "32"
            ].merging(overrides) { $1 })
    }

    /// The Apple Watch Series 10 46 mm display.
    static func watchScreen(_ overrides: [String: String] = [:]) -> String {
        screen(
            [
                "screen": "watch-46mm-s10", "panelWidth": "416", "panelHeight": "496", "pointsWidth": "208",
                "pointsHeight": "248", "scale": "2", "nativeScale": "2", "displayZoom": "unsupported",
                "zoomedPointsWidth": "", "zoomedPointsHeight": "", "zoomedNativeScale": "", "diagonalInches": "",
                "pixelsPerInch": "", "cutout": "noCutout", "homeControl": "neither", "hasRoundedCorners": "", "cornerRadius": "",
                "caseMillimeters": "46"
            ].merging(overrides) { $1 })
    }

    static func device(_ identifier: String = "iPhone10,3", _ more: [String: String] = [:]) -> String {
        device(identifier, family: "iPhone", more)
    }

    static func device(
        _ identifier: String = "iPhone10,3", family: String = "iPhone", name: String = "iPhone X",
        variant: String = "Global", year: String = "2017", displays: String = "iphone-x",
        _ more: [String: String] = [:]
    ) -> String {
        row(
            deviceColumns,
            [
                "identifier": identifier, "family": family, "name": name, "variant": variant, "releaseYear": year,
                "displays": displays
            ].merging(more) { $1 })
    }

    /// A row of `columns` from cells by column name; a column not given is empty (unknown), so a new column
    /// never breaks a fixture.
    static func row(_ columns: [String], _ cells: [String: String]) -> String {
        columns.map { cells[$0] ?? "" }.joined(separator: "\t")
    }

    static let macDevice = device(
        "MacBookPro18,3", family: "Mac", name: "MacBook Pro (14-inch, 2021)", variant: "M1 Pro",
        year: "2021", displays: "macbook-pro-14")
    static let watchDevice = device(
        "Watch7,9", family: "Watch", name: "Apple Watch Series 10 (46mm)", variant: "GPS",
        year: "2024", displays: "watch-46mm-s10")

    /// A Data/safe-areas row: `portrait` and `landscape` are top, left, bottom, right (empty = unconfirmed).
    static func safeArea(
        _ screen: String = "iphone-x", from: String = "13", until: String = "16",
        portrait: [String] = ["44", "0", "34", "0"], landscape: [String] = ["0", "44", "21", "44"],
        statusBar: [String] = ["", ""]
    ) -> String {
        let insets = ["portraitTop", "portraitLeft", "portraitBottom", "portraitRight", "landscapeTop", "landscapeLeft", "landscapeBottom", "landscapeRight"]
        var cells = ["screen": screen, "from": from, "until": until, "portraitStatusBar": statusBar[0], "landscapeStatusBar": statusBar[1]]
        for (column, value) in zip(insets, portrait + landscape) { cells[column] = value }
        return row(safeAreaColumns, cells)
    }

    /// A table file's text: the header, then the rows.
    static func table(_ header: String, _ rows: [String]) -> String {
        ([header] + rows).joined(separator: "\n") + "\n"
    }

    /// Loads the given rows, by family, as Data/screens/<Family>.tsv, Data/devices/<Family>.tsv and
    /// Data/safe-areas/<Family>.tsv (headers added).
    static func load(
        screens: [String: [String]] = ["iPhone": [screen()]], devices: [String: [String]] = ["iPhone": [device()]],
        safeAreas: [String: [String]] = [:], osReleases: [String]? = nil
    ) throws(DataErrors) -> DataSet {
        func files(_ folder: String, _ header: String, _ rows: [String: [String]]) -> [SourceFile] {
            rows.keys.sorted().map { SourceFile(path: "Data/\(folder)/\($0).tsv", text: table(header, rows[$0] ?? [])) }
        }
        return try DataSet.load(
            screenFiles: files("screens", screenHeader, screens), deviceFiles: files("devices", deviceHeader, devices),
            safeAreaFiles: files("safe-areas", safeAreaHeader, safeAreas),
            osReleasesFile: osReleases.map { SourceFile(path: "Data/os-releases.tsv", text: table(osReleaseColumns.joined(separator: "\t"), $0)) })
    }

    /// iOS and macOS releases as Data/os-releases.tsv lists them (a few), for the OS-range specs.
    static let releases = [
        "iPhone\t10\tiOS\t2016", "iPhone\t11\tiOS\t2017", "iPhone\t12\tiOS\t2018", "iPhone\t13\tiOS\t2019",
        "iPhone\t14\tiOS\t2020", "iPhone\t15\tiOS\t2021", "iPhone\t16\tiOS\t2022", "iPhone\t17\tiOS\t2023",
        "iPhone\t18\tiOS\t2024", "iPhone\t26\tiOS\t2025", "iPhone\t27\tiOS\t2026",
        "Mac\t10.15\tmacOS\t2019", "Mac\t11\tmacOS\t2020", "Mac\t12\tmacOS\t2021", "Mac\t26\tmacOS\t2025"
    ]

    /// The errors loading these rows produces (none → empty).
    static func errors(
        screens: [String: [String]] = ["iPhone": [screen()]], devices: [String: [String]] = ["iPhone": [device()]],
        safeAreas: [String: [String]] = [:], osReleases: [String]? = nil
    ) -> [DataError] {
        do {
            _ = try load(screens: screens, devices: devices, safeAreas: safeAreas, osReleases: osReleases)
            return []
        } catch {
            return error.errors
        }
    }

    /// The errors of the iPhone fixture with its one screen row replaced.
    static func screenErrors(_ overrides: [String: String]) -> [DataError] {
        errors(screens: ["iPhone": [screen(overrides)]])
    }

    /// The errors of raw table texts, by path.
    static func errors(screenFiles: [SourceFile], deviceFiles: [SourceFile], safeAreaFiles: [SourceFile] = []) -> [DataError] {
        do {
            _ = try DataSet.load(screenFiles: screenFiles, deviceFiles: deviceFiles, safeAreaFiles: safeAreaFiles)
            return []
        } catch {
            return error.errors
        }
    }
}
