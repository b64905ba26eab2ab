/// `devinfo --list` for people: one line per device — identifier, name, the main display's points and
/// scale, and its cutout.
package enum DeviceListText {
    package static func render(_ devices: DeviceList) -> String {
        let nameWidth = devices.map { $0.fullName.count }.max() ?? 0
        let idWidth = devices.map { $0.identifier.rawValue.count }.max() ?? 0
        var out = ""
        for device in devices {
            var line = device.identifier.rawValue.padded(to: idWidth) + "  " + device.fullName.padded(to: nameWidth) + "  "
            switch (device.hasBuiltInDisplay, device.mainDisplay) {
            case (nil, _): line += "display not confirmed"
            case (false?, _): line += "no display"
            case (_, let display?):
                let points = display.points.map { "\($0.width)x\($0.height)" } ?? "?"
                line += points.padded(to: 9) + " @\(display.scale.map(String.init) ?? "?")x  " + (device.cutout?.description ?? "cutout unknown")
                if device.displayCount > 1 { line += "  (+\(device.displayCount - 1) more display)" }
            default: break
            }
            out += line + "\n"
        }
        return out
    }
}

extension String {
    /// The string followed by spaces up to `width` characters.
    package func padded(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
