import DevInfoReading
import Foundation
import TestSupport
import Testing

@testable import DevInfoGenerator

/// Malformed and hostile readings (issue 33 §2): each is a clear error naming the file and the member, and with
/// `--write` nothing at all is written.
@Suite struct ReadingRejectionTests {
    /// The errors of ingesting `files` with `--write`; checks that the fixture Data/ is unchanged.
    static func errors(_ files: [String: String], prepare: (String) throws -> Void = { _ in }) throws -> [String] {
        let data = try ReadingFixture.folder()
        defer { Scratch.remove(data) }
        let before = ReadingFixture.snapshot(data)
        let folder = try ReadingFixture.readings(files)
        defer { Scratch.remove(folder) }
        try prepare(folder)
        do {
            _ = try ReadingIngest.run(folder: folder, dataDirectory: data, write: true)
            Issue.record("no error")
            return []
        } catch {
            #expect(ReadingFixture.snapshot(data) == before, "nothing written")
            return error.errors.map { $0.description.replacingOccurrences(of: folder + "/", with: "") }
        }
    }

    /// The good reading's text with `old` replaced by `new` (exactly once).
    static func edited(_ old: String, _ new: String) -> String {
        let text = ReadingFixture.reading().json
        precondition(text.components(separatedBy: old).count == 2, old)
        return text.replacingOccurrences(of: old, with: new)
    }

    @Test(
        arguments: [
            ("\"scale\": 3", "\"scale\": \"3\"", "r.json: field scale: must be a number (found a string)"),
            ("\"scale\": 3", "\"scale\": 2.5", "r.json: field scale: must be a whole number (found 2.5)"),
            ("\"width\": 375", "\"width\": 1e9", "r.json: field bounds.width: 1000000000 is out of bounds (1…10000)"),
            ("\"top\": 44", "\"top\": -44", "r.json: field safeAreaInsets.top: -44 is out of bounds (0…500)"),
            ("\"statusBarHeight\": 44", "\"statusBarHeight\": true", "r.json: field statusBarHeight: must be a number (found a boolean)"),
            ("\"orientation\": \"portrait\"", "\"orientation\": \"upsideDown\"", "r.json: field orientation: \"upsideDown\" is not one of portrait, landscape"),
            ("\"osBuild\": \"20E247\"", "\"osBuild\": \"20E247\\n\"", "r.json: field osBuild: contains a control character"),
            (
                "\"date\": \"2026-11-28\"", "\"date\": \"yesterday\"",
                "r.json: field provenance.date: \"yesterday\" does not match ^20[0-9]{2}-[01][0-9]-[0-3][0-9]$"
            ),
            ("\"scale\": 3", "\"scale\": null", "r.json: field scale: may not be null"),
            ("\"format\": 1", "\"format\": 2", "r.json: field format: 2 is out of bounds (1…1)"),
            (
                "\"format\": 1", "\"format\": 1, \"extra\": 0",
                "r.json: unknown member \"extra\" (a reading has \(ReadingFormat.fields.map(\.name).joined(separator: ", ")))"
            ),
            ("\"format\": 1,", "", "r.json: field format: missing"),
            (
                "\"identifier\": \"iPhone10,3\"", "\"identifier\": \"iPhone99,9\"",
                "r.json: field identifier: iPhone99,9 is not an identifier of Data/devices/ (add the device first)"
            ),
            (
                "\"identifier\": \"iPhone10,3\"", "\"identifier\": \"../../etc\"",
                "r.json: field identifier: \"../../etc\" does not match ^[A-Za-z]+[0-9]+,[0-9]+$"
            ),
            ("\"os\": \"iOS\"", "\"os\": \"watchOS\"", "r.json: field os: iPhone10,3 is a iPhone, which does not run watchOS"),
            ("\"osVersion\": \"16.4\"", "\"osVersion\": \"17.0\"", "r.json: field osVersion: iPhone10,3's last release is before iOS 17.0"),
            (
                "\"osVersion\": \"16.4\"", "\"osVersion\": \"9.3\"",
                "r.json: field osVersion: iOS 9.3 is not a release in Data/os-releases.tsv (add the release first)"
            )
        ] as [(String, String, String)])
    func aWrongMemberIsAnErrorNamingTheFileAndField(old: String, new: String, expected: String) throws {
        #expect(try Self.errors(["r.json": Self.edited(old, new)]) == [expected])
    }

    @Test func notJSONHugeDeepAndTruncatedDocumentsAreErrors() throws {
        #expect(try Self.errors(["r.json": "identifier: iPhone10,3\n"]) == ["r.json: not JSON: not JSON (unexpected character) at byte 0"])
        let huge = ReadingFixture.reading().json + String(repeating: " ", count: ReadingFormat.maximumFileBytes)
        #expect(try Self.errors(["r.json": huge]) == ["r.json: \(huge.utf8.count) bytes: a reading is at most \(ReadingFormat.maximumFileBytes) bytes"])
        let deep = String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000)
        #expect(try Self.errors(["r.json": deep]) == ["r.json: not JSON: nested deeper than \(JSONValue.maximumDepth) levels at byte 9"])
        let text = ReadingFixture.reading().json
        #expect(try Self.errors(["r.json": String(text.prefix(text.count / 2))]).first?.hasPrefix("r.json: not JSON:") == true)
        let twice = try Self.errors(["r.json": Self.edited("\"format\": 1", "\"format\": 1, \"format\": 1")])
        #expect(twice.count == 1 && twice[0].hasPrefix("r.json: not JSON: member \"format\" appears twice at byte "))
        #expect(try Self.errors(["r.json": "[]"]) == ["r.json: the document: must be an object (found an array)"])
    }

    @Test func everyBadFileIsReportedAndOneBadReadingStopsTheGoodOnes() throws {
        let errors = try Self.errors([
            "good.json": ReadingFixture.reading(osVersion: "12.4").json, "bad.json": Self.edited("\"scale\": 3", "\"scale\": 0"),
            "notes.txt": "hello"
        ])
        #expect(errors == ["notes.txt: not a reading (reading files end in .json)"])
        let second = try Self.errors(["good.json": ReadingFixture.reading(osVersion: "12.4").json, "bad.json": Self.edited("\"scale\": 3", "\"scale\": 0")])
        #expect(second == ["bad.json: field scale: 0 is out of bounds (1…4)"])
    }

    @Test func linksDeepFoldersAndTooManyFilesAreRefused() throws {
        let link = try Self.errors(["a.json": ReadingFixture.reading().json]) { folder in
            try FileManager.default.createSymbolicLink(atPath: folder + "/b.json", withDestinationPath: "/etc/passwd")
        }
        #expect(link == ["b.json: a link: readings are plain files"])
        let deep = try Self.errors(["iPhone10,3/more/r.json": ReadingFixture.reading().json])
        #expect(deep == ["iPhone10,3/more: a folder inside a reading's folder (readings are DIR/*.json or DIR/<identifier>/*.json)"])
        let many = try Self.errors([:]) { folder in
            for index in 0...ReadingFormat.maximumFiles { _ = FileManager.default.createFile(atPath: folder + "/\(index).json", contents: Data("{}".utf8)) }
        }
        #expect(many.count == 1 && many[0].hasSuffix(": more than \(ReadingFormat.maximumFiles) reading files: split the folder"))
    }

    @Test func aReadingMustNameADisplayOfTheRightOrientation() throws {
        var watch = ReadingFixture.reading()
        watch.identifier = "iPhone10,3"
        watch.os = "iOS"
        watch.osVersion = "10.3"  // before the iPhone X's first release
        #expect(try Self.errors(["r.json": watch.json]) == ["r.json: field osVersion: iPhone10,3 shipped with a later release than iOS 10.3"])
    }
}
