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
        case .choice, .text, .structural: return "StaticString"
        case .flag: return "Bool?"
        case .osVersion: return "OSVersionRecord?"
        case .lastOSVersion: return "LastOSRecord"
        case .sizeClasses: return "(standard: UInt8, zoomed: UInt8)"
        case .osHistory: return "Never"  // stored in SafeAreaRecord, not in a class's or device's record
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
        case .choice(let word), .text(let word): literal(word)
        case .flag(let value): value ? "true" : "false"
        case .osVersion(let parts, _):
            "OSVersionRecord(\(parts[0]), \(parts.count > 1 ? parts[1] : 0), \(parts.count > 2 ? parts[2] : 0), parts: \(parts.count))"
        case .lastOS(let release?):
            release > 1000 && release < 1100 ? ".release(10, \(release - 1000))" : ".release(\(release / 100), 0)"
        case .lastOS(nil): ".current"
        case .sizeClasses(let standard, let zoomed): "(\(standard), \(zoomed))"
        }
    }
}

extension DataKind {
    /// The Swift literal of an unknown value.
    var unknownLiteral: String {
        switch self {
        case .choice, .structural, .text: "\"\""
        case .integers, .decimals, .metrics, .flag, .osVersion, .osHistory: "nil"
        case .lastOSVersion: ".unknown"
        case .sizeClasses: "(0, 0)"
        }
    }
}
