import Foundation

/// The code in the documentation, turned into a test target's source so that `swift test` compiles and runs
/// it: every ```swift block of the README and the DocC articles becomes a function (a ```swift no-run block
/// is compiled but not run), and a line `print(EXPR)   // EXPECTED` becomes a check that the line runs and
/// prints exactly EXPECTED. A block that is a `Package.swift` fragment (it mentions `.package(`, `.target(`
/// or `.product(`) is kept as text for a test that validates it with `swift package dump-package`.
///
/// A runnable block with a line `let identifier: String = "…"` is an example that starts from a run-time
/// value; it is also compiled a second time as a function of that identifier (its prints only evaluated),
/// and a test runs it for every identifier in the table and for unknown ones: the example cannot trap.
///
/// `#sourceLocation` directives point every line at its Markdown file and line, so a compile error or a
/// failed check names `README.md:240`. Written by `swift run devinfo-generate`; a test fails while the
/// committed file differs from what the documentation renders to.
public enum DocumentationSnippets {
    /// Where the generated source lives, relative to the package root.
    public static let generatedPath = "Tests/DocumentationTests/Snippets+Generated.swift"

    /// The documents whose code is checked, relative to `root`: README.md, then every DocC article by name.
    public static func documentPaths(root: String) throws -> [String] {
        let catalog = "Sources/DevInfoKit/DevInfoKit.docc"
        let articles = try FileManager.default.contentsOfDirectory(atPath: root + "/" + catalog).filter { $0.hasSuffix(".md") }.sorted()
        return ["README.md"] + articles.map { catalog + "/" + $0 }
    }

    /// A Markdown file's path (as messages show it) and text.
    public struct Document: Sendable {
        public var path: String
        public var text: String
        public init(path: String, text: String) {
            self.path = path
            self.text = text
        }
    }

    /// One fenced block: where it starts (the line after the fence), its info string and its lines.
    public struct Block: Sendable {
        public let path: String
        public let firstLine: Int
        public let info: String
        public let lines: [String]
    }

    /// The fenced blocks of `document` whose info string starts with `swift`.
    public static func swiftBlocks(_ document: Document) -> [Block] {
        var blocks: [Block] = []
        var current: (info: String, start: Int, indent: Int, lines: [String])?
        for (offset, line) in document.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let indent = line.prefix { $0 == " " }.count
            let trimmed = line.dropFirst(indent)
            if var block = current {
                if trimmed.hasPrefix("```") {
                    if block.info.hasPrefix("swift") {
                        blocks.append(Block(path: document.path, firstLine: block.start, info: block.info, lines: block.lines))
                    }
                    current = nil
                } else {
                    // A fence indented inside a list indents its code the same way: drop that indent.
                    block.lines.append(String(line.dropFirst(min(indent, block.indent))))
                    current = block
                }
            } else if trimmed.hasPrefix("```") {
                current = (String(trimmed.dropFirst(3)).trimmingSpaces, offset + 2, indent, [])
            }
        }
        return blocks
    }

    /// The generated Swift source, or the problems found (each at `file:line:`).
    public static func render(_ documents: [Document]) throws(DataErrors) -> String {
        var errors: [DataError] = []
        var imports: Set<String> = ["DevInfoKit"]
        var functions: [String] = []
        var snippets: [String] = []
        var manifests: [String] = []
        for document in documents {
            for block in swiftBlocks(document) {
                let info = block.info
                guard info == "swift" || info == "swift no-run" else {
                    errors.append(DataError(file: block.path, line: block.firstLine - 1,
                                            reason: "unknown code block kind '\(info)' (use swift or swift no-run)"))
                    continue
                }
                let code = block.lines.joined(separator: "\n")
                if code.contains(".package(") || code.contains(".target(") || code.contains(".product(") {
                    manifests.append("        Manifest(file: \(literal(block.path)), line: \(block.firstLine), text: \(literal(code))),")
                    continue
                }
                let name = "block_" + block.path.map { $0.isLetter || $0.isNumber ? $0 : "_" } .reduce("") { $0 + String($1) } + "_\(block.firstLine)"
                var body: [String] = []
                var checkedLines: [Int] = []
                for (offset, line) in block.lines.enumerated() {
                    let number = block.firstLine + offset
                    let trimmed = line.trimmingSpaces
                    if trimmed.hasPrefix("import ") {
                        imports.insert(String(trimmed.dropFirst("import ".count)).trimmingSpaces)
                        body.append("")
                        continue
                    }
                    if let check = checkedPrint(line) {
                        body.append(check.indent + "snippet.check(\(literal(check.expected)), line: \(number), \(check.arguments))")
                        checkedLines.append(number)
                    } else {
                        if trimmed.hasPrefix("print(") && line.contains("//") && !trimmed.hasPrefix("//") {
                            errors.append(DataError(file: block.path, line: number,
                                                    reason: "a print with a comment must be `print(EXPR)   // EXPECTED` on one line"))
                        }
                        body.append(line)
                    }
                }
                let effects = (code.contains("try ") ? " throws" : "")
                var function = "    static func \(name)(_ snippet: inout SnippetRun)\(effects) {\n"
                function += "#sourceLocation(file: \(literal(block.path)), line: \(block.firstLine))\n"
                function += body.map { "        " + $0 }.joined(separator: "\n") + "\n"
                function += "#sourceLocation()\n"
                function += "    }\n"
                functions.append(function)
                let runs = info == "swift"
                let call = effects.isEmpty ? "{ \(name)(&$0) }" : "{ try \(name)(&$0) }"
                var everyIdentifier = "nil"
                if runs, let variant = everyIdentifierVariant(block, name: name, effects: effects) {
                    functions.append(variant)
                    everyIdentifier = effects.isEmpty ? "{ \(name)_forIdentifier($0) }" : "{ try \(name)_forIdentifier($0) }"
                }
                snippets.append("        Snippet(file: \(literal(block.path)), line: \(block.firstLine), runs: \(runs), checks: \(checkedLines), body: \(call), everyIdentifier: \(everyIdentifier)),")
            }
        }
        guard errors.isEmpty else { throw DataErrors(errors) }
        var out = """
        // Snippets+Generated.swift — generated, do not edit.
        // Made by `swift run devinfo-generate` from every ```swift block of \(documents.map(\.path).joined(separator: ", ")).
        // Edit the documentation and rerun the command; a test fails while this file is out of date.

        // swiftlint:disable all

        """
        for name in imports.sorted() { out += "import \(name)\n" }
        out += "\nenum GeneratedSnippets {\n"
        out += "    /// Every code block, in document order.\n"
        out += "    static let all: [Snippet] = [\n" + snippets.joined(separator: "\n") + "\n    ]\n\n"
        out += "    /// Every Package.swift fragment, in document order.\n"
        out += "    static let manifests: [Manifest] = [\n" + manifests.joined(separator: "\n") + (manifests.isEmpty ? "" : "\n") + "    ]\n\n"
        out += functions.joined(separator: "\n")
        out += "}\n"
        return out
    }

    /// The line that makes a block an example of a run-time identifier.
    static let runtimeIdentifierLine = "let identifier: String = \""

    /// The block as a function of the identifier, when it has a ``runtimeIdentifierLine``: that line takes
    /// the argument, and `print` (shadowed) only evaluates what it would print.
    static func everyIdentifierVariant(_ block: Block, name: String, effects: String) -> String? {
        guard let index = block.lines.firstIndex(where: { $0.trimmingSpaces.hasPrefix(runtimeIdentifierLine) }) else { return nil }
        var body = block.lines
        let indent = String(body[index].prefix { $0 == " " })
        body[index] = indent + "let identifier: String = identifierUnderTest"
        body = body.map { $0.trimmingSpaces.hasPrefix("import ") ? "" : $0 }
        var function = "    static func \(name)_forIdentifier(_ identifierUnderTest: String)\(effects) {\n"
        function += "        func print(_ items: Any..., separator: String = \" \", terminator: String = \"\\n\") { _ = items.map { String(describing: $0) } }\n"
        function += "#sourceLocation(file: \(literal(block.path)), line: \(block.firstLine))\n"
        function += body.map { "        " + $0 }.joined(separator: "\n") + "\n"
        function += "#sourceLocation()\n"
        function += "    }\n"
        return function
    }

    /// `print(EXPR)   // EXPECTED` split into its indent, its arguments and the expected text; `nil` for any
    /// other line.
    static func checkedPrint(_ line: String) -> (indent: String, arguments: String, expected: String)? {
        let indent = String(line.prefix { $0 == " " })
        let rest = line.dropFirst(indent.count)
        guard rest.hasPrefix("print(") else { return nil }
        // Find the parenthesis that closes `print(`, outside string literals.
        var depth = 0
        var inString = false
        var escaped = false
        var close: String.Index?
        var index = rest.index(rest.startIndex, offsetBy: "print".count)
        while index < rest.endIndex {
            let c = rest[index]
            if inString {
                if escaped { escaped = false } else if c == "\\" { escaped = true } else if c == "\"" { inString = false }
            } else if c == "\"" {
                inString = true
            } else if c == "(" {
                depth += 1
            } else if c == ")" {
                depth -= 1
                if depth == 0 { close = index; break }
            }
            index = rest.index(after: index)
        }
        guard let close else { return nil }
        let after = rest[rest.index(after: close)...].drop { $0 == " " }
        guard after.hasPrefix("//") else { return nil }
        let expected = String(after.dropFirst(2)).trimmingSpaces
        let arguments = String(rest[rest.index(rest.startIndex, offsetBy: "print(".count)..<close])
        return (indent, arguments, expected)
    }

    /// A Swift string literal for `text`.
    static func literal(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 { out += "\\u{\(String(scalar.value, radix: 16))}" } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }
}

extension StringProtocol {
    /// Without leading and trailing spaces.
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
