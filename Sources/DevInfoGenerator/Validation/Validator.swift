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
    /// Data/os-releases.tsv, or `nil` when not given (small test tables): then OS ranges are not checked
    /// against releases, and a device's OS range is an error.
    var osReleases: OSReleases?

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
                    fail(
                        device.file, device.line,
                        "\(device.identifier) is \(article(device.family.name)) \(device.family.name) but uses screen \(screen.id), which is \(article(screen.family.name)) \(screen.family.name) display (\(screen.file):\(screen.line))"
                    )
                }
            }
        }
        for screen in screens.sorted(by: { ($0.file, $0.line) < ($1.file, $1.line) })
        where !used.contains(screen.id) && !brokenDeviceFamilies.contains(screen.family) && screensByID[screen.id]?.line == screen.line {
            fail(screen.file, screen.line, "screen \(screen.id) is not used by any device")
        }
        checkTableLimits(screens: screens, devices: devices)
        for device in devices { checkLife(device) }

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
                fail(
                    entry.file, entry.line,
                    "screen \(screen.id) is \(article(screen.family.name)) \(screen.family.name) display, not \(article(entry.family.name)) \(entry.family.name) one"
                )
            }
            if let previous = lastEntry[entry.screen] {
                if entry.from <= previous.until {
                    let problem = entry.from <= previous.from ? "is not after" : "overlaps"
                    fail(
                        entry.file, entry.line,
                        "\(entry.screen) OS \(entry.from)–\(entry.until) \(problem) its entry for OS \(previous.from)–\(previous.until) at line \(previous.line): entries ascend and do not overlap"
                    )
                }
            }
            lastEntry[entry.screen] = entry
            checkRange(entry, of: screen, devices: devices)
        }
    }

    /// The releases of each family's OS: ascending, each once, their years never going back.
    func checkReleases(_ releases: OSReleases) -> [DataError] {
        var errors: [DataError] = []
        for (_, rows) in releases.byFamily {
            for (previous, row) in zip(rows, rows.dropFirst()) {
                if row.key <= previous.key {
                    errors.append(
                        DataError(
                            file: row.file, line: row.line,
                            reason: "\(row.family.name) \(row.version) is not after \(previous.version) (line \(previous.line)): releases ascend, each once"))
                } else if row.year < previous.year {
                    errors.append(
                        DataError(
                            file: row.file, line: row.line,
                            reason: "\(row.family.name) \(row.version) came out in \(row.year), before \(previous.version) (\(previous.year))"))
                }
            }
        }
        return errors
    }

    /// A device's OS range: releases of its family's OS, the first not after the last, and the first out
    /// no later than the device.
    private mutating func checkLife(_ device: DeviceRow) {
        let first = device.firstOSRelease
        let last = device.lastOSRelease
        guard first != nil || last != nil else { return }
        guard let releases = osReleases else {
            fail(device.file, device.line, "an OS range needs Data/os-releases.tsv")
            return
        }
        let os = device.family.operatingSystem
        if let first, releases.release(device.family, first) == nil {
            fail(device.file, device.line, "firstOSVersion: \(os) \(OSVersionGrammar.releaseText(first)) is not a release in Data/os-releases.tsv")
        }
        if let last = last ?? nil, releases.release(device.family, last) == nil {
            fail(device.file, device.line, "lastOSVersion: \(os) \(OSVersionGrammar.releaseText(last)) is not a release in Data/os-releases.tsv")
        }
        if let first, let last = last ?? nil, first > last {
            fail(device.file, device.line, "firstOSVersion \(releases.text(device.family, first)) is after lastOSVersion \(releases.text(device.family, last))")
        }
        if let first, let shipped = releases.release(device.family, first), let year = device.year, shipped.year > year {
            fail(device.file, device.line, "\(device.identifier) came out in \(year) but \(shipped.name) \(shipped.version) only in \(shipped.year)")
        }
    }

    /// A safe-area row's range: releases of the family's OS, within the life of some device that has the
    /// display (a device whose range is not confirmed may have run it).
    private mutating func checkRange(_ entry: SafeAreaRow, of screen: ScreenRow, devices: [DeviceRow]) {
        guard let releases = osReleases else { return }
        let isMac = entry.family == .mac
        for (column, major) in [("from", entry.from), ("until", entry.until)]
        where OSVersionGrammar.releaseKey(major: major, minor: nil, isMac: false).flatMap({ releases.release(entry.family, $0) }) == nil {
            let hint = isMac && major < 11 ? " (the Mac's 10.x releases have no safe areas)" : ""
            fail(entry.file, entry.line, "\(column) \(major): \(entry.family.operatingSystem) \(major) is not a release in Data/os-releases.tsv\(hint)")
        }
        let users = devices.filter { $0.displays.displays.contains { $0.screen == entry.screen } }
        guard !users.isEmpty else { return }
        if !users.contains(where: { $0.clip(entry.from...entry.until) != nil }) {
            let lives = users.prefix(4).map { device in
                "\(device.identifier) \(device.firstOSRelease.map { OSVersionGrammar.releaseText($0) } ?? "?")–\((device.lastOSRelease ?? nil).map { OSVersionGrammar.releaseText($0) } ?? "current")"
            }
            fail(
                entry.file, entry.line,
                "\(entry.screen) OS \(entry.from)–\(entry.until): no device with this display runs any of these versions (\(lives.joined(separator: ", ")))")
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
            let row = byPrefix[prefix]?.max(by: { ($0.major, $0.minor) < ($1.major, $1.minor) })
        {
            fail(
                row.file, row.line,
                "\(row.identifier): the identifier index would need \(total) slots (\(prefix) alone: majors \(layout.firstMajor)…\(layout.lastMajor) × \(layout.stride) minors); the generated table allows \(TableLimits.indexSlots). Is the number a typo?"
            )
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
