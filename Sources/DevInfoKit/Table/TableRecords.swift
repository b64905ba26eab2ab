// The row types of the generated table (DeviceTable+Generated.swift, which also declares the display-class
// record from the generator's display fields). Every field is a plain value (integers, Doubles,
// StaticStrings, enum cases, optionals and tuples of them), so the optimizer lays the whole table out at
// compile time: no run-time initialisation and no allocation when a row is read. `Benchmarks/run` checks
// this in the optimized SIL.
import DevInfoVocabulary

/// The generated table's namespace. Its contents live in `DeviceTable+Generated.swift`.
enum DeviceTable {}

extension DeviceTable {
    /// An OS version as a device shipped with it: its parts as written (`8.0` has 2, `10.14.4` 3).
    struct OSVersionRecord: Sendable {
        var major: UInt8
        var minor: UInt8
        var patch: UInt8
        var parts: UInt8
        init(_ major: UInt8, _ minor: UInt8, _ patch: UInt8, parts: UInt8) {
            self.major = major
            self.minor = minor
            self.patch = patch
            self.parts = parts
        }
    }

    /// The last OS release a device can install.
    enum LastOSRecord: Sendable {
        /// Not confirmed.
        case unknown
        /// The newest release (the family's last in `osReleases`) supports it.
        case current
        /// This release: a major (`12`), or the Mac's `10` and a minor (`10.15`).
        case release(UInt8, UInt8)
    }

    /// One row of Data/os-releases.tsv.
    struct OSReleaseRecord: Sendable {
        var family: Family
        var major: UInt8
        /// The Mac's 10.x minor; 0 for the others.
        var minor: UInt8
        var name: StaticString
        var year: UInt16
    }

    /// What a device row says of its built-in displays.
    enum DisplaysRecord: Sendable {
        /// Not confirmed.
        case unknown
        /// No built-in display (Mac mini, Apple TV).
        case noDisplay
        /// One display.
        case main(Screen)
        /// A foldable's outer (cover) and inner display.
        case foldable(outer: Screen, inner: Screen)
    }

    /// One row of Data/safe-areas/*.tsv.
    struct SafeAreaRecord: Sendable {
        var screen: Screen
        var from: UInt8
        var until: UInt8
        /// top, left, bottom, right.
        var portrait: (Double, Double, Double, Double)?
        var landscape: (Double, Double, Double, Double)?
        /// The status bar's height in portrait and in landscape.
        var statusBar: (Double?, Double?)
    }
}

extension DeviceTable {
    /// Where a prefix's rows sit in `slots`: its start, its first major, how many majors, how many minors
    /// each (the stride), and the prefix's length in bytes. Packed in one word, which the generated dispatch
    /// returns as an immediate: five `Int`s came from a constant pool, a page fault on a process's first lookup.
    /// The fields fit by the generator's validation: start < 16 384 slots (16 bits), majors 0–255 (8 bits for
    /// the first, 16 for the count), a stride of at most 256 minors (16 bits), a prefix of under 256 bytes.
    struct SlotLayout {
        let bits: UInt64

        @inline(__always)
        init(start: Int, firstMajor: Int, majors: Int, stride: Int, prefixLength: Int) {
            bits = UInt64(start) | UInt64(firstMajor) << 16 | UInt64(majors) << 24 | UInt64(stride) << 40 | UInt64(prefixLength) << 56
        }

        var start: Int { Int(truncatingIfNeeded: bits & 0xFFFF) }
        var firstMajor: Int { Int(truncatingIfNeeded: (bits >> 16) & 0xFF) }
        var majors: Int { Int(truncatingIfNeeded: (bits >> 24) & 0xFFFF) }
        var stride: Int { Int(truncatingIfNeeded: (bits >> 40) & 0xFFFF) }
        var prefixLength: Int { Int(truncatingIfNeeded: bits >> 56) }
    }

    /// The row of the identifier `p[0..<n]`, or `nil` when the table does not list it: the generated prefix
    /// dispatch, then the two numbers read with the one identifier grammar, then one read of `slots`. No
    /// allocation, no hashing, no string comparison.
    @inline(__always)
    static func row(identifier p: UnsafePointer<UInt8>, count n: Int) -> Row? {
        guard let layout = prefix(identifier: p, count: n) else { return nil }
        var i = layout.prefixLength
        guard let major = IdentifierGrammar.number(p, n, &i), i < n, p[i] == UInt8(ascii: ",") else { return nil }
        i += 1
        guard let minor = IdentifierGrammar.number(p, n, &i), i == n else { return nil }
        let m = major &- layout.firstMajor
        guard m >= 0, m < layout.majors, minor >= 1, minor <= layout.stride else { return nil }
        return slots[layout.start &+ m &* layout.stride &+ minor &- 1]
    }

    /// The family of an identifier prefix (`MacBookPro` → Mac), or `nil`.
    static func family(prefix: UnsafeBufferPointer<UInt8>) -> Family? {
        guard let base = prefix.baseAddress else { return nil }
        return family(prefix: base, count: prefix.count)
    }

    /// The rows of `family`: from its first row to the next family's.
    static func rows(of family: Family) -> Range<Int> {
        guard let first = familyFirstRows[Int(family.rawValue)] else { return 0..<0 }
        let end = familyFirstRows[(Int(family.rawValue) + 1)...].lazy.compactMap { $0 }.first.map { Int($0.rawValue) } ?? devices.count
        return Int(first.rawValue)..<end
    }

    /// The entries of `screen` in `safeAreas` (which is sorted by screen): found by binary search.
    static func safeAreaEntries(of screen: Screen) -> Range<Int> {
        func firstIndex(notBefore raw: UInt8) -> Int {
            var low = 0
            var high = safeAreas.count
            while low < high {
                let middle = (low + high) / 2
                if safeAreas[middle].screen.rawValue < raw { low = middle + 1 } else { high = middle }
            }
            return low
        }
        let start = firstIndex(notBefore: screen.rawValue)
        var end = start
        while end < safeAreas.count && safeAreas[end].screen == screen { end += 1 }
        return start..<end
    }
}
