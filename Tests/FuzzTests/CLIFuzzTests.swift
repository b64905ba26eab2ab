import Foundation
import TestSupport
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `devinfo` with random argument vectors and random bulk input: it always exits with a documented code,
/// never traps or hangs, never writes a raw control character, and whatever it prints as JSON or CSV parses.
@Suite struct CLIFuzzTests {
    static let devinfo = Executable("devinfo")
    static let documentedExitCodes: Set<Int32> = [0, 1, 2, 64, 74]

    static let flags = [
        "--json", "--json-lines", "--csv", "--tsv", "--list", "--bulk", "--svg", "--landscape", "--zoomed", "--verbose", "-v",
        "--has-notch", "--has-dynamic-island", "--has-home-indicator", "--help", "-h", "--version", "-V", "--", "--family",
        "--os", "--screen", "--panel", "--sql", "--nonsense", "-x", "--web"
    ]
    static let values = [
        "iPhone", "Mac", "Watch", "17", "26", "0", "99", "375x812@3", "828x1792", "1179x2556", "iPhone11,8",
        "iPhone15,2", "iPhone19,4", "MacBookPro18,3", "Watch7,9", "Mac14,3", "iPad13,18", "columns",
        "profiles", "launch-screens", "safe-areas"
    ]

    static func vector(_ dice: inout SplitMix64) -> [String] {
        (0..<Int(dice.next() % 6)).map { _ in
            switch dice.next() % 3 {
            case 0: Fuzz.pick(flags, &dice)
            case 1: Fuzz.pick(values, &dice)
            default: Fuzz.text(&dice, maxBytes: 24)
            }
        }.map { $0.replacingOccurrences(of: "\0", with: "") }  // an argv string cannot hold NUL
    }

    static func bulkInput(_ dice: inout SplitMix64, lines: Int) -> Data {
        var data = Data()
        for _ in 0..<lines {
            let line = dice.next() % 3 == 0 ? Fuzz.pick(values, &dice) : Fuzz.text(&dice, maxBytes: 40)
            data.append(contentsOf: Array(line.utf8))
            data.append(UInt8(ascii: "\n"))
        }
        return data
    }

    @Test func randomArgumentVectorsExitWithADocumentedCodeAndPrintNothingRaw() throws {
        var dice = Fuzz.dice(1)
        for _ in 0..<Fuzz.cases(ci: 300) {
            let arguments = Self.vector(&dice)
            let stdin = arguments.contains("--bulk") ? Self.bulkInput(&dice, lines: 20) : Data()
            let result = try Self.devinfo.run(arguments, stdin: stdin)
            let shown = arguments.map { String(reflecting: $0) }.joined(separator: " ")
            #expect(result.exited, "devinfo \(shown): died (signal or timeout)")
            #expect(Self.documentedExitCodes.contains(result.status), "devinfo \(shown): exit \(result.status)")
            #expect(rawControls(in: result.stderr).isEmpty, "devinfo \(shown): raw control characters on stderr")
            #expect(rawControls(in: result.stdout).isEmpty, "devinfo \(shown): raw control characters on stdout")
            if result.status == 0, arguments.contains("--json"),
                !arguments.contains(where: {
                    ["--bulk", "--svg", "--help", "-h", "--version", "-V", "--json-lines", "--has-notch", "--has-dynamic-island", "--has-home-indicator"]
                        .contains($0)
                })
            {
                #expect(
                    (try? JSONSerialization.jsonObject(with: result.stdoutBytes, options: [.fragmentsAllowed])) != nil, "devinfo \(shown): stdout is not JSON")
            }
        }
    }

    @Test(arguments: [["--bulk"], ["--bulk", "--csv"], ["--bulk", "--json"], ["--bulk", "--json-lines"], ["--bulk", "--json", "--os", "17"]])
    func randomBulkLinesGetOneAnswerEachInEveryFormat(arguments: [String]) throws {
        var dice = Fuzz.dice(2 + UInt64(arguments.joined().utf8.count))
        for _ in 0..<Fuzz.cases(ci: 3) {
            let input = Self.bulkInput(&dice, lines: 400)
            let lines = input.filter { $0 == UInt8(ascii: "\n") }.count  // a random line may hold newlines itself
            let result = try Self.devinfo.run(arguments, stdin: input)
            #expect(result.exited && result.status == 0, "\(arguments): exit \(result.status)")
            #expect(rawControls(in: result.stdout).isEmpty)
            let outputLines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            if arguments.contains("--csv") {
                let records = CSV.records(result.stdout)
                #expect(records.count == lines + 1, "one header and one record per input line")
                #expect(Set(records.map(\.count)).count == 1, "every record has the header's columns")
                for record in records.dropFirst() {
                    #expect(!record[0].hasPrefix("=") && !record[0].hasPrefix("+") && !record[0].hasPrefix("-") && !record[0].hasPrefix("@"))
                }
            } else if arguments.contains("--json") || arguments.contains("--json-lines") {
                #expect(outputLines.count == lines)
                for line in outputLines {
                    #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) is [String: Any], "not a JSON object: \(line.prefix(80))")
                }
            } else {
                #expect(outputLines.count == lines)
                let columns = Set(outputLines.map { $0.split(separator: "\t", omittingEmptySubsequences: false).count })
                #expect(columns.count == 1, "every TSV line has the same columns")
                for line in outputLines {
                    #expect(!line.hasPrefix("=") && !line.hasPrefix("+") && !line.hasPrefix("-") && !line.hasPrefix("@") && !line.hasPrefix("\""))
                }
            }
        }
    }

    @Test func randomDrawingsAreWellFormedSVGOrAnExitTwo() throws {
        var dice = Fuzz.dice(3)
        let options = ["--landscape", "--zoomed", "--os", "26", "--os", "12", "--os", "99"]
        for _ in 0..<Fuzz.cases(ci: 60) {
            var arguments = ["--svg", Fuzz.pick(Self.values + [Fuzz.text(&dice, maxBytes: 16)], &dice)]
            for _ in 0..<Int(dice.next() % 3) { arguments.append(Fuzz.pick(options, &dice)) }
            if arguments.last == "--os" { arguments.append(Fuzz.pick(["17", "26", "x", "-1"], &dice)) }
            arguments = arguments.map { $0.replacingOccurrences(of: "\0", with: "") }
            let result = try Self.devinfo.run(arguments)
            #expect(result.exited && [0, 2, 64].contains(result.status), "\(arguments): exit \(result.status)")
            if result.status == 0 {
                #expect(result.stdout.hasPrefix("<?xml") && result.stdout.hasSuffix("</svg>\n"))
                #expect(XMLParser(data: result.stdoutBytes).parse(), "\(arguments): not well-formed XML")
            }
        }
    }
}

/// RFC 4180 records, for checking devinfo's CSV (quoted cells may hold commas, quotes and newlines).
enum CSV {
    static func records(_ text: String) -> [[String]] {
        var records: [[String]] = []
        var record: [String] = []
        var cell = ""
        var quoted = false
        var afterQuote = false
        var scalars = text.unicodeScalars.makeIterator()
        while let c = scalars.next() {
            if quoted {
                if c == "\"" {
                    quoted = false
                    afterQuote = true
                } else {
                    cell.unicodeScalars.append(c)
                }
                continue
            }
            switch c {
            case "\"":
                if afterQuote { cell += "\"" }
                quoted = true
                afterQuote = false
            case ",":
                record.append(cell)
                cell = ""
                afterQuote = false
            case "\n":
                record.append(cell)
                records.append(record)
                record = []
                cell = ""
                afterQuote = false
            case "\r": break
            default:
                cell.unicodeScalars.append(c)
                afterQuote = false
            }
        }
        if !cell.isEmpty || !record.isEmpty {
            record.append(cell)
            records.append(record)
        }
        return records
    }
}
