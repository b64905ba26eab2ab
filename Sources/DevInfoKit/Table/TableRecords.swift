// The row types the generated table is made of. Every field is a plain value (integers, Doubles,
// StaticStrings, optionals and tuples of them), so the optimizer lays the whole table out at compile
// time: no run-time initialisation and no allocation when a row is read. `Benchmarks/run` checks this in
// the optimized SIL.

/// Whether Display Zoom exists, as recorded in Data/screens/*.tsv.
enum ZoomSupportRecord: UInt8, Sendable {
    case supported, unsupported, unknown
}

/// One device family: its names and its rows in `DeviceTable.devices`.
struct FamilyRecord: Sendable {
    /// The raw name, e.g. `AppleTV`.
    var name: StaticString
    /// The usual name, e.g. `Apple TV`.
    var displayName: StaticString
    /// The OS whose majors number the family's safe-area entries, e.g. `tvOS`.
    var operatingSystem: StaticString
    /// Whether the family's displays are landscape in their natural orientation (Mac).
    var landscapeNative: Bool
    /// Rows `firstRow ..< endRow` of `DeviceTable.devices`.
    var firstRow: UInt16
    var endRow: UInt16
}

/// One row of Data/screens/*.tsv: a display class. Sizes are in the natural orientation.
struct ScreenRecord: Sendable {
    var id: StaticString
    var family: UInt8
    var panel: (UInt16, UInt16)?
    var points: (UInt16, UInt16)?
    var scale: UInt8?
    var nativeScale: Double?
    var displayZoom: ZoomSupportRecord
    /// Set only when `displayZoom` is `.supported`.
    var zoomedPoints: (UInt16, UInt16)?
    var zoomedNativeScale: Double?
    var diagonalInches: Double?
    var pixelsPerInch: UInt16?
    /// Empty when not confirmed.
    var cutout: StaticString
    /// Empty when not confirmed.
    var homeControl: StaticString
    var roundedCorners: Bool?
    var cornerRadius: Double?
    /// x, y, width, height in points.
    var cutoutFrame: (Double, Double, Double, Double)?
    var caseMillimeters: UInt8?
    /// Entries `safeAreaStart ..< safeAreaStart + safeAreaCount` of `DeviceTable.safeAreas`, oldest first.
    var safeAreaStart: UInt16
    var safeAreaCount: UInt8
}

/// One row of Data/safe-areas/*.tsv.
struct SafeAreaRecord: Sendable {
    var from: UInt8
    var until: UInt8
    /// top, left, bottom, right.
    var portrait: (Double, Double, Double, Double)?
    var landscape: (Double, Double, Double, Double)?
}

/// One built-in display of a device: a screen class and its role.
struct DisplayRecord: Sendable {
    var screen: UInt8
    var role: StaticString
}

/// One row of Data/devices/*.tsv.
struct DeviceRecord: Sendable {
    var identifier: StaticString
    /// Index into `DeviceTable.families`.
    var family: UInt8
    var major: UInt8
    var minor: UInt8
    var name: StaticString
    /// Empty when the row needs no variant to tell it apart.
    var variant: StaticString
    var year: UInt16?
    /// Entries `displayStart ..< displayStart + displayCount` of `DeviceTable.displays`, main display first.
    var displayStart: UInt16
    var displayCount: UInt8
    /// `false` when Data/ does not confirm the device's displays (then `displayCount` is 0).
    var displaysKnown: Bool
}

/// The generated table's namespace. Its contents live in `DeviceTable+Generated.swift`.
enum DeviceTable {}

extension DeviceTable {
    /// The row index of `major`,`minor` for the identifier prefix whose majors are `majors`, or `nil`. The
    /// index is dense: with `m = majors.lowerBound + major`, `majorStart[m] ..< majorStart[m + 1]` is the
    /// range of `slots` holding minors 1, 2, …; a slot holds row + 1, or 0 for a gap.
    @inline(__always)
    static func row(majors: Range<Int>, major: Int, minor: Int) -> Int? {
        guard major < majors.count, minor >= 1 else { return nil }
        let m = majors.lowerBound + major
        let slot = Int(majorStart[m]) + minor - 1
        guard slot < Int(majorStart[m + 1]) else { return nil }
        let value = Int(slots[slot])
        return value == 0 ? nil : value - 1
    }

    /// The family of an identifier prefix (`MacBookPro` → Mac), or `nil`.
    static func familyIndex(prefix: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = prefix.baseAddress else { return nil }
        return familyIndex(prefix: base, count: prefix.count)
    }
}
