import DevInfoKit

/// The other common approach: a `[String: Device]` built from the table on first use.
public enum DictionaryLookup {
    /// Built once, lazily and thread-safely (a global `let`), on the first lookup.
    static let table: [String: Device] = {
        var table: [String: Device] = [:]
        table.reserveCapacity(Device.all.count)
        for device in Device.all { table[device.identifier.rawValue] = device }
        return table
    }()

    /// The device for `identifier`, or `nil`.
    @inline(never)
    public static func lookup(_ identifier: String) -> Device? { table[identifier] }
}
