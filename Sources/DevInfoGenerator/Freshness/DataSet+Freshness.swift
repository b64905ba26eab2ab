// The ONE place that maps Data/ onto the freshness check. When the data model changes, adapt this
// extension and nothing else under Freshness/.

extension DataSet {
    /// Every device row as a ``FreshnessEntry``: identifier, name, variant, year, and the main display's
    /// render size (points × scale), panel size and scale, each only where Data/ confirms it.
    /// `displays` = `none` marks the entry as having no built-in display; an empty cell leaves it unknown.
    public var freshnessEntries: [FreshnessEntry] {
        let screensByID = Dictionary(screens.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return devices.map { device in
            var entry = FreshnessEntry(identifier: device.identifier, name: device.name, variant: device.variant, year: device.year)
            switch device.displays {
            case .unknown: break
            case .none: entry.hasNoBuiltInDisplay = true
            case .main, .foldable:
                guard let main = device.displays.displays.first, let screen = screensByID[main.screen] else { break }
                if let points = screen.points, let scale = screen.scale {
                    entry.renderPixels = FreshnessSize(width: points.width * scale, height: points.height * scale)
                }
                if let panel = screen.panel { entry.panelPixels = FreshnessSize(width: panel.width, height: panel.height) }
                entry.scale = screen.scale
            }
            return entry
        }
    }
}

extension DataSet {
    /// The entries and Data/exclusions.tsv.
    public var freshnessData: FreshnessData { FreshnessData(entries: freshnessEntries, exclusions: exclusions) }
}
