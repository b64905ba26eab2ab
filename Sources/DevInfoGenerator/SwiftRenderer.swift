/// The command that regenerates the table, as the generated file's header and the staleness test cite it.
public let regenerateCommand = "swift run devinfo-generate"

/// Where the generated table lives, relative to the package root.
public let generatedTablePath = "Sources/DevInfoKit/Table/DeviceTable+Generated.swift"

extension DataSet {
    /// The generated Swift table: deterministic (Data/ order for screens, family then numeric identifier
    /// order for devices; no dates, no absolute paths), so a second run writes identical bytes.
    ///
    /// Every row is a plain-value struct literal, which the optimizer lays out at compile time.
    public func renderSwift() -> String {
        var out = """
        // DeviceTable+Generated.swift — generated, do not edit.
        // Made by `\(regenerateCommand)` from Data/screens/*.tsv and Data/devices/*.tsv.
        // Edit those tables and rerun the command; a test fails while this file is out of date.

        // swiftlint:disable all

        extension DeviceTable {

        """
        let screenIndex = Dictionary(uniqueKeysWithValues: screens.enumerated().map { ($1.id, $0) })

        out += "    /// \(screens.count) screen classes, in Data/screens order.\n"
        out += "    static let screens: [ScreenRecord] = [\n"
        for (index, s) in screens.enumerated() {
            var fields = [
                "id: \"\(s.id)\"",
                "panelWidth: \(s.panel.width)", "panelHeight: \(s.panel.height)",
                "pointsWidth: \(s.points.width)", "pointsHeight: \(s.points.height)",
                "scale: \(s.scale)", "nativeScale: \(s.nativeScale.text)",
                "displayZoom: .\(s.displayZoom)",
                "zoomedPointsWidth: \(s.zoomed?.width ?? 0)", "zoomedPointsHeight: \(s.zoomed?.height ?? 0)",
                "zoomedNativeScale: \(s.zoomed?.nativeScale.text ?? "0")",
                "diagonalInches: \(s.diagonalInches?.text ?? "nil")",
                "pixelsPerInch: \(s.ppi.map(String.init) ?? "nil")",
                "cutout: .\(s.cutout)", "homeControl: .\(s.homeControl)",
                "roundedCorners: \(s.roundedCorners.map { $0 ? "true" : "false" } ?? "nil")",
            ]
            fields.append("insets: " + (s.insets.map { "(" + $0.map(\.text).joined(separator: ", ") + ")" } ?? "nil"))
            fields.append("insetsIOS: \(s.insetsIOS ?? 0)")
            out += "        // \(index)\n"
            out += "        ScreenRecord(\(fields.joined(separator: ", "))),\n"
        }
        out += "    ]\n\n"

        out += "    /// \(devices.count) devices: iPhone, iPad, iPod; numerically by identifier within a family.\n"
        out += "    static let devices: [DeviceRecord] = [\n"
        for (index, d) in devices.enumerated() {
            out += "        DeviceRecord(identifier: \"\(d.identifier)\", family: .\(d.family), major: \(d.major), "
            out += "minor: \(d.minor), name: \"\(d.name)\", variant: \"\(d.variant)\", year: \(d.year), "
            out += "screen: \(screenIndex[d.screen]!)),  // \(index)\n"
        }
        out += "    ]\n"

        // Dense index: majorStart[base + major] ..< majorStart[base + major + 1] are the slots of that
        // family and major's minors 1, 2, …; each family has its own base in majorStart.
        var slots: [Int] = []
        var majorStart: [Int] = []
        var familyRanges: [(family: String, base: Int, majors: Int)] = []
        for family in coveredFamilies {
            let rows = devices.enumerated().filter { $0.element.family == family }
            let maxMajor = rows.map(\.element.major).max() ?? -1
            familyRanges.append((family, majorStart.count, maxMajor + 1))
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
        out += "\n"
        for range in familyRanges {
            out += "    /// \(range.family) majors 0..<\(range.majors) start at majorStart[\(range.base)].\n"
            out += "    static let \(range.family)Majors = \(range.base)..<\(range.base + range.majors)\n"
        }
        out += "\n    /// Start of each family and major's slots in `slots`; the entry after a family's last major ends it.\n"
        out += uint16Array("majorStart", majorStart)
        out += "\n    /// Row + 1 for each family/major/minor, 0 for a gap.\n"
        out += uint16Array("slots", slots)
        out += "}\n"
        return out
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
