import DevInfoFormats
import DevInfoKit
import Foundation
import Testing

/// Every public entry of DevInfoKit that takes a number, driven with the integers that break arithmetic
/// (`Int.max`, `Int.min`, 0, negatives, the edges of the OS numbering) and floating-point extremes: an
/// answer or `nil`/`false`/a thrown error, never a trap (a trap ends this test process: the test fails by
/// crashing). Issue 34: `runs(OSVersion(Int.max))` and `svg(osVersion: Int.max)` died of an overflow. The
/// drawings (DevInfoFormats' `svg`, the package's own API since 2.0.0) are driven the same way.
@Suite struct LibraryNumberFuzzTests {
    /// The integers: extremes, the values next to them, and the edges of the OS numbering (a release key
    /// is major × 100, or 1000 + minor for the Mac's 10.x).
    static let extremes: [Int] = [
        Int.max, Int.max - 1, Int.max / 100, Int.max / 100 + 1, Int.min, Int.min + 1, Int.min / 100, -1, 0, 1,
        9, 10, 11, 15, 16, 17, 99, 100, 101, 199, 200, 999, 1000, 1015, 1100, 1 << 32
    ]
    static let doubles: [Double] = [
        .infinity, -.infinity, .nan, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
        .leastNonzeroMagnitude, 0, -0.0, 1e18, 9.3e18, -9.3e18, 0.5
    ]

    /// Extremes and random integers, so a run also tries numbers nobody listed.
    static func integers(_ test: UInt64, count: Int) -> [Int] {
        var dice = Fuzz.dice(test)
        return extremes + (0..<count).map { _ in Int(truncatingIfNeeded: dice.next()) >> Int(dice.next() % 64) }
    }

    /// One device of each family with a known life, and one still supported (those take other branches).
    static let sample: [Device] = {
        var seen = Set<DeviceFamily>()
        return Device.all.filter { seen.insert($0.family).inserted } + Device.all.filter { $0.isStillSupported == true }.prefix(3)
    }()

    @Test func osVersionsOfAnyNumbersCompareHashPrintAndRoundTrip() throws {
        let numbers = Self.integers(1, count: Fuzz.cases(ci: 40))
        for major in numbers {
            for minor in Self.extremes {
                let version = OSVersion(major, minor, 0 &- minor)
                #expect(version == version && !(version < version))
                _ = version.hashValue
                let text = version.description
                if let parsed = OSVersion(text) { #expect(parsed == version) }
                let data = try JSONEncoder().encode(version)
                // A version the grammar refuses (a part over 3 digits, a negative) does not decode: an error, no trap.
                _ = try? JSONDecoder().decode(OSVersion.self, from: data)
            }
        }
    }

    @Test func everyDeviceAnswersRunsForAnyVersionWithoutTrapping() {
        let numbers = Self.integers(2, count: Fuzz.cases(ci: 20))
        for device in Device.all {
            for major in numbers {
                for minor in [0, -1, 15, 99, 100, 200, Int.max, Int.min] {
                    let answer = device.runs(OSVersion(major, minor))
                    // A number outside the grammar's majors is never a release.
                    if !(1...99).contains(major) || minor < 0 { #expect(answer == false, "\(device) runs \(major).\(minor): \(String(describing: answer))") }
                }
            }
        }
        for family in DeviceFamily.all {
            for major in numbers {
                _ = family.operatingSystemName(for: OSVersion(major, major))
            }
        }
    }

    @Test func theMacsTenPointHundredIsNoRelease() throws {
        let mac = try #require(Device.all.first { $0.family == .mac && $0.runs(OSVersion(11)) == true })
        #expect(mac.runs(OSVersion(10, 100)) == false, "10.100 read as macOS 11")
        #expect(mac.runs(OSVersion(10, 200)) == false, "10.200 read as macOS 12")
        #expect(DeviceFamily.mac.operatingSystemName(for: OSVersion(10, 100)) == DeviceFamily.mac.operatingSystemName)
    }

    @Test func safeAreasStatusBarsAndDrawingsForAnyVersion() {
        let numbers = Self.integers(3, count: Fuzz.cases(ci: 10))
        for device in Self.sample {
            for display in device.displays {
                for version in numbers {
                    if let safeArea = display.safeArea(forOSVersion: version) { _ = safeArea.description }
                    if let bar = display.statusBar(forOSVersion: version) { _ = bar.description }
                }
            }
            for version in Self.extremes {
                for mode in [DisplayMode.standard, .zoomed] {
                    if let svg = try? device.svg(mode: mode, osVersion: version) { #expect(svg.hasPrefix("<svg") || svg.hasPrefix("<?xml")) }
                    for display in device.displays { _ = try? display.svg(mode: mode, osVersion: version, title: "t") }
                }
            }
        }
    }

    @Test func sizesMetricsRangesAndQueriesOfAnyNumbers() throws {
        let numbers = Self.integers(4, count: Fuzz.cases(ci: 10))
        for a in numbers {
            for b in Self.extremes {
                let points = PointSize(width: a, height: b)
                let pixels = PixelSize(width: b, height: a)
                _ = (points.rotated, points.description, pixels.rotated, pixels.description)
                for scale in Self.extremes { _ = points.pixels(atScale: scale) }
                let metrics = DisplayMetrics(mode: .standard, points: points, scale: b, nativeScale: Double(a))
                _ = (metrics.renderPixels, metrics.description, try? JSONEncoder().encode(metrics))
                let range = min(a, b)...max(a, b)
                _ = SafeArea(portrait: SafeAreaInsets(top: Double(a), left: 0, bottom: 0, right: 0), landscape: nil, osVersions: range).description
                _ = StatusBar(portrait: Double(b), landscape: nil, osVersions: range).description
            }
            for query in [
                DisplayQuery.renderPixels(PixelSize(width: a, height: a)), .panelPixels(PixelSize(width: a, height: 1)),
                .points(PointSize(width: a, height: a), scale: a)
            ] {
                _ = Device.matching(query).description
            }
            _ = Device.suggestions(for: "iPhone11,8", limit: a)
        }
        for x in Self.doubles {
            for y in Self.doubles {
                _ = (PointSize(exactlyWidth: x, height: y), PixelSize(exactlyWidth: x, height: y))
                _ = SafeAreaInsets(top: x, left: y, bottom: x, right: y).description
                _ = PointRect(x: x, y: y, width: x, height: y).description
                _ = DisplayMetrics(mode: .zoomed, points: PointSize(width: 375, height: 812), scale: 3, nativeScale: x).description
            }
        }
    }
}
