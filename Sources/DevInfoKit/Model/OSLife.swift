import DevInfoVocabulary

// A device's life as the table stores it: the OS releases it runs (`OSLife`), which bounds the safe areas and
// status bars reached through it, and the OS names and releases of each family. The public API of a device's
// life (chip, firstOSVersion, lastOSVersion, isStillSupported, runs(_:)) is in Model/Device.swift.

extension Device {
    /// The releases the device runs, as release keys (`OSVersionGrammar.releaseKey`).
    var life: OSLife {
        let family = record.family
        let first = record.firstOSVersion.flatMap { OSVersionGrammar.releaseKey(major: Int($0.major), minor: Int($0.minor), isMac: family == .mac) }
        let last: Int?
        switch record.lastOSVersion {
        case .unknown: last = nil
        case .current: last = DeviceTable.newestRelease(of: family)
        case .release(let major, let minor): last = OSVersionGrammar.releaseKey(major: Int(major), minor: Int(minor), isMac: family == .mac)
        }
        return OSLife(first: first, last: last)
    }

    /// `iOS 8.0–12`, `iOS 18.3–27 (still supported)`, `iPhone OS 3.2 – iOS 5`: the range as the text report
    /// and messages write it (the name once when both ends share it); `nil` when neither end is confirmed.
    package var osRangeText: String? {
        let family = self.family
        guard firstOSVersion != nil || isStillSupported != nil else { return nil }
        let firstName = firstOSVersion.map { family.operatingSystemName(for: $0) }
        let first = firstOSVersion.map { "\(firstName!) \($0)" } ?? "\(family.operatingSystemName) ?"
        func joined(_ last: OSVersion) -> String {
            let lastName = family.operatingSystemName(for: last)
            return lastName == firstName ? "\(first)–\(last)" : "\(first) – \(lastName) \(last)"
        }
        switch record.lastOSVersion {
        case .unknown: return first + "–? (last not confirmed)"
        case .current: return (family.newestOSVersion.map(joined) ?? first) + " (still supported)"
        case .release: return lastOSVersion.map(joined) ?? first
        }
    }
}

/// The OS releases a device runs, as release keys; an end is `nil` when not confirmed.
struct OSLife: Hashable, Sendable {
    var first: Int?
    var last: Int?

    /// A life that does not bound anything: a display class reached without a device.
    static let unbounded = OSLife(first: nil, last: nil)

    /// Whether both ends are confirmed.
    var isKnown: Bool { first != nil && last != nil }

    /// Whether the release `key` (``OSVersionGrammar/releaseKey(major:minor:isMac:)``: a Mac's 10.x releases
    /// each their own) may be within this life (an end not confirmed bounds nothing): macOS 10.15 is within the
    /// life of a Mac that shipped with 10.13, which ``clip(_:)``, in majors, rounds up to macOS 11.
    func contains(key: Int) -> Bool { (first.map { key >= $0 } ?? true) && (last.map { key <= $0 } ?? true) }

    /// The majors of `range` (of a family's numbering, not the Mac's 10.x) that fall within this life, or
    /// `nil` when none do.
    func clip(_ range: ClosedRange<Int>) -> ClosedRange<Int>? {
        let lower = max(range.lowerBound, first.map { ($0 + 99) / 100 } ?? range.lowerBound)
        let upper = min(range.upperBound, last.map { $0 / 100 } ?? range.upperBound)
        return lower <= upper ? lower...upper : nil
    }
}

extension DeviceTable.LastOSRecord {
    var isCurrent: Bool {
        if case .current = self { return true }
        return false
    }
}

extension DeviceTable {
    /// The newest release of `family`'s OS, as a release key.
    static func newestRelease(of family: Family) -> Int? {
        osReleases.last { $0.family == family }.flatMap(key(of:))
    }

    /// The release `key` of `family`'s OS, or `nil` when there was none.
    static func release(of family: Family, key: Int) -> OSReleaseRecord? {
        osReleases.first { $0.family == family && DeviceTable.key(of: $0) == key }
    }

    /// A release's key (`nil` only for a release the generator would have refused).
    static func key(of release: OSReleaseRecord) -> Int? {
        OSVersionGrammar.releaseKey(major: Int(release.major), minor: Int(release.minor), isMac: release.family == .mac)
    }
}

extension DeviceFamily {
    /// What the family's OS was called at `version`: `iPhone OS` (before 4), `iOS`, `iPadOS` (an iPad, from
    /// 13), `Mac OS X` (to 10.7), `OS X` (10.8 to 10.11), `macOS`, `watchOS`, `Apple TV Software` (an Apple
    /// TV before tvOS 9), `tvOS`, `visionOS`, `HomePod Software`. For a version that was never a release,
    /// or a family this version does not know, the family's current name (``operatingSystemName``).
    public func operatingSystemName(for version: OSVersion) -> String {
        guard let family = covered else { return operatingSystemName }
        return version.releaseKey(in: family).flatMap { DeviceTable.release(of: family, key: $0) }?.name.description ?? family.operatingSystem
    }

    /// The newest release of the family's OS that devinfo's table knows (27 for iOS in November 2026), the
    /// one ``Device/isStillSupported`` refers to; `nil` for a family the table does not cover.
    public var newestOSVersion: OSVersion? {
        guard let family = covered, let newest = DeviceTable.osReleases.last(where: { $0.family == family }) else { return nil }
        return OSVersion(Int(newest.major), Int(newest.minor))
    }

    /// `iOS 14–18`, `iPadOS 26`, `iOS 12 – iPadOS 17`, `iPhone OS 1–3`: OS majors `range` as the family's
    /// OS was called at each end (the text report, drawings and the website write ranges this way).
    package func osRangeText(_ range: ClosedRange<Int>) -> String {
        let first = operatingSystemName(for: OSVersion(range.lowerBound))
        let last = operatingSystemName(for: OSVersion(range.upperBound))
        if range.lowerBound == range.upperBound { return "\(first) \(range.lowerBound)" }
        return first == last ? "\(first) \(range.lowerBound)–\(range.upperBound)" : "\(first) \(range.lowerBound) – \(last) \(range.upperBound)"
    }

    /// Every release of the family's OS that devinfo's table knows, oldest first (the numbering jumps from
    /// 18 to 26); empty for a family the table does not cover.
    public var osVersions: [OSVersion] {
        guard let family = covered else { return [] }
        return DeviceTable.osReleases.filter { $0.family == family }.map { OSVersion(Int($0.major), Int($0.minor)) }
    }
}
