import Foundation
import Testing
@testable import DevInfoGenerator
import DevInfoVocabulary

/// The freshness check against upstream folders built by each test: what Data/exclusions.tsv leaves out,
/// product lines devinfo does not cover, release years, and upstream data that tries to break the report
/// (forged lines, FIFOs, huge files, impossible scales).
@Suite struct FreshnessUpstreamTests {
    /// A scratch AppleDB `deviceFiles/` folder holding `files` (path → contents); removed by `body`'s end.
    static func withAppleDB<T>(_ files: [String: String], _ body: (String) throws -> T) throws -> T {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("freshness-upstream-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        for (path, text) in files {
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return try body(root)
    }

    static func device(_ identifier: String, _ name: String, released: String = "2024-09-20") -> String {
        #"{ "name": "\#(name)", "identifier": "\#(identifier)", "released": "\#(released)" }"#
    }

    static let phone = ["iPhone/iPhone17,1.json": device("iPhone17,1", "iPhone 16 Pro")]
    static let data = [FreshnessEntry(identifier: "iPhone17,1", name: "iPhone 16 Pro", year: 2024)]

    static func run(_ folder: String, data: [FreshnessEntry] = data, exclusions: Exclusions = Exclusions(), _ more: [String] = []) -> FreshnessCommand.Outcome {
        FreshnessCommand.run(["--freshness", "--appledb", folder] + more,
                             loadData: { _ in FreshnessData(entries: data, exclusions: exclusions) }, today: "2026-11-24")
    }

    static func exclusions(_ text: String, devices: [DeviceRow] = []) -> (Exclusions, [DataError]) {
        Exclusions.parse(SourceFile(path: "Data/exclusions.tsv", text: "kind\tvalue\treason\n" + text), devices: devices)
    }

    // MARK: Exclusions

    @Test func productLinesDevinfoDoesNotCoverAreMissingUntilExcluded() throws {
        let files = Self.phone.merging(["AirPods/AirPods2,2.json": Self.device("AirPods2,2", "AirPods (2nd generation)")]) { a, _ in a }
        try Self.withAppleDB(files) { folder in
            let reported = Self.run(folder)
            #expect(reported.code == 1)
            #expect(reported.output.hasPrefix("""
                Not covered by devinfo and not in Data/exclusions.tsv (1):
                  AirPods2,2  "AirPods (2nd generation)"  seen in AppleDB AirPods/AirPods2,2.json
                freshness: 1 missing,
                """))
            let (exclusions, errors) = Self.exclusions("prefix\tAirPods\tearbuds, no display\n")
            #expect(errors.isEmpty)
            let quiet = Self.run(folder, exclusions: exclusions)
            #expect(quiet.code == 0)
            #expect(quiet.output == "freshness: 0 missing (1 left out by Data/exclusions.tsv), 0 name conflicts, 0 screen-size conflicts (Data/ 1 identifier; AppleDB 2 files, 1 identifier)\n")
        }
    }

    @Test func aSingleIdentifierOfACoveredFamilyCanBeLeftOut() throws {
        let files = Self.phone.merging(["Apple Watch/T1.json": Self.device("Watch2,5", "T1 chip")]) { a, _ in a }
        try Self.withAppleDB(files) { folder in
            #expect(Self.run(folder).output.contains("  Watch2,5  \"T1 chip\"  seen in AppleDB Apple Watch/T1.json"))
            let (byIdentifier, _) = Self.exclusions("identifier\tWatch2,5\tthe T1 chip's second identifier\n")
            #expect(Self.run(folder, exclusions: byIdentifier).code == 0)
            let (byFile, _) = Self.exclusions("file\tApple Watch/T1.json\tthe T1 chip, not a watch\n")
            let outcome = Self.run(folder, exclusions: byFile)
            #expect(outcome.code == 0)
            #expect(outcome.output.contains("AppleDB 2 files, 1 identifier (skipped 1 excluded file)"))
        }
    }

    @Test func anExclusionNeverHidesADeviceDataHas() throws {
        try Self.withAppleDB(Self.phone) { folder in
            // Even a prefix entry for a covered identifier's letters cannot be written (see below); an
            // identifier entry for a known device is refused by the generator, and the report compares it anyway.
            let exclusions = Exclusions([Exclusions.Entry(kind: .identifier, value: "iPhone17,1", reason: "x", line: 2)])
            let outcome = Self.run(folder, data: [FreshnessEntry(identifier: "iPhone17,1", name: "iPhone 17", year: 2024)], exclusions: exclusions)
            #expect(outcome.output.contains("Name conflicts (1):"))
        }
    }

    @Test(arguments: [
        ("prefix\tiPhone\tno\n", "iPhone is a prefix of the iPhone family, which devinfo covers: leave single identifiers out with kind identifier"),
        ("prefix\tVirtualMac\tno\n", "VirtualMac is a prefix of the Mac family, which devinfo covers: leave single identifiers out with kind identifier"),
        ("prefix\tAir Pods\tno\n", "prefix \"Air Pods\" must be letters only (e.g. AirPods)"),
        ("identifier\tAirPods2,2\tno\n", "AirPods2,2 is not of a family devinfo covers: leave its prefix AirPods out with kind prefix"),
        ("identifier\tWatch02,5\tno\n", "\"Watch02,5\" is not of the form <Family><major>,<minor>"),
        ("identifier\tiPhone17,1\tno\n", "iPhone17,1 is left out here but is a device in Data/devices/iPhone.tsv:2"),
        ("file\t../etc/passwd.json\tno\n", "file \"../etc/passwd.json\" must be a .json path below AppleDB's deviceFiles/ (e.g. iBridge/iBridge1,1.json)"),
        ("file\tiBridge/iBridge1,1.plist\tno\n", "file \"iBridge/iBridge1,1.plist\" must be a .json path below AppleDB's deviceFiles/ (e.g. iBridge/iBridge1,1.json)"),
        ("model\tAirPods\tno\n", "kind must be one of prefix, identifier, file, not \"model\""),
        ("prefix\tAirPods\t\n", "AirPods: give the reason it is left out"),
        ("prefix\tAirPods\ta\nprefix\tAirPods\tb\n", "AirPods is listed twice (first at line 2)"),
    ])
    func badExclusionsAreRefusedWithTheirLine(text: String, reason: String) throws {
        let row = DeviceRow(file: "Data/devices/iPhone.tsv", line: 2, identifier: "iPhone17,1", family: .iPhone, prefix: "iPhone",
                            major: 17, minor: 1, name: "iPhone 16 Pro", variant: "", displays: .unknown, values: [.releaseYear: .integers([2024])])
        let (_, errors) = Self.exclusions(text, devices: [row])
        #expect(errors.map(\.reason) == [reason])
        #expect(errors.first?.file == "Data/exclusions.tsv")
    }

    @Test func theCheckedInListIsValidAndLeavesOutNoKnownDevice() throws {
        let data = try DataDirectory.load(packageRoot + "/Data")
        #expect(!data.exclusions.entries.isEmpty)
        let known = Set(data.devices.map(\.identifier))
        for entry in data.exclusions.entries where entry.kind == .identifier {
            #expect(!known.contains(entry.value), "\(entry.value)")
        }
        // The T1 chip's file, which lists Watch2,5, is one of them.
        #expect(data.exclusions.reason(forFile: "iBridge/iBridge1,1.json") != nil)
    }

    // MARK: Release years

    @Test func releaseYearsAreComparedWithTheFirstUpstreamRelease() throws {
        let files = [
            "iPhone/iPhone17,1.json": Self.device("iPhone17,1", "iPhone 16 Pro"),
            "Macbook Pro/MacBookPro15,3-2018.json": Self.device("MacBookPro15,3", "MacBook Pro (15-inch, 2018)", released: "2018-11-14"),
            "Macbook Pro/MacBookPro15,3-2019.json": Self.device("MacBookPro15,3", "MacBook Pro (15-inch, 2019)", released: "2019-05-21"),
        ]
        try Self.withAppleDB(files) { folder in
            let data = Self.data + [FreshnessEntry(identifier: "MacBookPro15,3", name: "MacBook Pro (15-inch, 2019)", year: 2019)]
            let outcome = Self.run(folder, data: data)
            #expect(outcome.output.hasPrefix("""
                Release-year conflicts (1):
                  MacBookPro15,3  Data 2019  AppleDB 2018 (Macbook Pro/MacBookPro15,3-2018.json)
                freshness: 0 missing, 0 name conflicts, 1 release-year conflict,
                """))
            #expect(outcome.code == 0)
            #expect(Self.run(folder, data: data, ["--strict"]).code == 1)
            // A year Data/ does not know is not a conflict.
            let unknownYear = Self.data + [FreshnessEntry(identifier: "MacBookPro15,3", name: "MacBook Pro (15-inch, 2019)")]
            #expect(!Self.run(folder, data: unknownYear).output.contains("Release-year"))
        }
    }

    // MARK: Hostile upstream data

    @Test func upstreamTextCannotForgeReportLinesOrWriteToTheTerminal() throws {
        let forged = "iPhone 99\\n  iPhone1,1  \\\"fake\\\"\\u001b[2J\\u202e"
        let files = Self.phone.merging(["iPhone/iPhone99,1.json": Self.device("iPhone99,1", forged)]) { a, _ in a }
        try Self.withAppleDB(files) { folder in
            let outcome = Self.run(folder)
            let lines = outcome.output.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.count == 4)  // heading, one missing line, summary, ""
            #expect(lines[1] == #"  iPhone99,1  "iPhone 99\x0A  iPhone1,1  "fake"\x1B[2J\xE2\x80\xAE"  seen in AppleDB iPhone/iPhone99,1.json"#)
            #expect(!outcome.output.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x202E })
        }
    }

    @Test func aFileNameWithANewlineIsEscapedInErrors() throws {
        try Self.withAppleDB(Self.phone.merging(["iPhone/bad\nname.json": "{"]) { a, _ in a }) { folder in
            let outcome = Self.run(folder)
            #expect(outcome.code == 65)
            #expect(outcome.errors.hasPrefix("\(folder)/iPhone/bad\\x0Aname.json: not valid JSON"))
        }
    }

    @Test func aFileNameThatIsNotUTF8IsReportedAsSuch() throws {
        try Self.withAppleDB(Self.phone) { folder in
            var name = Array((folder + "/iPhone/bad").utf8)
            name += [0xFF] + Array("name.json".utf8) + [0]
            let descriptor = name.withUnsafeBufferPointer { open(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), O_CREAT | O_WRONLY, 0o644) }
            #expect(descriptor >= 0)
            close(descriptor)
            let outcome = Self.run(folder)
            #expect(outcome.code == 65)
            #expect(outcome.errors.contains("name.json: has a file name that is not valid UTF-8 (bad bytes shown as \u{FFFD}); not read\n"))
        }
    }

    @Test func aFIFOIsRefusedNotWaitedOn() throws {
        try Self.withAppleDB(Self.phone) { folder in
            #expect(mkfifo(folder + "/iPhone/iPhone18,1.json", 0o600) == 0)
            let outcome = Self.run(folder)
            #expect(outcome.code == 65)
            #expect(outcome.errors.hasPrefix("\(folder)/iPhone/iPhone18,1.json: is a FIFO or other special file, not a file; not read\n"))
        }
    }

    @Test func aFolderNamedLikeAFileIsRefused() throws {
        try Self.withAppleDB(Self.phone.merging(["iPhone/iPhone18,1.json/inner.txt": ""]) { a, _ in a }) { folder in
            let outcome = Self.run(folder)
            #expect(outcome.code == 65)
            #expect(outcome.errors.hasPrefix("\(folder)/iPhone/iPhone18,1.json: is a folder, not a file; not read\n"))
        }
    }

    @Test func aFileOverTheLimitIsRefusedUnread() throws {
        let huge = #"{ "name": ""# + String(repeating: "x", count: AppleDBReader.maximumFileSize) + #"" }"#
        try Self.withAppleDB(Self.phone.merging(["iPhone/iPhone18,1.json": huge]) { a, _ in a }) { folder in
            let outcome = Self.run(folder)
            #expect(outcome.code == 65)
            #expect(outcome.errors.hasPrefix("\(folder)/iPhone/iPhone18,1.json: is 1024 KiB, over the 1024 KiB limit for an upstream file; not read\n"))
        }
    }

    @Test func deeplyNestedJSONIsAnErrorNotACrash() throws {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        try Self.withAppleDB(Self.phone.merging(["iPhone/iPhone18,1.json": deep]) { a, _ in a }) { folder in
            let outcome = Self.run(folder)
            #expect(outcome.code == 65)
            #expect(outcome.errors.contains("iPhone18,1.json: "))
        }
    }

    @Test(arguments: ["inf", "nan", "-3", "1e308", "0"])
    func anImpossibleSimulatorScaleIsRefused(scale: String) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("freshness-sim-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let resources = root + "/iPhone 16 Pro.simdevicetype/Contents/Resources"
        try FileManager.default.createDirectory(atPath: resources, withIntermediateDirectories: true)
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>modelIdentifier</key><string>iPhone17,1</string>
            <key>mainScreenWidth</key><integer>1206</integer>
            <key>mainScreenHeight</key><integer>2622</integer>
            <key>mainScreenScale</key><real>\(scale)</real>
            </dict></plist>
            """
        try Data(plist.utf8).write(to: URL(fileURLWithPath: resources + "/profile.plist"))
        let outcome = FreshnessCommand.run(["--freshness", "--simulators", root],
                                           loadData: { _ in FreshnessData(entries: Self.data) }, today: "2026-11-24")
        #expect(outcome.code == 65)
        #expect(outcome.errors.contains("is not a possible scale (0.5 to 4)") || outcome.errors.contains("not a number"))
    }
}
