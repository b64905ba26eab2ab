/// A device devinfo knows: one row of the table, i.e. one hardware identifier.
///
/// Create one with ``init(identifier:)`` (`nil` for identifiers not in the table) or ``lookup(_:)`` (which
/// also describes what an unknown identifier is). A `Device` is a small index into a table laid out at
/// compile time: copying, comparing and reading it never allocates, except for the `String` properties.
public struct Device: Hashable, Sendable, CustomStringConvertible {
    let index: UInt16

    init(index: UInt16) { self.index = index }

    @inline(__always) var record: DeviceRecord { DeviceTable.devices[Int(index)] }

    /// The device for `identifier`, or `nil` when the table does not list it. Exact and case-sensitive.
    /// Use ``lookup(_:)`` to learn the family and numbers of an identifier the table does not know.
    public init?(identifier: borrowing DeviceIdentifier) {
        guard let index = Device.rowIndex(of: identifier.rawValue) else { return nil }
        self.index = UInt16(index)
    }

    /// The device whose identifier is the UTF-8 `bytes` (e.g. read from a file), or `nil` when the table
    /// does not list it. For high-throughput callers: nothing is allocated or copied.
    public init?(identifierBytes bytes: UnsafeBufferPointer<UInt8>) {
        guard let index = Device.rowIndex(bytes: bytes) else { return nil }
        self.index = UInt16(index)
    }

    /// This device's position in ``all`` (0 ..< `Device.all.count`): a dense key for caches indexed by
    /// device. Stable for one version of the table, not across versions.
    public var tableIndex: Int { Int(index) }

    /// The hardware identifier, e.g. `iPhone11,8`.
    public var identifier: DeviceIdentifier { DeviceIdentifier(record.identifier.description) }

    /// The marketing name, e.g. `iPhone XR`, `iPad Pro (12.9-inch) (3rd generation)`.
    public var name: String { record.name.description }

    /// What tells this row apart from others with the same name (`Wi-Fi`, `Wi-Fi + Cellular`, `GSM`),
    /// or `nil` when nothing needs telling apart.
    public var variant: String? {
        let v = record.variant
        return v.utf8CodeUnitCount == 0 ? nil : v.description
    }

    /// `name (variant)` when there is a variant, else `name`.
    public var description: String {
        if let variant { return "\(name) (\(variant))" }
        return name
    }

    /// iPhone, iPad or iPod touch.
    public var family: DeviceFamily { record.family }

    /// The identifier's major (generation) number: 11 for `iPhone11,8`.
    public var major: Int { Int(record.major) }

    /// The identifier's minor number: 8 for `iPhone11,8`.
    public var minor: Int { Int(record.minor) }

    /// The year the device was first released.
    public var releaseYear: Int { Int(record.year) }

    /// The built-in display.
    public var screen: Screen { Screen(index: record.screen) }

    /// Notch, Dynamic Island, or none.
    public var cutout: Cutout { screen.cutout }

    /// `true` for a notch only (iPhone X … 14, 16e, 17e); `false` for a Dynamic Island or no cutout.
    public var hasNotch: Bool { cutout == .notch }

    /// `true` for a Dynamic Island (iPhone 14 Pro and later, except the 16e and 17e).
    public var hasDynamicIsland: Bool { cutout == .dynamicIsland }

    /// `true` when the display is cut for the front sensors at all: a notch or a Dynamic Island.
    public var hasSensorHousing: Bool { cutout != .none }

    /// Home button or home indicator.
    public var homeControl: HomeControl { screen.homeControl }

    /// `true` when the device has no home button and shows the home indicator.
    public var hasHomeIndicator: Bool { homeControl == .indicator }

    /// `true` when the device has a home button.
    public var hasHomeButton: Bool { homeControl == .button }

    /// Every device in the table, sorted by family (iPhone, iPad, iPod) and then numerically by identifier.
    public static var all: DeviceList { DeviceList(range: 0..<DeviceTable.devices.count) }

    /// The devices of one family, numerically by identifier; empty for families the table does not cover.
    public static func all(in family: DeviceFamily) -> DeviceList {
        let start = DeviceTable.devices.firstIndex { $0.family == family } ?? 0
        let end = DeviceTable.devices[start...].firstIndex { $0.family != family } ?? DeviceTable.devices.count
        return DeviceList(range: family.isCovered ? start..<end : 0..<0)
    }
}

/// A range of the device table, as a collection of ``Device``; building and iterating it allocates nothing.
public struct DeviceList: RandomAccessCollection, Hashable, Sendable {
    let range: Range<Int>

    /// The position of the first device.
    public var startIndex: Int { range.lowerBound }
    /// The position after the last device.
    public var endIndex: Int { range.upperBound }
    /// The device at `position`.
    public subscript(position: Int) -> Device {
        precondition(range.contains(position), "DeviceList index out of range")
        return Device(index: UInt16(position))
    }
}
