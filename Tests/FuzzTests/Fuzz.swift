import Foundation
import TestSupport

/// The fuzz tests' dice and budget (TestSupport's ``Budget``). Every run with the same seed draws the same
/// inputs, so a failure reproduces; `FUZZ_SEED=N` draws others and `FUZZ_SCALE=K` runs K times as many cases
/// as the default, a tenth of `.ci/run`'s (README, "Testing").
enum Fuzz {
    static let seed = Budget.seed

    /// The cases of a test that `.ci/run` runs `ci` of (``Budget/rounds(ci:)``).
    static func cases(ci: Int) -> Int { Budget.rounds(ci: ci) }

    /// A generator for one test: the run's seed mixed with the test's own number.
    static func dice(_ test: UInt64) -> SplitMix64 { SplitMix64(seed: seed &* 0x9E37_79B9_7F4A_7C15 ^ test) }

    /// Strings that have broken parsers and terminals elsewhere.
    static let hostile: [String] = [
        "", " ", "\t", "\r", "\n", "\0", "\u{1B}[2J", "\u{7}", "\u{202E}", "\u{2028}", "\u{FEFF}", "\u{85}", "\\", "\"", "'",
        "=HYPERLINK(\"http://x\",\"y\")", "+cmd|' /C calc'!A0", "-2+3", "@SUM(1,2)", "%n%s%x", "${jndi:ldap://x}",
        "iPhone11,8", "iPhone99,1", "iPhone0,0", "iPhone11,08", "iPhone018,1", "iPhone255,255", "iPhone256,1",
        "iPhone99999999999999999999,1", "Mac17,14", "Watch7,9", "VirtualMac2,1", "iphone11,8", "iPhone11,8\0",
        "😀", "é", "\u{FFFD}", String(repeating: "A", count: 5000), String(repeating: "iPhone11,8", count: 200),
        "-1", "0", "1e308", "inf", "nan", "NaN", "-0", "18446744073709551616", "99999x99999", "375x812@3", "0x0",
        "1x1@0", "375x812@", "x", "@", "--", "-", "--json", "--os"
    ]

    static func pick<T>(_ values: [T], _ dice: inout SplitMix64) -> T { values[Int(dice.next() % UInt64(values.count))] }

    /// A hostile string, random bytes made into text, or a mix of the two.
    static func text(_ dice: inout SplitMix64, maxBytes: Int = 64) -> String {
        switch dice.next() % 4 {
        case 0, 1: return pick(hostile, &dice)
        case 2:
            let count = Int(dice.next() % UInt64(maxBytes + 1))
            return String(decoding: (0..<count).map { _ in UInt8(truncatingIfNeeded: dice.next()) }, as: UTF8.self)
        default: return pick(hostile, &dice) + pick(hostile, &dice)
        }
    }
}

/// SplitMix64 (Steele, Lea and Flood, 2014): small, fast and fully determined by its seed.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The bytes a terminal would act on: C0 controls other than newline and tab, DEL, and the C1 and
/// bidirectional controls in UTF-8.
func rawControls(in text: String) -> [Unicode.Scalar] {
    text.unicodeScalars.filter { scalar in
        switch scalar.value {
        case 0x0A, 0x09: false
        case 0..<0x20, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: true
        default: false
        }
    }
}
