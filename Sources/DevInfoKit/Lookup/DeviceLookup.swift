/// The answer to "what is this identifier?": a known device, or a description of an unknown one.
///
/// An identifier the table does not list is never reported as a device without a notch: it is
/// ``unknown(_:)``, and says as much as the identifier itself does (family and numbers).
public enum DeviceLookup: Hashable, Sendable {
    /// The table lists this identifier.
    case known(Device)
    /// The table does not list it.
    case unknown(UnknownDevice)

    /// The device, or `nil` when unknown.
    public var device: Device? {
        if case .known(let device) = self { return device }
        return nil
    }

    /// The family: the device's, or the one an unknown identifier's letters name (`nil` when they name none).
    public var family: DeviceFamily? {
        switch self {
        case .known(let device): device.family
        case .unknown(let unknown): unknown.family
        }
    }
}

/// What can be said of an identifier the table does not list.
public struct UnknownDevice: Hashable, Sendable {
    /// The identifier as given.
    public let identifier: DeviceIdentifier
    /// Its parsed parts, or `nil` when it does not have the `<Family><major>,<minor>` shape.
    public let components: IdentifierComponents?

    /// Describes `identifier`, parsing it.
    public init(identifier: DeviceIdentifier) {
        self.identifier = identifier
        self.components = identifier.components
    }

    /// The family its letters name (`iPhone` for `iPhone99,1`), or `nil`.
    public var family: DeviceFamily? { components?.family }

    /// Why it is unknown.
    public var reason: UnknownReason {
        if identifier.isSimulatorArchitecture { return .simulator }
        guard let components else { return .malformed }
        guard let family = components.family else { return .unrecognizedFamily }
        return family.isCovered ? .unlistedModel : .uncoveredFamily
    }
}

/// Why an identifier is not in the table.
public enum UnknownReason: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// A covered family (iPhone, iPad, iPod touch) with numbers the table does not list: newer than
    /// this table, unreleased, or mistyped.
    case unlistedModel
    /// A real Apple family the table does not cover (Watch, Apple TV, Mac…).
    case uncoveredFamily
    /// The `<letters><major>,<minor>` shape, but letters no Apple family uses.
    case unrecognizedFamily
    /// `i386`, `x86_64` or `arm64`: what `hw.machine` reports inside a Simulator.
    case simulator
    /// Not the shape of a hardware identifier at all.
    case malformed

    /// A short phrase for messages, e.g. `not in devinfo's table`.
    public var description: String {
        switch self {
        case .unlistedModel: "not in devinfo's table"
        case .uncoveredFamily: "a family devinfo does not cover"
        case .unrecognizedFamily: "no Apple device family starts with these letters"
        case .simulator: "a Simulator's architecture, not a device"
        case .malformed: "not a hardware identifier (expected e.g. iPhone11,8)"
        }
    }
}

extension Device {
    /// Looks `identifier` up: ``DeviceLookup/known(_:)`` with the device, or ``DeviceLookup/unknown(_:)``
    /// with what the identifier itself tells. Exact and case-sensitive; never traps.
    public static func lookup(_ identifier: DeviceIdentifier) -> DeviceLookup {
        if let index = rowIndex(of: identifier.rawValue) { return .known(Device(index: UInt16(index))) }
        return .unknown(UnknownDevice(identifier: identifier))
    }

    /// The table row of `identifier`: parse `<Family><major>,<minor>` from its bytes and index the dense
    /// table. No allocation, no hashing, no string comparison beyond the family prefix.
    @inline(__always)
    static func rowIndex(of identifier: String) -> Int? {
        if let found = identifier.utf8.withContiguousStorageIfAvailable({ rowIndex(bytes: $0) }) {
            return found
        }
        var copy = identifier
        return copy.withUTF8 { rowIndex(bytes: $0) }
    }

    /// The hot path. Only `iPhone`, `iPad` and `iPod` have rows, so the prefix is recognised by a few
    /// fixed byte compares instead of a scan, then the two numbers are read (no leading zeros, at most six
    /// digits, as ``IdentifierComponents`` requires) and the dense table is indexed.
    @inline(__always)
    static func rowIndex(bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let p = bytes.baseAddress, bytes.count >= 7, p[0] == UInt8(ascii: "i"), p[1] == UInt8(ascii: "P")
        else { return nil }
        let majors: Range<Int>
        var i: Int
        switch p[2] {
        case UInt8(ascii: "h"):
            guard p[3] == UInt8(ascii: "o"), p[4] == UInt8(ascii: "n"), p[5] == UInt8(ascii: "e") else { return nil }
            majors = DeviceTable.iPhoneMajors
            i = 6
        case UInt8(ascii: "a"):
            guard p[3] == UInt8(ascii: "d") else { return nil }
            majors = DeviceTable.iPadMajors
            i = 4
        case UInt8(ascii: "o"):
            guard p[3] == UInt8(ascii: "d") else { return nil }
            majors = DeviceTable.iPodMajors
            i = 4
        default:
            return nil
        }
        let count = bytes.count
        guard let major = IdentifierComponents.number(p, count, &i), i < count, p[i] == UInt8(ascii: ",") else { return nil }
        i += 1
        guard let minor = IdentifierComponents.number(p, count, &i), i == count else { return nil }
        return DeviceTable.row(majors: majors, major: major, minor: minor)
    }
}
