extension Device {
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

    /// The hot path: the generated prefix dispatch (`DeviceTable.row(identifier:count:)`) recognises the
    /// family prefix from the first two bytes and a few word compares, reads the two numbers (no leading zeros,
    /// at most six digits: the one identifier grammar) and reads the prefix's slot array.
    @inline(__always)
    static func rowIndex(bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let p = bytes.baseAddress, let row = DeviceTable.row(identifier: p, count: bytes.count) else { return nil }
        return Int(row.rawValue)
    }
}
