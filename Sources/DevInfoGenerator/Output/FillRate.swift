import DevInfoVocabulary

/// How much of the table is filled: per family and fact, the cells the sources confirm out of the cells
/// that apply (`devinfo-generate --fill-rate`; the README's table is this one). A cell is a device for a
/// device fact, a device's display for a display fact, and a device's OS release (from the family's first
/// OS with safe areas to the device's last, or to the newest release while it is supported or its range is
/// not confirmed) for the safe area and the status bar. A fact applies where it can exist: a cutout's
/// rectangle where there is a cutout, a corner radius where the corners are not square, the zoomed size
/// classes where Display Zoom exists, size classes on iPhone, iPad and iPod touch from iOS 8, status bars on
/// iPhone, iPad and iPod touch.
struct FillRate {
    /// A column of the report.
    enum Column: String, CaseIterable {
        case chip
        case firstOS = "first OS"
        case lastOS = "last OS"
        case panel, points, scale, cutout, island, refresh, gamut
        case corners = "corner radius"
        case cutoutFrame = "cutout rect"
        case sizeClasses = "size classes"
        case safeArea = "safe area"
        case statusBar = "status bar"
    }

    /// `filled` of `applicable` cells, and of the filled ones how many are confirmed, rest on a rule or on one
    /// source (issue 30; `byStatus` stays empty for tables loaded without evidence).
    struct Count {
        var filled = 0
        var applicable = 0
        var byStatus: [EvidenceStatus: Int] = [:]

        mutating func add(_ isFilled: Bool, _ status: EvidenceStatus? = nil) {
            applicable += 1
            if isFilled { filled += 1 }
            if isFilled, let status { byStatus[status, default: 0] += 1 }
        }

        /// `97 % (65/67)`, with the split by evidence when known: `97 % (65/67: 60 c, 3 r, 2 s)`; `–` when nothing
        /// applies.
        var text: String {
            guard applicable > 0 else { return "–" }
            let percent = Int((Double(filled) * 100 / Double(applicable)).rounded(.down))
            guard !byStatus.isEmpty else { return "\(percent) % (\(filled)/\(applicable))" }
            let split = [(EvidenceStatus.confirmed, "c"), (.rule, "r"), (.single, "s")]
                .map { "\(byStatus[$0.0] ?? 0) \($0.1)" }.joined(separator: ", ")
            return "\(percent) % (\(filled)/\(applicable): \(split))"
        }
    }

    var counts: [Family: [Column: Count]] = [:]

    init(_ data: DataSet) {
        let screens = Dictionary(uniqueKeysWithValues: data.screens.map { ($0.id, $0) })
        /// The evidence status of one Data/ cell (nil without evidence or for an empty cell).
        func status(_ kind: String, _ family: Family, _ id: String?, _ facts: String...) -> EvidenceStatus? {
            guard let evidence = data.evidence, let id else { return nil }
            let table = EvidenceTable(kind: kind, family: family.name)
            return facts.lazy.compactMap { evidence.evidence(table, id, $0)?.status }.first
        }
        for device in data.devices {
            var row = counts[device.family] ?? [:]
            func add(_ column: Column, _ filled: Bool, _ status: EvidenceStatus? = nil) { row[column, default: Count()].add(filled, status) }
            func deviceStatus(_ fact: String) -> EvidenceStatus? { status("devices", device.family, device.identifier, fact) }
            add(.chip, device.values[.chip] != nil, deviceStatus("chip"))
            add(.firstOS, device.firstOSRelease != nil, deviceStatus("firstOSVersion"))
            add(.lastOS, device.lastOSRelease != nil, deviceStatus("lastOSVersion"))
            let rule = FamilyRule.rule(for: device.family)
            let hasUIKitLayout = SizeClassRule.families.contains(device.family)
            // Size classes began with iOS 8: a device whose last release came before has none.
            let hadSizeClasses = hasUIKitLayout && (device.lastOSRelease ?? nil).map { $0 >= DisplayVocabulary.firstSizeClassOS * 100 } != false
            if rule.hasDisplays && device.displays != .none {
                let classes = device.displays.displays.map { screens[$0.screen] }
                for screen in (classes.isEmpty ? [nil] : classes) {
                    func screenStatus(_ fact: String) -> EvidenceStatus? { screen.flatMap { status("screens", $0.family, $0.id, fact) } }
                    add(.panel, screen?.panel != nil, screenStatus("panelWidth"))
                    add(.points, screen?.points != nil, screenStatus("pointsWidth"))
                    add(.scale, screen?.scale != nil, screenStatus("scale"))
                    add(.cutout, screen?.cutout != nil, screenStatus("cutout"))
                    add(.island, screen?.flag(.hasDynamicIsland) != nil, screenStatus("hasDynamicIsland"))
                    add(.refresh, screen?.integer(.maximumRefreshRate) != nil, screenStatus("maximumRefreshRate"))
                    add(.gamut, screen?.choice(.colorGamut) != nil, screenStatus("colorGamut"))
                    if screen?.flag(.hasRoundedCorners) != false { add(.corners, screen?.decimal(.cornerRadius) != nil, screenStatus("cornerRadius")) }
                    if let cutout = screen?.cutout, cutout != DisplayVocabulary.noCutout {
                        add(.cutoutFrame, screen?.decimals(.cutoutFrame) != nil, screenStatus("cutoutX"))
                    }
                    if hadSizeClasses {
                        var standard: UInt8 = 0
                        if case .sizeClasses(let bits, _)? = screen?.values[.sizeClasses] { standard = bits }
                        add(.sizeClasses, standard != 0, screenStatus("sizeClasses"))
                    }
                    guard rule.firstSafeAreaOS > 0 else { continue }
                    for key in releases(of: device, in: data.osReleases, from: rule.firstSafeAreaOS) {
                        let entries = data.safeAreas.filter { $0.screen == screen?.id && $0.from * 100 <= key && key <= $0.until * 100 }
                        let insets = entries.first { $0.hasInsets }
                        add(
                            .safeArea, insets != nil,
                            insets.flatMap {
                                status("safe-areas", $0.family, "\($0.screen)@\($0.from)", "portraitTop", "landscapeTop")
                            })
                        if hasUIKitLayout {
                            let bar = entries.first { $0.portraitStatusBar != nil || $0.landscapeStatusBar != nil }
                            add(
                                .statusBar, bar != nil,
                                bar.flatMap {
                                    status("safe-areas", $0.family, "\($0.screen)@\($0.from)", "portraitStatusBar", "landscapeStatusBar")
                                })
                        }
                    }
                }
            }
            counts[device.family] = row
        }
    }

    /// The release keys a device runs from OS major `from` on: its confirmed range, an unconfirmed end
    /// reaching to the family's first or newest release.
    private func releases(of device: DeviceRow, in releases: OSReleases, from: Int) -> [Int] {
        let all = releases.byFamily[device.family] ?? []
        let first = max(device.firstOSRelease ?? 0, from * 100)
        let last = (device.lastOSRelease ?? nil) ?? (all.last?.key ?? 0)
        return all.map(\.key).filter { $0 >= first && $0 <= last }
    }

    /// The Markdown table: a row per family with devices, a column per fact.
    func markdown() -> String {
        let columns = Column.allCases
        var out = "| family | " + columns.map(\.rawValue).joined(separator: " | ") + " |\n"
        out += "|---|" + String(repeating: "---|", count: columns.count) + "\n"
        for family in Family.allCases {
            guard let row = counts[family] else { continue }
            out += "| \(family.displayName) | " + columns.map { row[$0]?.text ?? "–" }.joined(separator: " | ") + " |\n"
        }
        return out
    }
}

extension DataSet {
    /// The fill-rate table (``FillRate``) as Markdown.
    public func renderFillRate() -> String { FillRate(self).markdown() }
}
