import DevInfoVocabulary

/// The JSON form of facts: what every JSON writer writes. `devinfo --json`'s fast writer (``JSONWriter``)
/// and `Codable` (``FactEncoding``) both walk `DeviceFact` and `DisplayFact` and write each
/// value's ``FactValue/json(_:)`` form, so they agree by construction; the JSON schema article is
/// generated from the same descriptions.
package enum JSONForm {
    case null
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case string(String)
    /// An object's members, in order.
    case object([(key: String, value: FactValue)])
    case array([FactValue])
}

extension FactValue {
    /// The value as JSON: a primitive, or the members of an object, or an array's elements.
    package func json(_ context: FactContext) -> JSONForm {
        switch self {
        case .null: .null
        case .bool(let value): .bool(value)
        case .integer(let value): .integer(value)
        case .number(let value): .number(value)
        case .text(let value): .string(value)
        case .pixelSize(let size): .object([("width", .integer(size.width)), ("height", .integer(size.height))])
        case .pointSize(let size): .object([("width", .integer(size.width)), ("height", .integer(size.height))])
        case .rect(let rect):
            .object([("x", .number(rect.x)), ("y", .number(rect.y)), ("width", .number(rect.width)), ("height", .number(rect.height))])
        case .metrics(let metrics):
            .object([("points", .pointSize(metrics.points)), ("nativeScale", .number(metrics.nativeScale)),
                     ("renderPixels", .pixelSize(metrics.renderPixels))])
        case .safeArea(let safeArea): .object(SafeArea.jsonMembers(safeArea))
        case .display(let display):
            .object(FactValue.members(of: display, context))
        case .displays(let displays): .array(displays.map(FactValue.display))
        case .members(let members): .object(members)
        }
    }

    /// The members of a device (or unknown identifier) object: every device fact JSON writes.
    package static func device(_ lookup: DeviceLookup, _ context: FactContext) -> JSONForm {
        var members: [(key: String, value: FactValue)] = []
        DeviceFact.forEach { fact in
            let spec = fact.spec
            if spec.json { members.append((spec.name, lookup.value(of: fact, context))) }
        }
        return .object(members)
    }

    /// The members of a display object: every display fact JSON writes.
    static func members(of display: Display, _ context: FactContext) -> [(key: String, value: FactValue)] {
        var members: [(key: String, value: FactValue)] = []
        DisplayFact.forEach { fact in
            let spec = fact.spec
            if spec.json { members.append((spec.name, display.value(of: fact, context))) }
        }
        return members
    }
}

extension SafeArea {
    /// `{fromOSVersion, untilOSVersion, portrait, landscape}`, each orientation `{top, left, bottom, right}` or
    /// `null`: the one description of a safe area's JSON, which `Codable` uses too.
    static func jsonMembers(_ safeArea: SafeArea) -> [(key: String, value: FactValue)] {
        func insets(_ insets: SafeAreaInsets?) -> FactValue {
            guard let insets else { return .null }
            return .members([("top", .number(insets.top)), ("left", .number(insets.left)),
                            ("bottom", .number(insets.bottom)), ("right", .number(insets.right))])
        }
        return [("fromOSVersion", .integer(safeArea.osVersions.lowerBound)), ("untilOSVersion", .integer(safeArea.osVersions.upperBound)),
                ("portrait", insets(safeArea.portrait)), ("landscape", insets(safeArea.landscape))]
    }
}

extension JSONWriter {
    /// Writes `form` (and what it contains).
    package mutating func write(_ form: JSONForm, _ context: FactContext) {
        switch form {
        case .null: null()
        case .bool(let value): bool(value)
        case .integer(let value): number(value)
        case .number(let value): number(value)
        case .string(let value): string(value)
        case .object(let members):
            beginObject()
            for (name, value) in members {
                key(name)
                write(value.json(context), context)
            }
            endObject()
        case .array(let values):
            beginArray()
            for value in values { write(value.json(context), context) }
            endArray()
        }
    }

    /// Writes the object of a device or unknown identifier.
    package mutating func write(_ lookup: DeviceLookup, _ context: FactContext) {
        write(FactValue.device(lookup, context), context)
    }

    /// One device's (or unknown identifier's) JSON text.
    package static func render(_ lookup: DeviceLookup, _ context: FactContext) -> String {
        var json = JSONWriter()
        json.write(lookup, context)
        return json.text
    }
}
