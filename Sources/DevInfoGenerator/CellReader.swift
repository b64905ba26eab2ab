/// Reads one table row into a typed row, collecting a `file:line:` error for each bad cell and for each
/// rule the row breaks on its own (including the physical bounds of its family, ``FamilyRule``). Rules
/// that span rows live in ``Validator``.
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
    private mutating func integer(_ column: String, required isRequired: Bool = false, in range: ClosedRange<Int>) -> Int? {
        guard let text = isRequired ? required(column) : row[column] else { return nil }
        guard text.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }), text.utf8.count <= 9,
              !(text.count > 1 && text.hasPrefix("0")), let value = Int(text)
        else {
            fail("malformed number for \(column): \(quoted(text)) (expected a whole number)")
            return nil
        }
        guard range.contains(value) else {
            fail("\(column) \(value) is outside the possible range \(range.lowerBound)...\(range.upperBound)")
            return nil
        }
        return value
    }

    /// A non-negative decimal such as `2.608696` or `47`, within `range`.
    private mutating func decimal(_ column: String, required isRequired: Bool = false, in range: ClosedRange<Double>) -> Decimal? {
        guard let text = isRequired ? required(column) : row[column] else { return nil }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        let digitsOnly = { (part: Substring) in !part.isEmpty && part.utf8.allSatisfy { $0 >= 48 && $0 <= 57 } }
        guard parts.count <= 2, parts.allSatisfy(digitsOnly), parts[0].count <= 6,
              parts.count == 1 || parts[1].count <= 9, let value = Double(text)
        else {
            fail("malformed number for \(column): \(quoted(text)) (expected a decimal such as 2.608696)")
            return nil
        }
        guard range.contains(value) else {
            fail("\(column) \(text) is outside the possible range \(format(range.lowerBound))...\(format(range.upperBound))")
            return nil
        }
        return Decimal(text: text, value: value)
    }

    private mutating func choice(_ column: String, _ allowed: [String], required isRequired: Bool = false) -> String? {
        guard let text = isRequired ? required(column) : row[column] else { return nil }
        guard allowed.contains(text) else {
            fail("\(column) must be one of \(allowed.joined(separator: ", ")), not \(quoted(text))")
            return nil
        }
        return text
    }

    private mutating func pair(_ a: String, _ b: String, in range: ClosedRange<Int>) -> (width: Int, height: Int)? {
        let x = integer(a, in: range), y = integer(b, in: range)
        if (row[a] == nil) != (row[b] == nil) { fail("give both \(a) and \(b), or neither") }
        guard let x, let y else { return nil }
        return (x, y)
    }

    private mutating func screenID() -> String? {
        let id = required("screen")
        if let id, !id.utf8.allSatisfy({ ($0 >= 97 && $0 <= 122) || ($0 >= 48 && $0 <= 57) || $0 == 45 }) {
            fail("screen id \(quoted(id)) must use only a-z, 0-9 and -")
        }
        return id
    }

    /// A row of Data/screens/<family>.tsv.
    mutating func screen(family rule: FamilyRule) -> ScreenRow? {
        let id = screenID()
        let panel = pair("panelWidth", "panelHeight", in: PhysicalBounds.pixels)
        let points = pair("pointsWidth", "pointsHeight", in: PhysicalBounds.points)
        let scale = integer("scale", in: PhysicalBounds.scale)
        let nativeScale = decimal("nativeScale", in: PhysicalBounds.nativeScale)
        let zoom = choice("displayZoom", displayZoomValues) ?? "unknown"
        let zoomW = integer("zoomedPointsWidth", in: PhysicalBounds.points)
        let zoomH = integer("zoomedPointsHeight", in: PhysicalBounds.points)
        let zoomScale = decimal("zoomedNativeScale", in: PhysicalBounds.nativeScale)
        let diagonal = decimal("diagonalInches", in: rule.diagonalInches)
        let ppi = integer("ppi", in: rule.pixelsPerInch)
        let cutout = choice("cutout", cutoutValues)
        let home = choice("homeControl", homeControlValues)
        let corners = choice("roundedCorners", ["yes", "no"])
        let radius = decimal("cornerRadius", in: PhysicalBounds.cornerRadius)
        let frameColumns = ["cutoutX", "cutoutY", "cutoutWidth", "cutoutHeight"]
        let frame = frameColumns.map { decimal($0, in: 0...9999) }
        let caseSize = integer("caseMillimeters", in: PhysicalBounds.caseMillimeters)
        guard errors.isEmpty, let id else { return nil }

        // What the family allows.
        if !rule.hasDisplays { fail("\(rule.displayName) devices have no built-in display, so \(rule.name) has no screens table") }
        if let cutout, !rule.cutouts.contains(cutout) {
            fail("cutout \(cutout) is impossible on \(rule.displayName) (allowed: \(rule.cutouts.sorted().joined(separator: ", ")))")
        }
        if let home, !rule.homeControls.contains(home) {
            fail("homeControl \(home) is impossible on \(rule.displayName) (allowed: \(rule.homeControls.sorted().joined(separator: ", ")))")
        }
        if zoom == "supported" && !rule.displayZoom {
            fail("displayZoom is supported, but \(rule.displayName) has no Display Zoom")
        }
        if caseSize != nil && !rule.caseMillimeters { fail("caseMillimeters applies to Apple Watch only") }

        // Orientation: every size in the family's natural orientation.
        let orientation = rule.landscapeNative ? "landscape (width ≥ height)" : "portrait (width ≤ height)"
        func oriented(_ size: (width: Int, height: Int)?) -> Bool {
            guard let size else { return true }
            return rule.landscapeNative ? size.width >= size.height : size.width <= size.height
        }
        if !oriented(panel) || !oriented(points) || !oriented(zoomW.flatMap { w in zoomH.map { (w, $0) } }) {
            fail("\(rule.displayName) sizes must be \(orientation): panel \(describe(panel)), points \(describe(points))")
        }
        if let panel, let points, let nativeScale {
            checkScale(panel: panel, points: points, nativeScale: nativeScale.value, mode: "standard")
        }
        if let nativeScale, let scale, nativeScale.value > Double(scale) + 1e-9 {
            fail("nativeScale \(nativeScale.text) exceeds scale \(scale) in the standard mode")
        }
        var zoomed: (width: Int, height: Int, nativeScale: Decimal)?
        let zoomCells = [zoomW != nil, zoomH != nil, zoomScale != nil]
        if zoom == "supported" {
            if let zoomW, let zoomH, let zoomScale {
                zoomed = (zoomW, zoomH, zoomScale)
                if let points, !(zoomW < points.width && zoomH < points.height) {
                    fail("zoomed points \(zoomW)x\(zoomH) must be smaller than standard points \(points.width)x\(points.height)")
                }
                if let panel { checkScale(panel: panel, points: (zoomW, zoomH), nativeScale: zoomScale.value, mode: "zoomed") }
            } else {
                fail("displayZoom is supported, so zoomedPointsWidth, zoomedPointsHeight and zoomedNativeScale are required")
            }
        } else if zoomCells.contains(true) {
            fail("displayZoom is \(zoom), so the zoomed columns must be empty")
        }
        if let cutout, let home, cutout != "none", rule.name == "iPhone", home != "indicator" {
            fail("a \(cutout) needs a home indicator, but homeControl is \(home)")
        }
        let presentFrame = frame.compactMap { $0 }
        if !presentFrame.isEmpty && presentFrame.count != 4 {
            fail("give all four of \(frameColumns.joined(separator: ", ")) or none")
        }
        if presentFrame.count == 4 {
            if cutout == "none" || cutout == nil { fail("a cutout rectangle needs a cutout (cutout is \(cutout ?? "empty"))") }
            if let points, presentFrame[0].value + presentFrame[2].value > Double(points.width) + 1e-9
                || presentFrame[1].value + presentFrame[3].value > Double(points.height) + 1e-9 {
                fail("the cutout rectangle reaches outside the display's \(points.width)x\(points.height) points")
            }
        }
        if let radius, let points, radius.value * 2 > Double(min(points.width, points.height)) {
            fail("cornerRadius \(radius.text) is more than half the display's short side (\(min(points.width, points.height)) points)")
        }
        if radius != nil && corners == "no" { fail("cornerRadius given, but roundedCorners is no") }
        guard errors.isEmpty else { return nil }
        return ScreenRow(
            file: file, line: row.line, family: rule.name, id: id, panel: panel, points: points, scale: scale,
            nativeScale: nativeScale, displayZoom: zoom, zoomed: zoomed, diagonalInches: diagonal, ppi: ppi,
            cutout: cutout, homeControl: home, roundedCorners: corners.map { $0 == "yes" }, cornerRadius: radius,
            cutoutFrame: presentFrame.count == 4 ? presentFrame : nil, caseMillimeters: caseSize)
    }

    private func describe(_ size: (width: Int, height: Int)?) -> String {
        size.map { "\($0.width)x\($0.height)" } ?? "unknown"
    }

    /// Panel pixels must equal points × nativeScale within 0.5 % (Apple rounds nativeScale, and the 12 mini's
    /// 812 × 2.88 = 2338.6 sits on a 2340-pixel panel).
    private mutating func checkScale(panel: (width: Int, height: Int), points: (width: Int, height: Int), nativeScale: Double, mode: String) {
        for (axis, p, q) in [("width", panel.width, points.width), ("height", panel.height, points.height)] {
            let expected = Double(q) * nativeScale
            if abs(expected - Double(p)) > Double(p) * 0.005 {
                fail("panel, points and nativeScale disagree in the \(mode) mode: \(q) points × \(format(nativeScale)) = \(format(expected)) ≠ \(p) panel pixels (\(axis))")
            }
        }
    }

    /// A row of Data/devices/<family>.tsv.
    mutating func device(file family: String) -> DeviceRow? {
        let identifier = required("identifier")
        let familyCell = choice("family", familyRules.map(\.name), required: true)
        let name = required("name")
        let variant = row["variant"] ?? ""
        let rule = familyCell.flatMap { familyRulesByName[$0] }
        let year = integer("year", in: (rule?.firstYear ?? 1976)...PhysicalBounds.lastYear)
        let displays = displayList(row["displays"])
        guard errors.isEmpty, let identifier, let familyCell, let rule, let name else { return nil }
        if familyCell != family {
            fail("family \(familyCell) does not belong in the \(family) table")
        }
        guard let parsed = parseIdentifier(identifier) else {
            fail("identifier \(quoted(identifier)) is not of the form <Family><major>,<minor> (e.g. iPhone11,8)")
            return nil
        }
        if !rule.prefixes.contains(parsed.prefix) {
            fail("identifier \(identifier) does not belong to family \(familyCell) (its prefixes: \(rule.prefixes.joined(separator: ", ")))")
        }
        if parsed.major > 255 || parsed.minor > 255 || parsed.minor < 1 {
            fail("identifier \(identifier): major must be 0-255 and minor 1-255")
        }
        for (column, text) in [("name", name), ("variant", variant)] where text.contains("\"") || text.contains("\\") {
            fail("\(column) \(quoted(text)) must not contain quotes or backslashes")
        }
        if case .displays = displays, !rule.hasDisplays {
            fail("\(rule.displayName) devices have no built-in display: displays must be none (or empty if unknown)")
        }
        guard errors.isEmpty, let displays else { return nil }
        return DeviceRow(
            file: file, line: row.line, identifier: identifier, family: familyCell, prefix: parsed.prefix,
            major: parsed.major, minor: parsed.minor, name: name, variant: variant, year: year, displays: displays)
    }

    /// The `displays` cell: empty (unknown), `none`, `screen-id`, or `role:screen-id role:screen-id`.
    private mutating func displayList(_ text: String?) -> DisplayList? {
        guard let text else { return .unknown }
        if text == "none" { return DisplayList.none }
        let parts = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        if parts.count == 1 && !parts[0].contains(":") { return .displays([("main", parts[0])]) }
        var list: [(role: String, screen: String)] = []
        for part in parts {
            let pieces = part.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
            guard pieces.count == 2, displayRoles.contains(pieces[0]), !pieces[1].isEmpty else {
                fail("displays must be empty (unknown), none, a screen id, or role:screen pairs with roles \(displayRoles.joined(separator: ", ")); not \(quoted(text))")
                return nil
            }
            if list.contains(where: { $0.role == pieces[0] }) {
                fail("display role \(pieces[0]) given twice in \(quoted(text))")
                return nil
            }
            list.append((pieces[0], pieces[1]))
        }
        if list.count > 1 && list.contains(where: { $0.role == "main" }) {
            fail("a device with several displays names each by role (outer, inner), not main: \(quoted(text))")
            return nil
        }
        return .displays(list)
    }

    /// A row of Data/safe-areas/<family>.tsv.
    mutating func safeArea(family rule: FamilyRule) -> SafeAreaRow? {
        let screen = screenID()
        let lowest = rule.firstSafeAreaOS == 0 ? PhysicalBounds.osMajor.lowerBound : rule.firstSafeAreaOS
        let from = integer("from", required: true, in: lowest...PhysicalBounds.osMajor.upperBound)
        let until = integer("until", required: true, in: lowest...PhysicalBounds.osMajor.upperBound)
        let portrait = safeAreaColumns[3...6].map { decimal($0, in: PhysicalBounds.inset) }
        let landscape = safeAreaColumns[7...10].map { decimal($0, in: PhysicalBounds.inset) }
        guard errors.isEmpty, let screen, let from, let until else { return nil }
        if rule.firstSafeAreaOS == 0 { fail("\(rule.displayName) has no safe-area table") }
        if from > until { fail("from \(from) is after until \(until)") }
        func complete(_ cells: [Decimal?], _ name: String) -> [Decimal]? {
            let present = cells.compactMap { $0 }
            if !present.isEmpty && present.count != 4 { fail("give all four \(name) insets or none") }
            return present.count == 4 ? present : nil
        }
        let p = complete(portrait, "portrait"), l = complete(landscape, "landscape")
        if rule.landscapeNative {
            if p != nil { fail("\(rule.displayName) displays have no portrait orientation: leave the portrait insets empty") }
            if l == nil { fail("give the four landscape insets") }
        } else if p == nil && l == nil {
            fail("give the four insets of at least one orientation (an orientation left empty is unconfirmed)")
        }
        guard errors.isEmpty else { return nil }
        return SafeAreaRow(file: file, line: row.line, family: rule.name, screen: screen, from: from, until: until,
                           portrait: p, landscape: l)
    }
}

/// `iPad13,16` → ("iPad", 13, 16); `nil` for any other shape, including leading zeros.
func parseIdentifier(_ text: String) -> (prefix: String, major: Int, minor: Int)? {
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

/// `2.608696`, `6`: a number for messages.
func format(_ value: Double) -> String {
    value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
}
