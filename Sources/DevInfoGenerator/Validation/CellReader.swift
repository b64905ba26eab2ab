import DevInfoVocabulary

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

    mutating func fail(_ reason: String) {
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
    mutating func integer(_ column: String, required isRequired: Bool = false, in range: ClosedRange<Int>) -> Int? {
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

    /// A non-negative decimal such as `2.608696` or `47` (no leading zeros, no sign, no exponent), within
    /// `range`.
    mutating func decimal(_ column: String, required isRequired: Bool = false, in range: ClosedRange<Double>) -> Decimal? {
        guard let text = isRequired ? required(column) : row[column] else { return nil }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        let digitsOnly = { (part: Substring) in !part.isEmpty && part.utf8.allSatisfy { $0 >= 48 && $0 <= 57 } }
        guard parts.count <= 2, parts.allSatisfy(digitsOnly), parts[0].count <= 6, !(parts[0].count > 1 && parts[0].hasPrefix("0")),
              parts.count == 1 || parts[1].count <= 9, let value = Double(text)
        else {
            fail("malformed number for \(column): \(quoted(text)) (expected a decimal such as 2.608696)")
            return nil
        }
        guard range.contains(value) else {
            fail("\(column) \(text) is outside the possible range \(formatNumber(range.lowerBound))...\(formatNumber(range.upperBound))")
            return nil
        }
        return Decimal(text: text, value: value)
    }

    mutating func choice(_ column: String, _ allowed: [String], required isRequired: Bool = false) -> String? {
        guard let text = isRequired ? required(column) : row[column] else { return nil }
        guard allowed.contains(text) else {
            fail("\(column) must be one of \(allowed.joined(separator: ", ")), not \(quoted(text))")
            return nil
        }
        return text
    }

    private mutating func screenID() -> String? {
        let id = required("screen")
        if let id, let problem = DisplayVocabulary.idProblem(id) {
            fail("screen id \(quoted(String(id.prefix(80))))\(id.count > 80 ? "…" : "") \(problem)")
        }
        return id
    }

    /// One display field's cells: every column of it, or none (a size or rectangle is all or nothing).
    private mutating func value(of field: DisplayField, rule: FamilyRule) -> FieldValue? {
        let before = errors.count
        let result: FieldValue?
        switch field.kind {
        case .integer(let bound, _):
            let values = field.columns.map { integer($0, in: bound.range(for: rule)) }
            result = values.allSatisfy { $0 != nil } ? .integers(values.map { $0! }) : nil
        case .decimal(let bound):
            let values = field.columns.map { decimal($0, in: bound.range(for: rule)) }
            result = values.allSatisfy { $0 != nil } ? .decimals(values.map { $0! }) : nil
        case .choice(let values, let allowed):
            guard let word = choice(field.columns[0], values) else { return nil }
            if let allowed = allowed?(rule), !allowed.contains(word) {
                fail("\(field.columns[0]) \(word) is impossible on \(rule.displayName) (allowed: \(allowed.sorted().joined(separator: ", ")))")
                return nil
            }
            result = .choice(word)
        case .flag:
            result = choice(field.columns[0], ["yes", "no"]).map { .flag($0 == "yes") }
        }
        let given = field.columns.filter { row[$0] != nil }
        if field.checksCompleteness && errors.count == before && !given.isEmpty && given.count != field.columns.count {
            if field.columns.count == 2 {
                fail("give both \(field.columns[0]) and \(field.columns[1]), or neither")
            } else {
                fail("give all four of \(field.columns.joined(separator: ", ")) or none")
            }
        }
        return result
    }

    /// A row of Data/screens/<family>.tsv: every display field read and bounded, then the rules between
    /// fields (`DisplayRules`).
    mutating func screen(family rule: FamilyRule) -> ScreenRow? {
        let id = screenID()
        var values: [String: FieldValue] = [:]
        for field in DisplayField.all {
            if let value = value(of: field, rule: rule) { values[field.name] = value }
        }
        guard errors.isEmpty, let id else { return nil }
        let screen = ScreenRow(file: file, line: row.line, family: rule.family, id: id, values: values)
        DisplayRules.check(screen, rule: rule, reader: &self)
        return errors.isEmpty ? screen : nil
    }

    /// A row of Data/devices/<family>.tsv.
    mutating func device(file family: Family) -> DeviceRow? {
        let identifier = required("identifier")
        let familyCell = choice("family", Family.allCases.map(\.name), required: true)
        let name = required("name")
        let variant = row["variant"] ?? ""
        let rule = familyCell.flatMap(Family.init(name:)).map(FamilyRule.rule(for:))
        let year = integer("year", in: (rule?.firstYear ?? 1976)...PhysicalBounds.lastYear)
        let displays = displayList(row["displays"])
        guard errors.isEmpty, let identifier, let familyCell, let rule, let name else { return nil }
        if rule.family != family {
            fail("family \(familyCell) does not belong in the \(family.name) table")
        }
        guard let parsed = IdentifierGrammar.parse(identifier) else {
            fail("identifier \(quoted(identifier)) is not of the form <Family><major>,<minor> (e.g. iPhone11,8)")
            return nil
        }
        if !rule.family.prefixes.contains(parsed.prefix) {
            fail("identifier \(identifier) does not belong to family \(familyCell) (its prefixes: \(rule.family.prefixes.joined(separator: ", ")))")
        }
        if parsed.major > 255 || parsed.minor > 255 || parsed.minor < 1 {
            fail("identifier \(identifier): major must be 0-255 and minor 1-255")
        }
        for (column, text) in [("name", name), ("variant", variant)] where text.contains("\"") || text.contains("\\") {
            fail("\(column) \(quoted(text)) must not contain quotes or backslashes")
        }
        if displays != nil && !(displays!.displays.isEmpty) && !rule.hasDisplays {
            fail("\(rule.displayName) devices have no built-in display: displays must be none (or empty if unknown)")
        }
        guard errors.isEmpty, let displays else { return nil }
        return DeviceRow(
            file: file, line: row.line, identifier: identifier, family: rule.family, prefix: parsed.prefix,
            major: parsed.major, minor: parsed.minor, name: name, variant: variant, year: year, displays: displays)
    }

    /// The `displays` cell: empty (unknown), `none`, `screen-id`, or `outer:screen-id inner:screen-id` for a
    /// foldable.
    private mutating func displayList(_ text: String?) -> DisplayList? {
        guard let text else { return .unknown }
        if text == "none" { return DisplayList.none }
        let parts = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        if parts.count == 1 && !parts[0].contains(":") { return .main(parts[0]) }
        var byRole: [String: String] = [:]
        for part in parts {
            let pieces = part.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
            guard pieces.count == 2, displayRoles.contains(pieces[0]), !pieces[1].isEmpty else {
                fail("displays must be empty (unknown), none, a screen id, or role:screen pairs with roles \(displayRoles.joined(separator: ", ")); not \(quoted(text))")
                return nil
            }
            if byRole[pieces[0]] != nil {
                fail("display role \(pieces[0]) given twice in \(quoted(text))")
                return nil
            }
            byRole[pieces[0]] = pieces[1]
        }
        if byRole["main"] != nil {
            if byRole.count == 1 { return .main(byRole["main"]!) }
            fail("a device with several displays names each by role (outer, inner), not main: \(quoted(text))")
            return nil
        }
        guard let outer = byRole["outer"], let inner = byRole["inner"], byRole.count == 2 else {
            fail("a foldable names both displays, outer:<screen> inner:<screen>; not \(quoted(text))")
            return nil
        }
        if outer == inner {
            fail("a foldable's outer and inner displays are two panels, but both are \(outer): give each its own display class")
            return nil
        }
        return .foldable(outer: outer, inner: inner)
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
        if rule.family.isLandscapeNative {
            if p != nil { fail("\(rule.displayName) displays have no portrait orientation: leave the portrait insets empty") }
            if l == nil { fail("give the four landscape insets") }
        } else if p == nil && l == nil {
            fail("give the four insets of at least one orientation (an orientation left empty is unconfirmed)")
        }
        guard errors.isEmpty else { return nil }
        return SafeAreaRow(file: file, line: row.line, family: rule.family, screen: screen, from: from, until: until,
                           portrait: p, landscape: l)
    }
}

let displayRoles = ["main", "outer", "inner"]
