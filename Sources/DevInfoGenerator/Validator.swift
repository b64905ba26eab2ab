/// Rules that span rows and tables: uniqueness, references, and facts about device families.
enum Validator {
    static func crossCheck(screens: [ScreenRow], devices: [DeviceRow], brokenScreens: Set<String>, alsoUsed: Set<String>) -> [DataError] {
        var errors: [DataError] = []
        var screensByID: [String: ScreenRow] = [:]
        for screen in screens {
            if let first = screensByID[screen.id] {
                errors.append(DataError(
                    file: screen.file, line: screen.line,
                    reason: "duplicate screen \(screen.id) (first at \(first.file):\(first.line))"))
            } else {
                screensByID[screen.id] = screen
            }
        }
        var seen: [String: DeviceRow] = [:]
        var used = alsoUsed
        for device in devices {
            if let first = seen[device.identifier] {
                errors.append(DataError(
                    file: device.file, line: device.line,
                    reason: "duplicate identifier \(device.identifier) (first at \(first.file):\(first.line))"))
                continue
            }
            seen[device.identifier] = device
            guard let screen = screensByID[device.screen] else {
                if brokenScreens.contains(device.screen) { continue }
                errors.append(DataError(
                    file: device.file, line: device.line,
                    reason: "screen \(quoted(device.screen)) is not defined in Data/screens"))
                continue
            }
            used.insert(screen.id)
            if screen.cutout != "none" && !familiesWithCutouts.contains(device.family) {
                errors.append(DataError(
                    file: device.file, line: device.line,
                    reason: "\(device.identifier) uses screen \(screen.id) with a \(screen.cutout), but no \(device.family) ever had one"))
            }
            if screen.displayZoom == "supported" && !familiesWithDisplayZoom.contains(device.family) {
                errors.append(DataError(
                    file: device.file, line: device.line,
                    reason: "\(device.identifier) uses screen \(screen.id) with Display Zoom, but no \(device.family) has Display Zoom"))
            }
        }
        for screen in screensByID.values.sorted(by: { ($0.file, $0.line) < ($1.file, $1.line) }) where !used.contains(screen.id) {
            errors.append(DataError(file: screen.file, line: screen.line, reason: "screen \(screen.id) is not used by any device"))
        }
        if screens.count > 255 {
            errors.append(DataError(file: screens[255].file, line: screens[255].line, reason: "more than 255 screens"))
        }
        return errors
    }
}
