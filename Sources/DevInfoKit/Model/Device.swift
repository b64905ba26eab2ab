import DevInfoVocabulary

/// A device devinfo knows: one row of the table, i.e. one hardware identifier.
///
/// Create one with ``init(identifier:)-(String)`` (`nil` for identifiers not in the table), ``lookup(_:)-(String)``
/// (which also describes what an unknown identifier is) or ``current``. A `Device` is a small index into a
/// table laid out at compile time: copying, comparing and hashing it never allocates.
///
/// Facts that the sources devinfo cites do not confirm are `nil`, never `false` or "none".
///
/// **Where its API is.** This file holds every property and method of `Device` but these, each in the file
/// of its job: ``matching(_:)`` (ReverseLookup/ReverseLookup.swift), ``suggestions(for:limit:)``
/// (Lookup/Suggestions.swift) and `Codable` (Coding/DeviceCoding.swift). Drawings, the text report and the
/// export formats are the command line's and the website's (the DevInfoFormats target), not the library's.
public struct Device: Hashable, Sendable, Identifiable, Comparable, CustomStringConvertible,
    CustomDebugStringConvertible
{
    let index: UInt16

    init(index: UInt16) { self.index = index }

    @inline(__always) var record: DeviceTable.DeviceRecord { DeviceTable.devices[Int(index)] }

    /// The device for `identifier` (e.g. read from `sysctl`, a log or a server), or `nil` when the table
    /// does not list it. Exact and case-sensitive, as the system reports identifiers; never traps.
    public init?(identifier: String) {
        guard let index = Device.rowIndex(of: identifier) else { return nil }
        self.index = UInt16(index)
    }

    /// The device for `identifier`, or `nil` when the table does not list it. Exact and case-sensitive.
    /// Use ``lookup(_:)-(DeviceIdentifier)`` to learn the family and numbers of an identifier the table does not know.
    public init?(identifier: DeviceIdentifier) {
        self.init(identifier: identifier.rawValue)
    }

    /// Looks `identifier` up: ``DeviceLookup/known(_:)`` with the device, or ``DeviceLookup/unknown(_:)``
    /// with what the identifier itself tells. Exact and case-sensitive; never traps.
    public static func lookup(_ identifier: String) -> DeviceLookup {
        if let index = rowIndex(of: identifier) { return .known(Device(index: UInt16(index))) }
        return .unknown(UnknownDevice(identifier: DeviceIdentifier(identifier)))
    }

    /// Looks `identifier` up: ``DeviceLookup/known(_:)`` or ``DeviceLookup/unknown(_:)``.
    public static func lookup(_ identifier: DeviceIdentifier) -> DeviceLookup {
        lookup(identifier.rawValue)
    }

    /// The device whose identifier is the UTF-8 `bytes`, or `nil`. For the CLI's bulk mode: nothing is
    /// allocated or copied.
    package init?(identifierBytes bytes: UnsafeBufferPointer<UInt8>) {
        guard let index = Device.rowIndex(bytes: bytes) else { return nil }
        self.index = UInt16(index)
    }

    /// This device's position in ``all`` (0 ..< `Device.all.count`): a dense key for the CLI's caches.
    package var tableIndex: Int { Int(index) }

    /// The device this code runs on, or `nil` when it cannot be told or the table does not list it: a
    /// Simulator with no `SIMULATOR_MODEL_IDENTIFIER`, Linux, a model newer than this table. An iOS app
    /// running on a Mac ("Designed for iPad") gets the Mac. ``CurrentDevice/detect()`` says why.
    public static var current: Device? { CurrentDevice.detect().device }

    /// The hardware identifier (``identifier``), which is unique in the table.
    public var id: DeviceIdentifier { identifier }

    /// The hardware identifier, e.g. `iPhone11,8`, `MacBookPro18,3`.
    public var identifier: DeviceIdentifier { DeviceIdentifier(record.identifier.description) }

    /// The marketing name, e.g. `iPhone XR`, `MacBook Pro (14-inch, 2021)`, `Apple Watch Series 10 (46mm)`.
    public var name: String { record.name.description }

    /// What tells this row apart from others with the same name (`Wi-Fi`, `Wi-Fi + Cellular`, `GSM`,
    /// `M1 Max`), or `nil` when nothing needs telling apart.
    public var variant: String? {
        let v = record.variant
        return v.utf8CodeUnitCount == 0 ? nil : v.description
    }

    /// `name (variant)` when there is a variant, else ``name``: `iPhone 7 (GSM)`, `iPhone XR`.
    public var fullName: String {
        if let variant { return "\(name) (\(variant))" }
        return name
    }

    /// The identifier and full name: `iPhone11,8 (iPhone XR)`.
    public var description: String { "\(identifier) (\(fullName))" }

    /// `Device(iPhone11,8: iPhone XR, iPhone, 2018)`.
    public var debugDescription: String {
        "Device(\(identifier): \(fullName), \(family.rawValue), \(releaseYear))"
    }

    /// The product line: iPhone, iPad, iPod touch, Mac, Apple Watch, Apple TV, Apple Vision or HomePod.
    public var family: DeviceFamily { DeviceFamily(record.family) }

    /// The identifier's major (generation) number: 11 for `iPhone11,8`.
    public var major: Int { Int(record.major) }

    /// The identifier's minor number: 8 for `iPhone11,8`.
    public var minor: Int { Int(record.minor) }

    /// The year the identifier first went on sale (every device in the table has one).
    public var releaseYear: Int { Int(record.releaseYear) }

    /// Every built-in display, the main one first (an iPhone Duo: outer, then inner). Empty when the
    /// device has none (Mac mini, Apple TV, HomePod) or when its displays are not confirmed; see
    /// ``hasBuiltInDisplay``.
    public var displays: [Display] { (0..<displayCount).map(display(at:)) }

    /// `true` when the device has at least one built-in display, `false` when it has none (Mac mini, Mac
    /// Studio, Mac Pro, Apple TV, HomePod), `nil` when its displays are not confirmed (Apple Vision Pro).
    public var hasBuiltInDisplay: Bool? {
        switch record.displays {
        case .unknown: nil
        case .noDisplay: false
        case .main, .foldable: true
        }
    }

    /// The main built-in display (the first of ``displays``: a foldable's outer display), or `nil` when
    /// there is none or it is not confirmed.
    public var mainDisplay: Display? {
        switch record.displays {
        case .unknown, .noDisplay: nil
        case .main(let screen): Display(screen: screen, role: .main, life: life)
        case .foldable(let outer, _): Display(screen: outer, role: .outer, life: life)
        }
    }

    /// The number of built-in displays (0 when none or not confirmed): with ``display(at:)``, a way to walk
    /// ``displays`` without building an array.
    package var displayCount: Int {
        switch record.displays {
        case .unknown, .noDisplay: 0
        case .main: 1
        case .foldable: 2
        }
    }

    /// The built-in display at `position` (0 ..< ``displayCount``), main first.
    package func display(at position: Int) -> Display {
        switch (record.displays, position) {
        case (.main(let screen), 0): Display(screen: screen, role: .main, life: life)
        case (.foldable(let outer, _), 0): Display(screen: outer, role: .outer, life: life)
        case (.foldable(_, let inner), 1): Display(screen: inner, role: .inner, life: life)
        default: preconditionFailure("display position \(position) out of range 0..<\(displayCount)")
        }
    }

    /// The main display's cutout; ``Cutout/noCutout`` for a device without a display; `nil` when not
    /// confirmed.
    public var cutout: Cutout? {
        guard let hasDisplay = hasBuiltInDisplay else { return nil }
        return hasDisplay ? mainDisplay?.cutout : .noCutout
    }

    /// Whether any built-in display has a notch (iPhone X … 14, 16e, 17e; notched MacBooks). `false` for
    /// a Dynamic Island, no cutout, or no display; `nil` when not confirmed.
    public var hasNotch: Bool? { anyDisplay { $0.cutout.map { $0 == .notch } } }

    /// Whether the system shows a Dynamic Island on any built-in display (iPhone 14 Pro and later, except
    /// the 16e and 17e; both displays of the iPhone Duo, whose outer one has a round camera hole); `nil`
    /// when not confirmed.
    public var hasDynamicIsland: Bool? { anyDisplay { $0.hasDynamicIsland } }

    /// Whether any built-in display is cut for the front sensors at all (a notch or a Dynamic Island);
    /// `nil` when not confirmed.
    public var hasSensorHousing: Bool? { anyDisplay { $0.cutout.map { $0 != .noCutout } } }

    /// The main display's home control; ``HomeControl/neither`` for a device without a display; `nil`
    /// when not confirmed.
    public var homeControl: HomeControl? {
        guard let hasDisplay = hasBuiltInDisplay else { return nil }
        return hasDisplay ? mainDisplay?.homeControl : .neither
    }

    /// Whether the device shows the home indicator (and has no home button); `nil` when not confirmed.
    public var hasHomeIndicator: Bool? { homeControl.map { $0 == .indicator } }

    /// Whether the device has a home button; `nil` when not confirmed.
    public var hasHomeButton: Bool? { homeControl.map { $0 == .button } }

    /// `true` when `test` is true for some display, `false` when it is false for all (or there are
    /// none), `nil` when the displays or a deciding fact are not confirmed.
    private func anyDisplay(_ test: (Display) -> Bool?) -> Bool? {
        guard hasBuiltInDisplay != nil else { return nil }
        var unknown = false
        for display in displays {
            switch test(display) {
            case true?: return true
            case nil: unknown = true
            case false?: break
            }
        }
        return unknown ? nil : false
    }

    /// Every device in the table, by family (iPhone, iPad, iPod touch, Mac, Apple Watch, Apple TV, Apple
    /// Vision, HomePod) and then numerically by identifier: the order of ``<(_:_:)``.
    public static var all: DeviceList { DeviceList(rows: 0..<DeviceTable.devices.count) }

    /// The devices of one family, numerically by identifier; empty for a family the table does not cover.
    public static func all(in family: DeviceFamily) -> DeviceList {
        guard let covered = family.covered else { return DeviceList(rows: 0..<0) }
        return DeviceList(rows: DeviceTable.rows(of: covered))
    }

    /// Table order: by family (iPhone, iPad, iPod touch, Mac, Watch, Apple TV, Vision, HomePod), then
    /// numerically by identifier prefix, major and minor (`iPhone9,1` < `iPhone10,1`).
    public static func < (lhs: Device, rhs: Device) -> Bool { lhs.index < rhs.index }
}

// MARK: Its chip and the OS versions it runs

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
    /// last, or for a number that was never a release or cannot be one (a major outside 1…99 such as
    /// `Int.max`, 0 or a negative, the Mac's `10.100`); `nil` when its OS range is not confirmed, or for a
    /// release newer than this table knows on a device that is still supported.
    ///
    /// ```swift
    /// let runIOS26 = Device.all(in: .iPhone).filter { $0.runs(26) == true }
    /// ```
    public func runs(_ version: OSVersion) -> Bool? {
        let family = record.family
        guard let key = version.releaseKey(in: family) else { return false }
        if let first = life.first, key < first { return false }
        if record.lastOSVersion.isCurrent, let newest = DeviceTable.newestRelease(of: family), key > newest { return nil }
        if let last = life.last, key > last { return false }
        guard DeviceTable.release(of: family, key: key) != nil else { return false }
        return life.isKnown ? true : nil
    }
}

extension Device: CustomReflectable {
    /// What `dump` and debuggers show: the identifier, name, variant and family (not the table position).
    public var customMirror: Mirror {
        Mirror(
            self, children: ["identifier": identifier, "name": name, "variant": variant as Any, "family": family],
            displayStyle: .struct)
    }
}
