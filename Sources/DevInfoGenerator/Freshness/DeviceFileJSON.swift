/// Reads the few fields the freshness check uses from one AppleDB device file, in one pass over its bytes,
/// making nothing of the rest. Foundation's `JSONSerialization` makes an object of every value: a 1 MiB file
/// of small nested objects took 280 MB and a folder of them minutes (issue 34). Here a skipped value costs
/// its bytes' scan only, so time is linear in the bytes read and memory is the file plus the wanted fields.
///
/// It checks the whole file is one JSON object (RFC 8259: strings with their escapes, numbers, literals,
/// arrays, objects, white space), nested at most ``maximumDepth`` deep; a wanted string is at most
/// ``maximumStringBytes`` bytes. Anything else is a ``SyntaxError`` naming the byte offset.
enum DeviceFileJSON {
    /// A wanted field's value: strings and literals as they are, arrays of them, and the kind of anything
    /// else (its contents are not kept).
    indirect enum Value: Equatable {
        case string(String)
        case bool(Bool)
        case null, number, object
        case array([Value])
    }

    /// Why the bytes are not one JSON object.
    struct SyntaxError: Error, CustomStringConvertible {
        let description: String
    }

    /// Objects and arrays within one another. A device file nests four deep.
    static let maximumDepth = 64
    /// Bytes of a wanted string, as decoded. A device file's names and dates are a few dozen.
    static let maximumStringBytes = 64 << 10

    /// The top-level object's members named in `wanted` (the last one wins when a key repeats).
    static func fields(_ data: [UInt8], wanted: Set<String>) throws(SyntaxError) -> [String: Value] {
        try data.withUnsafeBufferPointer { (bytes) throws(SyntaxError) in try fields(bytes, wanted: wanted) }
    }

    private static func fields(_ bytes: UnsafeBufferPointer<UInt8>, wanted: Set<String>) throws(SyntaxError) -> [String: Value] {
        var reader = Reader(bytes: bytes)
        reader.space()
        guard reader.peek == UInt8(ascii: "{") else { throw reader.error("expected a JSON object at the top level") }
        var found: [String: Value] = [:]
        try reader.object(depth: 1, decodingKeys: true) { (key, reader) throws(SyntaxError) in
            if wanted.contains(key) { found[key] = try reader.value(depth: 1, keep: true) } else { _ = try reader.value(depth: 1, keep: false) }
        }
        reader.space()
        guard reader.index == bytes.count else { throw reader.error("unexpected text after the top-level object") }
        return found
    }

    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

        func error(_ reason: String) -> SyntaxError { SyntaxError(description: "\(reason) at byte \(index)") }

        mutating func space() {
            guard let base = bytes.baseAddress else { return }
            var at = index
            while at < bytes.count, case let byte = base[at], byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D { at += 1 }
            index = at
        }

        mutating func expect(_ byte: UInt8) throws(SyntaxError) {
            space()
            guard peek == byte else { throw error("expected '\(Character(Unicode.Scalar(byte)))'") }
            index += 1
        }

        /// One value; with `keep`, what it is (``Value``), else `.null` (it is only checked).
        mutating func value(depth: Int, keep: Bool) throws(SyntaxError) -> Value {
            space()
            guard let byte = peek else { throw error("unexpected end") }
            switch byte {
            case UInt8(ascii: "\""):
                let text = try string(decode: keep)
                return keep ? .string(text) : .null
            case UInt8(ascii: "{"):
                try object(depth: depth + 1, decodingKeys: false) { (_, reader) throws(SyntaxError) in _ = try reader.value(depth: depth + 1, keep: false) }
                return .object
            case UInt8(ascii: "["):
                guard depth + 1 <= maximumDepth else { throw error("nested more than \(maximumDepth) deep") }
                index += 1
                var elements: [Value] = []
                space()
                if peek == UInt8(ascii: "]") {
                    index += 1
                    return keep ? .array([]) : .null
                }
                while true {
                    let element = try value(depth: depth + 1, keep: keep)
                    if keep { elements.append(element) }
                    space()
                    if peek == UInt8(ascii: ",") {
                        index += 1
                        continue
                    }
                    try expect(UInt8(ascii: "]"))
                    return keep ? .array(elements) : .null
                }
            case UInt8(ascii: "t"):
                try literal("true")
                return .bool(true)
            case UInt8(ascii: "f"):
                try literal("false")
                return .bool(false)
            case UInt8(ascii: "n"):
                try literal("null")
                return .null
            default:
                try number()
                return .number
            }
        }

        /// An object's members, each key handed to `member` (decoded only when `decodingKeys`, else ""),
        /// which reads its value.
        mutating func object(depth: Int, decodingKeys: Bool, _ member: (String, inout Reader) throws(SyntaxError) -> Void) throws(SyntaxError) {
            guard depth <= maximumDepth else { throw error("nested more than \(maximumDepth) deep") }
            try expect(UInt8(ascii: "{"))
            space()
            if peek == UInt8(ascii: "}") {
                index += 1
                return
            }
            while true {
                space()
                guard peek == UInt8(ascii: "\"") else { throw error("expected a key") }
                let key = try string(decode: decodingKeys)
                try expect(UInt8(ascii: ":"))
                try member(key, &self)
                space()
                if peek == UInt8(ascii: ",") {
                    index += 1
                    continue
                }
                try expect(UInt8(ascii: "}"))
                return
            }
        }

        mutating func literal(_ word: String) throws(SyntaxError) {
            let letters = Array(word.utf8)
            guard index + letters.count <= bytes.count, bytes[index..<(index + letters.count)].elementsEqual(letters) else {
                throw error("unexpected text")
            }
            index += letters.count
        }

        mutating func number() throws(SyntaxError) {
            let start = index
            if peek == UInt8(ascii: "-") { index += 1 }
            func digits() -> Int {
                let from = index
                while let byte = peek, byte >= 0x30 && byte <= 0x39 { index += 1 }
                return index - from
            }
            let whole = index
            guard digits() > 0 else {
                index = start
                throw error("unexpected text")
            }
            if bytes[whole] == 0x30 && index - whole > 1 { throw error("a number with a leading zero") }
            if peek == UInt8(ascii: ".") {
                index += 1
                guard digits() > 0 else { throw error("a number without digits after its point") }
            }
            if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
                index += 1
                if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
                guard digits() > 0 else { throw error("a number without exponent digits") }
            }
        }

        /// A string at `index` (its opening quote); decoded when `decode`, else only checked.
        mutating func string(decode: Bool) throws(SyntaxError) -> String {
            index += 1
            var out: [UInt8] = []
            if !decode, let base = bytes.baseAddress {
                // Skipped: only its end, its escapes and control characters matter; the rest is passed over
                // in one tight loop (most of a device file's bytes are strings).
                var at = index
                while at < bytes.count, case let byte = base[at], byte != 0x22 && byte != 0x5C && byte >= 0x20 { at += 1 }
                index = at
            }
            while true {
                guard let byte = peek else { throw error("a string without its closing quote") }
                index += 1
                switch byte {
                case UInt8(ascii: "\""):
                    guard decode else { return "" }
                    guard let text = String(validating: out, as: UTF8.self) else { throw error("a string that is not UTF-8") }
                    return text
                case UInt8(ascii: "\\"):
                    guard let escaped = peek else { throw error("a string without its closing quote") }
                    index += 1
                    switch escaped {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): if decode { out.append(escaped) }
                    case UInt8(ascii: "b"): if decode { out.append(0x08) }
                    case UInt8(ascii: "f"): if decode { out.append(0x0C) }
                    case UInt8(ascii: "n"): if decode { out.append(0x0A) }
                    case UInt8(ascii: "r"): if decode { out.append(0x0D) }
                    case UInt8(ascii: "t"): if decode { out.append(0x09) }
                    case UInt8(ascii: "u"):
                        var unit = try hex4()
                        if (0xD800..<0xDC00).contains(unit), peek == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") {
                            index += 2
                            let low = try hex4()
                            guard (0xDC00..<0xE000).contains(low) else { throw error("a lone surrogate in a string") }
                            unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                        }
                        guard let scalar = Unicode.Scalar(unit) else { throw error("a lone surrogate in a string") }
                        if decode { out += Array(String(Character(scalar)).utf8) }
                    default: throw error("an unknown escape in a string")
                    }
                case 0..<0x20: throw error("a control character in a string")
                default: if decode { out.append(byte) }
                }
                if out.count > maximumStringBytes { throw error("a string of over \(maximumStringBytes >> 10) KiB") }
            }
        }

        mutating func hex4() throws(SyntaxError) -> UInt32 {
            guard index + 4 <= bytes.count else { throw error("unexpected end") }
            var value: UInt32 = 0
            for _ in 0..<4 {
                let byte = bytes[index]
                let digit: UInt8
                switch byte {
                case 0x30...0x39: digit = byte - 0x30
                case 0x41...0x46: digit = byte - 0x41 + 10
                case 0x61...0x66: digit = byte - 0x61 + 10
                default: throw error("a \\u escape without four hex digits")
                }
                value = value << 4 | UInt32(digit)
                index += 1
            }
            return value
        }
    }
}
