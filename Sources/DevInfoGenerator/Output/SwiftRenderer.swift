import DevInfoVocabulary

/// The command that regenerates the table, for messages and the generated file's header.
public let regenerateCommand = "swift run devinfo-generate"

/// Where the generated table lives, relative to the package root.
public let generatedTablePath = "Sources/DevInfoKit/Table/DeviceTable+Generated.swift"

extension DataSet {
    /// The generated Swift table: deterministic (no dates, no absolute paths), so a second run writes
    /// identical bytes, and laid out so that its diff is the data change:
    ///
    /// - every Data/ row is one line, in Data/ order (devices by family, prefix and number);
    /// - rows refer to each other by name, never by position: a device names its display class
    ///   (`.main(.iphone_xr)`), a safe-area entry its class, the identifier index the device
    ///   (`.iPhone11_8`); the enums `Screen` and `Row` number them implicitly;
    /// - the identifier index is one array per prefix with one line per major number and a fixed
    ///   number of minor slots per line, so a new device fills a slot and a new major adds a line.
    ///
    /// Adding a device changes a handful of lines (its `Row` case, its record, its line in `devices`, its index
    /// slot); adding a display class, its `Screen` case, its record and its safe-area entries. Each record is a
    /// constant of its own that its array names (`recordArray`), so the compiler type-checks one small
    /// expression per row. Every value is a plain literal (integers, decimals, static strings, enum cases),
    /// which the optimizer lays out at compile time: no run-time initialisation, no allocation when a row is read.
    public func renderSwift() -> String {
        var out = """
            // DeviceTable+Generated.swift — generated, do not edit.
            // Made by `\(regenerateCommand)` from Data/screens/*.tsv, Data/devices/*.tsv and Data/safe-areas/*.tsv.
            // Edit those tables and rerun the command; a test fails while this file is out of date. Each data row
            // is one line, and rows name each other instead of counting positions, so a diff here is the data change.

            // swiftlint:disable all
            import DevInfoVocabulary

            extension DeviceTable {

            """
        out += renderScreenRecordType()
        out += "\n"
        out += renderDeviceRecordType()
        out += "\n"
        out += "    /// Every display class, by family and then in Data/screens order: `screens[Int(screen.rawValue)]`.\n"
        out += "    enum Screen: UInt8, CaseIterable {\n"
        if screens.isEmpty { out += "        case _none\n" }
        for screen in screens { out += "        case \(screenCase(screen.id))\n" }
        out += "    }\n\n"
        out += recordArray(
            "screens", of: "ScreenRecord", in: "ScreenRows", doc: "The display classes' records, in `Screen` order.",
            screens.map { (screenCase($0.id), screenRecord($0)) })

        out += recordArray(
            "safeAreas", of: "SafeAreaRecord", in: "SafeAreaRows",
            doc: "Safe-area and status-bar entries, by display class (in `Screen` order), oldest OS first.",
            safeAreas.map { e in
                (
                    "\(screenCase(e.screen).filter { $0 != "`" })_from_\(e.from)",
                    "SafeAreaRecord(screen: .\(screenCase(e.screen)), from: \(e.from), until: \(e.until), portrait: \(tuple(e.portrait)), "
                        + "landscape: \(tuple(e.landscape)), statusBar: (\(e.portraitStatusBar?.text ?? "nil"), \(e.landscapeStatusBar?.text ?? "nil")))"
                )
            })

        out += recordArray(
            "osReleases", of: "OSReleaseRecord", in: "OSReleaseRows",
            doc: "Each family's OS releases, oldest first (Data/os-releases.tsv); a family's last is its newest.",
            Family.allCases.flatMap { family in
                (osReleases.byFamily[family] ?? []).map { r in
                    let minor = r.key > 1000 && r.key < 1100 ? r.key - 1000 : 0
                    let major = r.key / 100 == 10 && minor > 0 ? 10 : r.key / 100
                    return (
                        "\(family)_\(major)_\(minor)",
                        "OSReleaseRecord(family: .\(family), major: \(major), minor: \(minor), name: \(literal(r.name)), year: \(r.year))"
                    )
                }
            })

        out += "    /// Every device, by family, then identifier prefix and number: `devices[Int(row.rawValue)]`.\n"
        out += "    enum Row: UInt16, CaseIterable {\n"
        if devices.isEmpty { out += "        case _none\n" }
        for device in devices { out += "        case \(rowCase(device))\n" }
        out += "    }\n\n"
        out += recordArray(
            "devices", of: "DeviceRecord", in: "DeviceRows", doc: "The devices' records, in `Row` order.",
            devices.map { (rowCase($0), deviceRecord($0)) })

        out += "    /// Each family's first row, in `Family` order (`nil` for a family without devices); a family's rows\n"
        out += "    /// run to the next family's first row.\n"
        out += "    static let familyFirstRows: [Row?] = [\n"
        for family in Family.allCases {
            let first = devices.first { $0.family == family }
            out += "        \(first.map { "." + rowCase($0) } ?? "nil"),  // \(family.name)\n"
        }
        out += "    ]\n"
        out += renderIndex()
        out += "}\n"
        return out
    }

    /// The record type of a display class: one field per display fact `Data/screens` stores (`DisplayFact`).
    private func renderScreenRecordType() -> String {
        var out = "    /// One row of Data/screens/*.tsv: a display class, sizes in its natural orientation. One field per display\n"
        out += "    /// fact Data/ stores (`Sources/DevInfoVocabulary/Facts/DisplayFact.swift`); `nil` or \"\" is unknown.\n"
        out += "    struct ScreenRecord: Sendable {\n"
        out += "        /// The class id in Data/, e.g. `iphone-xr`.\n"
        out += "        var id: StaticString\n"
        out += "        var family: Family\n"
        for (_, spec, kind) in storedDisplayFacts {
            out += "        /// \(spec.summary)\n"
            out += "        var \(spec.name): \(kind.swiftType(columns: spec.dataColumns.count))\n"
        }
        out += "    }\n"
        return out
    }

    /// The record type of a device: the columns that shape the table, then one field per other device
    /// fact `Data/devices` stores (`DeviceFact`).
    private func renderDeviceRecordType() -> String {
        var out = "    /// One row of Data/devices/*.tsv. One field per device fact Data/ stores\n"
        out += "    /// (`Sources/DevInfoVocabulary/Facts/DeviceFact.swift`); `nil`, \"\" or `.unknown` is unknown.\n"
        out += "    struct DeviceRecord: Sendable {\n"
        out += "        var identifier: StaticString\n"
        out += "        var family: Family\n"
        out += "        var major: UInt8\n"
        out += "        var minor: UInt8\n"
        out += "        var name: StaticString\n"
        out += "        /// Empty when the row needs no variant to tell it apart.\n"
        out += "        var variant: StaticString\n"
        out += "        var displays: DisplaysRecord\n"
        for (_, spec, kind) in storedDeviceFacts {
            var type = kind.swiftType(columns: spec.dataColumns.count)
            if spec.required, type.hasSuffix("?") { type.removeLast() }  // every row gives it (CellReader)
            out += "        /// \(spec.summary)\n"
            out += "        var \(spec.name): \(type)\n"
        }
        out += "    }\n"
        return out
    }

    /// A table array whose records are constants of their own, gathered by name: `static let devices:
    /// [DeviceRecord] = [DeviceRows.iPhone1_1, …]` and `enum DeviceRows { static let iPhone1_1 =
    /// DeviceRecord(…) }`. Each record is then one small expression for the type checker; one array literal of
    /// every record was one constraint system, which took 6.6 GB and 30 s to compile in a debug build. The
    /// optimizer still folds the constants into a statically laid-out array (`Benchmarks/run` checks it).
    private func recordArray(
        _ name: String, of type: String, in namespace: String, doc: String, _ rows: [(name: String, record: String)]
    ) -> String {
        var out = "    /// \(doc)\n"
        out += "    static let \(name): [\(type)] = [\n"
        for row in rows { out += "        \(namespace).\(row.name),\n" }
        out += "    ]\n\n"
        out += "    /// The records of `\(name)`, one constant each.\n"
        out += "    enum \(namespace) {\n"
        for row in rows { out += "        static let \(row.name) = \(row.record)\n" }
        out += "    }\n\n"
        return out
    }

    private func deviceRecord(_ d: DeviceRow) -> String {
        var out = "DeviceRecord(identifier: \(literal(d.identifier)), family: .\(d.family), major: \(d.major), minor: \(d.minor), "
        out += "name: \(literal(d.name)), variant: \(literal(d.variant)), displays: \(displays(d.displays))"
        for (fact, spec, kind) in storedDeviceFacts {
            out += ", \(spec.name): \(d.values[fact]?.swiftLiteral ?? kind.unknownLiteral)"
        }
        return out + ")"
    }

    private func screenRecord(_ s: ScreenRow) -> String {
        var fields = ["id: \(literal(s.id))", "family: .\(s.family)"]
        for (fact, spec, kind) in storedDisplayFacts {
            fields.append("\(spec.name): \(s.values[fact]?.swiftLiteral ?? kind.unknownLiteral)")
        }
        return "ScreenRecord(" + fields.joined(separator: ", ") + ")"
    }

    private func displays(_ list: DisplayList) -> String {
        switch list {
        case .unknown: ".unknown"
        case .none: ".noDisplay"
        case .main(let screen): ".main(.\(screenCase(screen)))"
        case .foldable(let outer, let inner): ".foldable(outer: .\(screenCase(outer)), inner: .\(screenCase(inner)))"
        }
    }

    /// The identifier index: one array of `Row?` slots, each prefix's majors in turn, one line per major with
    /// a fixed number of minor slots; each prefix's start is named (`SlotStart.iPad = iPhone + 19 × 32`), so
    /// a new major adds a line and changes one start, not every number after it. And the prefix dispatch.
    private func renderIndex() -> String {
        var prefixes: [(prefix: String, rows: [DeviceRow])] = []
        for d in devices {
            if let last = prefixes.indices.last, prefixes[last].prefix == d.prefix { prefixes[last].rows.append(d) } else { prefixes.append((d.prefix, [d])) }
        }
        var out = "\n"
        out += "    // The identifier index. `row(identifier:count:)` recognises the prefix from the first two bytes and a few\n"
        out += "    // word compares (`prefix(identifier:count:)`), reads the two numbers, and reads `slots` at the prefix's\n"
        out += "    // start + (major − first major) × stride + minor − 1: the row, or nil for an identifier not in the table.\n\n"
        out += "    /// Each prefix's majors, a line each, `stride` minors a line.\n"
        out += "    static let slots: [Row?] = [\n"
        var starts: [String] = []
        var calls: [(prefix: String, call: String)] = []
        var previous: (name: String, layout: IndexLayout)?
        for (prefix, rows) in prefixes {
            let layout = IndexLayout(rows: rows)
            let name = slotStartName(prefix)
            out += "        // \(prefix), majors \(layout.firstMajor)…\(layout.lastMajor)\n"
            for major in layout.firstMajor...layout.lastMajor {
                var slots = [String](repeating: "nil", count: layout.stride)
                for row in rows where row.major == major { slots[row.minor - 1] = "." + rowCase(row) }
                out += "        " + slots.joined(separator: ", ") + ",  // \(major)\n"
            }
            starts.append("        static let \(name) = " + (previous.map { "\($0.name) + \($0.layout.majorCount) * \($0.layout.stride)" } ?? "0"))
            calls.append(
                (
                    prefix,
                    "SlotLayout(start: SlotStart.\(name), firstMajor: \(layout.firstMajor), majors: \(layout.majorCount), stride: \(layout.stride), prefixLength: \(prefix.utf8.count))"
                ))
            previous = (name, layout)
        }
        out += "    ]\n\n"
        out += "    /// Where each prefix's slots start in `slots`.\n"
        out += "    enum SlotStart {\n" + starts.joined(separator: "\n") + "\n    }\n\n"
        out += identifierDispatch(calls)
        out += "\n"
        var familyCases: [(String, String)] = []
        for family in Family.allCases {
            for prefix in family.prefixes { familyCases.append((prefix, "." + "\(family)")) }
        }
        out += dispatch(
            name: "family", returns: "Family",
            doc: "The family that an identifier prefix (`p[0..<n]`) names, or `nil`.",
            cases: familyCases)
        return out
    }

    /// The hot path's prefix recognition: a switch on the first two bytes, then, longest prefix first, the
    /// prefix's bytes compared as a few unaligned 8-, 4-, 2- and 1-byte loads and a digit after it. No scan
    /// for the end of the letters, no hashing, no string comparison, and no data read: the two-byte cases are
    /// too sparse for a jump table and each answer is one immediate `SlotLayout`, so a process's first lookup
    /// faults in a page of code and none of constants.
    private func identifierDispatch(_ prefixes: [(prefix: String, call: String)]) -> String {
        var out = "    /// The prefix `p[0..<n]` starts with (letters followed by a digit): where its slots start, its first major,\n"
        out += "    /// how many majors it has, its stride and the prefix's length; `nil` when no prefix with rows matches.\n"
        out += "    @inline(__always)\n"
        out += "    static func prefix(identifier p: UnsafePointer<UInt8>, count n: Int) -> SlotLayout? {\n"
        out += "        guard n > 1 else { return nil }\n"
        out += "        let raw = UnsafeRawPointer(p)\n"
        out += "        switch UInt16(littleEndian: raw.loadUnaligned(as: UInt16.self)) {\n"
        let byFirst = Dictionary(grouping: prefixes, by: { UInt16($0.prefix.utf8.first!) | UInt16(Array($0.prefix.utf8)[1]) << 8 })
        for first in byFirst.keys.sorted() {
            out +=
                "        case 0x\(String(first, radix: 16)):  // \(Character(Unicode.Scalar(UInt8(first & 0xFF))))\(Character(Unicode.Scalar(UInt8(first >> 8))))\n"
            for (prefix, call) in byFirst[first]!.sorted(by: { ($0.prefix.utf8.count, $0.prefix) > ($1.prefix.utf8.count, $1.prefix) }) {
                let bytes = Array(prefix.utf8)
                var checks = ["n > \(bytes.count)"]
                var offset = 2  // bytes 0 and 1 are the switch
                for width in [8, 4, 2, 1] {
                    while bytes.count - offset >= width {
                        let chunk = bytes[offset..<(offset + width)]
                        if width == 1 {
                            checks.append("p[\(offset)] == \(chunk.first!)")
                        } else {
                            var value: UInt64 = 0
                            for (shift, byte) in chunk.enumerated() { value |= UInt64(byte) << (8 * UInt64(shift)) }
                            let type = "UInt\(width * 8)"
                            checks.append(
                                "raw.loadUnaligned(fromByteOffset: \(offset), as: \(type).self) == \(type)(littleEndian: 0x\(String(value, radix: 16)))")
                        }
                        offset += width
                    }
                }
                checks.append("p[\(bytes.count)] &- 48 < 10")
                out += "            if \(checks.joined(separator: ", ")) { return \(call) }  // \(prefix)\n"
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

    private func tuple(_ values: [Decimal]?) -> String {
        values.map { "(" + $0.map(\.text).joined(separator: ", ") + ")" } ?? "nil"
    }
}

/// How one prefix's slot array is laid out: majors `firstMajor...lastMajor`, `stride` minors each (a power
/// of two of at least 32, so a new minor rarely changes it).
struct IndexLayout {
    let firstMajor: Int
    let lastMajor: Int
    let stride: Int

    init(rows: [DeviceRow]) {
        firstMajor = rows.map(\.major).min() ?? 0
        lastMajor = rows.map(\.major).max() ?? 0
        var stride = 32
        while stride < rows.map(\.minor).max() ?? 0 { stride *= 2 }
        self.stride = stride
    }

    var majorCount: Int { lastMajor - firstMajor + 1 }
    /// The number of slots the prefix's array holds.
    var slotCount: Int { majorCount * stride }
}

/// `iPhone11_8`: a device's case in the generated `Row` enum.
func rowCase(_ device: DeviceRow) -> String { "\(device.prefix)\(device.major)_\(device.minor)" }

/// `iphone_xr`: a display class's case in the generated `Screen` enum (backquoted if a keyword).
func screenCase(_ id: String) -> String {
    let name = id.replacingAll("-", with: "_")
    return swiftKeywords.contains(name) ? "`\(name)`" : name
}

/// `iPhone`, `macBookPro`: a prefix's name in the generated `SlotStart`.
func slotStartName(_ prefix: String) -> String {
    prefix.prefix(1).lowercased() + prefix.dropFirst()
}

/// A Swift string literal: `"iPhone XR"`, for the generated table and the documentation snippets. Data/
/// cells never hold quotes, backslashes or control characters (the reader rejects them); code blocks hold
/// line breaks and tabs, written `\n` and `\t`; any other control character is written `\u{…}`.
func literal(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\t": out += "\\t"
        default:
            if scalar.value < 0x20 || scalar.value == 0x7F { out += "\\u{\(String(scalar.value, radix: 16))}" } else { out.unicodeScalars.append(scalar) }
        }
    }
    return out + "\""
}

/// Words a screen id could spell that Swift reserves.
private let swiftKeywords: Set<String> = [
    "any", "as", "associatedtype", "break", "case", "catch", "class", "continue", "default", "defer", "deinit", "do",
    "else", "enum", "extension", "fallthrough", "false", "fileprivate", "for", "func", "guard", "if", "import", "in",
    "init", "inout", "internal", "is", "let", "nil", "open", "operator", "package", "private", "protocol", "public",
    "repeat", "rethrows", "return", "self", "some", "static", "struct", "subscript", "super", "switch", "throw",
    "throws", "true", "try", "typealias", "var", "where", "while"
]

extension String {
    func replacingAll(_ target: Character, with replacement: Character) -> String {
        String(map { $0 == target ? replacement : $0 })
    }
}
