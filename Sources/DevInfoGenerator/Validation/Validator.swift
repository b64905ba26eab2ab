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
        checkTableLimits(screens: screens, devices: devices)

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

    /// What the generated Swift can hold: every number written into it fits its type (`Screen` is a
    /// `UInt8` enum, `Row` a `UInt16` one), and the identifier index stays small enough to compile in
    /// seconds. Each limit is reported at the row that crosses it.
    private mutating func checkTableLimits(screens: [ScreenRow], devices: [DeviceRow]) {
        if screens.count > TableLimits.screens {
            let row = screens[TableLimits.screens]
            fail(row.file, row.line, "more than \(TableLimits.screens) display classes: the generated Screen enum is a UInt8")
        }
        if devices.count > TableLimits.devices {
            let row = devices[TableLimits.devices]
            fail(row.file, row.line, "more than \(TableLimits.devices) devices: the generated Row enum is a UInt16")
        }
        var byPrefix: [String: [DeviceRow]] = [:]
        for device in devices { byPrefix[device.prefix, default: []].append(device) }
        let layouts = byPrefix.mapValues(IndexLayout.init(rows:))
        let total = layouts.values.map(\.slotCount).reduce(0, +)
        if total > TableLimits.indexSlots, let (prefix, layout) = layouts.max(by: { $0.value.slotCount < $1.value.slotCount }),
           let row = byPrefix[prefix]?.max(by: { ($0.major, $0.minor) < ($1.major, $1.minor) }) {
            fail(row.file, row.line,
                 "\(row.identifier): the identifier index would need \(total) slots (\(prefix) alone: majors \(layout.firstMajor)…\(layout.lastMajor) × \(layout.stride) minors); the generated table allows \(TableLimits.indexSlots). Is the number a typo?")
        }
    }

    private func article(_ family: String) -> String {
        family.first.map { "AEIOUaeiou".contains($0) } == true ? "an" : "a"
    }
}

/// The sizes the generated table is built for (see ``Validator``).
enum TableLimits {
    /// `enum Screen: UInt8`.
    static let screens = Int(UInt8.max)
    /// `enum Row: UInt16`.
    static let devices = Int(UInt16.max)
    /// Slots of the identifier index (`static let slots: [Row?]`): 16 384 compile in seconds; 65 536 took
    /// over a minute (measured with swiftc -O, Swift 6.3). The table of November 2026 (435 devices) uses 5 088.
    static let indexSlots = 16_384
}
