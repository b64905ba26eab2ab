/// Reads one table row into a typed row, collecting a `file:line:` error for each bad cell and for each
/// rule the row breaks on its own. Rules that span rows live in ``Validator``.
struct CellReader {
    let file: String
    let row: TSVTable.Row
    private(set) var errors: [DataError] = []

    init(file: String, row: TSVTable.Row) {
        self.file = file
        self.row = row
    }

    private mutating func fail(_ reason: String) {
        errors.append(DataError(file: file, line: row.line, reason: reason))
    }

    private mutating func required(_ column: String) -> String? {
        guard let value = row[column] else {
            fail("missing required value for \(column)")
            return nil
        }
        return value
    }

    /// A whole number written in plain digits (no sign, no leading zeros) within `range`.
    private mutating func integer(_ column: String, required isRequired: Bool, in range: ClosedRange<Int>) -> Int? {
        guard let text = isRequired ? required(column) : row[column] else { return nil }
        guard text.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }), text.utf8.count <= 9,
              !(text.count > 1 && text.hasPrefix("0")), let value = Int(text)
        else {
            fail("malformed number for \(column): \(quoted(text)) (expected a whole number)")
            return nil
        }
        guard range.contains(value) else {
            fail("\(column) \(value) is out of range \(range.lowerBound)...\(range.upperBound)")
            return nil
        }
        return value
    }

    /// A non-negative decimal such as `2.608696` or `47`.
    private mutating func decimal(_ column: String, required isRequired: Bool) -> Decimal? {
        guard let text = isRequired ? required(column) : row[column] else { return nil }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        let digitsOnly = { (part: Substring) in !part.isEmpty && part.utf8.allSatisfy { $0 >= 48 && $0 <= 57 } }
        guard parts.count <= 2, parts.allSatisfy(digitsOnly), parts[0].count <= 6,
              parts.count == 1 || parts[1].count <= 9, let value = Double(text)
        else {
            fail("malformed number for \(column): \(quoted(text)) (expected a decimal such as 2.608696)")
            return nil
        }
        return Decimal(text: text, value: value)
    }

    private mutating func choice(_ column: String, _ allowed: [String], required isRequired: Bool) -> String? {
        guard let text = isRequired ? required(column) : row[column] else { return nil }
        guard allowed.contains(text) else {
            fail("\(column) must be one of \(allowed.joined(separator: ", ")), not \(quoted(text))")
            return nil
        }
        return text
    }

    mutating func screen() -> ScreenRow? {
        let id = required("screen")
        if let id, !id.utf8.allSatisfy({ ($0 >= 97 && $0 <= 122) || ($0 >= 48 && $0 <= 57) || $0 == 45 }) {
            fail("screen id \(quoted(id)) must use only a-z, 0-9 and -")
        }
        let pixelRange = 1...9999
        let panelW = integer("panelWidth", required: true, in: pixelRange)
        let panelH = integer("panelHeight", required: true, in: pixelRange)
        let pointsW = integer("pointsWidth", required: true, in: pixelRange)
        let pointsH = integer("pointsHeight", required: true, in: pixelRange)
        let scale = integer("scale", required: true, in: 1...3)
        let nativeScale = decimal("nativeScale", required: true)
        let zoom = choice("displayZoom", displayZoomValues, required: true)
        let zoomW = integer("zoomedPointsWidth", required: false, in: pixelRange)
        let zoomH = integer("zoomedPointsHeight", required: false, in: pixelRange)
        let zoomScale = decimal("zoomedNativeScale", required: false)
        let diagonal = decimal("diagonalInches", required: false)
        let ppi = integer("ppi", required: false, in: 1...2000)
        let cutout = choice("cutout", cutoutValues, required: true)
        let home = choice("homeControl", homeControlValues, required: true)
        let corners = choice("roundedCorners", ["yes", "no"], required: false)
        let insets = insetColumns.map { decimal($0, required: false) }
        let insetsIOS = integer("insetsIOS", required: false, in: 11...99)
        guard errors.isEmpty, let id, let panelW, let panelH, let pointsW, let pointsH, let scale,
              let nativeScale, let zoom, let cutout, let home
        else { return nil }

        // Row-level rules.
        if panelW > panelH || pointsW > pointsH {
            fail("sizes must be portrait (width ≤ height): panel \(panelW)x\(panelH), points \(pointsW)x\(pointsH)")
        }
        checkScale(panel: (panelW, panelH), points: (pointsW, pointsH), nativeScale: nativeScale.value, mode: "standard")
        if nativeScale.value > Double(scale) + 1e-9 {
            fail("nativeScale \(nativeScale.text) exceeds scale \(scale) in the standard mode")
        }
        var zoomed: (width: Int, height: Int, nativeScale: Decimal)?
        let zoomCells = [zoomW != nil, zoomH != nil, zoomScale != nil]
        if zoom == "supported" {
            if let zoomW, let zoomH, let zoomScale {
                zoomed = (zoomW, zoomH, zoomScale)
                if !(zoomW < pointsW && zoomH < pointsH) {
                    fail("zoomed points \(zoomW)x\(zoomH) must be smaller than standard points \(pointsW)x\(pointsH)")
                }
                checkScale(panel: (panelW, panelH), points: (zoomW, zoomH), nativeScale: zoomScale.value, mode: "zoomed")
            } else {
                fail("displayZoom is supported, so zoomedPointsWidth, zoomedPointsHeight and zoomedNativeScale are required")
            }
        } else if zoomCells.contains(true) {
            fail("displayZoom is \(zoom), so the zoomed columns must be empty")
        }
        if cutout != "none" && home != "indicator" {
            fail("a \(cutout) needs a home indicator, but homeControl is \(home)")
        }
        let presentInsets = insets.compactMap { $0 }
        if !presentInsets.isEmpty && presentInsets.count != insets.count {
            fail("give all eight safe-area insets or none (missing: \(zip(insetColumns, insets).filter { $0.1 == nil }.map(\.0).joined(separator: ", ")))")
        }
        if presentInsets.isEmpty != (insetsIOS == nil) {
            fail(insetsIOS == nil ? "insetsIOS is required when insets are given" : "insetsIOS given without insets")
        }
        guard errors.isEmpty else { return nil }
        return ScreenRow(
            file: file, line: row.line, id: id, panel: (panelW, panelH), points: (pointsW, pointsH), scale: scale,
            nativeScale: nativeScale, displayZoom: zoom, zoomed: zoomed, diagonalInches: diagonal, ppi: ppi,
            cutout: cutout, homeControl: home, roundedCorners: corners.map { $0 == "yes" },
            insets: presentInsets.isEmpty ? nil : presentInsets, insetsIOS: insetsIOS)
    }

    /// Panel pixels must equal points × nativeScale within 0.5 % (Apple rounds nativeScale, and the 12 mini's
    /// 812 × 2.88 = 2338.6 sits on a 2340-pixel panel).
    private mutating func checkScale(panel: (Int, Int), points: (Int, Int), nativeScale: Double, mode: String) {
        for (axis, p, q) in [("width", panel.0, points.0), ("height", panel.1, points.1)] {
            let expected = Double(q) * nativeScale
            if abs(expected - Double(p)) > Double(p) * 0.005 {
                fail("panel, points and nativeScale disagree in the \(mode) mode: \(q) points × \(nativeScale) = \(expected) ≠ \(p) panel pixels (\(axis))")
            }
        }
    }

    mutating func device() -> DeviceRow? {
        let identifier = required("identifier")
        let family = choice("family", coveredFamilies, required: true)
        let name = required("name")
        let variant = row["variant"] ?? ""
        let year = integer("year", required: true, in: 2007...2100)
        let screen = required("screen")
        guard errors.isEmpty, let identifier, let family, let name, let year, let screen else { return nil }
        guard let parsed = parseIdentifier(identifier) else {
            fail("identifier \(quoted(identifier)) is not of the form <Family><major>,<minor> (e.g. iPhone11,8)")
            return nil
        }
        if parsed.prefix != family {
            fail("identifier \(identifier) does not belong to family \(family)")
        }
        if parsed.major > 255 || parsed.minor > 255 || parsed.minor < 1 {
            fail("identifier \(identifier): major must be 0-255 and minor 1-255")
        }
        for (column, text) in [("name", name), ("variant", variant)] where text.contains("\"") || text.contains("\\") {
            fail("\(column) \(quoted(text)) must not contain quotes or backslashes")
        }
        guard errors.isEmpty else { return nil }
        return DeviceRow(
            file: file, line: row.line, identifier: identifier, family: family, major: parsed.major,
            minor: parsed.minor, name: name, variant: variant, year: year, screen: screen)
    }

    /// `iPad13,16` → ("iPad", 13, 16); `nil` for any other shape, including leading zeros.
    private func parseIdentifier(_ text: String) -> (prefix: String, major: Int, minor: Int)? {
        let letters = text.prefix { $0.isASCII && $0.isLetter }
        let numbers = text.dropFirst(letters.count).split(separator: ",", omittingEmptySubsequences: false)
        guard !letters.isEmpty, numbers.count == 2 else { return nil }
        let values = numbers.compactMap { part -> Int? in
            guard !part.isEmpty, part.count <= 6, part.allSatisfy({ $0.isASCII && $0.isNumber }),
                  !(part.count > 1 && part.hasPrefix("0")) else { return nil }
            return Int(part)
        }
        guard values.count == 2 else { return nil }
        return (String(letters), values[0], values[1])
    }
}
