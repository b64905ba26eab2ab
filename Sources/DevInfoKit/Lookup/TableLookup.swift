extension Device {
    /// Looks `identifier` up: ``DeviceLookup/known(_:)`` with the device, or ``DeviceLookup/unknown(_:)``
    /// with what the identifier itself tells. Exact and case-sensitive; never traps.
    public static func lookup(_ identifier: String) -> DeviceLookup {
        if let index = rowIndex(of: identifier) { return .known(Device(index: UInt16(index))) }
        return .unknown(UnknownDevice(identifier: DeviceIdentifier(identifier)))
    }

    /// Looks `identifier` up: ``DeviceLookup/known(_:)`` or ``DeviceLookup/unknown(_:)``.
    public static func lookup(_ identifier: DeviceIdentifier) -> DeviceLookup {
        lookup(identifier.rawValue)
    }

    /// The table row of `identifier`: parse `<Family><major>,<minor>` from its bytes and index the dense
    /// table. No allocation, no hashing, no string comparison.
    @inline(__always)
    static func rowIndex(of identifier: String) -> Int? {
        if let found = identifier.utf8.withContiguousStorageIfAvailable({ rowIndex(bytes: $0) }) {
            return found
        }
        var copy = identifier
        return copy.withUTF8 { rowIndex(bytes: $0) }
    }

    /// The hot path: find where the letters end, let the generated prefix dispatch
    /// (`DeviceTable.majors(prefix:count:)`) name the prefix's slice of the dense index, read the two
    /// numbers (no leading zeros, at most six digits, as ``IdentifierComponents`` requires) and index.
    @inline(__always)
    static func rowIndex(bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let p = bytes.baseAddress else { return nil }
        let count = bytes.count
        var i = 0
        while i < count, (p[i] | 0x20) &- UInt8(ascii: "a") < 26 { i += 1 }
        guard let majors = DeviceTable.majors(prefix: p, count: i) else { return nil }
        guard let major = IdentifierComponents.number(p, count, &i), i < count, p[i] == UInt8(ascii: ",") else { return nil }
        i += 1
        guard let minor = IdentifierComponents.number(p, count, &i), i == count else { return nil }
        return DeviceTable.row(majors: majors, major: major, minor: minor)
    }
}
