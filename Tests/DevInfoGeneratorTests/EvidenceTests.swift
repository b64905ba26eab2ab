import Foundation
import TestSupport
import Testing

@testable import DevInfoGenerator

/// The evidence rules (issue 30), each shown with the smallest registry and companion file that breaks it: one
/// iPhone device row whose name, year and display cells need evidence. Errors point at `file:line:` (line 1 is the
/// header).
@Suite struct EvidenceTests {
    /// A device row with a name, a year and a display class (the other facts empty).
    static let device = Fixture.device("iPhone10,3", variant: "")

    static let sources = """
        key\torigin\tkind\ttitle\tlocator\tread
        appledb\tappledb\tthird-party-table\tAppleDB device files\tgithub:emiyl/appledb/deviceFiles@c6ddf0706e66e4aeb1aba446a2333dee50800f6f\t2026-11
        appledb-extract\tappledb\tthird-party-table\tAn extract of AppleDB\thttps://example.org/extract.txt\t2026-11
        xcode-list\txcode\tthird-party-table\tXcode's names\thttps://github.com/kyle-seongwoo-jun/apple-device-identifiers/blob/b7b3acf2d1c1/ios-device-identifiers.json\t2026-11
        iosref\tiosref\tthird-party-table\tiosref\tgithub:ebelinski/iosref@3d21dbec73730e71c02af57c76c661cf99e9f530\t2026-11
        press\tpress\tpress\tA page without an address\t-\t2026-11

        """
    static let rules = """
        key\tkind\tstatement\tsources
        size-class-rule\tstated\tApple's size-class rule\tiosref

        """
    /// Evidence for every non-empty cell of ``device``: name confirmed, year and display single.
    static let evidence = [
        "*\tname\tappledb xcode-list\tconfirmed",
        "iPhone10,3\treleaseYear\tappledb#iPhone/iPhone10,3.json\tsingle",
        "iPhone10,3\tdisplays\tiosref#res.md\tsingle"
    ]
    static let allowed = ["devices/iPhone\tiPhone10,3\treleaseYear", "devices/iPhone\tiPhone10,3\tdisplays"]

    static func run(
        devices: [String] = [device], sources: String = sources, rules: String = rules,
        evidence: [String] = evidence, allowed: [String] = allowed
    ) -> (EvidenceSet, [String]) {
        let input = EvidenceCheck.Input(
            screens: [], devices: [SourceFile(path: "Data/devices/iPhone.tsv", text: Fixture.table(Fixture.deviceHeader, devices))],
            safeAreas: [], osReleases: nil,
            sources: SourceFile(path: "Data/sources.tsv", text: sources), rules: SourceFile(path: "Data/rules.tsv", text: rules),
            evidence: [SourceFile(path: "Data/evidence/devices-iPhone.tsv", text: Fixture.table("id\tfact\tevidence\tstatus", evidence))],
            singleAllowed: SourceFile(path: "Data/evidence/single-allowed.tsv", text: Fixture.table("table\tid\tfact", allowed)))
        let (set, errors) = EvidenceCheck.run(input)
        return (set, errors.map(\.description).sorted())
    }

    @Test func everyCellWithEvidenceLoadsWithItsStatusAndCitations() throws {
        let (set, errors) = Self.run()
        #expect(errors == [])
        let table = EvidenceTable(kind: "devices", family: "iPhone")
        let name = try #require(set.evidence(table, "iPhone10,3", "name"))
        #expect(name.status == .confirmed)
        #expect(name.citations.map(\.key) == ["appledb", "xcode-list"])
        let year = try #require(set.evidence(table, "iPhone10,3", "releaseYear"))
        #expect(year.status == .single)
        #expect(year.citations.first?.detail == "iPhone/iPhone10,3.json")
        // The family column names the file; empty cells have no evidence.
        #expect(set.evidence(table, "iPhone10,3", "family") == nil)
        #expect(set.evidence(table, "iPhone10,3", "chip") == nil)
        #expect(set.registry.sourcesNeedingAnAddress.map(\.key) == ["press"])
    }

    @Test func aCellWithoutEvidenceIsAnErrorAtItsRow() {
        let (_, errors) = Self.run(devices: [Self.device, Fixture.device("iPhone10,6", variant: "", year: "")])
        // iPhone10,6's name is covered by the column's `*` line; its display is not.
        #expect(
            errors
                == [
                    "Data/devices/iPhone.tsv:3: iPhone10,6 displays = iphone-x has no evidence (add a line to Data/evidence/devices-iPhone.tsv)"
                ].sorted())
    }

    @Test func anUndefinedSourceOrRuleIsAnError() {
        let (_, errors) = Self.run(evidence: Self.evidence.dropLast() + ["iPhone10,3\tdisplays\tdevicekit rule:no-such-rule\trule"])
        #expect(
            errors
                == [
                    "Data/evidence/devices-iPhone.tsv:4: undefined source devicekit (Data/sources.tsv)",
                    "Data/evidence/devices-iPhone.tsv:4: undefined rule no-such-rule (Data/rules.tsv)",
                    "Data/devices/iPhone.tsv:2: iPhone10,3 displays = iphone-x has no evidence (add a line to Data/evidence/devices-iPhone.tsv)",
                    "Data/evidence/single-allowed.tsv:3: devices/iPhone iPhone10,3 displays is no longer a single cell: remove the line"
                ].sorted())
    }

    @Test(arguments: [
        ("example.org", "is neither an https URL nor github:owner/repo/path@<commit>"),
        ("https://example.org", "is a bare site, not a page"),
        ("https://example.org/", "is a bare site, not a page"),
        ("github:emiyl/appledb/deviceFiles@c6ddf07", "needs the full 40-hex commit (found \"c6ddf07\")"),
        ("github:emiyl/appledb/deviceFiles", "has no @<commit>"),
        ("not recorded", "is neither an https URL nor github:owner/repo/path@<commit>")
    ])
    func aLocatorThatCannotBeOpenedIsAnError(locator: String, reason: String) {
        let sources = Self.sources.replacingOccurrences(of: "https://example.org/extract.txt", with: locator)
        let (_, errors) = Self.run(sources: sources)
        #expect(errors == ["Data/sources.tsv:3: source appledb-extract: locator \(quoted(locator)) \(reason)"])
    }

    @Test func confirmedNeedsTwoOrigins() {
        // AppleDB and an extract of it are one origin.
        let (_, errors) = Self.run(evidence: ["*\tname\tappledb appledb-extract\tconfirmed"] + Self.evidence.dropFirst())
        #expect(
            errors.contains("Data/evidence/devices-iPhone.tsv:2: confirmed needs two independent origins; appledb, appledb-extract share the origin appledb"))
    }

    @Test func evidenceForAnEmptyOrMissingCellIsAnError() {
        let (_, errors) = Self.run(evidence: Self.evidence + ["iPhone10,3\tchip\tappledb iosref\tconfirmed", "iPhone99,1\tname\tappledb iosref\tconfirmed"])
        #expect(
            errors
                == [
                    "Data/evidence/devices-iPhone.tsv:5: iPhone10,3 chip is empty in Data/devices/iPhone.tsv: evidence only for a value",
                    "Data/evidence/devices-iPhone.tsv:6: devices/iPhone has no row iPhone99,1"
                ].sorted())
    }

    @Test func aNewSingleCellIsAnErrorAndTheAllowedListOnlyShrinks() {
        let (_, added) = Self.run(allowed: [Self.allowed[0]])
        #expect(
            added == [
                "Data/evidence/devices-iPhone.tsv:4: iPhone10,3 displays is a new single-source cell: a value needs two independent origins or a rule (Data/evidence/single-allowed.tsv can only shrink)"
            ])
        // A cell that gains a second origin leaves the list.
        let (_, stale) = Self.run(evidence: Self.evidence.dropLast() + ["iPhone10,3\tdisplays\tiosref appledb\tconfirmed"])
        #expect(stale == ["Data/evidence/single-allowed.tsv:3: devices/iPhone iPhone10,3 displays is no longer a single cell: remove the line"])
    }

    @Test func aRuleCellMustCiteARuleAndAStatedRuleItsSources() {
        let (_, errors) = Self.run(
            rules: "key\tkind\tstatement\tsources\nsize-class-rule\tstated\tApple's rule\t-\n",
            evidence: Self.evidence.dropLast() + ["iPhone10,3\tdisplays\tiosref\trule"], allowed: [Self.allowed[0]])
        #expect(
            errors
                == [
                    "Data/evidence/devices-iPhone.tsv:4: status rule needs a rule:KEY",
                    "Data/devices/iPhone.tsv:2: iPhone10,3 displays = iphone-x has no evidence (add a line to Data/evidence/devices-iPhone.tsv)",
                    "Data/rules.tsv:2: rule size-class-rule is stated but names no source"
                ].sorted())
    }

    @Test func theDataFolderNamesEvidenceForEveryCell() throws {
        // The committed Data/: every non-empty cell is cited, every single cell is on the allowed list.
        let data = try DataDirectory.load(Package.path("Data"))
        let evidence = try #require(data.evidence)
        let cells = evidence.cells.values.flatMap(\.values).flatMap(\.values)
        #expect(cells.count > 5000)
        #expect(cells.contains { $0.status == .confirmed } && cells.contains { $0.status == .rule } && cells.contains { $0.status == .single })
    }
}
