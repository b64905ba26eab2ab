// The row types the generated table is made of. Every field is a plain value (integers, Doubles,
// StaticStrings, UInt8-sized enums), so the optimizer lays the whole table out at compile time: no
// run-time initialisation and no allocation when a row is read.

/// Whether Display Zoom exists, as recorded in Data/screens/*.tsv.
enum ZoomSupportRecord: UInt8, Sendable {
    case supported, unsupported, unknown
}

/// One row of Data/screens/*.tsv.
struct ScreenRecord: Sendable {
    var id: StaticString
    var panelWidth: UInt16
    var panelHeight: UInt16
    var pointsWidth: UInt16
    var pointsHeight: UInt16
    var scale: UInt8
    var nativeScale: Double
    var displayZoom: ZoomSupportRecord
    /// Zero when `displayZoom` is not `.supported`.
    var zoomedPointsWidth: UInt16
    var zoomedPointsHeight: UInt16
    var zoomedNativeScale: Double
    var diagonalInches: Double?
    var pixelsPerInch: UInt16?
    var cutout: Cutout
    var homeControl: HomeControl
    var roundedCorners: Bool?
    /// top, left, bottom, right in portrait, then in landscape; `nil` when not confirmed.
    var insets: (Double, Double, Double, Double, Double, Double, Double, Double)?
    /// Zero when `insets` is `nil`.
    var insetsIOS: UInt8
}

/// One row of Data/devices/*.tsv.
struct DeviceRecord: Sendable {
    var identifier: StaticString
    var family: DeviceFamily
    var major: UInt8
    var minor: UInt8
    var name: StaticString
    /// Empty when the row needs no variant to tell it apart.
    var variant: StaticString
    var year: UInt16
    /// Index into `DeviceTable.screens`.
    var screen: UInt8
}

/// The generated table's namespace. Its contents live in `DeviceTable+Generated.swift`.
enum DeviceTable {}

extension DeviceTable {
    /// The row index of `major`,`minor` in the family whose majors are `majors` (e.g. `iPhoneMajors`), or
    /// `nil`. The index is dense: with `m = majors.lowerBound + major`, `majorStart[m] ..< majorStart[m + 1]`
    /// is the range of `slots` holding minors 1, 2, …; a slot holds row + 1, or 0 for a gap.
    @inline(__always)
    static func row(majors: Range<Int>, major: Int, minor: Int) -> Int? {
        guard major < majors.count, minor >= 1 else { return nil }
        let m = majors.lowerBound + major
        let slot = Int(majorStart[m]) + minor - 1
        guard slot < Int(majorStart[m + 1]) else { return nil }
        let value = Int(slots[slot])
        return value == 0 ? nil : value - 1
    }
}
