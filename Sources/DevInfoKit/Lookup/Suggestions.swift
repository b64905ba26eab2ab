extension Device {
    /// Known devices a person may have meant by `input`, best first, at most `limit`:
    /// - an identifier typed in the wrong case or with spaces (`iphone11,8`, ` iPhone11,8 ` → `iPhone11,8`);
    /// - a marketing name, ignoring case, spaces and punctuation (`iPhone XR`, `iphone-xr` → `iPhone11,8`);
    /// - the start of a marketing name, at least six letters or digits (`iPhone SE` → the SE generations),
    ///   else a part of one, newest first (`vision pro` → Apple Vision Pro, `14 Pro Max` → iPhone 14 Pro Max);
    /// - for input that is not a well-formed identifier, identifiers and names within two typing
    ///   mistakes (`iPhon11,8`).
    /// A well-formed identifier of a covered family that the table lacks (`iPhone99,1`) is most likely a
    /// device newer than the table, so no near-miss is offered for it. Empty when nothing is plausible.
    public static func suggestions(for input: String, limit: Int = 5) -> [Device] {
        guard limit > 0 else { return [] }
        let key = normalized(input)
        guard !key.isEmpty, key.count <= 64 else { return [] }
        var exact: [Device] = []
        for device in Device.all
        where normalized(device.identifier.rawValue) == key || normalized(device.name) == key {
            exact.append(device)
        }
        if !exact.isEmpty { return Array(exact.prefix(limit)) }

        // The start of a marketing name ("iPhone SE" → the three iPhone SE generations), else a part of one
        // ("vision pro" → Apple Vision Pro, "14 Pro Max" → iPhone 14 Pro Max), newest first.
        if key.count >= 6 {
            let named = Device.all.filter { normalized($0.name).starts(with: key) }
            if !named.isEmpty { return Array(named.prefix(limit)) }
            let containing = Device.all.filter { contains(normalized($0.name), key) }.reversed()
            if !containing.isEmpty { return Array(containing.prefix(limit)) }
        }

        let stripped = DeviceIdentifier(String(input.filter { $0 != " " && $0 != "\t" }))
        if let family = stripped.components?.family, family.isCovered { return [] }

        var near: [(distance: Int, device: Device)] = []
        for device in Device.all {
            let distance = min(
                editDistance(key, normalized(device.identifier.rawValue), limit: 2),
                editDistance(key, normalized(device.name), limit: 2))
            if distance <= 2 { near.append((distance, device)) }
        }
        return near.sorted { $0.distance < $1.distance }.prefix(limit).map(\.device)
    }

    /// Lower-cased ASCII letters, digits and commas only: `iPhone XS Max` → `iphonexsmax`.
    static func normalized(_ text: String) -> [UInt8] {
        var out: [UInt8] = []
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): out.append(byte + 32)
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: ","):
                out.append(byte)
            default: continue
            }
        }
        return out
    }

    /// Whether `part` occurs in `whole` (a plain loop: no string-processing library in the command's binary).
    static func contains(_ whole: [UInt8], _ part: [UInt8]) -> Bool {
        guard part.count <= whole.count else { return false }
        for start in 0...(whole.count - part.count) where whole[start..<(start + part.count)].elementsEqual(part) { return true }
        return false
    }

    /// Levenshtein distance, or `limit + 1` as soon as it must exceed `limit`.
    static func editDistance(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty || b.isEmpty { return min(max(a.count, b.count), limit + 1) }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMin = current[0]
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                rowMin = min(rowMin, current[j])
            }
            if rowMin > limit { return limit + 1 }
            swap(&previous, &current)
        }
        return min(previous[b.count], limit + 1)
    }
}
