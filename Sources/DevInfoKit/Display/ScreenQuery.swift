/// A screen size as an app or a log reports it, for reverse lookup with ``Device/matching(_:)``.
/// Either orientation is accepted.
public enum ScreenQuery: Hashable, Sendable, CustomStringConvertible {
    /// `UIScreen.currentMode.size`: points × scale (1125×2436 on an iPhone X).
    case renderPixels(PixelSize)
    /// `UIScreen.nativeBounds.size`: the physical panel (1080×2340 on a 12 mini). The same in both modes.
    case panelPixels(PixelSize)
    /// `UIScreen.bounds.size` in points, with `UIScreen.scale` when known (`nil` matches any scale).
    case points(PointSize, scale: Int?)

    /// `render pixels 1125×2436`, `points 375×812 @3`.
    public var description: String {
        switch self {
        case .renderPixels(let size): "render pixels \(size)"
        case .panelPixels(let size): "panel pixels \(size)"
        case .points(let size, let scale?): "points \(size) @\(scale)"
        case .points(let size, nil): "points \(size)"
        }
    }
}

/// One screen class and mode that produce a queried size, with the devices that have it.
public struct ScreenMatch: Hashable, Sendable {
    /// The screen class.
    public let screen: Screen
    /// The mode that produces the size; `nil` for a panel-pixel query, which every mode shares.
    public let mode: DisplayMode?
    /// The devices with this screen, in table order.
    public let devices: [Device]
}

/// Every screen class and mode that produce a size. More than one means the size alone cannot tell the
/// devices apart.
public struct ScreenMatches: Hashable, Sendable {
    /// What was asked.
    public let query: ScreenQuery
    /// Each screen class and mode that produces it, in table order (standard before zoomed).
    public let matches: [ScreenMatch]

    /// `true` when more than one screen class or mode produces the size: 1125×2436 render pixels is an
    /// iPhone X/XS/11 Pro standard, a 12/13 mini standard, and an XS Max/11 Pro Max zoomed.
    public var isAmbiguous: Bool { matches.count > 1 }

    /// Every matching device, each once, in table order.
    public var devices: [Device] {
        var seen = Set<Device>()
        return matches.flatMap(\.devices).filter { seen.insert($0).inserted }
    }
}

extension Device {
    /// Reverse lookup: every screen class and display mode that produce the queried size, with their
    /// devices. Empty when nothing in the table produces it.
    public static func matching(_ query: ScreenQuery) -> ScreenMatches {
        var matches: [ScreenMatch] = []
        for index in DeviceTable.screens.indices {
            let screen = Screen(index: UInt8(index))
            // The mode that produces the size; nil stands for "any mode" on a panel query.
            let mode: DisplayMode?
            switch query {
            case .panelPixels(let size):
                guard screen.panelPixels == size.portrait else { continue }
                mode = nil
            case .renderPixels(let size):
                let size = size.portrait
                guard let found = screen.mode(where: { $0.renderPixels == size }) else { continue }
                mode = found
            case .points(let size, let scale):
                let size = size.portrait
                guard let found = screen.mode(where: { $0.points == size && (scale == nil || scale == $0.scale) })
                else { continue }
                mode = found
            }
            let devices = Device.all.filter { $0.screen == screen }
            guard !devices.isEmpty else { continue }
            matches.append(ScreenMatch(screen: screen, mode: mode, devices: devices))
        }
        return ScreenMatches(query: query, matches: matches)
    }
}
