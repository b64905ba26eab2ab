/// Devices in table order, as a zero-based random-access collection (`list[0]` is the first).
/// Building and iterating it allocates nothing.
public struct DeviceList: RandomAccessCollection, Hashable, Sendable, CustomStringConvertible {
    let rows: Range<Int>

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
}
