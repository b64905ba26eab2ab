import DevInfoKit
import TestSupport
import Testing

/// The identifier index answers exactly the table's identifiers: every one, and nothing else however near
/// (other numbers, leading zeros, extra digits, another prefix's letters, a byte more or less, any case,
/// random bytes). The oracle is a set of `Device.all`'s identifiers.
@Suite struct IdentifierIndexTests {
    static let identifiers = Set(Device.all.map(\.identifier.rawValue))
    static let prefixes = Set(Device.all.compactMap { $0.identifier.components?.prefix })
        .union(["VirtualMac", "iPhon", "iPhones", "Ma", "MacBookPr", "MacBookProo", "Audio", "Reality", "A", "i", ""])

    static func expectExact(_ candidate: String) {
        let found = Device(identifier: candidate)?.identifier.rawValue
        #expect(found == (identifiers.contains(candidate) ? candidate : nil), "\(candidate.debugDescription)")
        let viaBytes = Array(candidate.utf8).withUnsafeBufferPointer { Device(identifierBytes: $0)?.identifier.rawValue }
        #expect(viaBytes == found, "\(candidate.debugDescription) as bytes")
    }

    @Test func everyIdentifierIsFound() {
        for identifier in Self.identifiers { Self.expectExact(identifier) }
    }

    @Test func everyPrefixWithEveryNumberShapeIsExact() {
        let numbers = ["0", "1", "2", "9", "01", "10", "12", "19", "32", "33", "99", "100", "255", "256", "001", "010", "999", "1000"]
        for prefix in Self.prefixes {
            for major in numbers {
                for minor in numbers {
                    Self.expectExact("\(prefix)\(major),\(minor)")
                }
                Self.expectExact("\(prefix)\(major)")
                Self.expectExact("\(prefix)\(major),")
                Self.expectExact("\(prefix),\(major)")
                Self.expectExact("\(prefix)\(major),,1")
                Self.expectExact("\(prefix)\(major).1")
            }
        }
    }

    @Test func nearMissesOfEveryIdentifierAreExact() {
        for identifier in Self.identifiers {
            let bytes = Array(identifier.utf8)
            Self.expectExact(identifier.lowercased())
            Self.expectExact(identifier.uppercased())
            Self.expectExact(" " + identifier)
            Self.expectExact(identifier + " ")
            Self.expectExact(identifier + "0")
            Self.expectExact("0" + identifier)
            for index in bytes.indices {
                var dropped = bytes
                dropped.remove(at: index)
                Self.expectExact(String(decoding: dropped, as: UTF8.self))
                for replacement in [UInt8(ascii: "0"), UInt8(ascii: "1"), UInt8(ascii: ","), UInt8(ascii: "a"), 0, 0xFF] {
                    var changed = bytes
                    changed[index] = replacement
                    Self.expectExact(String(decoding: changed, as: UTF8.self))
                    changed.insert(replacement, at: index)
                    Self.expectExact(String(decoding: changed, as: UTF8.self))
                }
            }
        }
    }

    /// Strings of the identifiers' own letters, digits and commas: 200 000 in `.ci/run`, a tenth by default
    /// (``Budget``; FUZZ_SEED does not change them).
    @Test func randomBytesAreExact() {
        var state: UInt64 = 24
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        let alphabet = Array("iPhoneadMcBkAirPWtlTVRyDvuxs0123456789,".utf8)
        for _ in 0..<Budget.rounds(ci: 200_000) {
            let count = Int(next() % 22)
            let bytes = (0..<count).map { _ in alphabet[Int(next() % UInt64(alphabet.count))] }
            Self.expectExact(String(decoding: bytes, as: UTF8.self))
        }
    }
}
