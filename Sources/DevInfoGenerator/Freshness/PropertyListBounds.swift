import Foundation

/// What a binary property list (`bplist00`) expands to, measured on its bytes before Foundation expands
/// it. A binary plist stores each object once and refers to it by number, so arrays that refer to one
/// another many times over make a 40 KB file expand to billions of objects (gigabytes, then an abort);
/// Foundation copies every reference. A profile past ``maximumObjects`` objects after expansion, or
/// nested deeper than ``maximumDepth`` (a cycle included), is malformed. An XML plist has no references:
/// it expands to about its size, and Foundation limits its nesting.
enum PropertyListBounds {
    /// Objects after expansion (each reference counted as the copy it becomes). A simulator profile has
    /// a few dozen.
    static let maximumObjects = 100_000
    /// Containers within containers. A simulator profile nests three deep.
    static let maximumDepth = 64

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

        /// The references an object holds (none for a leaf), or `nil` when they lie outside the file.
        func children(_ object: Int) -> [Int]? {
            guard let offset = integer(tableStart + object * offsetSize, offsetSize), offset >= 8, offset < tableStart else { return nil }
            let marker = bytes[offset]
            let kind = marker >> 4
            guard kind == 0xA || kind == 0xC || kind == 0xD else { return [] }  // array, set, dictionary
            var count = Int(marker & 0x0F)
            var start = offset + 1
            if count == 0x0F {
                guard start < tableStart, bytes[start] >> 4 == 0x1 else { return nil }
                let size = 1 << Int(bytes[start] & 0x0F)
                guard let long = integer(start + 1, size) else { return nil }
                count = long
                start += 1 + size
            }
            let references = kind == 0xD ? 2 * count : count
            guard count <= bytes.count, start + references * referenceSize <= tableStart else { return nil }
            var result: [Int] = []
            result.reserveCapacity(references)
            for index in 0..<references {
                guard let reference = integer(start + index * referenceSize, referenceSize), reference < objectCount else { return nil }
                result.append(reference)
            }
            return result
        }

        // Each object's expanded size and height, once (a saturating count, so shared references cost
        // nothing to measure); a path deeper than the limit is a cycle or a nesting too deep to accept.
        var size = [Int](repeating: -1, count: objectCount)
        var height = [Int](repeating: 0, count: objectCount)
        enum Stop: Error { case malformed, tooDeep }
        func measure(_ object: Int, depth: Int) throws(Stop) {
            if size[object] >= 0 { return }
            guard depth <= maximumDepth else { throw .tooDeep }
            guard let references = children(object) else { throw .malformed }
            var total = 1, deepest = 0
            for child in references {
                try measure(child, depth: depth + 1)
                total = min(total + size[child], maximumObjects + 1)
                deepest = max(deepest, height[child] + 1)
            }
            size[object] = total
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
            return "its arrays and dictionaries refer to one another so often that it expands to over \(maximumObjects) objects (a simulator profile has a few dozen)"
        }
        return nil
    }
}
