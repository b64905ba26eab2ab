import DevInfoReading
import Foundation
import TestSupport
import Testing

@testable import DevInfoGenerator

/// The reading ingest (issue 33 §2, §5): readings compared with Data/ cell by cell; new cells recorded only with
/// `--write`, in their table only where a second origin agrees, else in Data/evidence/wanted.tsv; conflicts never
/// written.
@Suite struct ReadingIngestTests {
    /// Runs the ingest on a fresh fixture Data/ with `readings` (relative path → text).
    static func run(
        _ readings: [String: String], wanted: [String] = [], write: Bool = false, safeAreaEvidence: [String] = [],
        singleAllowed: [String] = []
    ) throws -> (ReadingIngest.Outcome, String) {
        let data = try ReadingFixture.folder(wanted: wanted, safeAreaEvidence: safeAreaEvidence, singleAllowed: singleAllowed)
        let folder = try ReadingFixture.readings(readings)
        defer { Scratch.remove(folder) }
        do {
            return (try ReadingIngest.run(folder: folder, dataDirectory: data, write: write), data)
        } catch {
            Scratch.remove(data)  // the caller removes it only when it gets it
            throw error
        }
    }

    static func cells(_ outcome: ReadingIngest.Outcome, _ kind: ReadingDifference.Kind) -> [String] {
        (outcome.differences + outcome.writeConflicts).filter { $0.kind == kind }.map { "\($0.id) \($0.fact)" }
    }

    @Test func aReadingOfWhatDataHoldsAgreesWithEveryCell() throws {
        let portrait = ReadingFixture.reading()
        let landscape = ReadingFixture.reading(orientation: "landscape")
        let (outcome, data) = try Self.run(["iPhone10,3/p.json": portrait.json, "iPhone10,3/l.json": landscape.json])
        defer { Scratch.remove(data) }
        #expect(Self.cells(outcome, .new) == [] && Self.cells(outcome, .conflict) == [])
        // Points, scale, nativeScale, panel and size classes of the display; four insets and a status bar per orientation.
        #expect(
            Set(Self.cells(outcome, .agreement))
                == Set(
                    ["pointsWidth", "pointsHeight", "scale", "nativeScale", "panelWidth", "panelHeight", "sizeClasses"].map { "iphone-x \($0)" }
                        + ["portrait", "landscape"].flatMap { o in ["Top", "Left", "Bottom", "Right", "StatusBar"].map { "iphone-x@13 \(o)\($0)" } }))
    }

    @Test func aValueDataLacksIsNewAndWithoutWriteNothingChanges() throws {
        // iOS 12: the iPhone X runs it, and the fixture has no safe-area row for it.
        let reading = ReadingFixture.reading(osVersion: "12.4")
        let (outcome, data) = try Self.run(["r.json": reading.json])
        defer { Scratch.remove(data) }
        #expect(Self.cells(outcome, .new) == ["Top", "Left", "Bottom", "Right", "StatusBar"].map { "iphone-x@12 portrait\($0)" })
        #expect(outcome.written == [])
        #expect(!FileManager.default.fileExists(atPath: data + "/evidence/wanted.tsv"))
    }

    @Test func aReadingAloneWaitsInWantedAndStaysOutOfTheTable() throws {
        let reading = ReadingFixture.reading(osVersion: "12.4")
        let before = try ReadingFixture.freshSnapshot()
        let (outcome, data) = try Self.run(["r.json": reading.json], write: true)
        defer { Scratch.remove(data) }
        let after = ReadingFixture.snapshot(data)
        // The tables and their evidence are as they were; the reading, its source and five wanted cells are new.
        for file in before.keys.filter({ !$0.hasPrefix("evidence/wanted") && $0 != "sources.tsv" }) { #expect(after[file] == before[file], "\(file)") }
        let key = ReadingWriteBack.sourceKey(reading)
        #expect(key == "devinfo-sim-ios-20e247-xcode-14e222b")
        let wanted = try String(contentsOfFile: data + "/evidence/wanted.tsv", encoding: .utf8)
        #expect(wanted.contains("safe-areas/iPhone\tiphone-x@12\tportraitTop\t44\t\(key)#iPhone10,3/\(reading.fileName)\n"))
        #expect(try String(contentsOfFile: data + "/sources.tsv", encoding: .utf8).contains("\(key)\tdevinfo-readings\tsimulator-reading\t"))
        #expect(try String(contentsOfFile: data + "/readings/iPhone10,3/\(reading.fileName)", encoding: .utf8) == reading.json)
        // The result loads, and the generator lists the five cells as wanted.
        let loaded = try DataDirectory.load(data)
        #expect(loaded.evidence?.wanted.count == 5)
        #expect(outcome.written.last?.contains("0 new cells confirmed by a second origin, 0 single cells confirmed, 5 waiting") == true)
        // A second run with the same reading changes nothing.
        let folder = try ReadingFixture.readings(["r.json": reading.json])
        defer { Scratch.remove(folder) }
        let again = try ReadingIngest.run(folder: folder, dataDirectory: data, write: true)
        #expect(again.written.isEmpty || ReadingFixture.snapshot(data) == after)
    }

    @Test func aSecondOriginThatAgreesConfirmsTheCellsAndTheRowIsWritten() throws {
        let reading = ReadingFixture.reading(osVersion: "12.4")
        // A site's readings give the four portrait insets of iOS 12 (not its status bar).
        let wanted = [("Top", "44"), ("Left", "0"), ("Bottom", "34"), ("Right", "0")].map {
            "safe-areas/iPhone\tiphone-x@12\tportrait\($0.0)\t\($0.1)\tsite-readings"
        }
        let (outcome, data) = try Self.run(["r.json": reading.json], wanted: wanted, write: true)
        defer { Scratch.remove(data) }
        #expect(Self.cells(outcome, .conflict) == [])
        let table = try String(contentsOfFile: data + "/safe-areas/iPhone.tsv", encoding: .utf8)
        #expect(table.contains("\n" + Fixture.safeArea(from: "12", until: "12", landscape: ["", "", "", ""]) + "\n"))
        let evidence = try String(contentsOfFile: data + "/evidence/safe-areas-iPhone.tsv", encoding: .utf8)
        let citation = "site-readings \(ReadingWriteBack.sourceKey(reading))#iPhone10,3/\(reading.fileName)"
        #expect(evidence.contains("iphone-x@12\tportraitTop\t\(citation)\tconfirmed\n"))
        // The loaded table holds them as confirmed; the status bar (the reading alone) still waits.
        let loaded = try DataDirectory.load(data)
        let cell = try #require(loaded.evidence?.evidence(EvidenceTable(kind: "safe-areas", family: "iPhone"), "iphone-x@12", "portraitLeft"))
        #expect(cell.status == .confirmed)
        #expect(loaded.evidence?.wanted.map { "\($0.id) \($0.fact)" } == ["iphone-x@12 portraitStatusBar"])
    }

    @Test func aReadingThatAgreesWithASingleCellConfirmsIt() throws {
        // The fixture's iOS 13–16 portrait status bar rests on AppleDB alone.
        let (outcome, data) = try Self.run(
            ["r.json": ReadingFixture.reading().json], write: true,
            safeAreaEvidence: ["iphone-x@13\tportraitStatusBar\tappledb#iPhone/iPhone10,3.json\tsingle"],
            singleAllowed: ["safe-areas/iPhone\tiphone-x@13\tportraitStatusBar"])
        defer { Scratch.remove(data) }
        #expect(outcome.written.last?.contains("1 single cells confirmed") == true)
        let loaded = try DataDirectory.load(data)
        let cell = try #require(loaded.evidence?.evidence(EvidenceTable(kind: "safe-areas", family: "iPhone"), "iphone-x@13", "portraitStatusBar"))
        #expect(cell.status == .confirmed)
        #expect(cell.citations.map(\.key) == ["appledb", ReadingWriteBack.sourceKey(ReadingFixture.reading())])
        #expect(try String(contentsOfFile: data + "/evidence/single-allowed.tsv", encoding: .utf8) == "table\tid\tfact\n")
    }

    @Test func threeAgreeingInsetsOfFourWaitForTheFourth() throws {
        let reading = ReadingFixture.reading(osVersion: "12.4")
        let wanted = [("Top", "44"), ("Left", "0"), ("Bottom", "34")].map { "safe-areas/iPhone\tiphone-x@12\tportrait\($0.0)\t\($0.1)\tsite-readings" }
        let (_, data) = try Self.run(["r.json": reading.json], wanted: wanted, write: true)
        defer { Scratch.remove(data) }
        #expect(
            try String(contentsOfFile: data + "/safe-areas/iPhone.tsv", encoding: .utf8) == Fixture.table(Fixture.safeAreaHeader, [ReadingFixture.safeAreaRow]))
        #expect(try DataDirectory.load(data).evidence?.wanted.count == 5)
    }

    @Test func conflictsAreReportedAndNeverWritten() throws {
        var reading = ReadingFixture.reading()
        reading.safeAreaInsets.top = 47  // Data/ says 44 for iOS 13–16
        reading.statusBarHeight = nil
        let (outcome, data) = try Self.run(["r.json": reading.json], write: true)
        defer { Scratch.remove(data) }
        #expect(Self.cells(outcome, .conflict) == ["iphone-x@13 portraitTop"])
        #expect(outcome.differences.first { $0.kind == .conflict }?.line.contains("Data/ 44, reading 47") == true)
        #expect(outcome.written == [])
        let fresh = try ReadingFixture.freshSnapshot()
        #expect(ReadingFixture.snapshot(data) == fresh)
    }

    @Test func aSecondOriginThatDisagreesIsAConflict() throws {
        let reading = ReadingFixture.reading(osVersion: "12.4")
        let (outcome, data) = try Self.run(["r.json": reading.json], wanted: ["safe-areas/iPhone\tiphone-x@12\tportraitTop\t47\tsite-readings"], write: true)
        defer { Scratch.remove(data) }
        #expect(outcome.writeConflicts.map { "\($0.id) \($0.fact) \($0.dataValue ?? "")" } == ["iphone-x@12 portraitTop 47"])
        #expect(outcome.count(.conflict) == 1)
        #expect(try String(contentsOfFile: data + "/evidence/wanted.tsv", encoding: .utf8).contains("portraitTop\t47\tsite-readings\n"))
    }

    @Test func readingsThatDisagreeWithEachOtherAreAConflict() throws {
        var other = ReadingFixture.reading(osVersion: "12.4")
        other.safeAreaInsets.bottom = 21
        let (outcome, data) = try Self.run(["a.json": ReadingFixture.reading(osVersion: "12.4").json, "b.json": other.json], write: true)
        defer { Scratch.remove(data) }
        #expect(Self.cells(outcome, .conflict) == ["iphone-x@12 portraitBottom"])
        #expect(try !String(contentsOfFile: data + "/evidence/wanted.tsv", encoding: .utf8).contains("portraitBottom"))
    }

    /// Readings built from the real Data/: for every iPhone, iPad and iPod touch display class, its values and its
    /// newest safe-area row, read by a device of the class that runs that release. Every value Data/ holds agrees.
    @Test func readingsBuiltFromTheRealDataAgreeWithIt() throws {
        func table(_ relative: String) throws -> [[String: String]] {
            let lines = try Package.text(relative).split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.isEmpty }
            let header = lines[0].split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return lines.dropFirst().map { line in
                Dictionary(zip(header, line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)).map { ($0, $1) }) { a, _ in a }
            }
        }
        var files: [String: String] = [:]
        for family in ["iPhone", "iPad", "iPod"] {
            let screens = try table("Data/screens/\(family).tsv")
            let devices = try table("Data/devices/\(family).tsv")
            let rows = try table("Data/safe-areas/\(family).tsv")
            for screen in screens {
                guard let id = screen["screen"], let w = Double(screen["pointsWidth"] ?? ""), let h = Double(screen["pointsHeight"] ?? ""),
                    let scale = Double(screen["scale"] ?? "")
                else { continue }
                guard let row = rows.last(where: { $0["screen"] == id && !($0["portraitTop"] ?? "").isEmpty }), let until = row["until"] else { continue }
                func major(_ text: String?) -> Double? { text.flatMap { Double($0.split(separator: ".").first ?? "") } }
                guard
                    let device = devices.first(where: { d in
                        d["displays"] == id && (major(d["firstOSVersion"]) ?? 99) <= Double(until)! && Double(until)! <= (major(d["lastOSVersion"]) ?? 99)
                    }), let identifier = device["identifier"]
                else { continue }
                let panel = Double(screen["panelWidth"] ?? "").flatMap { pw in Double(screen["panelHeight"] ?? "").map { Reading.Size(width: pw, height: $0) } }
                let insets = ["Top", "Left", "Bottom", "Right"].map { Double(row["portrait\($0)"] ?? "") ?? 0 }
                var reading = ReadingFixture.reading(osVersion: until)
                reading.identifier = identifier
                reading.bounds = .init(width: w, height: h)
                reading.nativeBounds = panel
                reading.scale = scale
                reading.nativeScale = Double(screen["nativeScale"] ?? "")
                reading.safeAreaInsets = .init(top: insets[0], left: insets[1], bottom: insets[2], right: insets[3])
                reading.statusBarHeight = Double(row["portraitStatusBar"] ?? "")
                reading.sizeClasses = family == "iPad" ? ("regular", "regular") : ("compact", "regular")
                files["\(identifier)/\(reading.fileName)"] = reading.json
            }
        }
        let folder = try ReadingFixture.readings(files)
        defer { Scratch.remove(folder) }
        let outcome = try ReadingIngest.run(folder: folder, dataDirectory: Package.path("Data"), write: false)
        #expect(outcome.readingCount == files.count)
        #expect(files.count >= 30)
        #expect(Self.cells(outcome, .conflict) == [])
        #expect(outcome.count(.agreement) >= files.count * 8)
        // What is new is only what Data/ leaves empty (a status bar no source gives, a nativeScale).
        for difference in outcome.differences where difference.kind == .new {
            #expect(["portraitStatusBar", "nativeScale", "panelWidth", "panelHeight", "sizeClasses"].contains(difference.fact))
        }
    }
}

/// Data/evidence/wanted.tsv as the generator checks and lists it (issue 33 §5).
@Suite struct WantedCellsTests {
    static func errors(_ lines: [String]) throws -> [String] {
        let data = try ReadingFixture.folder(wanted: lines)
        defer { Scratch.remove(data) }
        do {
            _ = try DataDirectory.load(data)
            return []
        } catch {
            return error.errors.map { $0.description.replacingOccurrences(of: data + "/", with: "") }
        }
    }

    @Test func aWantedLineNamesACellThatIsStillEmptyWithSourcesNotRules() throws {
        #expect(try Self.errors(["safe-areas/iPhone\tiphone-x@12\tportraitTop\t44\tsite-readings"]) == [])
        #expect(
            try Self.errors(["safe-areas/iPhone\tiphone-x@13\tportraitTop\t44\tsite-readings"])
                == [
                    "evidence/wanted.tsv:2: iphone-x@13 portraitTop is filled in Data/safe-areas/iPhone.tsv: remove this line (its evidence belongs in Data/evidence/safe-areas-iPhone.tsv)"
                ])
        #expect(
            try Self.errors(["safe-areas/iPhone\tiphone-x@12\tportraitTop\t44\trule:size-class-rule"])
                == ["evidence/wanted.tsv:2: rule:size-class-rule: a rule decides a cell, it does not wait for a second origin"])
        #expect(
            try Self.errors(["safe-areas/iPhone\tiphone-x@12\tportraitTop\t44\tnobody"]) == [
                "evidence/wanted.tsv:2: undefined source nobody (Data/sources.tsv)"
            ])
        #expect(
            try Self.errors(["screens/Tablet\tiphone-x\tcornerRadius\t39\tsite-readings"]).first?.hasPrefix(
                "evidence/wanted.tsv:2: screens/Tablet is not a table of Data/") == true)
        #expect(try Self.errors(["screens/iPhone\tiphone-x\tcolour\tp3\tsite-readings"]) == ["evidence/wanted.tsv:2: colour is not a fact of screens/iPhone"])
    }

    @Test func theFillRateListsTheWantedCells() throws {
        let data = try ReadingFixture.folder(wanted: ["safe-areas/iPhone\tiphone-x@12\tportraitTop\t44\tsite-readings"])
        defer { Scratch.remove(data) }
        let result = try Run.process(Package.product("devinfo-generate"), ["--fill-rate", "--data", data], directory: Package.root)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.hasSuffix(
                "\nWanted: 1 cells wait for a second origin (Data/evidence/wanted.tsv):\n  safe-areas/iPhone iphone-x@12 portraitTop = 44 (site-readings)\n"))
    }

    @Test func aMacReadingComparesTheNotchFromTheAreasBesideIt() throws {
        // The fixture's 14-inch MacBook Pro: a notch 185 points wide from x 663, the menu bar 32 high.
        let data = try ReadingFixture.folder()
        defer { Scratch.remove(data) }
        try Fixture.table(Fixture.screenHeader, [Fixture.macScreen()]).write(toFile: data + "/screens/Mac.tsv", atomically: true, encoding: .utf8)
        try Fixture.table(
            Fixture.deviceHeader,
            [
                Fixture.device(
                    "MacBookPro18,3", family: "Mac", name: "MacBook Pro (14-inch, 2021)", variant: "M1 Pro",
                    year: "2021", displays: "macbook-pro-14", ["firstOSVersion": "12.0", "lastOSVersion": "26"])
            ]
        )
        .write(toFile: data + "/devices/Mac.tsv", atomically: true, encoding: .utf8)
        try Fixture.table("id\tfact\tevidence\tstatus", ["macbook-pro-14\t*\tappledb xcode-list\tconfirmed"]).write(
            toFile: data + "/evidence/screens-Mac.tsv", atomically: true, encoding: .utf8)
        try Fixture.table("id\tfact\tevidence\tstatus", ["MacBookPro18,3\t*\tappledb xcode-list\tconfirmed"]).write(
            toFile: data + "/evidence/devices-Mac.tsv", atomically: true, encoding: .utf8)
        let reading = ReadingProbe.macReading(
            model: "MacBookPro18,3", version: (26, 1, 0), build: "25B78", frame: .init(width: 1512, height: 982), backingScale: 2,
            insets: .init(top: 32, left: 0, bottom: 0, right: 0), leftArea: .init(width: 663, height: 32), rightArea: .init(width: 664, height: 32),
            date: "2026-11-28")
        let folder = try ReadingFixture.readings(["m.json": reading.json])
        defer { Scratch.remove(folder) }
        let outcome = try ReadingIngest.run(folder: folder, dataDirectory: data, write: false)
        #expect(
            ReadingIngestTests.cells(outcome, .agreement).sorted() == [
                "macbook-pro-14 cutoutWidth", "macbook-pro-14 cutoutX", "macbook-pro-14 pointsHeight",
                "macbook-pro-14 pointsWidth", "macbook-pro-14 scale"
            ])
        // Data/ has no safe-area row for macOS 26 here: the four landscape insets are new; a Mac has no status bar row.
        #expect(ReadingIngestTests.cells(outcome, .new) == ["Top", "Left", "Bottom", "Right"].map { "macbook-pro-14@26 landscape\($0)" })
    }
}
