import DevInfoVocabulary

/// Rules that span rows and tables: uniqueness, references, and facts about device families.
struct Validator {
    var errors: [DataError] = []

    /// Families whose screens table could not be read: references to their screens are follow-on errors.
    var brokenScreenFamilies: Set<Family> = []
    /// Families whose devices table could not be read: their screens look unused only because of that.
    var brokenDeviceFamilies: Set<Family> = []
    /// Screen ids whose rows were rejected (reported already).
    var brokenScreens: Set<String> = []
    /// Screen ids named by rejected device rows (count as used: no second, misleading error).
    var screensOfBrokenDevices: Set<String> = []

    private mutating func fail(_ file: String, _ line: Int, _ reason: String) {
        errors.append(DataError(file: file, line: line, reason: reason))
    }

    mutating func crossCheck(screens: [ScreenRow], devices: [DeviceRow], safeAreas: [SafeAreaRow]) {
        var screensByID: [String: ScreenRow] = [:]
        for screen in screens {
            if let first = screensByID[screen.id] {
                fail(screen.file, screen.line, "duplicate screen \(screen.id) (first at \(first.file):\(first.line))")
            } else {
                screensByID[screen.id] = screen
            }
        }
        var seen: [String: DeviceRow] = [:]
        var used = screensOfBrokenDevices
        for device in devices {
            if let first = seen[device.identifier] {
                fail(device.file, device.line, "duplicate identifier \(device.identifier) (first at \(first.file):\(first.line))")
                continue
            }
            seen[device.identifier] = device
            for display in device.displays.displays {
                guard let screen = screensByID[display.screen] else {
                    if brokenScreens.contains(display.screen) || brokenScreenFamilies.contains(device.family) { continue }
                    fail(device.file, device.line, "screen \(quoted(display.screen)) is not defined in Data/screens/\(device.family.name).tsv")
                    continue
                }
                used.insert(screen.id)
                if screen.family != device.family {
                    fail(device.file, device.line,
                         "\(device.identifier) is \(article(device.family.name)) \(device.family.name) but uses screen \(screen.id), which is \(article(screen.family.name)) \(screen.family.name) display (\(screen.file):\(screen.line))")
                }
            }
        }
        for screen in screens.sorted(by: { ($0.file, $0.line) < ($1.file, $1.line) })
        where !used.contains(screen.id) && !brokenDeviceFamilies.contains(screen.family) && screensByID[screen.id]?.line == screen.line {
            fail(screen.file, screen.line, "screen \(screen.id) is not used by any device")
        }
        if screens.count > 255 { fail(screens[255].file, screens[255].line, "more than 255 screens") }

        // Safe-area histories: known screens of the same family, ascending, no overlaps.
        var lastEntry: [String: SafeAreaRow] = [:]
        for entry in safeAreas {
            guard let screen = screensByID[entry.screen] else {
                if !brokenScreens.contains(entry.screen) && !brokenScreenFamilies.contains(entry.family) {
                    fail(entry.file, entry.line, "screen \(quoted(entry.screen)) is not defined in Data/screens/\(entry.family.name).tsv")
                }
                continue
            }
            if screen.family != entry.family {
                fail(entry.file, entry.line, "screen \(screen.id) is \(article(screen.family.name)) \(screen.family.name) display, not \(article(entry.family.name)) \(entry.family.name) one")
            }
            if let previous = lastEntry[entry.screen] {
                if entry.from <= previous.until {
                    let problem = entry.from <= previous.from ? "is not after" : "overlaps"
                    fail(entry.file, entry.line,
                         "\(entry.screen) OS \(entry.from)–\(entry.until) \(problem) its entry for OS \(previous.from)–\(previous.until) at line \(previous.line): entries ascend and do not overlap")
                }
            }
            lastEntry[entry.screen] = entry
        }
    }

    private func article(_ family: String) -> String {
        family.first.map { "AEIOUaeiou".contains($0) } == true ? "an" : "a"
    }
}
