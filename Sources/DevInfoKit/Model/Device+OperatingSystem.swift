import DevInfoVocabulary

// A device's life: the chip, and the OS versions it runs. Safe areas and status bars reached through a
// device (`device.mainDisplay?.safeArea(forOSVersion:)`) hold only within this life.

extension Device {
    /// The system on a chip: `A12 Bionic`, `M1 Pro`, `S9`; an Intel Mac's processor family (`Intel Core 2
    /// Duo`) where every configuration of the model shares it. `nil` when not confirmed, or when it varies
    /// by configuration.
    public var chip: String? {
        let chip = record.chip
        return chip.utf8CodeUnitCount == 0 ? nil : chip.description
    }

    /// The version of its family's OS the device shipped with, as precise as the sources state it: `8.0`
    /// (iPhone 6), `10.14.4`, `18.3` (iPhone 16e); `nil` when not confirmed. Numbered as the family's OS is
    /// (``DeviceFamily/operatingSystemName(for:)``).
    public var firstOSVersion: OSVersion? { record.firstOSVersion.map(OSVersion.init(record:)) }

    /// The last major release the device can install (`12` for the iPhone 6, `10.15` for a 2012 MacBook
    /// Pro); `nil` while the newest release supports it (``isStillSupported``) or when not confirmed.
    public var lastOSVersion: OSVersion? {
        guard case .release(let major, let minor) = record.lastOSVersion else { return nil }
        return OSVersion(Int(major), Int(minor))
    }

    /// `true` when the newest release devinfo's table knows (``DeviceFamily/newestOSVersion``: iOS 27,
    /// macOS 27, …) supports the device, `false` when it stopped at ``lastOSVersion``, `nil` when not
    /// confirmed.
    public var isStillSupported: Bool? {
        switch record.lastOSVersion {
        case .unknown: nil
        case .current: true
        case .release: false
        }
    }

    /// Whether the device runs `version` of its family's OS (`17` and `17.4` both mean the release 17;
    /// the Mac's 10.x releases are 10.4 … 10.15): `false` before the version it shipped with, after its
    /// last, or for a number that was never a release; `nil` when its OS range is not confirmed, or for a
    /// release newer than this table knows on a device that is still supported.
    ///
    /// ```swift
    /// let runIOS26 = Device.all(in: .iPhone).filter { $0.runs(26) == true }
    /// ```
    public func runs(_ version: OSVersion) -> Bool? {
        let family = record.family
        let key = version.releaseKey(in: family)
        if let first = life.first, key < first { return false }
        if record.lastOSVersion.isCurrent, let newest = DeviceTable.newestRelease(of: family), key > newest { return nil }
        if let last = life.last, key > last { return false }
        guard DeviceTable.release(of: family, key: key) != nil else { return false }
        return life.isKnown ? true : nil
    }

    /// The releases the device runs, as release keys (`OSVersionGrammar.releaseKey`).
    var life: OSLife {
        let family = record.family
        let first = record.firstOSVersion.map { OSVersionGrammar.releaseKey(major: Int($0.major), minor: Int($0.minor), isMac: family == .mac) }
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

    /// Whether OS major `major` (of a family's numbering, not the Mac's 10.x) may be within this life (an
    /// end not confirmed bounds nothing).
    func contains(major: Int) -> Bool { clip(major...major) != nil }

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
        osReleases.last { $0.family == family }.map(key(of:))
    }

    /// The release `key` of `family`'s OS, or `nil` when there was none.
    static func release(of family: Family, key: Int) -> OSReleaseRecord? {
        osReleases.first { $0.family == family && DeviceTable.key(of: $0) == key }
    }

    /// A release's key.
    static func key(of release: OSReleaseRecord) -> Int {
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
        return DeviceTable.release(of: family, key: version.releaseKey(in: family))?.name.description ?? family.operatingSystem
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
        let first = operatingSystemName(for: OSVersion(range.lowerBound)), last = operatingSystemName(for: OSVersion(range.upperBound))
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
