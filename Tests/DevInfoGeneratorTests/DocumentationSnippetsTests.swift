import Testing

@testable import DevInfoGenerator

/// The documentation's run-time identifier examples run, in the tests, for every identifier: the statements
/// that can depend on the identifier, while the rest (the same for every identifier) runs once.
@Suite struct DocumentationSnippetsTests {
    @Test func theIdentifierVariantKeepsEveryStatementThatCanReadTheIdentifier() {
        let lines = [
            "var seen = 0",
            "let identifier: String = \"iPhone11,8\"",
            "let device = Device(identifier: identifier)",  // reads it
            "let other = Device(identifier: \"Mac14,3\")",  // declares what a kept statement uses
            "if let device, let other {",
            "    print(device, other)",
            "}",
            "print(Device.all.count)   // an identifier in a comment",
            "print(Device.suggestions(for: \"x\").map(\\.identifier))",  // a member and a label, not the variable
            "seen += 1",  // a variable declared before the identifier
            "print(\"\\(identifier)\")"
        ]
        #expect(DocumentationSnippets.identifierStatements(lines, after: 1) == [0, 1, 2, 3, 4, 5, 6, 9, 10])
    }
}
