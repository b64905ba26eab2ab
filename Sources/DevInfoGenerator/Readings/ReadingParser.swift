import DevInfoReading
import Foundation

/// Reads one reading document (issue 33): strict JSON, then every member checked against
/// ``ReadingFormat/fields`` (its type, bounds, pattern, nullability; no member missing, none unknown). Each
/// problem is a ``DataError`` naming the file and the member (`provenance.date`).
enum ReadingParser {
    /// The reading in `bytes`, or every problem found in it.
    static func parse(path: String, bytes: [UInt8]) -> Result<Reading, DataErrors> {
        func failure(_ reasons: [String]) -> Result<Reading, DataErrors> {
            .failure(DataErrors(reasons.map { DataError(file: path, line: 0, reason: $0) }))
        }
        guard bytes.count <= ReadingFormat.maximumFileBytes else {
            return failure(["\(bytes.count) bytes: a reading is at most \(ReadingFormat.maximumFileBytes) bytes"])
        }
        let document: JSONValue
        do {
            document = try JSONValue.parse(bytes)
        } catch {
            return failure(["not JSON: \(error.reason) at byte \(error.offset)"])
        }
        var problems: [String] = []
        let values = check(document, .object(ReadingFormat.fields), path: "", problems: &problems)
        guard problems.isEmpty, let values else { return failure(problems) }
        return .success(reading(values))
    }

    /// The member values by dotted path (`bounds.width`), with `nil` for `null`.
    typealias Values = [String: JSONValue]

    private static func check(_ value: JSONValue, _ kind: ReadingFormat.Kind, path: String, problems: inout [String]) -> Values? {
        let name = path.isEmpty ? "the document" : "field \(path)"
        func fail(_ reason: String) -> Values? {
            problems.append("\(name): \(reason)")
            return nil
        }
        switch kind {
        case .object(let fields):
            guard case .object(let members) = value else { return fail("must be an object (found \(value.typeName))") }
            var values: Values = [:]
            let known = Set(fields.map(\.name))
            for (key, _) in members where !known.contains(key) {
                problems.append(
                    "\(path.isEmpty ? "" : "field \(path): ")unknown member \(quoted(String(key.prefix(40)))) (a reading has \(fields.map(\.name).joined(separator: ", ")))"
                )
            }
            for field in fields {
                let fieldPath = path.isEmpty ? field.name : path + "." + field.name
                guard let member = members.first(where: { $0.0 == field.name })?.1 else {
                    problems.append("field \(fieldPath): missing\(field.nullable ? " (write null when it cannot be read)" : "")")
                    continue
                }
                if case .null = member {
                    if field.nullable { values[fieldPath] = .null } else { problems.append("field \(fieldPath): may not be null") }
                    continue
                }
                values[fieldPath] = member
                if let nested = check(member, field.kind, path: fieldPath, problems: &problems) {
                    values.merge(nested) { a, _ in a }
                }
            }
            return values
        case .number(let minimum, let maximum, let integer):
            guard case .number(let number) = value else { return fail("must be a number (found \(value.typeName))") }
            if number < minimum || number > maximum {
                return fail("\(ReadingNumber.text(number)) is out of bounds (\(ReadingNumber.text(minimum))…\(ReadingNumber.text(maximum)))")
            }
            if integer && number.rounded() != number { return fail("must be a whole number (found \(ReadingNumber.text(number)))") }
            return [:]
        case .string(let pattern):
            guard case .string(let text) = value else { return fail("must be a string (found \(value.typeName))") }
            guard text.count <= ReadingFormat.maximumStringLength else { return fail("longer than \(ReadingFormat.maximumStringLength) characters") }
            // `$` in a pattern would let a trailing line end through; no member holds a control character.
            guard !text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else { return fail("contains a control character") }
            guard text.range(of: pattern, options: .regularExpression) != nil else {
                return fail("\(quoted(text)) does not match \(pattern)")
            }
            return [:]
        case .choice(let choices):
            guard case .string(let text) = value else { return fail("must be a string (found \(value.typeName))") }
            guard choices.contains(text) else { return fail("\(quoted(String(text.prefix(40)))) is not one of \(choices.joined(separator: ", "))") }
            return [:]
        }
    }

    private static func reading(_ values: Values) -> Reading {
        func number(_ path: String) -> Double? { if case .number(let n)? = values[path] { n } else { nil } }
        func string(_ path: String) -> String? { if case .string(let s)? = values[path] { s } else { nil } }
        func size(_ path: String) -> Reading.Size? {
            guard let width = number(path + ".width"), let height = number(path + ".height") else { return nil }
            return Reading.Size(width: width, height: height)
        }
        var reading = Reading(
            identifier: string("identifier")!, os: string("os")!, osVersion: string("osVersion")!, osBuild: string("osBuild")!,
            orientation: string("orientation")!, displayZoom: string("displayZoom")!, bounds: size("bounds")!,
            nativeBounds: size("nativeBounds"), scale: number("scale")!, nativeScale: number("nativeScale"),
            safeAreaInsets: Reading.Insets(
                top: number("safeAreaInsets.top")!, left: number("safeAreaInsets.left")!,
                bottom: number("safeAreaInsets.bottom")!, right: number("safeAreaInsets.right")!),
            statusBarHeight: number("statusBarHeight"),
            provenance: Reading.Provenance(
                kind: string("provenance.kind")!, xcodeVersion: string("provenance.xcodeVersion"),
                xcodeBuild: string("provenance.xcodeBuild"), runtime: string("provenance.runtime"),
                deviceType: string("provenance.deviceType"), date: string("provenance.date")!,
                probe: string("provenance.probe")!))
        if let horizontal = string("sizeClasses.horizontal"), let vertical = string("sizeClasses.vertical") {
            reading.sizeClasses = (horizontal, vertical)
        }
        if let left = size("notchAreas.left"), let right = size("notchAreas.right") { reading.notchAreas = (left, right) }
        return reading
    }
}
