import DevInfoVocabulary

// How the generator stores a fact `Data/` holds: the Swift type of its record field and how one row's value
// is written. Every fact is described once, in DevInfoVocabulary (`DeviceFact`, `DisplayFact`); this file
// only maps each `DataKind` to Swift.

extension DataKind {
    /// The Swift type of a record field holding `columns` columns of this kind (optional, or an empty
    /// string for an unknown choice).
    func swiftType(columns: Int) -> String {
        func element(_ type: String) -> String {
            columns == 1 ? type + "?" : "(" + Array(repeating: type, count: columns).joined(separator: ", ") + ")?"
        }
        switch self {
        case .integers(_, let storage): return element(storage.rawValue)
        case .decimals: return element("Double")
        case .metrics: return "(UInt16, UInt16, Double)?"
        case .choice: return "StaticString"
        case .flag: return "Bool?"
        case .structural: return "StaticString"
        }
    }
}

extension FieldValue {
    /// The value as a Swift literal in the generated table.
    var swiftLiteral: String {
        switch self {
        case .integers(let values): values.count == 1 ? String(values[0]) : "(" + values.map(String.init).joined(separator: ", ") + ")"
        case .decimals(let values): values.count == 1 ? values[0].text : "(" + values.map(\.text).joined(separator: ", ") + ")"
        case .metrics(let width, let height, let scale): "(\(width), \(height), \(scale.text))"
        case .choice(let word): literal(word)
        case .flag(let value): value ? "true" : "false"
        }
    }
}

extension DataKind {
    /// The Swift literal of an unknown value.
    var unknownLiteral: String {
        switch self {
        case .choice, .structural: "\"\""
        case .integers, .decimals, .metrics, .flag: "nil"
        }
    }
}
