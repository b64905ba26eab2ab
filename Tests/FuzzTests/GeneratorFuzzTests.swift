import Foundation
import TestSupport
import Testing

@testable import DevInfoGenerator

/// `devinfo-generate` on hostile `Data/` tables (the real tables with random cells, lines and headers
/// replaced) and the freshness check on hostile upstream folders: every problem is an error at
/// `file:line`, never a trap; what validates renders; nothing prints a raw control character.
@Suite struct GeneratorFuzzTests {

    /// Values that sit on the edges of the validator's rules.
    static let cells = [
        "", "0", "1", "00", "02", "-1", "255", "256", "65535", "65536", "99999", "2.5", "0.0", "3.", ".5", "1e3", "inf", "nan",
        "yes", "no", "notch", "dynamicIsland", "none", "unknown", "supported", "indicator", "button", "iphone-x", "iphone-xr",
        "outer:iphone-x inner:iphone-x", "outer:iphone-duo-outer inner:iphone-duo-inner", "main:iphone-x", "iPhone", "Mac",
        "iPhone255,255", "iPhone11,8", "Watch7,9", "2007", "2035", "2036", "12", "26", "99", "100"
    ]

    static func mutate(_ text: String, _ dice: inout SplitMix64) -> String {
        var lines = text.components(separatedBy: "\n")
        guard lines.count > 1 else { return text }
        let index = Int(dice.next() % UInt64(lines.count))
        switch dice.next() % 6 {
        case 0, 1, 2:  // one cell
            var fields = lines[index].components(separatedBy: "\t")
            let cell = Int(dice.next() % UInt64(fields.count))
            fields[cell] = dice.next() % 2 == 0 ? Fuzz.pick(cells, &dice) : Fuzz.text(&dice, maxBytes: 32)
            lines[index] = fields.joined(separator: "\t")
        case 3: lines.insert(lines[index], at: index)  // a duplicate line
        case 4: lines[index] = Fuzz.text(&dice, maxBytes: 200)  // a line of junk
        default:  // a column dropped from every line
            let column = Int(dice.next() % 4)
            lines = lines.map { line in
                var fields = line.components(separatedBy: "\t")
                if line.hasPrefix("#") || fields.count <= column { return line }
                fields.remove(at: column)
                return fields.joined(separator: "\t")
            }
        }
        return lines.joined(separator: "\n")
    }

    @Test func hostileDataTablesGiveErrorsAtFileAndLineOrATableThatRenders() throws {
        let (screens, devices, safeAreas) = try DataDirectory.read(Package.root + "/Data")
        let exclusions = try DataDirectory.exclusionsFile(Package.root + "/Data")
        var all = screens + devices + safeAreas + (exclusions.map { [$0] } ?? [])
        let paths = Set(all.map(\.path))
        var dice = Fuzz.dice(10)
        var rejected = 0
        var accepted = 0
        let rounds = Fuzz.cases(ci: 60)
        for _ in 0..<rounds {
            all = screens + devices + safeAreas + (exclusions.map { [$0] } ?? [])
            for _ in 0..<(1 + Int(dice.next() % 3)) {
                let file = Int(dice.next() % UInt64(all.count))
                all[file] = SourceFile(path: all[file].path, text: Self.mutate(all[file].text, &dice))
            }
            let count = screens.count
            let deviceCount = devices.count
            do {
                let data = try DataSet.load(
                    screenFiles: Array(all[0..<count]), deviceFiles: Array(all[count..<(count + deviceCount)]),
                    safeAreaFiles: Array(all[(count + deviceCount)..<(count + deviceCount + safeAreas.count)]),
                    exclusionsFile: exclusions == nil ? nil : all.last)
                accepted += 1
                #expect(!data.renderSwift().isEmpty)
                #expect(!data.renderCatalogue().isEmpty)
            } catch {
                rejected += 1
                #expect(!error.errors.isEmpty)
                for problem in error.errors {
                    #expect(paths.contains(problem.file), "an error names no table: \(problem)")
                    #expect(problem.line >= 0)
                    #expect(rawControls(in: problem.description).isEmpty, "raw control characters in: \(problem.description.debugDescription)")
                }
            }
        }
        #expect(rejected > 0 && accepted + rejected == rounds)
    }

    // MARK: Freshness

    static func hostileJSON(_ dice: inout SplitMix64) -> String {
        func value() -> String {
            switch dice.next() % 7 {
            case 0: return "\"\(escapedJSON(Fuzz.text(&dice, maxBytes: 40)))\""
            case 1: return Fuzz.pick(["1", "-1", "1e309", "null", "true", "[]", "{}", "18446744073709551616"], &dice)
            case 2: return "[\"\(escapedJSON(Fuzz.pick(Fuzz.hostile, &dice)))\", \"iPhone19,\(dice.next() % 300)\"]"
            case 3: return "\"20\(dice.next() % 100)-0\(1 + dice.next() % 9)-1\(dice.next() % 9)\""
            default: return "\"\(Fuzz.pick(["iPhone", "iPad", "Watch", "Mac", "AirPods", "Beats", "iBridge"], &dice))\(dice.next() % 300),\(dice.next() % 20)\""
            }
        }
        if dice.next() % 8 == 0 { return Fuzz.text(&dice, maxBytes: 100) }  // not JSON at all
        let keys = ["name", "identifier", "released", "internal", "type", "info"]
        let fields = keys.filter { _ in dice.next() % 4 != 0 }.map { "\"\($0)\": \(value())" }
        return "{ " + fields.joined(separator: ", ") + " }"
    }

    /// `text` as the inside of a JSON string literal (Foundation's encoder, quotes dropped).
    static func escapedJSON(_ text: String) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: [text])) ?? Data("[\"\"]".utf8)
        return String(String(decoding: data, as: UTF8.self).dropFirst(2).dropLast(2))
    }

    @Test func hostileUpstreamFoldersAreReportedNeverCrashOrForgeALine() throws {
        var dice = Fuzz.dice(11)
        let data = FreshnessData(
            entries: [
                FreshnessEntry(identifier: "iPhone17,1", name: "iPhone 16 Pro", year: 2024),
                FreshnessEntry(identifier: "Watch7,9", name: "Apple Watch Series 10 (46mm)", variant: "GPS", year: 2024)
            ], exclusions: Exclusions([Exclusions.Entry(kind: .prefix, value: "Beats", reason: "audio", line: 2)]))
        for round in 0..<Fuzz.cases(ci: 25) {
            let root = Scratch.path("fuzz-upstream")
            defer { try? FileManager.default.removeItem(atPath: root) }
            for index in 0..<(1 + Int(dice.next() % 12)) {
                let folder = Fuzz.pick(["iPhone", "iPad", "Apple Watch", "Mac", "AirPods", "iPhone/nested"], &dice)
                let name =
                    dice.next() % 5 == 0
                    ? Fuzz.text(&dice, maxBytes: 12).replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "\0", with: "") : "file\(index)"
                let path = root + "/" + folder + "/" + (name.isEmpty ? "x" : name) + ".json"
                try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                _ = FileManager.default.createFile(atPath: path, contents: Data(Self.hostileJSON(&dice).utf8))
            }
            let outcome = FreshnessCommand.run(["--freshness", "--appledb", root], loadData: { _ in data }, today: "2026-11-24")
            let shown = "round \(round)"
            #expect([0, 1, 65, 66, 74].contains(outcome.code), "\(shown): exit \(outcome.code)")
            #expect(rawControls(in: outcome.output).isEmpty, "\(shown): raw control characters in the report")
            #expect(rawControls(in: outcome.errors).isEmpty, "\(shown): raw control characters in the errors")
            if outcome.code <= 1 {
                let lines = outcome.output.split(separator: "\n")
                #expect(lines.last?.hasPrefix("freshness: ") == true)
                #expect(lines.filter { $0.hasPrefix("freshness: ") }.count == 1, "\(shown): a forged summary line")
                // Each section's count is its number of lines.
                var index = 0
                while index < lines.count {
                    if let open = lines[index].lastIndex(of: "("), lines[index].hasSuffix("):"),
                        let count = Int(lines[index][lines[index].index(after: open)...].dropLast(2))
                    {
                        let body = lines[(index + 1)...].prefix { $0.hasPrefix("  ") }
                        #expect(body.count == count, "\(shown): \(lines[index]) has \(body.count) lines")
                        index += body.count
                    }
                    index += 1
                }
            } else {
                #expect(outcome.output.isEmpty)
                #expect(outcome.errors.hasSuffix("nothing compared\n"))
            }
        }
    }
}
