/// The one grammar of a hardware identifier: `<letters><major>,<minor>` (`iPhone11,8`, `MacBookPro18,3`),
/// ASCII letters, then two decimal numbers of 1 to ``maximumDigits`` digits without leading zeros. The
/// library's lookup, the generator and the freshness check all parse with it, so they accept exactly the
/// same identifiers.
///
/// Public (with inlinable bodies) only so that DevInfoKit's lookup inlines ``number(_:_:_:)``: Swift does
/// not inline `package` functions across modules. The module is not a product; its API is devinfo's own.
public enum IdentifierGrammar {
    /// The most digits a number may have.
    public static let maximumDigits = 6

    /// Whether `byte` is padding around an identifier, not part of it, wherever one is read (an argument,
    /// a `--bulk` line): ASCII white space and line ends, the same at both ends (space, tab, LF, VT, FF,
    /// CR). A paste or a file with Windows line ends adds them.
    @inlinable @inline(__always)
    public static func isPadding(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }

    /// `text` without the padding (``isPadding(_:)``) at either end; `text` itself, not walked, when
    /// neither end is padding.
    public static func unpadded(_ text: String) -> String {
        let utf8 = text.utf8
        guard let first = utf8.first, let last = utf8.last, isPadding(first) || isPadding(last) else { return text }
        var start = utf8.startIndex
        var end = utf8.endIndex
        while start < end, isPadding(utf8[start]) { utf8.formIndex(after: &start) }
        while end > start, isPadding(utf8[utf8.index(before: end)]) { utf8.formIndex(before: &end) }
        return String(text[start..<end])
    }

    /// A decimal number without leading zeros, 1 to ``maximumDigits`` digits, starting at `i`; advances
    /// `i` past the digits read. `nil` when there is no such number at `i`.
    @inlinable @inline(__always)
    public static func number(_ base: UnsafePointer<UInt8>, _ count: Int, _ i: inout Int) -> Int? {
        let start = i
        var value = 0
        while i < count {
            let digit = base[i] &- UInt8(ascii: "0")
            guard digit < 10 else { break }
            value = value &* 10 &+ Int(digit)
            i += 1
        }
        let digits = i - start
        guard digits >= 1, digits <= maximumDigits, digits == 1 || base[start] != UInt8(ascii: "0") else { return nil }
        return value
    }

    /// The prefix length and the two numbers of `bytes`, or `nil` when they are not an identifier.
    @inlinable
    public static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> (prefixLength: Int, major: Int, minor: Int)? {
        guard let base = bytes.baseAddress else { return nil }
        let count = bytes.count
        var i = 0
        while i < count, (base[i] | 0x20) &- UInt8(ascii: "a") < 26 { i += 1 }
        let prefixLength = i
        guard prefixLength > 0, let major = number(base, count, &i), i < count, base[i] == UInt8(ascii: ",") else {
            return nil
        }
        i += 1
        guard let minor = number(base, count, &i), i == count else { return nil }
        return (prefixLength, major, minor)
    }

    /// The grammar as a JavaScript regular expression (without the `/…/` delimiters, no flags), whose groups
    /// are the letters, the major and the minor number: a string matches exactly when ``scan(_:)`` reads
    /// it. The catalogue website's search runs it to tell an identifier from a name.
    package static var javaScriptPattern: String {
        let number = "(0|[1-9][0-9]{0,\(maximumDigits - 1)})"
        return "^([A-Za-z]+)" + number + "," + number + "$"
    }

    /// `iPad13,16` → (`iPad`, 13, 16); `nil` for anything that is not an identifier.
    package static func parse(_ identifier: String) -> (prefix: String, major: Int, minor: Int)? {
        var identifier = identifier
        return identifier.withUTF8 { bytes in
            scan(bytes).map { parts in
                (
                    String(decoding: UnsafeBufferPointer(rebasing: bytes[..<parts.prefixLength]), as: UTF8.self),
                    parts.major, parts.minor
                )
            }
        }
    }
}
