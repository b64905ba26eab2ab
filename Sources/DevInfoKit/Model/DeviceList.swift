/// Devices in table order, as a zero-based random-access collection (`list[0]` is the first).
/// Building and iterating it allocates nothing.
public struct DeviceList: RandomAccessCollection, Hashable, Sendable, Codable, CustomStringConvertible {
    let rows: Range<Int>

    init(rows: Range<Int>) { self.rows = rows }

    /// Always 0.
    public var startIndex: Int { 0 }
    /// The number of devices.
    public var endIndex: Int { rows.count }

    /// The device at `position` (0 ..< `count`). Traps when out of range, like `Array`.
    public subscript(position: Int) -> Device {
        precondition(position >= 0 && position < rows.count, "DeviceList index \(position) out of range 0..<\(rows.count)")
        return Device(index: UInt16(rows.lowerBound + position))
    }

    /// `[iPod1,1 (iPod touch (1st generation)), iPod2,1 (…), …]`: the devices, as an array prints them.
    public var description: String { "[" + map(\.description).joined(separator: ", ") + "]" }

    /// Encodes the devices as an array of device objects (see the JSON schema article).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for device in self { try container.encode(device) }
    }

    /// Decodes an array of devices (objects or identifiers). A `DeviceList` is a run of consecutive table
    /// rows, as ``Device/all`` and ``Device/all(in:)`` return; any other array throws
    /// `DecodingError.dataCorrupted` (decode `[Device]` for arbitrary lists).
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        var devices: [Device] = []
        while !container.isAtEnd { devices.append(try container.decode(Device.self)) }
        guard let first = devices.first else {
            self.init(rows: 0..<0)
            return
        }
        let rows = Int(first.index)..<Int(first.index) + devices.count
        guard devices.indices.allSatisfy({ Int(devices[$0].index) == rows.lowerBound + $0 }) else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "a DeviceList is consecutive devices in table order; decode [Device] for any other list"))
        }
        self.init(rows: rows)
    }
}

extension DeviceList: CustomReflectable {
    /// What `dump` and debuggers show: the devices, as for an array.
    public var customMirror: Mirror { Mirror(self, unlabeledChildren: Array(self), displayStyle: .collection) }
}
