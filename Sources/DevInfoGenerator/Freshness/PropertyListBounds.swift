import Foundation

/// What a binary property list (`bplist00`) expands to, measured on its bytes before Foundation expands
/// it. A binary plist stores each object once and refers to it by number, so arrays that refer to one
/// another many times over make a 40 KB file expand to billions of objects (gigabytes, then an abort);
/// Foundation copies every reference. Objects are not all: one large string referred to a hundred
/// thousand times makes a 1 MB file expand to 90 GB. A profile past ``maximumObjects`` objects or
/// ``maximumExpandedBytes`` bytes after expansion (each reference counted as the copy it becomes: a
/// string's, a data's, a number's bytes, a container's references), or nested deeper than
/// ``maximumDepth`` (a cycle included), is malformed. An XML plist has no references: it expands to about
/// its size, and Foundation limits its nesting.
enum PropertyListBounds {
    /// Objects after expansion (each reference counted as the copy it becomes). A simulator profile has
    /// a few dozen.
    static let maximumObjects = 100_000
    /// Containers within containers. A simulator profile nests three deep.
    static let maximumDepth = 64
    /// Bytes after expansion: the strings', data's and numbers' bytes and 8 per reference, each copy
    /// counted. A simulator profile expands to a few KiB; an upstream file is at most 1 MiB as stored.
    static let maximumExpandedBytes = 4 << 20

    /// Why the binary plist `data` is past the bounds, or `nil` when it is within them or is not a binary
    /// plist (Foundation then reports what is wrong with it).
    static func problem(_ data: Data) -> String? {
        let bytes = [UInt8](data)
        guard bytes.count >= 40, bytes.starts(with: Array("bplist".utf8)) else { return nil }
        func integer(_ offset: Int, _ size: Int) -> Int? {
            guard size >= 1, size <= 8, offset >= 0, offset + size <= bytes.count else { return nil }
            var value: UInt64 = 0
            for byte in bytes[offset..<(offset + size)] { value = value << 8 | UInt64(byte) }
            return value > UInt64(Int.max) ? nil : Int(value)
        }
        let trailer = bytes.count - 32
        let malformed = "its binary structure is malformed"
        guard let offsetSize = integer(trailer + 6, 1), let referenceSize = integer(trailer + 7, 1),
            let objectCount = integer(trailer + 8, 8), let top = integer(trailer + 16, 8),
            let tableStart = integer(trailer + 24, 8),
            (1...8).contains(offsetSize), (1...8).contains(referenceSize),
            objectCount >= 1, objectCount <= bytes.count, top < objectCount,
            tableStart >= 8, tableStart <= trailer, objectCount <= (trailer - tableStart) / offsetSize
        else { return malformed }

        /// The references an object holds (none for a leaf) and the bytes it decodes to itself (a string's,
        /// a data's, a number's; 8 a reference for a container), or `nil` when they lie outside the file.
        func children(_ object: Int) -> (references: [Int], bytes: Int)? {
            guard let offset = integer(tableStart + object * offsetSize, offsetSize), offset >= 8, offset < tableStart else { return nil }
            let marker = bytes[offset]
            let kind = marker >> 4
            var count = Int(marker & 0x0F)
            var start = offset + 1
            switch kind {
            case 0x0: return ([], 1)  // null, booleans, fill
            case 0x1, 0x2: return ([], 1 << min(count, 4))  // integer, real: 2^n bytes
            case 0x3: return ([], 8)  // date
            case 0x8: return ([], count + 1)  // UID
            case 0x4, 0x5, 0x6, 0x7, 0xA, 0xC, 0xD: break
            default: return nil
            }
            if count == 0x0F {
                guard start < tableStart, bytes[start] >> 4 == 0x1 else { return nil }
                let size = 1 << Int(bytes[start] & 0x0F)
                guard let long = integer(start + 1, size) else { return nil }
                count = long
                start += 1 + size
            }
            guard count <= bytes.count else { return nil }
            switch kind {
            case 0x4, 0x5, 0x7:  // data, ASCII string, UTF-8 string: count bytes, within the file
                return start + count <= tableStart ? ([], count) : nil
            case 0x6:  // UTF-16 string: count code units
                return start + 2 * count <= tableStart ? ([], 2 * count) : nil
            default: break
            }
            let references = kind == 0xD ? 2 * count : count
            guard start + references * referenceSize <= tableStart else { return nil }
            var result: [Int] = []
            result.reserveCapacity(references)
            for index in 0..<references {
                guard let reference = integer(start + index * referenceSize, referenceSize), reference < objectCount else { return nil }
                result.append(reference)
            }
            return (result, 8 * references)
        }

        // Each object's expanded size and height, once (a saturating count, so shared references cost
        // nothing to measure); a path deeper than the limit is a cycle or a nesting too deep to accept.
        var size = [Int](repeating: -1, count: objectCount)
        var expanded = [Int](repeating: 0, count: objectCount)
        var height = [Int](repeating: 0, count: objectCount)
        enum Stop: Error { case malformed, tooDeep }
        func measure(_ object: Int, depth: Int) throws(Stop) {
            if size[object] >= 0 { return }
            guard depth <= maximumDepth else { throw .tooDeep }
            guard let (references, own) = children(object) else { throw .malformed }
            var total = 1
            var deepest = 0
            var bytes = min(own, maximumExpandedBytes + 1)
            for child in references {
                try measure(child, depth: depth + 1)
                // Saturating sums: shared references cost nothing to measure, and nothing overflows.
                total = min(total + size[child], maximumObjects + 1)
                bytes = min(bytes + expanded[child], maximumExpandedBytes + 1)
                deepest = max(deepest, height[child] + 1)
            }
            size[object] = total
            expanded[object] = bytes
            height[object] = deepest
        }
        do throws(Stop) {
            try measure(top, depth: 0)
        } catch {
            switch error {
            case .malformed: return malformed
            case .tooDeep: return "it nests more than \(maximumDepth) deep, or an array or dictionary contains itself"
            }
        }
        if size[top] > maximumObjects {
            return
                "its arrays and dictionaries refer to one another so often that it expands to over \(maximumObjects) objects (a simulator profile has a few dozen)"
        }
        if expanded[top] > maximumExpandedBytes {
            return "its references to the same strings or data expand it to over \(maximumExpandedBytes >> 20) MiB (a simulator profile is a few KiB)"
        }
        return nil
    }
}
