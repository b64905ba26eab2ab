/// The one grammar of an OS version as devinfo reads it everywhere (`Data/`, `--os`, the library):
/// `major[.minor[.patch]]`, each part 1 to 3 digits without leading zeros (`0` alone is fine), major
/// 1...99. `17`, `17.4`, `10.14.4`.
package enum OSVersionGrammar {
    /// The parts of `text`, or `nil` when it is not a version. `minor` and `patch` are `nil` when absent.
    package static func parse(_ text: Substring) -> (major: Int, minor: Int?, patch: Int?)? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count) else { return nil }
        var numbers: [Int] = []
        for part in parts {
            guard (1...3).contains(part.utf8.count), part.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }),
                part.utf8.count == 1 || part.utf8.first != 48, let value = Int(part)
            else { return nil }
            numbers.append(value)
        }
        guard (1...99).contains(numbers[0]) else { return nil }
        return (numbers[0], numbers.count > 1 ? numbers[1] : nil, numbers.count > 2 ? numbers[2] : nil)
    }

    /// ``parse(_:)-(Substring)`` of a whole string.
    package static func parse(_ text: String) -> (major: Int, minor: Int?, patch: Int?)? { parse(text[...]) }

    /// The majors the grammar reads (`1...99`).
    package static let majors = 1...99

    /// The minors of the Mac's 10.x numbering that can name a release (10.0 … 10.15 were; 10.16 is what
    /// macOS 11 tells older software). A larger minor is no release: `10.100` would otherwise read as
    /// macOS 11's key (1100).
    package static let macTenMinors = 0...99

    /// The release a version belongs to, as a number that orders releases: `major × 100`, or for the
    /// Mac's 10.x releases (10.4 … 10.15, each a release of its own) `1000 + minor`. `12.5.7` → 1200,
    /// `10.15.7` → 1015, `11.0` → 1100. `nil` for a number that cannot be a release, whatever its size
    /// (a major outside ``majors``, a negative minor, a Mac 10.x minor outside ``macTenMinors``): never a
    /// trap, never another release's key.
    package static func releaseKey(major: Int, minor: Int?, isMac: Bool) -> Int? {
        guard majors.contains(major), (minor ?? 0) >= 0 else { return nil }
        if isMac && major == 10 {
            let minor = minor ?? 0
            return macTenMinors.contains(minor) ? 1000 + minor : nil
        }
        return major * 100
    }

    /// A release key as people write the release: `12`, `10.15`.
    package static func releaseText(_ key: Int) -> String {
        key > 1000 && key < 1100 ? "10.\(key - 1000)" : String(key / 100)
    }
}
