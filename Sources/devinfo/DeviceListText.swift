import DevInfoKit
import DevInfoVocabulary

/// `devinfo --list` for people, in at most ``width`` columns: one entry per device — identifier, the main
/// display's points and scale, its cutout, and the name last. A name too long for the line wraps onto a
/// continuation line indented to the name column (no information is cut; `--list --csv` has one row each).
package enum DeviceListText {
    /// The widest line, in characters.
    package static let width = 100

    package static func render<Devices: Collection<Device>>(_ devices: Devices) -> String {
        let displays = devices.map(display)
        let idWidth = devices.map { $0.identifier.rawValue.count }.max() ?? 0
        let displayWidth = displays.map(\.count).max() ?? 0
        let nameColumn = idWidth + 2 + displayWidth + 2
        var out = ""
        for (device, display) in zip(devices, displays) {
            let lead = device.identifier.rawValue.padded(to: idWidth) + "  " + display.padded(to: displayWidth) + "  "
            let lines = TextWrapping.lines(device.fullName, width: max(20, width - nameColumn))
            out += lead + lines[0] + "\n"
            for line in lines.dropFirst() { out += String(repeating: " ", count: nameColumn) + line + "\n" }
        }
        return out
    }

    /// `390x844 @3x notch`, `no display`, `not confirmed` (the displays), `466x678 @3x punchHole +1 display` (one
    /// more display): no abbreviation, the cutout's own word.
    static func display(_ device: Device) -> String {
        switch (device.hasBuiltInDisplay, device.mainDisplay) {
        case (nil, _): return "not confirmed"
        case (false?, _): return "no display"
        case (_, let display?):
            let points = display.points.map { "\($0.width)x\($0.height)" } ?? "?"
            var text = points + " @" + (display.scale.map(String.init) ?? "?") + "x " + cutoutWord(device.cutout)
            if device.displayCount > 1 { text += " +\(device.displayCount - 1) display" + (device.displayCount > 2 ? "s" : "") }
            return text
        default: return ""
        }
    }

    /// The cutout's own word, as JSON and CSV write it (`noCutout`, `dynamicIsland`), or `unknown`.
    static func cutoutWord(_ cutout: Cutout?) -> String {
        cutout?.rawValue ?? "unknown"
    }
}
