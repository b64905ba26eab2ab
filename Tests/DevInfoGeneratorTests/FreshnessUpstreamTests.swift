import DevInfoVocabulary
import Foundation
import TestSupport
import Testing

@testable import DevInfoGenerator

/// The freshness check against upstream folders built by each test: what Data/exclusions.tsv leaves out,
/// product lines devinfo does not cover, release years, and upstream data that tries to break the report
/// (forged lines, FIFOs, huge files, impossible scales).
@Suite struct FreshnessUpstreamTests {
    /// A scratch AppleDB `deviceFiles/` folder holding `files` (path → contents); removed by `body`'s end.
    static func withAppleDB<T>(_ files: [String: String], _ body: (String) throws -> T) throws -> T {
        let root = Scratch.path("freshness-upstream")
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
        FreshnessCommand.run(
            ["--freshness", "--appledb", folder] + more,
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
            #expect(
                reported.output.hasPrefix(
                    """
                    Not covered by devinfo and not in Data/exclusions.tsv (1):
                      AirPods2,2  "AirPods (2nd generation)"  seen in AppleDB AirPods/AirPods2,2.json
                    freshness: 1 missing,
                    """))
            let (exclusions, errors) = Self.exclusions("prefix\tAirPods\tearbuds, no display\n")
            #expect(errors.isEmpty)
            let quiet = Self.run(folder, exclusions: exclusions)
            #expect(quiet.code == 0)
            #expect(
                quiet.output
                    == "freshness: 0 missing (1 left out by Data/exclusions.tsv), 0 name conflicts, 0 screen-size conflicts (Data/ 1 identifier; AppleDB 2 files, 1 identifier)\n"
            )
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
        (
            "file\tiBridge/iBridge1,1.plist\tno\n",
            "file \"iBridge/iBridge1,1.plist\" must be a .json path below AppleDB's deviceFiles/ (e.g. iBridge/iBridge1,1.json)"
        ),
        ("model\tAirPods\tno\n", "kind must be one of prefix, identifier, file, not \"model\""),
        ("prefix\tAirPods\t\n", "AirPods: give the reason it is left out"),
        ("prefix\tAirPods\ta\nprefix\tAirPods\tb\n", "AirPods is listed twice (first at line 2)")
    ])
    func badExclusionsAreRefusedWithTheirLine(text: String, reason: String) throws {
        let row = DeviceRow(
            file: "Data/devices/iPhone.tsv", line: 2, identifier: "iPhone17,1", family: .iPhone, prefix: "iPhone",
            major: 17, minor: 1, name: "iPhone 16 Pro", variant: "", displays: .unknown, values: [.releaseYear: .integers([2024])])
        let (_, errors) = Self.exclusions(text, devices: [row])
        #expect(errors.map(\.reason) == [reason])
        #expect(errors.first?.file == "Data/exclusions.tsv")
    }

    @Test func theCheckedInListIsValidAndLeavesOutNoKnownDevice() throws {
        let data = try PackageData.get()
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
            "Macbook Pro/MacBookPro15,3-2019.json": Self.device("MacBookPro15,3", "MacBook Pro (15-inch, 2019)", released: "2019-05-21")
        ]
        try Self.withAppleDB(files) { folder in
            let data = Self.data + [FreshnessEntry(identifier: "MacBookPro15,3", name: "MacBook Pro (15-inch, 2019)", year: 2019)]
            let outcome = Self.run(folder, data: data)
            #expect(
                outcome.output.hasPrefix(
                    """
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
            let descriptor = name.withUnsafeBufferPointer {
                open(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), O_CREAT | O_WRONLY, 0o644)
            }
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
        let root = Scratch.path("freshness-sim")
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
        let outcome = FreshnessCommand.run(
            ["--freshness", "--simulators", root],
            loadData: { _ in FreshnessData(entries: Self.data) }, today: "2026-11-24")
        #expect(outcome.code == 65)
        #expect(outcome.errors.contains("is not a possible scale (0.5 to 4)") || outcome.errors.contains("not a number"))
    }
}

/// Upstream files that would take unbounded memory: a binary simulator profile whose arrays refer to one
/// another (a few hundred bytes that Foundation would expand to billions of objects), a cycle, a deep
/// chain, and folders whose files together are more than a check reads.
@Suite struct FreshnessMemoryBoundTests {
    /// One object of a hand-written binary property list.
    enum Object {
        case string(String)
        case integer(UInt8)
        /// References to other objects, by number.
        case array([Int])
        case dictionary([(key: Int, value: Int)])
    }

    /// `bplist00` bytes of `objects` (object 0 is the top), with 1-byte references and 2-byte offsets.
    static func binaryPlist(_ objects: [Object]) -> Data {
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        func count(_ marker: UInt8, _ n: Int) {
            if n < 15 {
                bytes.append(marker | UInt8(n))
            } else if n < 256 {
                bytes += [marker | 0x0F, 0x10, UInt8(n)]
            } else {
                bytes += [marker | 0x0F, 0x11, UInt8(n >> 8), UInt8(n & 0xFF)]
            }
        }
        for object in objects {
            offsets.append(bytes.count)
            switch object {
            case .string(let text):
                count(0x50, text.utf8.count)
                bytes += Array(text.utf8)
            case .integer(let value): bytes += [0x10, value]
            case .array(let references):
                count(0xA0, references.count)
                bytes += references.map { UInt8($0) }
            case .dictionary(let pairs):
                count(0xD0, pairs.count)
                bytes += pairs.map { UInt8($0.key) } + pairs.map { UInt8($0.value) }
            }
        }
        let table = bytes.count
        for offset in offsets { bytes += [UInt8(offset >> 8), UInt8(offset & 0xFF)] }
        func big(_ value: Int) -> [UInt8] { (0..<8).reversed().map { UInt8((value >> ($0 * 8)) & 0xFF) } }
        bytes += [0, 0, 0, 0, 0, 0, 2, 1] + big(objects.count) + big(0) + big(table)
        return Data(bytes)
    }

    /// A profile for iPhone11,8 (objects 0 to 4); given `extra` objects, the key `extra` (object 5) holds the
    /// first of them (object 6).
    static func profile(extra: [Object]) -> Data {
        let top: Object = extra.isEmpty ? .dictionary([(1, 2), (3, 4)]) : .dictionary([(1, 2), (3, 4), (5, 6)])
        var objects: [Object] = [top, .string("modelIdentifier"), .string("iPhone11,8"), .string("mainScreenScale"), .integer(2)]
        if !extra.isEmpty { objects += [.string("extra")] + extra }
        return binaryPlist(objects)
    }

    /// Arrays ten wide, nine deep, each referring to the one below: 10⁹ strings once expanded.
    static let laughs: [Object] = (0..<9).map { level in .array(Array(repeating: 7 + level, count: 10)) } + [.string("lol")]

    static func simulators(_ profiles: [String: Data]) throws -> String {
        let root = Scratch.path("freshness-bounds")
        for (name, data) in profiles {
            let folder = root + "/\(name).simdevicetype/Contents/Resources"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try data.write(to: URL(fileURLWithPath: folder + "/profile.plist"))
        }
        return root
    }

    static func check(_ folder: String, readBudget: Int = ReadBudget.defaultTotal) -> FreshnessCommand.Outcome {
        FreshnessCommand.run(
            ["--freshness", "--simulators", folder],
            loadData: { _ in FreshnessData(entries: [FreshnessEntry(identifier: "iPhone11,8", name: "iPhone XR", year: 2018)], exclusions: Exclusions()) },
            today: "2026-11-24", readBudget: readBudget)
    }

    @Test func aHandWrittenProfileWithinTheBoundsIsRead() throws {
        let folder = try Self.simulators(["iPhone XR": Self.profile(extra: [.array([7, 7, 7]), .string("fine")])])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let outcome = Self.check(folder)
        #expect(outcome.code == 0, "\(outcome.errors)")
        #expect(outcome.output.hasPrefix("freshness: 0 missing"))
        #expect(
            PropertyListBounds.problem(
                try Data(contentsOf: URL(fileURLWithPath: FreshnessTests.simulators + "/iPhone 14 Pro.simdevicetype/Contents/Resources/profile.plist"))) == nil)
    }

    /// One string referred to many times: few objects, but every reference a copy of its bytes once expanded
    /// (issue 34: a 1 MB profile with 99,990 references to one 900 KB string made Foundation take 8 GB).
    static func stringBomb(stringBytes: Int, references: Int) -> [Object] {
        [.array(Array(repeating: 7, count: references)), .string(String(repeating: "A", count: stringBytes))]
    }

    /// A few hundred bytes of arrays that expand to 10⁹ strings; 40 KB stored with 200 references to it,
    /// 8 MB once expanded in only 208 objects (far under the object bound): each is refused unexpanded.
    @Test(arguments: [
        (
            "Laughs", Self.laughs, 300,
            "its arrays and dictionaries refer to one another so often that it expands to over 100000 objects (a simulator profile has a few dozen)"
        ),
        (
            "Strings", Self.stringBomb(stringBytes: 40_000, references: 200), 41_000,
            "its references to the same strings or data expand it to over 4 MiB (a simulator profile is a few KiB)"
        )
    ])
    func aProfileThatExpandsPastTheBoundsIsMalformedNotExpanded(name: String, extra: [Object], storedUnder: Int, reason: String) throws {
        let data = Self.profile(extra: extra)
        #expect(data.count < storedUnder)
        let folder = try Self.simulators([name: data])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let outcome = Self.check(folder)
        #expect(outcome.code == 65)
        #expect(
            outcome.errors == """
                \(folder)/\(name).simdevicetype/Contents/Resources/profile.plist: not a usable property list: \(reason)
                devinfo-generate: 1 unusable upstream file(s); nothing compared

                """)
    }

    @Test func theSameStringReferredToAFewTimesIsAnOrdinaryProfile() {
        #expect(PropertyListBounds.problem(Self.profile(extra: Self.stringBomb(stringBytes: 40_000, references: 3))) == nil)
    }

    @Test func aStringLongerThanTheFileIsMalformed() throws {
        var bytes = [UInt8](Self.profile(extra: [.string(String(repeating: "B", count: 300))]))
        // The long string's marker and 0x11 (a 2-byte length follows; the 15-letter keys have 0x5F 0x10).
        let marker = try #require(bytes.indices.first { bytes[$0] == 0x5F && bytes[$0 + 1] == 0x11 })
        bytes[marker + 2] = 0xFF
        #expect(PropertyListBounds.problem(Data(bytes)) == "its binary structure is malformed")
    }

    @Test(arguments: [
        ("itself", [Object.array([6])]),  // object 6 refers to itself
        ("a loop of two", [Object.array([7]), .array([6])]),
        ("a chain 80 deep", (0..<80).map { Object.array([7 + $0]) } + [.string("end")])
    ])
    func aProfileThatNestsTooDeepOrContainsItselfIsMalformed(shape: String, extra: [Object]) throws {
        let folder = try Self.simulators([shape: Self.profile(extra: extra)])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let outcome = Self.check(folder)
        #expect(outcome.code == 65)
        #expect(outcome.errors.contains("profile.plist: not a usable property list: it nests more than 64 deep, or an array or dictionary contains itself\n"))
    }

    @Test func aBinaryProfileWithReferencesOutsideTheFileIsMalformed() throws {
        var bytes = [UInt8](Self.profile(extra: [.array([7]), .string("x")]))
        bytes[bytes.count - 17] = 0xFF  // the trailer's object count: more objects than the offset table holds
        #expect(PropertyListBounds.problem(Data(bytes)) == "its binary structure is malformed")
        var reference = [UInt8](Self.profile(extra: [.array([7]), .string("x")]))
        reference[reference.firstIndex(of: 0xA1)! + 1] = 200  // an array's reference to object 200 of 8
        #expect(PropertyListBounds.problem(Data(reference)) == "its binary structure is malformed")
    }

    static func appleDB(_ files: [String: String]) throws -> String {
        let root = Scratch.path("freshness-json-bounds")
        try FileManager.default.createDirectory(atPath: root + "/iPhone", withIntermediateDirectories: true)
        for (name, json) in files { try json.write(toFile: root + "/iPhone/" + name, atomically: false, encoding: .utf8) }
        return root
    }

    static func checkAppleDB(_ folder: String) -> FreshnessCommand.Outcome {
        FreshnessCommand.run(
            ["--freshness", "--appledb", folder],
            loadData: { _ in FreshnessData(entries: [FreshnessEntry(identifier: "iPhone11,8", name: "iPhone XR", year: 2018)], exclusions: Exclusions()) },
            today: "2026-11-24")
    }

    /// A file Foundation would make a hundred thousand objects of (issue 34: 60 MB of such files took 4.9 GB
    /// and two minutes) is read for its four fields only: what it holds besides is scanned, never built.
    @Test func anAppleDBFileOfManyValuesIsReadForItsFieldsOnly() throws {
        let info = "[" + String(repeating: "{\"a\": [{\"b\": [1, -2.5e3, true, null, \"\\u00e9\\ud83d\\ude00\"]}]},", count: 8_000) + "{}]"
        let json = "{\"info\": \(info), \"name\": \" iPhone XR \", \"identifier\": [\"iPhone11,8\"], \"released\": [\"2018-10-26\"], \"more\": \(info)}"
        #expect(json.utf8.count < AppleDBReader.maximumFileSize)
        let folder = try Self.appleDB(["iPhone11,8.json": json])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let outcome = Self.checkAppleDB(folder)
        #expect(outcome.code == 0, "\(outcome.errors)")
        #expect(outcome.output.hasPrefix("freshness: 0 missing, 0 name conflicts"), "\(outcome.output)")
    }

    @Test(arguments: [
        (
            "a wanted string too long", "{\"name\": \"" + String(repeating: "y", count: 70_000) + "\", \"identifier\": \"iPhone11,8\", \"released\": \"2018\"}",
            "a string of over 64 KiB at byte 65547"
        ),
        (
            "nested too deep", "{\"identifier\": \"iPhone11,8\", \"x\": " + String(repeating: "[", count: 80) + String(repeating: "]", count: 80) + "}",
            "nested more than 64 deep at byte 97"
        ),
        ("cut short", "{\"identifier\": \"iPhone11,8\", \"x\": [1, 2", "expected ']' at byte 39"),
        ("a bad escape", "{\"identifier\": \"iPhone\\x11,8\"}", "an unknown escape in a string at byte 24"),
        ("a raw control", "{\"name\": \"a\u{1}b\"}", "a control character in a string at byte 12"),
        ("text after it", "{} {}", "unexpected text after the top-level object at byte 3"),
        ("not an object", "[1]", "expected a JSON object at the top level at byte 0"),
        ("a leading zero", "{\"x\": 01}", "a number with a leading zero at byte 8")
    ])
    func anAppleDBFileThatIsNotOneBoundedJSONObjectIsMalformed(shape: String, json: String, reason: String) throws {
        let folder = try Self.appleDB(["iPhone11,8.json": json])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let outcome = Self.checkAppleDB(folder)
        #expect(outcome.code == 65, "\(shape): \(outcome.errors)")
        #expect(outcome.errors.hasPrefix("\(folder)/iPhone/iPhone11,8.json: not valid JSON (\(reason))\n"), "\(shape): \(outcome.errors)")
    }

    @Test func allUpstreamFilesTogetherHaveABudgetOfBytes() throws {
        let profile = Self.profile(extra: [])
        let folder = try Self.simulators(Dictionary(uniqueKeysWithValues: (0..<20).map { ("Phone \($0)", profile) }))
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(Self.check(folder, readBudget: 20 * profile.count).code == 0)
        let over = Self.check(folder, readBudget: 10 * profile.count)
        #expect(over.code == 66)
        #expect(over.output.isEmpty)
        #expect(
            over.errors
                == "\(folder): holds over \((10 * profile.count) >> 10) KiB of upstream files, more than any snapshot (AppleDB's deviceFiles/ is about 10 MB); stopped reading\ndevinfo-generate: nothing compared\n"
        )
    }

    @Test func theBudgetIsSharedByAppleDBAndTheSimulators() throws {
        let profile = Self.profile(extra: [])
        let folder = try Self.simulators(["iPhone XR": profile])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let appleDB = FreshnessTests.appleDB
        let appleDBBytes = try FileManager.default.subpathsOfDirectory(atPath: appleDB).filter { $0.hasSuffix(".json") }
            .map { try FileManager.default.attributesOfItem(atPath: appleDB + "/" + $0)[.size] as! Int }.reduce(0, +)
        func check(_ budget: Int) -> FreshnessCommand.Outcome {
            FreshnessCommand.run(
                ["--freshness", "--appledb", appleDB, "--simulators", folder],
                loadData: { _ in FreshnessData(entries: [], exclusions: Exclusions()) }, today: "2026-11-24", readBudget: budget)
        }
        #expect(check(appleDBBytes + profile.count).code == 1)  // everything read: Data/ (empty here) lacks it all
        let over = check(appleDBBytes + profile.count - 1)  // AppleDB fits; the one profile does not
        #expect(over.code == 66)
        #expect(over.errors.hasPrefix("\(folder): holds over "))
        #expect(ReadBudget.defaultTotal == 64 << 20)
    }
}
