/// `Codable`'s side of the JSON form: encodes a ``FactValue`` exactly as ``JSONWriter`` writes it, walking
/// the same fact descriptions (``FactValue/json(_:)``).
struct FactEncoding: Encodable {
    let value: FactValue
    let context: FactContext

    func encode(to encoder: any Encoder) throws {
        try FactEncoding.encode(value.json(context), context, to: encoder)
    }

    static func encode(_ form: JSONForm, _ context: FactContext, to encoder: any Encoder) throws {
        switch form {
        case .null:
            var single = encoder.singleValueContainer()
            try single.encodeNil()
        case .bool(let value):
            var single = encoder.singleValueContainer()
            try single.encode(value)
        case .integer(let value):
            var single = encoder.singleValueContainer()
            try single.encode(value)
        case .number(let value):
            var single = encoder.singleValueContainer()
            try single.encode(value)
        case .string(let value):
            var single = encoder.singleValueContainer()
            try single.encode(value)
        case .object(let members):
            var container = encoder.container(keyedBy: FactKey.self)
            for (key, value) in members {
                try container.encode(FactEncoding(value: value, context: context), forKey: FactKey(key))
            }
        case .array(let values):
            var container = encoder.unkeyedContainer()
            for value in values { try container.encode(FactEncoding(value: value, context: context)) }
        }
    }
}

/// A JSON key named by a fact.
struct FactKey: CodingKey {
    let stringValue: String
    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    var intValue: Int? { nil }
    init?(intValue: Int) { nil }
}
