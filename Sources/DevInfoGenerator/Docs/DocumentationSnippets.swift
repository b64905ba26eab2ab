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
/// A block is named by its file and its place among the file's ```swift blocks, and its lines by their place
/// in the block, never by their line in the file: editing the text above a block leaves the generated file
/// as it is. `#sourceLocation` directives point every line at its block (`README.md, swift block 3`, line 5
/// of the block) for a compile error; a failed check names `README.md:240`, the test finding the block in
/// the document. Written by `swift run devinfo-generate`; a test fails while the committed file differs
/// from what the documentation renders to.
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
            for (index, block) in swiftBlocks(document).enumerated() {
                let ordinal = index + 1
                let info = block.info
                guard info == "swift" || info == "swift no-run" else {
                    errors.append(
                        DataError(
                            file: block.path, line: block.firstLine - 1,
                            reason: "unknown code block kind '\(info)' (use swift or swift no-run)"))
                    continue
                }
                let code = block.lines.joined(separator: "\n")
                if code.contains(".package(") || code.contains(".target(") || code.contains(".product(") {
                    manifests.append("        Manifest(file: \(literal(block.path)), block: \(ordinal), text: \(literal(code))),")
                    continue
                }
                let name = "block_" + block.path.map { $0.isLetter || $0.isNumber ? $0 : "_" }.reduce("") { $0 + String($1) } + "_\(ordinal)"
                var body: [String] = []
                var checkedLines: [Int] = []
                for (offset, line) in block.lines.enumerated() {
                    let number = offset + 1  // in the block
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
                            errors.append(
                                DataError(
                                    file: block.path, line: block.firstLine + offset,
                                    reason: "a print with a comment must be `print(EXPR)   // EXPECTED` on one line"))
                        }
                        body.append(line)
                    }
                }
                let effects = (code.contains("try ") ? " throws" : "")
                var function = "    static func \(name)(_ snippet: inout SnippetRun)\(effects) {\n"
                function += "#sourceLocation(file: \(literal(sourceName(block.path, ordinal))), line: 1)\n"
                function += body.map { "        " + $0 }.joined(separator: "\n") + "\n"
                function += "#sourceLocation()\n"
                function += "    }\n"
                functions.append(function)
                let runs = info == "swift"
                let call = effects.isEmpty ? "{ \(name)(&$0) }" : "{ try \(name)(&$0) }"
                var everyIdentifier = "nil"
                if runs, let variant = everyIdentifierVariant(block, ordinal: ordinal, name: name, effects: effects) {
                    functions.append(variant)
                    everyIdentifier = effects.isEmpty ? "{ \(name)_forIdentifier($0) }" : "{ try \(name)_forIdentifier($0) }"
                }
                snippets.append(
                    "        Snippet(file: \(literal(block.path)), block: \(ordinal), runs: \(runs), checks: \(checkedLines), body: \(call), everyIdentifier: \(everyIdentifier)),"
                )
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

    /// The file name a compiler message gives a block's line: `README.md, swift block 3` (lines counted in
    /// the block).
    static func sourceName(_ path: String, _ ordinal: Int) -> String { "\(path), swift block \(ordinal)" }

    /// The line that makes a block an example of a run-time identifier.
    static let runtimeIdentifierLine = "let identifier: String = \""

    /// The block as a function of the identifier, when it has a ``runtimeIdentifierLine``: that line takes
    /// the argument, and `print` (shadowed) only evaluates what it would print. Of the statements after that
    /// line, only those that can depend on the identifier are kept (``identifierStatements(_:after:)``; the
    /// others are blank lines, so the block's lines keep their numbers): the rest prints the same for every
    /// identifier, and runs once, as the block itself.
    static func everyIdentifierVariant(_ block: Block, ordinal: Int, name: String, effects: String) -> String? {
        guard let index = block.lines.firstIndex(where: { $0.trimmingSpaces.hasPrefix(runtimeIdentifierLine) }) else { return nil }
        let kept = identifierStatements(block.lines, after: index)
        var body = block.lines.enumerated().map { kept.contains($0.offset) ? $0.element : "" }
        let indent = String(body[index].prefix { $0 == " " })
        body[index] = indent + "let identifier: String = identifierUnderTest"
        body = body.map { $0.trimmingSpaces.hasPrefix("import ") ? "" : $0 }
        var function = "    static func \(name)_forIdentifier(_ identifierUnderTest: String)\(effects) {\n"
        function +=
            "        func print(_ items: Any..., separator: String = \" \", terminator: String = \"\\n\") { _ = items.map { String(describing: $0) } }\n"
        function += "#sourceLocation(file: \(literal(sourceName(block.path, ordinal))), line: 1)\n"
        function += body.map { "        " + $0 }.joined(separator: "\n") + "\n"
        function += "#sourceLocation()\n"
        function += "    }\n"
        return function
    }

    /// The indices of `lines` the identifier variant keeps: every line up to `start` (the runtime identifier
    /// line), then each top-level statement that names `identifier`, a variable declared before it, or a
    /// name a kept statement declares, with the statements declaring the names a kept one uses. A statement
    /// is a run of lines from depth 0 back to depth 0 (brackets outside strings and comments); its names are
    /// its words outside comments but for members (`.name`) and argument labels (`name:`), strings included,
    /// so that a doubt keeps a statement.
    static func identifierStatements(_ lines: [String], after start: Int) -> Set<Int> {
        struct Statement {
            var lines: [Int]
            var words: Set<String>
            var declares: String?
        }
        func words(_ line: String) -> Set<String> {
            let code = Array(line)
            var found = Set<String>()
            var inString = false
            var index = 0
            while index < code.count {
                let c = code[index]
                if c == "\"" && (index == 0 || code[index - 1] != "\\") { inString.toggle() }
                if !inString && c == "/" && index + 1 < code.count && code[index + 1] == "/" { break }
                guard c.isLetter || c == "_", index == 0 || !(code[index - 1].isLetter || code[index - 1].isNumber || code[index - 1] == "_") else {
                    index += 1
                    continue
                }
                var end = index
                while end < code.count && (code[end].isLetter || code[end].isNumber || code[end] == "_") { end += 1 }
                let member = index > 0 && code[index - 1] == "."
                let label = end < code.count && code[end] == ":" && (end + 1 == code.count || code[end + 1] != ":")
                if !member && !label { found.insert(String(code[index..<end])) }
                index = end
            }
            return found
        }
        func declared(_ line: String) -> String? {
            let trimmed = line.trimmingSpaces
            for keyword in ["let ", "var "] where trimmed.hasPrefix(keyword) {
                let name = trimmed.dropFirst(keyword.count).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                return name.isEmpty ? nil : String(name)
            }
            return nil
        }
        func depthChange(_ line: String) -> Int {
            var change = 0
            var inString = false
            var escaped = false
            var previous: Character = " "
            for c in line {
                if inString {
                    if escaped { escaped = false } else if c == "\\" { escaped = true } else if c == "\"" { inString = false }
                } else if c == "\"" {
                    inString = true
                } else if c == "/" && previous == "/" {
                    break
                } else if "([{".contains(c) {
                    change += 1
                } else if ")]}".contains(c) {
                    change -= 1
                }
                previous = c
            }
            return change
        }
        var tainted: Set<String> = ["identifier"]
        for line in lines[..<start] where line.trimmingSpaces.hasPrefix("var ") { declared(line).map { _ = tainted.insert($0) } }
        var statements: [Statement] = []
        var depth = 0
        for index in lines.indices where index > start {
            if depth == 0 { statements.append(Statement(lines: [], words: [], declares: declared(lines[index]))) }
            statements[statements.count - 1].lines.append(index)
            statements[statements.count - 1].words.formUnion(words(lines[index]))
            depth = max(0, depth + depthChange(lines[index]))
        }
        var keep = Set<Int>()
        var changed = true
        while changed {
            changed = false
            for (index, statement) in statements.enumerated() where !keep.contains(index) {
                let usedByKept = statement.declares.map { name in keep.contains { $0 > index && statements[$0].words.contains(name) } } ?? false
                if !statement.words.isDisjoint(with: tainted) || usedByKept {
                    keep.insert(index)
                    if let name = statement.declares { tainted.insert(name) }
                    changed = true
                }
            }
        }
        return Set(0...start).union(keep.flatMap { statements[$0].lines })
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
                if depth == 0 {
                    close = index
                    break
                }
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
}

extension StringProtocol {
    /// Without leading and trailing spaces.
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
