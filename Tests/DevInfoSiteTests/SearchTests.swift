import DevInfoKit
import DevInfoVocabulary
import Foundation
import TestSupport
import Testing

@testable import DevInfoSite

/// The search by name and identifier: ranking, the note for a query that reads as an identifier, and
/// devinfo's own words for an identifier its table does not list. The script runs in a browser; here its
/// rules run on its own patterns (read from search.js) and its own data (search-index.js), and answer
/// Tests/Browser/search-queries.tsv, which the browser test checks the page against too.
@Suite struct SearchTests {
    static let cases: [(query: String, first: [String], note: String)] = {
        let text = (try? Package.text("Tests/Browser/search-queries.tsv")) ?? ""
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.hasPrefix("query\t") }.map {
            let cells = $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return (cells[0], cells[1].split(separator: " ").map(String.init), cells[2])
        }
    }()

    static let search = try! ScriptSearch(script: SiteTests.byPath["search.js"]!, index: SiteTests.byPath["search-index.js"]!)

    /// search.js's name search, run on its patterns (ICU, `$` as `\z`, what JavaScript's `$` means without
    /// the m flag) and on search-index.js (its JSON): `unknownIdentifier`, `readAsIdentifier` and `rank`.
    struct ScriptSearch {
        let identifier: NSRegularExpression
        let likeIdentifier: NSRegularExpression
        let devices: [[String]]
        let notes: [String: String]
        let simulatorArchitectures: [String]
        let simulator: String
        let unrecognizedFamily: String
        let families: [String: String]
        /// Each device's name as words (`words(device[1])`), worked out once: the search runs for thousands
        /// of queries.
        let nameWords: [[String]]
        /// The identifiers in lower case.
        let lowercasedIdentifiers: Set<String>

        init(script: String, index: String) throws {
            func pattern(_ name: String) throws -> NSRegularExpression {
                let line = try #require(script.split(separator: "\n").first { $0.contains("var \(name) = /") })
                var source = String(line.drop { $0 != "/" }.dropFirst())
                source = String(source[..<source.range(of: "/;", options: .backwards)!.lowerBound])
                #expect(source.hasSuffix("$"))
                return try NSRegularExpression(pattern: String(source.dropLast()) + "\\z")
            }
            identifier = try pattern("IDENTIFIER")
            likeIdentifier = try pattern("LIKE_IDENTIFIER")
            let json = String(index[index.firstIndex(of: "{")!...index.lastIndex(of: "}")!])
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
            devices = try #require(object["devices"] as? [[String]])
            notes = try #require(object["notes"] as? [String: String])
            let unknown = try #require(object["unknown"] as? [String: Any])
            simulatorArchitectures = try #require(unknown["simulatorArchitectures"] as? [String])
            simulator = try #require(unknown["simulator"] as? String)
            unrecognizedFamily = try #require(unknown["unrecognizedFamily"] as? String)
            families = try #require(unknown["families"] as? [String: String])
            nameWords = devices.map { Self.words($0[1]) }
            lowercasedIdentifiers = Set(devices.map { $0[0].lowercased() })
        }

        static func groups(_ expression: NSRegularExpression, _ text: String) -> [String?]? {
            guard let match = expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) else { return nil }
            return (0..<match.numberOfRanges).map { Range(match.range(at: $0), in: text).map { String(text[$0]) } }
        }

        /// `normalised`: compatibility forms folded, each run of white space one space, then marks, controls
        /// and format characters dropped, the ends trimmed, lower case.
        static func normalised(_ query: String) -> String {
            var out = String.UnicodeScalarView()
            var inSpace = false
            for scalar in query.decomposedStringWithCompatibilityMapping.unicodeScalars {
                if scalar.properties.isWhitespace {
                    if !inSpace { out.append(" ") }
                    inSpace = true
                    continue
                }
                inSpace = false
                switch scalar.properties.generalCategory {
                case .nonspacingMark, .spacingMark, .enclosingMark, .format, .control: continue
                default: out.append(scalar)
                }
            }
            return trimmed(String(out)).lowercased()
        }

        /// JavaScript's `trim()` (for the text these tests use: white space at both ends).
        static func trimmed(_ text: String) -> String {
            String(text.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
        }

        static func words(_ text: String) -> [String] {
            normalised(text).split { !$0.isLetter && !$0.isNumber }.map(String.init)
        }

        func unknown(_ query: String) -> String? {
            if simulatorArchitectures.contains(query) { return simulator }
            guard let parts = Self.groups(identifier, query) else { return nil }
            return families[parts[1]!] ?? unrecognizedFamily
        }

        /// The unknown-identifier line, the note and the identifiers found, in order.
        func answer(_ query: String) -> (unknown: String?, note: String?, found: [String]) {
            let lower = Self.normalised(query)
            let spaced = lower.split(separator: " ").map(String.init)
            let words = Self.words(query)
            let known = lowercasedIdentifiers.contains(lower)
            var note: String?
            var exact: [String] = []
            if let parts = Self.groups(likeIdentifier, lower) {
                let key = parts[1]! + String(Int(parts[2]!)!) + (parts[3].map { "," + String(Int($0)!) } ?? "")
                note = notes[key]
                if parts[3] != nil { exact = devices.map { $0[0] }.filter { $0.lowercased() == key } }
            }
            func rank(_ device: [String], _ name: [String]) -> Int? {
                if device[0].lowercased() == lower || exact.contains(device[0]) { return 0 }
                if !words.isEmpty {
                    let last = words.count - 1
                    let begins = name.count >= words.count && words.indices.allSatisfy { $0 < last ? name[$0] == words[$0] : name[$0].hasPrefix(words[$0]) }
                    if begins && name.count == words.count && name[last] == words[last] { return 1 }
                    if begins { return 2 }
                    if words.allSatisfy(name.contains) { return 3 }
                    if words.allSatisfy({ word in name.contains { $0.hasPrefix(word) } }) { return 4 }
                }
                let text = (device[0] + " " + device[1]).lowercased()
                return spaced.allSatisfy(text.contains) ? 5 : nil
            }
            let found = devices.indices.compactMap { position in rank(devices[position], nameWords[position]).map { ($0, position, devices[position][0]) } }
                .sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map(\.2)
            return (known ? nil : unknown(query), note, found)
        }
    }

    /// What devinfo says of `query` as an identifier: the library's explanation, which `devinfo QUERY` prints
    /// after `unknown identifier 'QUERY': ` (Tests/devinfoTests/ReportTests checks the command's words);
    /// `nil` for a known identifier or text that is no identifier (malformed: the page searches it as a name).
    static func library(_ query: String) -> String? {
        guard let unknown = Device.lookup(query).unknown, unknown.reason != .malformed else { return nil }
        return unknown.explanation
    }

    @Test func theTableOfSearchesIsAnsweredAsItSays() {
        #expect(Self.cases.count >= 20)
        for (query, first, note) in Self.cases {
            let answer = Self.search.answer(query)
            #expect(Array(answer.found.prefix(first.count)) == first, "\(query): \(answer.found.prefix(8))")
            if note == "unknown" {
                let said = Self.library(query)
                #expect(said != nil && answer.unknown == said, "\(query): \(answer.unknown ?? "no line") ≠ \(said ?? "nothing")")
                #expect(answer.note == nil, "\(query)")
            } else {
                #expect(answer.unknown == nil, "\(query): \(answer.unknown ?? "")")
                #expect(answer.note == (note.isEmpty ? nil : note), "\(query): \(answer.note ?? "no note")")
            }
        }
    }

    @Test func aMarketingNameRanksAboveTheIdentifiersThatShareItsNumber() throws {
        // "iPhone 15" is the iPhone 15 family first, then the iPhone 14 Pro and Pro Max (iPhone15,2 and 15,3).
        let found = Self.search.answer("iPhone 15").found
        let fifteen = Device.all.filter { SearchIndex.nameWords($0.name).starts(with: ["iphone", "15"]) }.map(\.identifier.rawValue)
        #expect(fifteen.count >= 4)
        #expect(Set(found.prefix(fifteen.count)) == Set(fifteen), "\(found)")
        let sharing = Device.all.filter { $0.identifier.components?.prefix == "iPhone" && $0.identifier.components?.major == 15 }
            .map(\.identifier.rawValue).filter { !fifteen.contains($0) }
        #expect(!sharing.isEmpty && sharing.allSatisfy(found.dropFirst(fifteen.count).contains), "\(found)")
        // An identifier is first when the query is it, in any case or written as a name.
        for query in ["iPhone11,8", "iphone11,8", "iPhone 11,8", "iphone 11 8", "ｉＰｈｏｎｅ１１,８"] {
            #expect(Self.search.answer(query).found.first == "iPhone11,8", "\(query)")
        }
    }

    @Test func theNotesSayWhichDeviceAnIdentifierIsFromTheTable() throws {
        let notes = SearchIndex.identifierNotes()
        for device in Device.all {
            let parts = try #require(device.identifier.components)
            #expect(notes["\(parts.prefix.lowercased())\(parts.major),\(parts.minor)"] == "\(device.identifier) is the \(device.fullName).")
        }
        // A first number whose identifiers are not all the models named with it gets a note naming each.
        for (key, members) in Dictionary(grouping: Device.all, by: { "\($0.identifier.components!.prefix.lowercased())\($0.identifier.components!.major)" }) {
            let parts = members[0].identifier.components!
            let allModels = members.allSatisfy {
                let words = SearchIndex.nameWords($0.fullName)
                return words.contains(parts.prefix.lowercased()) && words.contains(String(parts.major))
            }
            if members.count == 1 {
                #expect(notes[key] == "\(members[0].identifier) is the \(members[0].fullName).")
            } else if allModels {
                #expect(notes[key] == nil, "\(key)")
            } else {
                let note = try #require(notes[key], "\(key)")
                #expect(note.hasPrefix("Identifiers \(parts.prefix)\(parts.major),"), "\(note)")
                for member in members.prefix(SearchIndex.listedInANote) {
                    #expect(note.contains("\(member.identifier) ") && note.contains(" the \(member.fullName)"), "\(note)")
                }
                if members.count > SearchIndex.listedInANote {
                    #expect(note.hasSuffix(" and \(members.count - SearchIndex.listedInANote) more."), "\(note)")
                }
            }
        }
        let iPhone15 = try #require(notes["iphone15"])
        let fourteenPro = try #require(Device(identifier: "iPhone15,2"))
        #expect(iPhone15.contains("are not all iPhone 15 models: iPhone15,2 is the \(fourteenPro.fullName),"))
    }

    @Test func anUnknownIdentifierIsAnsweredInTheLibrarysWords() {
        // The library's words are the command's: the CLI prints UnknownDevice.explanation.
        #expect(
            UnknownDevice(identifier: "iPhone99,1").explanation
                == "an iPhone identifier devinfo's table does not list; the device may be newer than this version of devinfo")
        #expect(UnknownDevice(identifier: "Watch99,1").explanation.hasPrefix("an Apple Watch identifier"))
        #expect(UnknownDevice(identifier: "Mac99,1").explanation.hasPrefix("a Mac identifier"))
        #expect(UnknownDevice(identifier: "Zork1,1").explanation == UnknownReason.unrecognizedFamily.description)
        // Every prefix of every family, and text built from the grammar's pieces, shuffled: the page says
        // what the library says, except where a known identifier matches in another case (the page shows the
        // device; the command suggests it).
        var queries = Family.allCases.flatMap(\.prefixes).flatMap { ["\($0)999,1", "\($0)1,1", "\($0)0,0", "\($0)01,1"] }
        queries += DeviceIdentifier.simulatorArchitectures + ["X86_64", "arm64 ", "iPhone11,8", "constructor1,1", "__proto__1,1", "hasOwnProperty1,1"]
        var state: UInt64 = 0x1DE7
        let pieces = ["iPhone", "iPad", "Mac", "Watch", "mac", "Zork", "x", "1", "0", "9", "15", ",", ",", " ", "_", "٣", "１", "1234567", "\u{301}"]
        for _ in 0..<3_000 {
            var query = ""
            for _ in 0..<(1 + Int(state % 6)) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                query += pieces[Int((state >> 33) % UInt64(pieces.count))]
            }
            queries.append(query)
        }
        for query in queries.map(ScriptSearch.trimmed) {  // the search box's text, trimmed as the page trims it
            guard !Self.search.lowercasedIdentifiers.contains(ScriptSearch.normalised(query)) else { continue }
            #expect(Self.search.unknown(query) == Self.library(query), "\(query.debugDescription)")
        }
        // The grammar the page runs is the library's.
        let script = SiteTests.byPath["search.js"]!
        #expect(script.contains("var IDENTIFIER = /\(IdentifierGrammar.javaScriptPattern)/;"))
    }

    @Test func resultsShowSizesBesideNames() throws {
        #expect(Self.search.devices.count == Device.all.count)
        for (entry, device) in zip(Self.search.devices, Device.all) {
            #expect(entry[0] == device.identifier.rawValue && entry[4] == IndexPage.sizes(device))
        }
        let xr = try #require(Device(identifier: "iPhone11,8"))
        let standard = try #require(xr.mainDisplay?.standard)
        #expect(IndexPage.sizes(xr) == "\(standard.points) @\(standard.scale)x, notch")
        #expect(IndexPage.sizes(try #require(Device(identifier: "Mac14,3"))) == "no built-in display")
        #expect(try #require(SiteTests.byPath["search.js"]).contains("{ \"class\": \"sizes\" }"))
    }
}
