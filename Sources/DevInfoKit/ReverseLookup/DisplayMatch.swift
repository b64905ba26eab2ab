/// One display class and mode that produce a queried size, with the devices that have it.
public struct DisplayMatch: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The display class (with the role it has on the first matching device).
    public let display: Display
    /// The mode that produces the size; `nil` for a panel-pixel query, which every mode shares.
    public let mode: DisplayMode?
    /// The devices with this display, in table order.
    public let devices: [Device]

    /// `zoomed iphone-xr: iPhone11,8 (iPhone XR), iPhone12,1 (iPhone 11)`.
    public var description: String {
        "\(mode?.rawValue ?? "any mode") \(display.id): " + devices.map(\.description).joined(separator: ", ")
    }
}
