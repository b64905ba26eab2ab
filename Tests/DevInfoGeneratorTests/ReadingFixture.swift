import DevInfoReading
import Foundation
import TestSupport

@testable import DevInfoGenerator

/// A small Data/ folder on disk for the reading ingest (issue 33), written from ``Fixture``'s rows: the iPhone X
/// (iPhone10,3, iOS 11.0–16) with its display class and a safe-area row for iOS 13–16, every other family's
/// devices table empty, a source registry of three origins and the evidence of every cell. Each test gets its own
/// copy, so `--write` never touches the real Data/.
enum ReadingFixture {
    static let sources = """
        key\torigin\tkind\ttitle\tlocator\tread
        appledb\tappledb\tthird-party-table\tAppleDB device files\tgithub:emiyl/appledb/deviceFiles@c6ddf0706e66e4aeb1aba446a2333dee50800f6f\t2026-11
        xcode-list\txcode\tthird-party-table\tXcode's names\thttps://github.com/kyle-seongwoo-jun/apple-device-identifiers/blob/b7b3acf2d1c1/ios-device-identifiers.json\t2026-11
        site-readings\tsite\tthird-party-measurement\tA site's simulator readings\thttps://example.org/safe-areas/iphone-x\t2026-11

        """

    /// The safe-area rows: iOS 13–16, both orientations and both status bars.
    static let safeAreaRow = Fixture.safeArea(from: "13", until: "16", statusBar: ["44", "0"])

    /// Writes the folder; `wanted` are lines of Data/evidence/wanted.tsv. Returns its path.
    static func folder(wanted: [String] = [], safeAreaEvidence: [String] = [], singleAllowed: [String] = []) throws -> String {
        let root = try Scratch.folder("readings-data")
        func write(_ relative: String, _ text: String) throws {
            let path = root + "/" + relative
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        let confirmed = "appledb xcode-list\tconfirmed"
        try write("screens/iPhone.tsv", Fixture.table(Fixture.screenHeader, [Fixture.screen(["sizeClasses": "rule"])]))
        try write("devices/iPhone.tsv", Fixture.table(Fixture.deviceHeader, [Fixture.device("iPhone10,3", ["firstOSVersion": "11.0", "lastOSVersion": "16"])]))
        for family in ["iPad", "iPod", "Mac", "Watch", "AppleTV", "Vision", "HomePod"] {
            try write("devices/\(family).tsv", Fixture.table(Fixture.deviceHeader, []))
        }
        try write("safe-areas/iPhone.tsv", Fixture.table(Fixture.safeAreaHeader, [safeAreaRow]))
        try write("os-releases.tsv", Fixture.table(osReleaseColumns.joined(separator: "\t"), Fixture.releases))
        try write("sources.tsv", sources)
        try write("rules.tsv", "key\tkind\tstatement\tsources\n")
        let header = "id\tfact\tevidence\tstatus"
        try write("evidence/screens-iPhone.tsv", Fixture.table(header, ["iphone-x\t*\t\(confirmed)"]))
        try write("evidence/devices-iPhone.tsv", Fixture.table(header, ["iPhone10,3\t*\t\(confirmed)"]))
        try write("evidence/safe-areas-iPhone.tsv", Fixture.table(header, ["iphone-x@13\t*\t\(confirmed)"] + safeAreaEvidence))
        try write("evidence/os-releases.tsv", Fixture.table(header, ["*\tname\t\(confirmed)", "*\treleased\t\(confirmed)"]))
        try write("evidence/single-allowed.tsv", Fixture.table("table\tid\tfact", singleAllowed))
        if !wanted.isEmpty { try write("evidence/wanted.tsv", Fixture.table(WantedCells.columns.joined(separator: "\t"), wanted)) }
        return root
    }

    /// A reading of the iPhone X as the fixture holds it (iOS 16.4, portrait, Xcode 14.3); override by mutating.
    static func reading(osVersion: String = "16.4", orientation: String = "portrait") -> Reading {
        let portrait = orientation == "portrait"
        return Reading(
            identifier: "iPhone10,3", os: "iOS", osVersion: osVersion, osBuild: "20E247", orientation: orientation,
            bounds: portrait ? .init(width: 375, height: 812) : .init(width: 812, height: 375), nativeBounds: .init(width: 1125, height: 2436),
            scale: 3, nativeScale: 3,
            safeAreaInsets: portrait ? .init(top: 44, left: 0, bottom: 34, right: 0) : .init(top: 0, left: 44, bottom: 21, right: 44),
            statusBarHeight: portrait ? 44 : 0, sizeClasses: portrait ? ("compact", "regular") : ("compact", "compact"),
            provenance: .init(
                kind: "simulator-reading", xcodeVersion: "14.3", xcodeBuild: "14E222b",
                runtime: "com.apple.CoreSimulator.SimRuntime.iOS-16-4", deviceType: "com.apple.CoreSimulator.SimDeviceType.iPhone-X",
                date: "2026-11-28"))
    }

    /// A readings folder holding `files` (relative path → text).
    static func readings(_ files: [String: String]) throws -> String {
        let root = try Scratch.folder("readings")
        for (relative, text) in files {
            let path = root + "/" + relative
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        return root
    }

    /// ``snapshot(_:)`` of a fresh ``folder(wanted:safeAreaEvidence:singleAllowed:)``, which is removed again.
    static func freshSnapshot() throws -> [String: Data] {
        let root = try folder()
        defer { Scratch.remove(root) }
        return snapshot(root)
    }

    /// Every file under `root` with its contents: compared before and after a run that must write nothing.
    static func snapshot(_ root: String) -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let relative = enumerator?.nextObject() as? String {
            if let data = FileManager.default.contents(atPath: root + "/" + relative) { files[relative] = data }
        }
        return files
    }
}
