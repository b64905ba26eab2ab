import DevInfoKit
import Foundation
import TestSupport
import Testing

/// The README's table of words ("One word per value, two spellings") is the library's: each row's
/// words are the member's `description` and `rawValue`, and every member of each open set has a row.
@Suite struct VocabularyTableTests {
    /// The table's rows: member name (`Cutout.notch`) → (words for people, raw value).
    static func rows() throws -> [String: (text: String, raw: String)] {
        let readme = try Package.text("README.md")
        let marker = "<!-- words: the library's description and rawValue, checked by DocumentationTests -->"
        let start = try #require(readme.range(of: marker)?.upperBound)
        var rows: [String: (String, String)] = [:]
        for line in readme[start...].split(separator: "\n", omittingEmptySubsequences: false).dropFirst() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("|") else { break }
            let cells = trimmed.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 3, cells[0].hasPrefix("`") else { continue }
            rows[cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))] = (cells[1], cells[2])
        }
        return rows
    }

    static let members: [(String, String, String)] =
        [("noCutout", Cutout.noCutout), ("notch", .notch), ("dynamicIsland", .dynamicIsland), ("punchHole", .punchHole)]
        .map { ("Cutout.\($0.0)", $0.1.description, $0.1.rawValue) }
        + [("button", HomeControl.button), ("indicator", .indicator), ("neither", .neither)]
        .map { ("HomeControl.\($0.0)", $0.1.description, $0.1.rawValue) }
        + [("sRGB", ColorGamut.sRGB), ("p3", .p3)].map { ("ColorGamut.\($0.0)", $0.1.description, $0.1.rawValue) }
        + [("compact", SizeClass.compact), ("regular", .regular)].map { ("SizeClass.\($0.0)", $0.1.description, $0.1.rawValue) }

    @Test func everyRowIsTheLibrarysWords() throws {
        let rows = try Self.rows()
        #expect(rows.count == Self.members.count, "the README's table has \(rows.count) rows")
        for (name, text, raw) in Self.members {
            let row = try #require(rows[name], "README lacks a row for \(name)")
            #expect(row.text == text, "\(name): README says \(row.text), description is \(text)")
            #expect(row.raw == raw, "\(name): README says \(row.raw), rawValue is \(raw)")
        }
    }

    /// No word for people is "none": it reads as "not known" beside a machine format's empty cell.
    @Test func noWordIsNone() {
        for (name, text, raw) in Self.members {
            #expect(text != "none" && raw != "none", "\(name)")
        }
    }

    /// Each open set's words cover the members the table holds: a device in the table has no cutout,
    /// home control, gamut or size class outside them (a new member needs a row).
    @Test func theTableCoversEveryValueInTheData() {
        let words = Set(Self.members.map(\.2))
        for device in Device.all {
            for display in device.displays {
                for value in [display.cutout?.rawValue, display.homeControl?.rawValue, display.colorGamut?.rawValue].compactMap({ $0 }) {
                    #expect(words.contains(value), "\(device.identifier): \(value) has no row in the README's table")
                }
            }
        }
    }
}
