import DevInfoKit

/// The fast writer's side of the JSON form: walks a fact's ``FactValue/json(_:)`` form, as `Codable` does.
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
