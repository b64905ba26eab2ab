/// One display class and mode that produce a queried size, with the devices that have it.
public struct DisplayMatch: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The display class (with the role it has on the first matching device).
    public let display: Display
    /// The mode that produces the size; `nil` for a panel-pixel query, which every mode shares.
    public let mode: DisplayMode?
    /// The devices with this display, newest first: by release year, the newest year first, and within a
    /// year in table order.
    public let devices: [Device]

    init(display: Display, mode: DisplayMode?, devices: [Device]) {
        self.display = display
        self.mode = mode
        self.devices = devices
    }

    /// Decodes `{displayClass, role, mode, devices}` as `devinfo --screen --json` writes each match (the
    /// display class reached this way is not tied to a device: see ``Display/safeAreaHistory``). Throws for
    /// a display class or device this table does not list.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: FactKey.self)
        let id = try container.decode(String.self, forKey: FactKey("displayClass"))
        let role = try container.decodeIfPresent(DisplayRole.self, forKey: FactKey("role")) ?? .main
        guard let display = Display(id: id, role: role) else {
            throw DecodingError.dataCorruptedError(
                forKey: FactKey("displayClass"), in: container, debugDescription: "no display class '\(id)' in devinfo's table")
        }
        self.display = display
        mode = try container.decodeIfPresent(DisplayMode.self, forKey: FactKey("mode"))
        devices = try container.decode([Device].self, forKey: FactKey("devices"))
    }

    /// Encodes `{displayClass, role, mode, cutout, devices}`, each device `{identifier, name, variant}`.
    public func encode(to encoder: any Encoder) throws {
        try FactEncoding.encode(FactValue.match(self).json(FactContext()), FactContext(), to: encoder)
    }

    /// `zoomed iphone-xr: iPhone11,8 (iPhone XR), iPhone12,1 (iPhone 11)`.
    public var description: String {
        "\(mode?.rawValue ?? "any mode") \(display.id): " + devices.map(\.description).joined(separator: ", ")
    }
}
