import DevInfoKit
import Foundation
import Testing

/// Every JSON output is valid JSON whatever the number of results: none, one or many, in every mode that
/// writes JSON (`--json` one document, `--json-lines` one per line). Issue 34: a list of exactly one
/// device lost its closing `]`.
@Suite struct JSONValidityTests {
    enum Count: String, CaseIterable { case none, one, many }

    /// `--list --family F --os V` queries with none, exactly one and many devices that run V, found in the
    /// table (not written down: the table changes).
    static let listQueries: [Count: [String]] = {
        var found: [Count: [String]] = [:]
        for family in DeviceFamily.all {
            let devices = Device.all(in: family)
            for version in family.osVersions + [OSVersion(99)] {
                let running = devices.filter { $0.runs(version) == true }.count
                let count: Count = running == 0 ? .none : running == 1 ? .one : .many
                if found[count] == nil { found[count] = ["--list", "--family", family.rawValue, "--os", "\(family.operatingSystemName) \(version)"] }
            }
        }
        return found
    }()

    /// `--panel WxH` queries that match no device, exactly one display class's devices, and several.
    static let panelQueries: [Count: [String]] = {
        var devicesByPanel: [String: Int] = [:]
        for device in Device.all {
            for display in device.displays {
                if let panel = display.panelPixels { devicesByPanel["\(panel.width)x\(panel.height)", default: 0] += 1 }
            }
        }
        var found: [Count: [String]] = [.none: ["--panel", "1x1"]]
        if let one = devicesByPanel.sorted(by: { $0.key < $1.key }).first(where: { $0.value == 1 }) { found[.one] = ["--panel", one.key] }
        if let many = devicesByPanel.max(by: { $0.value < $1.value }) { found[.many] = ["--panel", many.key] }
        return found
    }()

    /// Each mode's arguments for each count (a mode missing a count in the table is said so by the test).
    static var cases: [(mode: String, count: Count, arguments: [String], stdin: String)] {
        let ids = Device.all.prefix(3).map(\.identifier.rawValue)
        var cases: [(String, Count, [String], String)] = [
            ("report", .one, [ids[0]], ""),
            ("report", .many, ids, ""),
            ("report of an unknown identifier", .one, ["iPhone99,1"], ""),
            ("report of this machine", .none, [], ""),
            ("bulk", .none, ["--bulk"], ""),
            ("bulk", .one, ["--bulk"], ids[0] + "\n"),
            ("bulk", .many, ["--bulk"], ids.joined(separator: "\n") + "\nnot an id\n"),
            ("list", .many, ["--list"], "")
        ]
        for count in Count.allCases {
            if let list = listQueries[count] { cases.append(("list --family --os", count, list, "")) }
            if let panel = panelQueries[count] { cases.append(("panel", count, panel, "")) }
        }
        for export in ["profiles", "launch-screens", "safe-areas"] {
            cases.append(("web \(export)", .many, ["--web", export], ""))
            cases.append(("web \(export) --family iPod", .many, ["--web", export, "--family", "iPod"], ""))
        }
        return cases
    }

    @Test func everyModeHasQueriesForNoneOneAndMany() {
        #expect(Set(Self.listQueries.keys) == Set(Count.allCases), "the table has no --list --os query for some count: \(Self.listQueries)")
        #expect(Set(Self.panelQueries.keys) == Set(Count.allCases), "the table has no --panel query for some count: \(Self.panelQueries)")
    }

    @Test func everyJSONOutputIsValidForNoneOneAndManyResults() throws {
        for (mode, count, arguments, stdin) in Self.cases {
            for format in ["--json", "--json-lines"] where !(format == "--json-lines" && arguments.first == "--web") {
                let result = try CLI.run(arguments + [format], stdin: Data(stdin.utf8))
                let label = "\(mode) (\(count)): devinfo \(arguments.joined(separator: " ")) \(format)"
                #expect([0, 1, 2].contains(result.status), "\(label): exit \(result.status): \(result.stderr)")
                let text = result.stdout
                #expect(text.isEmpty || text.hasSuffix("\n"), "\(label): no final newline")
                // One JSON document; JSON Lines (and --bulk's JSON): one document a line.
                let documents = format == "--json" && arguments.first != "--bulk" ? [text] : text.split(separator: "\n").map(String.init)
                if format == "--json" && arguments.first != "--bulk" { #expect(!text.isEmpty, "\(label): no output") }
                for document in documents {
                    #expect((try? CLI.json(document)) != nil, "\(label): not valid JSON: …\(document.suffix(80))")
                }
            }
        }
    }

    @Test func aListOfOneDeviceIsAnArrayOfOne() throws {
        let arguments = try #require(Self.listQueries[.one])
        let result = try CLI.run(arguments + ["--json"])
        let array = try #require(try CLI.json(result.stdout) as? [[String: Any]], "not an array: \(result.stdout.suffix(80))")
        #expect(array.count == 1)
    }
}
