extension Device {
    /// Reverse lookup: every display class and display mode that produce the queried size, with their
    /// devices (every built-in display counts, a foldable's inner one too). Sizes match in either
    /// orientation. Empty when nothing in the table produces it.
    public static func matching(_ query: DisplayQuery) -> DisplayMatches {
        var matches: [DisplayMatch] = []
        for display in Display.allClasses {
            // The mode that produces the size; nil stands for "any mode" on a panel query.
            let mode: DisplayMode?
            switch query {
            case .panelPixels(let size):
                guard display.panelPixels?.portrait == size.portrait else { continue }
                mode = nil
            case .renderPixels(let size):
                guard let found = display.displayMode(forRenderPixels: size) else { continue }
                mode = found
            case .points(let size, let scale):
                let size = size.portrait
                guard let found = display.mode(where: { $0.points.portrait == size && (scale == nil || scale == $0.scale) })
                else { continue }
                mode = found
            }
            var devices: [Device] = []
            var role: DisplayRole?
            // Straight over the table's records: no per-device arrays.
            for (row, record) in DeviceTable.devices.enumerated() {
                let found: DisplayRole?
                switch record.displays {
                case .main(let screen) where screen == display.screen: found = .main
                case .foldable(let outer, _) where outer == display.screen: found = .outer
                case .foldable(_, let inner) where inner == display.screen: found = .inner
                default: found = nil
                }
                guard let found else { continue }
                devices.append(Device(index: UInt16(row)))
                if role == nil { role = found }
            }
            guard let role else { continue }
            // Newest first: the device a person holds today leads the list.
            devices.sort { ($0.releaseYear, $1.index) > ($1.releaseYear, $0.index) }
            matches.append(DisplayMatch(display: Display(screen: display.screen, role: role), mode: mode, devices: devices))
        }
        return DisplayMatches(query: query, matches: matches)
    }
}
