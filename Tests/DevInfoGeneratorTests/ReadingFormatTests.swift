import DevInfoReading
import Foundation
import TestSupport
import Testing

@testable import DevInfoGenerator

/// The reading format (issue 33 §1): what the probes write is what the ingest reads, member for member, and the
/// committed JSON Schema is the one the format table gives.
@Suite struct ReadingFormatTests {
    @Test func aReadingTheProbeWritesIsReadBackUnchanged() throws {
        var reading = ReadingFixture.reading()
        reading.nativeScale = 2.608695652173913  // a zoomed-style scale: written at six decimals
        let text = reading.json
        let parsed = try ReadingParser.parse(path: "r.json", bytes: Array(text.utf8)).get()
        #expect(parsed.nativeScale == 2.608696)
        #expect(parsed.json == text)
        #expect(parsed.identifier == "iPhone10,3" && parsed.sizeClasses?.horizontal == "compact")
        // A Mac reading: no nativeBounds, nativeScale, status bar or size classes; the areas beside the notch.
        var mac = reading
        mac.identifier = "MacBookPro18,3"
        mac.os = "macOS"
        mac.orientation = "landscape"
        mac.nativeBounds = nil
        mac.nativeScale = nil
        mac.statusBarHeight = nil
        mac.sizeClasses = nil
        mac.notchAreas = (Reading.Size(width: 663.5, height: 32), Reading.Size(width: 663.5, height: 32))
        mac.provenance = .init(kind: "device-reading", date: "2026-11-28")
        let macText = mac.json
        #expect(try ReadingParser.parse(path: "m.json", bytes: Array(macText.utf8)).get() == mac)
        #expect(macText.contains("\"nativeBounds\": null"))
    }

    @Test func theCommittedSchemaIsTheFormatTables() throws {
        #expect(Staleness.firstDifference(try Package.text(ReadingSchemaWriter.path), ReadingSchemaWriter.render()) == nil)
        let schema = ReadingSchemaWriter.render()
        // Every member the format names is required, and no other member is allowed, at every level.
        for field in ReadingFormat.fields { #expect(schema.contains("\"\(field.name)\": {")) }
        func objects(_ kind: ReadingFormat.Kind) -> Int {
            guard case .object(let fields) = kind else { return 0 }
            return 1 + fields.map { objects($0.kind) }.reduce(0, +)
        }
        #expect(schema.components(separatedBy: "\"additionalProperties\": false").count - 1 == objects(.object(ReadingFormat.fields)))
        #expect(schema.components(separatedBy: "\"additionalProperties\": true").count == 1)
    }

    @Test func numbersAreWrittenAsDataWritesThem() {
        #expect(ReadingNumber.text(44) == "44")
        #expect(ReadingNumber.text(2.34375) == "2.34375")
        #expect(ReadingNumber.text(47.333333333) == "47.333333")
        #expect(ReadingNumber.text(-0.0000001) == "0")
        #expect(ReadingNumber.quoted("a\"b\n") == "\"a\\\"b\\u000a\"")
    }

    @Test func theJSONParserIsStrict() {
        func problem(_ text: String) -> String? {
            do {
                _ = try JSONValue.parse(Array(text.utf8))
                return nil
            } catch { return error.reason }
        }
        #expect(problem("{\"a\": [1, 2.5e3, -0, true, null, \"\\u00e9\\ud83d\\ude00\"]}") == nil)
        #expect(problem("{\"a\": 1, \"a\": 2}") == "member \"a\" appears twice")
        #expect(problem(String(repeating: "[", count: 20) + String(repeating: "]", count: 20))?.hasPrefix("nested deeper") == true)
        #expect(problem("{} x") == "text after the JSON value")
        #expect(problem("{\"a\": 01}") == "a number may not start with 0")
        #expect(problem("{\"a\": 1e999}") == "a number out of range")
        #expect(problem("{\"a\": \"\\ud800\"}") == "a lone surrogate in a string")
        #expect(problem("{'a': 1}") == "expected a member name in quotes")
        #expect(problem("") == "unexpected end of the document")
    }
}
