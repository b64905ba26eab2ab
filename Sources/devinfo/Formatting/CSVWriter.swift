import DevInfoKit

/// RFC 4180 CSV: fields with a comma, quote, CR or LF are quoted, quotes doubled; CRLF line ends are not
/// required by readers (DuckDB, Spark), so lines end in LF like every other devinfo output.
enum CSV {
    /// The columns of `devinfo --list --csv`, in order: identity, then the main display's facts, then the
    /// predicates (`true`/`false`, empty when not confirmed). Empty means unknown.
    static let listColumns = [
        "identifier", "family", "name", "variant", "releaseYear", "displayCount", "screen",
        "panelWidth", "panelHeight", "pointsWidth", "pointsHeight", "scale", "nativeScale",
        "zoomedPointsWidth", "zoomedPointsHeight", "zoomedNativeScale", "diagonalInches", "ppi",
        "cutout", "homeControl", "hasNotch", "hasDynamicIsland", "hasSensorHousing", "hasHomeIndicator", "hasHomeButton",
    ]

    /// The columns of `devinfo --bulk --csv`: the input and its status, then the list columns but
    /// `identifier`.
    static let bulkColumns = ["input", "status"] + listColumns.dropFirst()

    static func field(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x2C || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D }) else { return text }
        var out = "\""
        for character in text { out += character == "\"" ? "\"\"" : String(character) }
        return out + "\""
    }

    static func line(_ cells: [String]) -> String { cells.map(field).joined(separator: ",") + "\n" }

    /// The list cells of `device` after `identifier`: family … hasHomeButton.
    static func cells(_ device: Device) -> [String] {
        let screen = device.screen
        let zoomed = screen?.zoomed
        func text(_ value: Int?) -> String { value.map(String.init) ?? "" }
        func text(_ value: Double?) -> String { value.map(formatNumber) ?? "" }
        func text(_ value: Bool?) -> String { value.map { $0 ? "true" : "false" } ?? "" }
        var cells = [device.family.rawValue, device.name, device.variant ?? "", text(device.releaseYear)]
        cells.append(device.hasBuiltInDisplay == nil ? "" : String(device.displays.count))
        cells.append(screen?.id ?? "")
        cells += [text(screen?.panelPixels?.width), text(screen?.panelPixels?.height)]
        cells += [text(screen?.points?.width), text(screen?.points?.height), text(screen?.scale), text(screen?.nativeScale)]
        cells += [text(zoomed?.points.width), text(zoomed?.points.height), text(zoomed?.nativeScale)]
        cells += [text(screen?.diagonalInches), text(screen?.pixelsPerInch)]
        cells += [device.cutout?.rawValue ?? "", device.homeControl?.rawValue ?? ""]
        cells += [text(device.hasNotch), text(device.hasDynamicIsland), text(device.hasSensorHousing)]
        cells += [text(device.hasHomeIndicator), text(device.hasHomeButton)]
        return cells
    }

    /// The list cells of an unknown identifier after `identifier`: only the family its letters name.
    static func cells(_ unknown: UnknownDevice) -> [String] {
        [unknown.family?.rawValue ?? ""] + Array(repeating: "", count: listColumns.count - 2)
    }
}
