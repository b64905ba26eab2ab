/// The answer to "what is this identifier?": a known device, or a description of an unknown one.
///
/// An identifier the table does not list is never reported as a device without a notch: it is
/// ``unknown(_:)``, and says as much as the identifier itself does (family and numbers).
public enum DeviceLookup: Hashable, Sendable, CustomStringConvertible {
    /// The table lists this identifier.
    case known(Device)
    /// The table does not list it.
    case unknown(UnknownDevice)

    /// The device, or `nil` when unknown.
    public var device: Device? {
        if case .known(let device) = self { return device }
        return nil
    }

    /// The identifier that was looked up, exactly as given.
    public var identifier: DeviceIdentifier {
        switch self {
        case .known(let device): device.identifier
        case .unknown(let unknown): unknown.identifier
        }
    }

    /// The family: the device's, or the one an unknown identifier's letters name (`nil` when they name none).
    public var family: DeviceFamily? {
        switch self {
        case .known(let device): device.family
        case .unknown(let unknown): unknown.family
        }
    }

    /// The unknown identifier's description, or `nil` when the device is known.
    public var unknown: UnknownDevice? {
        if case .unknown(let unknown) = self { return unknown }
        return nil
    }

    /// The identifier's parts: a known device's family prefix and numbers, or what an unknown identifier
    /// parses to (`nil` when it does not have the `<Family><major>,<minor>` shape).
    public var components: IdentifierComponents? {
        switch self {
        case .known(let device): device.identifier.components
        case .unknown(let unknown): unknown.components
        }
    }

    /// The device's description, or the unknown identifier's: `iPhone11,8 (iPhone XR)`,
    /// `iPhone99,1 (unknown: not in devinfo's table)`.
    public var description: String {
        switch self {
        case .known(let device): device.description
        case .unknown(let unknown): unknown.description
        }
    }
}
