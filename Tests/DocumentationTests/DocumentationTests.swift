import DevInfoGenerator
import DevInfoKit
import Foundation
import TestSupport
import Testing

/// What running one documentation snippet recorded.
struct SnippetRun {
    let file: String
    /// The line of the file where the block's code starts (found in the document when the test runs).
    var firstLine = 1
    /// The checked lines that ran, counted in the block (1 is its first line of code).
    var checked: Set<Int> = []
    var failures: [String] = []

    init(file: String, firstLine: Int = 1) {
        self.file = file
        self.firstLine = firstLine
    }

    /// Line `line` of the block as `file:line` of the document.
    func location(_ line: Int) -> String { "\(file):\(firstLine + line - 1)" }

    /// A `print(EXPR)   // EXPECTED` line (`line` in the block): what `print` would write, compared with the comment.
    mutating func check(_ expected: String, line: Int, _ items: Any...) {
        let printed = items.map { String(describing: $0) }.joined(separator: " ")
        checked.insert(line)
        if printed != expected { failures.append("\(location(line)): printed \"\(printed)\", the comment says \"\(expected)\"") }
    }
}

/// One ```swift block of the documentation, compiled into this test target (Snippets+Generated.swift).
struct Snippet: Sendable, CustomTestStringConvertible {
    let file: String
    /// Its place among the file's ```swift blocks (1 is the first): a name that text above it does not change.
    let block: Int
    /// `false` for a ```swift no-run block: compiled, not run (it needs a real device).
    let runs: Bool
    /// The lines whose printed value is checked, counted in the block.
    let checks: [Int]
    let body: @Sendable (inout SnippetRun) throws -> Void
    /// For a block that starts from `let identifier: String = "…"`: the block run on any identifier.
    var everyIdentifier: (@Sendable (String) throws -> Void)? = nil

    var testDescription: String { "\(file), swift block \(block)" }
}

/// A Package.swift fragment of the documentation.
struct Manifest: Sendable {
    let file: String
    let block: Int
    let text: String
}

/// The documentation's code, compiled (by this target's build) and run (here), on every platform.
@Suite struct DocumentationTests {
    /// README.md and every DocC article, as the generator reads them.
    static func documents() throws -> [DocumentationSnippets.Document] {
        try DocumentationSnippets.documentPaths(root: Package.root).map {
            DocumentationSnippets.Document(path: $0, text: try Package.text($0))
        }
    }

    /// The line of `file` where its `block`th ```swift block's code starts.
    static func firstLine(_ file: String, block: Int) throws -> Int {
        let document = DocumentationSnippets.Document(path: file, text: try Package.text(file))
        let blocks = DocumentationSnippets.swiftBlocks(document)
        try #require(blocks.indices.contains(block - 1), "\(file) has \(blocks.count) swift blocks, not \(block): run `swift run devinfo-generate`")
        return blocks[block - 1].firstLine
    }

    @Test(arguments: GeneratedSnippets.all)
    func everySwiftBlockRunsAndPrintsWhatItsCommentsSay(_ snippet: Snippet) throws {
        guard snippet.runs else { return }  // compiled with this target; it needs a real device to run
        var run = SnippetRun(file: snippet.file, firstLine: try Self.firstLine(snippet.file, block: snippet.block))
        try snippet.body(&run)
        #expect(run.failures.isEmpty, "\(run.failures.joined(separator: "\n"))")
        let missed = Set(snippet.checks).subtracting(run.checked).sorted()
        #expect(missed.isEmpty, "\(missed.map { "\(run.location($0)): this checked line never ran" }.joined(separator: "\n"))")
    }

    /// Identifiers the table does not list, of every shape.
    static let unknownIdentifiers = ["iPhone99,1", "iPhone20,1", "Mac99,1", "Watch0,1", "iPhone", "", "x86_64", "iphone11,8", "😀"]

    /// An example that starts from a run-time identifier runs without a trap for every identifier in the table
    /// and for unknown ones (a trap would end this test process, failing the run).
    @Test func runtimeIdentifierExamplesRunForEveryIdentifier() throws {
        let examples = GeneratedSnippets.all.filter { $0.everyIdentifier != nil }
        #expect(examples.contains { $0.file == "README.md" }, "the README's library example starts from a run-time String")
        let identifiers = Device.all.map { String($0.identifier) } + Self.unknownIdentifiers
        #expect(!Device.all.isEmpty && identifiers.count == Device.all.count + Self.unknownIdentifiers.count)
        for example in examples {
            for identifier in identifiers { try example.everyIdentifier?(identifier) }
        }
    }

    @Test func forceUnwrapsInTheDocumentationAreAHandfulOnLiteralsTheTestsProve() throws {
        var unwraps: [String] = []
        for document in try Self.documents() {
            for block in DocumentationSnippets.swiftBlocks(document) {
                for (offset, line) in block.lines.enumerated() {
                    let code = line.components(separatedBy: "//").first ?? ""
                    // `x!` (not `!=`, not a prefix `!x`): an identifier character or `)` followed by `!`.
                    let scalars = Array(code.unicodeScalars)
                    for (i, c) in scalars.enumerated() where c == "!" && i > 0 && (i + 1 == scalars.count || scalars[i + 1] != "=") {
                        let before = scalars[i - 1]
                        if before == ")" || before == "]" || before == "?" || CharacterSet.alphanumerics.contains(before) {
                            unwraps.append("\(document.path):\(block.firstLine + offset): \(line.trimmingCharacters(in: .whitespaces))")
                        }
                    }
                }
            }
        }
        #expect(unwraps.count <= 5, "\(unwraps.count) force unwraps:\n\(unwraps.joined(separator: "\n"))")
    }

    @Test func theSnippetsAreCurrent() throws {
        let difference = Staleness.firstDifference(try Package.text(DocumentationSnippets.generatedPath), try DocumentationSnippets.render(Self.documents()))
        #expect(
            difference == nil,
            "\(DocumentationSnippets.generatedPath) is out of date with the documentation (\(difference ?? "")): run `swift run devinfo-generate`")
    }

    @Test func textAboveABlockLeavesTheGeneratedFileAsItIs() throws {
        let documents = try Self.documents()
        var edited = documents
        edited[0].text = "A new first paragraph,\nover two lines.\n\n" + edited[0].text.replacingOccurrences(of: "\n## ", with: "\nOne more line.\n\n## ")
        let difference = Staleness.firstDifference(try DocumentationSnippets.render(documents), try DocumentationSnippets.render(edited))
        #expect(difference == nil, "\(difference ?? "")")
    }

    @Test func everyDocumentIsCovered() throws {
        let paths = try Self.documents().map(\.path)
        #expect(paths.first == "README.md")
        #expect(paths.contains("Sources/DevInfoKit/DevInfoKit.docc/LookingUpADevice.md"))
        #expect(GeneratedSnippets.all.count >= 10)
    }

    /// The Package.swift fragments, placed together in a manifest (dependencies and targets), parse and
    /// validate with `swift package dump-package`, which resolves and fetches nothing.
    @Test func packageFragmentsAreValidManifests() throws {
        let fragments = Dictionary(grouping: GeneratedSnippets.manifests, by: \.file)
        for (file, manifests) in fragments {
            var dependencies: [String] = []
            var targets: [String] = []
            for manifest in manifests {
                let code = manifest.text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
                    .joined(separator: "\n")
                if code.contains(".target(") || code.contains(".executableTarget(") { targets.append(code) } else { dependencies.append(code) }
            }
            let directory = try Scratch.folder("manifest")
            defer { Scratch.remove(directory) }
            let manifest = """
                // swift-tools-version: 6.0
                import PackageDescription
                let package = Package(
                    name: "Client",
                    dependencies: [
                \(dependencies.joined(separator: "\n"))
                    ],
                    targets: [
                \(targets.joined(separator: "\n"))
                    ]
                )
                """
            try manifest.write(toFile: directory + "/Package.swift", atomically: true, encoding: .utf8)
            try FileManager.default.createDirectory(atPath: directory + "/Sources/MyApp", withIntermediateDirectories: true)
            try "".write(toFile: directory + "/Sources/MyApp/main.swift", atomically: true, encoding: .utf8)
            let result = try Run.tool("swift", ["package", "--package-path", directory, "dump-package"])
            let message = result.stderr
            #expect(result.status == 0, "\(file): its Package.swift fragments do not make a valid manifest:\n\(message)")
        }
    }
}
