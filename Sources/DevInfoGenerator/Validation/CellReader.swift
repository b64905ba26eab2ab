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

    /// One stored fact's cells: every column of it, or none (a size, a rectangle or a mode's metrics is all
    /// or nothing).
    private mutating func value(_ kind: DataKind, columns: [String], rule: FamilyRule) -> FieldValue? {
        let before = errors.count
        let result: FieldValue?
        switch kind {
        case .integers(let bound, _):
            let range = rule.range(of: bound)
            let values = columns.map { integer($0, in: range) }
            result = values.allSatisfy { $0 != nil } ? .integers(values.map { $0! }) : nil
        case .decimals(let bound):
            let range = rule.range(of: bound)
            let values = columns.map { decimal($0, in: range) }
            result = values.allSatisfy { $0 != nil } ? .decimals(values.map { $0! }) : nil
        case .metrics:
            let width = integer(columns[0], in: PhysicalBounds.points)
            let height = integer(columns[1], in: PhysicalBounds.points)
            let scale = decimal(columns[2], in: PhysicalBounds.nativeScale)
            if let width, let height, let scale { return .metrics(width, height, scale) }
            return nil  // a partial mode is reported by DisplayRules, which knows whether the mode exists
        case .choice(let choice):
            guard let word = self.choice(columns[0], choice.words) else { return nil }
            if let allowed = rule.allowed(choice), !allowed.contains(word) {
                fail("\(columns[0]) \(word) is impossible on \(rule.displayName) (allowed: \(allowed.sorted().joined(separator: ", ")))")
                return nil
            }
            result = .choice(word)
        case .flag:
            result = self.choice(columns[0], ["yes", "no"]).map { .flag($0 == "yes") }
        case .text:
            guard let text = row[columns[0]] else { return nil }
            if text.utf8.count > PhysicalBounds.textLength {
                fail("\(columns[0]) \(quoted(text)) is longer than \(PhysicalBounds.textLength) bytes")
                return nil
            }
            if text.contains("\"") || text.contains("\\") {
                fail("\(columns[0]) \(quoted(text)) must not contain quotes or backslashes")
                return nil
            }
            result = .text(text)
        case .osVersion:
            guard let text = row[columns[0]] else { return nil }
            guard let version = OSVersionGrammar.parse(text) else {
                fail("\(columns[0]) \(quoted(text)) is not a version such as 8.0 or 10.14.4")
                return nil
            }
            let parts = [version.major] + [version.minor, version.patch].compactMap { $0 }
            guard let release = OSVersionGrammar.releaseKey(major: version.major, minor: version.minor, isMac: rule.family == .mac) else {
                fail("\(columns[0]) \(quoted(text)) is no release of \(rule.family.operatingSystem) (the Mac's 10.x releases end at 10.15)")
                return nil
            }
            result = .osVersion(parts: parts, release: release)
        case .lastOSVersion:
            guard let text = row[columns[0]] else { return nil }
            if text == "current" { return .lastOS(release: nil) }
            guard let version = OSVersionGrammar.parse(text), version.patch == nil,
                rule.family == .mac && version.major == 10 ? version.minor != nil : version.minor == nil,
                let release = OSVersionGrammar.releaseKey(major: version.major, minor: version.minor, isMac: rule.family == .mac)
            else {
                fail("\(columns[0]) must be current or a release (\(rule.family == .mac ? "10.15, 11, 26" : "12, 26")), not \(quoted(text))")
                return nil
            }
            result = .lastOS(release: release)
        case .sizeClasses:
            return nil  // read with the row's sizes: sizeClasses(_:)
        case .osHistory, .structural:
            return nil
        }
        let given = columns.filter { row[$0] != nil }
        if errors.count == before && !given.isEmpty && given.count != columns.count {
            if columns.count == 2 {
                fail("give both \(columns[0]) and \(columns[1]), or neither")
            } else {
                fail("give all \(columns.count == 4 ? "four" : String(columns.count)) of \(columns.joined(separator: ", ")) or none")
            }
        }
        return result
    }

    /// Whether any of `columns` has a value.
    func hasAny(_ columns: [String]) -> Bool { columns.contains { row[$0] != nil } }

    /// A row of Data/screens/<family>.tsv: every stored display fact read and bounded, then the rules
    /// between facts (`DisplayRules`).
    mutating func screen(family rule: FamilyRule) -> ScreenRow? {
        let id = screenID()
        var values: [DisplayFact: FieldValue] = [:]
        for (fact, spec, kind) in storedDisplayFacts {
            if let value = value(kind, columns: spec.dataColumns, rule: rule) { values[fact] = value }
        }
        guard errors.isEmpty, let id else { return nil }
        if let classes = sizeClasses(ScreenRow(file: file, line: row.line, family: rule.family, id: id, values: values)) {
            values[.sizeClasses] = classes
        }
        guard errors.isEmpty else { return nil }
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
        var values: [DeviceFact: FieldValue] = [:]
        if let rule {
            for (fact, spec, kind) in storedDeviceFacts {
                if let value = value(kind, columns: spec.dataColumns, rule: rule) {
                    values[fact] = value
                } else if spec.required, spec.dataColumns.allSatisfy({ (row[$0] ?? "").isEmpty }) {
                    fail("missing required value for \(spec.dataColumns.joined(separator: ", "))")
                }
            }
        }
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
        if variant.contains("(") || variant.contains(")") {
            fail("variant \(quoted(variant)) must not contain brackets: the full name puts the variant in brackets (write GSM, 2012)")
        }
        if displays != nil && !(displays!.displays.isEmpty) && !rule.hasDisplays {
            fail("\(rule.displayName) devices have no built-in display: displays must be none (or empty if unknown)")
        }
        guard errors.isEmpty, let displays else { return nil }
        return DeviceRow(
            file: file, line: row.line, identifier: identifier, family: rule.family, prefix: parsed.prefix,
            major: parsed.major, minor: parsed.minor, name: name, variant: variant, displays: displays, values: values)
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
                fail(
                    "displays must be empty (unknown), none, a screen id, or role:screen pairs with roles \(displayRoles.joined(separator: ", ")); not \(quoted(text))"
                )
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

    /// A row of Data/safe-areas/<family>.tsv: insets (from the first OS with safe areas), a status bar's
    /// height, or both, for a display class over an OS range.
    mutating func safeArea(family rule: FamilyRule) -> SafeAreaRow? {
        let screen = screenID()
        let from = integer("from", required: true, in: PhysicalBounds.osMajor)
        let until = integer("until", required: true, in: PhysicalBounds.osMajor)
        let insetColumns = DisplayFact.safeArea.spec.dataColumns
        let barColumns = DisplayFact.statusBar.spec.dataColumns
        let portrait = insetColumns[0...3].map { decimal($0, in: PhysicalBounds.inset) }
        let landscape = insetColumns[4...7].map { decimal($0, in: PhysicalBounds.inset) }
        let portraitBar = decimal(barColumns[0], in: PhysicalBounds.statusBar)
        let landscapeBar = decimal(barColumns[1], in: PhysicalBounds.statusBar)
        guard errors.isEmpty, let screen, let from, let until else { return nil }
        if rule.firstSafeAreaOS == 0 { fail("\(rule.displayName) has no safe-area table") }
        if from > until { fail("from \(from) is after until \(until)") }
        func complete(_ cells: [Decimal?], _ name: String) -> [Decimal]? {
            let present = cells.compactMap { $0 }
            if !present.isEmpty && present.count != 4 { fail("give all four \(name) insets or none") }
            return present.count == 4 ? present : nil
        }
        let p = complete(portrait, "portrait")
        let l = complete(landscape, "landscape")
        let hasInsets = p != nil || l != nil
        if hasInsets && from < rule.firstSafeAreaOS {
            fail(
                "from \(from): safe-area insets start with \(rule.family.operatingSystem) \(rule.firstSafeAreaOS) (a row before that gives only the status bar)"
            )
        }
        if rule.family.isLandscapeNative {
            if p != nil { fail("\(rule.displayName) displays have no portrait orientation: leave the portrait insets empty") }
            if l == nil { fail("give the four landscape insets") }
            if portraitBar != nil || landscapeBar != nil { fail("\(rule.displayName) has no status bar in this table (its menu bar is not an inset)") }
        } else if !hasInsets && portraitBar == nil && landscapeBar == nil {
            fail("give the four insets of at least one orientation, or a status bar's height (an empty cell is unconfirmed)")
        }
        guard errors.isEmpty else { return nil }
        return SafeAreaRow(
            file: file, line: row.line, family: rule.family, screen: screen, from: from, until: until,
            portrait: p, landscape: l, portraitStatusBar: portraitBar, landscapeStatusBar: landscapeBar)
    }

    /// The size classes of a display class in each mode: `rule` resolves with Apple's rule for the family
    /// (`SizeClassRule`), explicit words are taken as they are; an empty cell is not confirmed.
    private mutating func sizeClasses(_ screen: ScreenRow) -> FieldValue? {
        let columns = DisplayFact.sizeClasses.spec.dataColumns
        var resolved: [UInt8] = []
        for (index, column) in columns.enumerated() {
            guard let text = row[column] else {
                resolved.append(0)
                continue
            }
            let zoomed = index == 1
            if text == "rule" {
                let width = zoomed ? screen.metrics(.zoomed)?.points.width : screen.points?.width
                guard let bits = SizeClassRule.sizeClasses(family: screen.family, portraitWidth: width) else {
                    fail("\(column) rule: \(SizeClassRule.whyNot(family: screen.family, portraitWidth: width, zoomed: zoomed))")
                    return nil
                }
                resolved.append(bits)
                continue
            }
            let words = text.split(separator: " ").flatMap { $0.split(separator: ",") }.map(String.init)
            guard words.count == 4, words.allSatisfy(DisplayVocabulary.sizeClasses.contains) else {
                fail("\(column) must be rule, or portrait then landscape size classes such as compact,regular compact,compact; not \(quoted(text))")
                return nil
            }
            if !SizeClassRule.families.contains(screen.family) {
                fail("\(column): \(screen.family.displayName) has no size classes (UIKit's are for iPhone, iPad and iPod touch)")
                return nil
            }
            if zoomed && screen.displayZoom != "supported" {
                fail("\(column) needs Display Zoom (displayZoom is \(screen.displayZoom))")
                return nil
            }
            resolved.append(SizeClassRule.bits(words.map { $0 == DisplayVocabulary.regular }))
        }
        guard resolved.contains(where: { $0 != 0 }) else { return nil }
        return .sizeClasses(standard: resolved[0], zoomed: resolved.count > 1 ? resolved[1] : 0)
    }
}

extension CellReader {
    /// A row of Data/os-releases.tsv.
    mutating func osRelease() -> OSReleaseRow? {
        let familyCell = choice("family", Family.allCases.map(\.name), required: true)
        let version = required("version")
        let name = required("name")
        let year = integer("released", in: 1976...PhysicalBounds.lastYear)
        guard errors.isEmpty, let familyCell, let family = Family(name: familyCell), let version, let name, let year else {
            if errors.isEmpty { fail("give the year the release came out") }
            return nil
        }
        guard let parsed = OSVersionGrammar.parse(version), parsed.patch == nil,
            family == .mac && parsed.major == 10 ? parsed.minor != nil : parsed.minor == nil,
            let key = OSVersionGrammar.releaseKey(major: parsed.major, minor: parsed.minor, isMac: family == .mac)
        else {
            fail("version \(quoted(version)) is not a release of \(family.name)'s OS (a major such as 17; the Mac's 10.x as 10.15)")
            return nil
        }
        return OSReleaseRow(
            file: file, line: row.line, family: family, version: version,
            key: key,
            name: name, year: year)
    }
}

let displayRoles = ["main", "outer", "inner"]
