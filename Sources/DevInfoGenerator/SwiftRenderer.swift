/// The command that regenerates the table, for messages and the generated file's header.
public let regenerateCommand = "swift run devinfo-generate"

/// Where the generated table lives, relative to the package root.
public let generatedTablePath = "Sources/DevInfoKit/Table/DeviceTable+Generated.swift"

extension DataSet {
    /// The generated Swift table: deterministic (family order, then Data/ order for screens; family, prefix
    /// and numeric identifier order for devices; no dates, no absolute paths), so a second run writes
    /// identical bytes. Every row is a plain-value struct literal, which the optimizer lays out at compile
    /// time.
    public func renderSwift() -> String {
        var out = """
        // DeviceTable+Generated.swift — generated, do not edit.
        // Made by `\(regenerateCommand)` from Data/screens/*.tsv, Data/devices/*.tsv and Data/safe-areas/*.tsv.
        // Edit those tables and rerun the command; a test fails while this file is out of date.

        // swiftlint:disable all

        extension DeviceTable {

        """
        let familyIndex = Dictionary(uniqueKeysWithValues: familyRules.enumerated().map { ($1.name, $0) })
        let screenIndex = Dictionary(uniqueKeysWithValues: screens.enumerated().map { ($1.id, $0) })

        out += "    /// \(familyRules.count) families, in table order.\n"
        out += "    static let families: [FamilyRecord] = [\n"
        for rule in familyRules {
            let rows = devices.indices.filter { devices[$0].family == rule.name }
            let first = rows.first ?? devices.count, end = (rows.last ?? (first - 1)) + 1
            out += "        FamilyRecord(name: \"\(rule.name)\", displayName: \"\(rule.displayName)\", operatingSystem: \"\(rule.operatingSystem)\", "
            out += "landscapeNative: \(rule.landscapeNative), firstRow: \(first), endRow: \(end)),\n"
        }
        out += "    ]\n\n"

        // Safe-area entries, grouped by screen in screen order, oldest first.
        var safeAreaRecords: [String] = []
        var safeAreaSpan: [String: (start: Int, count: Int)] = [:]
        for screen in screens {
            let entries = safeAreas.filter { $0.screen == screen.id }
            safeAreaSpan[screen.id] = (safeAreaRecords.count, entries.count)
            for e in entries {
                safeAreaRecords.append(
                    "SafeAreaRecord(from: \(e.from), until: \(e.until), portrait: \(tuple(e.portrait)), landscape: \(tuple(e.landscape))),  // \(screen.id)")
            }
        }

        out += "    /// \(screens.count) display classes, by family, in Data/screens order.\n"
        out += "    static let screens: [ScreenRecord] = [\n"
        for (index, s) in screens.enumerated() {
            let span = safeAreaSpan[s.id]!
            let fields = [
                "id: \"\(s.id)\"", "family: \(familyIndex[s.family]!)",
                "panel: \(pair(s.panel))", "points: \(pair(s.points))",
                "scale: \(s.scale.map(String.init) ?? "nil")", "nativeScale: \(s.nativeScale?.text ?? "nil")",
                "displayZoom: .\(s.displayZoom)",
                "zoomedPoints: \(pair(s.zoomed.map { ($0.width, $0.height) }))",
                "zoomedNativeScale: \(s.zoomed?.nativeScale.text ?? "nil")",
                "diagonalInches: \(s.diagonalInches?.text ?? "nil")",
                "pixelsPerInch: \(s.ppi.map(String.init) ?? "nil")",
                "cutout: \"\(s.cutout ?? "")\"", "homeControl: \"\(s.homeControl ?? "")\"",
                "roundedCorners: \(s.roundedCorners.map { $0 ? "true" : "false" } ?? "nil")",
                "cornerRadius: \(s.cornerRadius?.text ?? "nil")",
                "cutoutFrame: \(tuple(s.cutoutFrame))",
                "caseMillimeters: \(s.caseMillimeters.map(String.init) ?? "nil")",
                "safeAreaStart: \(span.start)", "safeAreaCount: \(span.count)",
            ]
            out += "        // \(index)\n"
            out += "        ScreenRecord(\(fields.joined(separator: ", "))),\n"
        }
        out += "    ]\n\n"

        out += "    /// \(safeAreaRecords.count) safe-area entries, by screen, oldest OS first.\n"
        out += "    static let safeAreas: [SafeAreaRecord] = [\n"
        for (index, record) in safeAreaRecords.enumerated() { out += "        \(record) \(index)\n" }
        out += "    ]\n\n"

        var displayRecords: [String] = []
        var deviceLines: [String] = []
        for (index, d) in devices.enumerated() {
            var start = displayRecords.count, count = 0, known = true
            switch d.displays {
            case .unknown: known = false; start = 0
            case .none: start = 0
            case .displays(let list):
                for display in list {
                    displayRecords.append("DisplayRecord(screen: \(screenIndex[display.screen]!), role: \"\(display.role)\"),  // \(d.identifier)")
                }
                count = list.count
            }
            var line = "        DeviceRecord(identifier: \"\(d.identifier)\", family: \(familyIndex[d.family]!), major: \(d.major), "
            line += "minor: \(d.minor), name: \"\(d.name)\", variant: \"\(d.variant)\", year: \(d.year.map(String.init) ?? "nil"), "
            line += "displayStart: \(start), displayCount: \(count), displaysKnown: \(known)),  // \(index)\n"
            deviceLines.append(line)
        }
        out += "    /// \(displayRecords.count) built-in displays, by device, main display first.\n"
        out += "    static let displays: [DisplayRecord] = [\n"
        for record in displayRecords { out += "        \(record)\n" }
        out += "    ]\n\n"

        out += "    /// \(devices.count) devices, by family, then numerically by identifier.\n"
        out += "    static let devices: [DeviceRecord] = [\n"
        out += deviceLines.joined()
        out += "    ]\n"

        out += renderIndex()
        out += "}\n"
        return out
    }

    /// The dense identifier index and the generated prefix dispatch: for each identifier prefix with
    /// rows, `majorStart[base + major] ..< majorStart[base + major + 1]` are the slots of that major's
    /// minors 1, 2, …
    private func renderIndex() -> String {
        var slots: [Int] = []
        var majorStart: [Int] = []
        var prefixRanges: [(prefix: String, range: Range<Int>)] = []
        var prefixes: [String] = []
        for d in devices where !prefixes.contains(d.prefix) { prefixes.append(d.prefix) }
        for prefix in prefixes {
            let rows = devices.enumerated().filter { $0.element.prefix == prefix }
            let maxMajor = rows.map(\.element.major).max() ?? -1
            prefixRanges.append((prefix, majorStart.count..<(majorStart.count + maxMajor + 1)))
            for major in 0...(maxMajor + 1) {
                majorStart.append(slots.count)
                guard major <= maxMajor else { break }
                let minors = rows.filter { $0.element.major == major }
                let maxMinor = minors.map(\.element.minor).max() ?? 0
                var block = [Int](repeating: 0, count: maxMinor)
                for (row, device) in minors { block[device.minor - 1] = row + 1 }
                slots += block
            }
        }
        var out = "\n"
        out += identifierDispatch(prefixRanges)
        out += "\n"
        var familyCases: [(String, String)] = []
        for (index, rule) in familyRules.enumerated() {
            for prefix in rule.prefixes { familyCases.append((prefix, String(index))) }
        }
        out += dispatch(
            name: "familyIndex", returns: "Int",
            doc: "The family (index into `families`) that an identifier prefix (`p[0..<n]`) names, or `nil`.",
            cases: familyCases)
        out += "\n    /// Start of each prefix and major's slots in `slots`; the entry after a prefix's last major ends it.\n"
        out += uint16Array("majorStart", majorStart)
        out += "\n    /// Row + 1 for each prefix/major/minor, 0 for a gap.\n"
        out += uint16Array("slots", slots)
        return out
    }

    /// The hot path's prefix recognition: a switch on the first byte, then, longest prefix first, the
    /// prefix's bytes compared as a few unaligned 8-, 4-, 2- and 1-byte loads and a digit after it. No scan
    /// for the end of the letters, no hashing, no string comparison.
    private func identifierDispatch(_ prefixes: [(prefix: String, range: Range<Int>)]) -> String {
        var out = "    /// The slice of `majorStart` for the identifier prefix that `p[0..<n]` starts with (letters followed\n"
        out += "    /// by a digit), and the prefix's length; `nil` when no prefix with rows matches.\n"
        out += "    @inline(__always)\n"
        out += "    static func majors(identifier p: UnsafePointer<UInt8>, count n: Int) -> (majors: Range<Int>, prefixLength: Int)? {\n"
        out += "        guard n > 0 else { return nil }\n"
        out += "        let raw = UnsafeRawPointer(p)\n"
        out += "        switch p[0] {\n"
        let byFirst = Dictionary(grouping: prefixes, by: { $0.prefix.utf8.first! })
        for first in byFirst.keys.sorted() {
            out += "        case \(first):  // \(Character(Unicode.Scalar(first)))\n"
            for (prefix, range) in byFirst[first]!.sorted(by: { ($0.prefix.utf8.count, $0.prefix) > ($1.prefix.utf8.count, $1.prefix) }) {
                let bytes = Array(prefix.utf8)
                var checks = ["n > \(bytes.count)"]
                var offset = 1  // byte 0 is the switch
                for width in [8, 4, 2, 1] {
                    while bytes.count - offset >= width {
                        let chunk = bytes[offset..<(offset + width)]
                        if width == 1 {
                            checks.append("p[\(offset)] == \(chunk.first!)")
                        } else {
                            var value: UInt64 = 0
                            for (shift, byte) in chunk.enumerated() { value |= UInt64(byte) << (8 * UInt64(shift)) }
                            let type = "UInt\(width * 8)"
                            checks.append("raw.loadUnaligned(fromByteOffset: \(offset), as: \(type).self) == \(type)(littleEndian: 0x\(String(value, radix: 16)))")
                        }
                        offset += width
                    }
                }
                checks.append("p[\(bytes.count)] &- 48 < 10")
                out += "            if \(checks.joined(separator: ", ")) { return (\(range.lowerBound)..<\(range.upperBound), \(bytes.count)) }  // \(prefix)\n"
            }
        }
        out += "        default: break\n"
        out += "        }\n"
        out += "        return nil\n"
        out += "    }\n"
        return out
    }

    /// A function that recognises each prefix with a switch on its length and byte compares: no hashing,
    /// no string comparison.
    private func dispatch(name: String, returns: String, doc: String, cases: [(prefix: String, value: String)]) -> String {
        var out = "    /// \(doc)\n"
        out += "    @inline(__always)\n"
        out += "    static func \(name)(prefix p: UnsafePointer<UInt8>, count n: Int) -> \(returns)? {\n"
        out += "        switch n {\n"
        let byLength = Dictionary(grouping: cases, by: { $0.prefix.utf8.count })
        for length in byLength.keys.sorted() {
            out += "        case \(length):\n"
            for (prefix, value) in byLength[length]!.sorted(by: { $0.prefix < $1.prefix }) {
                let compares = prefix.utf8.enumerated().map { "p[\($0.offset)] == \($0.element)" }.joined(separator: ", ")
                out += "            if \(compares) { return \(value) }  // \(prefix)\n"
            }
        }
        out += "        default: break\n"
        out += "        }\n"
        out += "        return nil\n"
        out += "    }\n"
        return out
    }

    private func pair(_ size: (Int, Int)?) -> String {
        size.map { "(\($0.0), \($0.1))" } ?? "nil"
    }

    private func tuple(_ values: [Decimal]?) -> String {
        values.map { "(" + $0.map(\.text).joined(separator: ", ") + ")" } ?? "nil"
    }

    /// `static let name: [UInt16] = [...]`, twenty numbers a line.
    private func uint16Array(_ name: String, _ values: [Int]) -> String {
        var out = "    static let \(name): [UInt16] = [\n"
        for chunkStart in stride(from: 0, to: values.count, by: 20) {
            let chunk = values[chunkStart..<min(chunkStart + 20, values.count)]
            out += "        " + chunk.map(String.init).joined(separator: ", ") + ",\n"
        }
        return out + "    ]\n"
    }
}
