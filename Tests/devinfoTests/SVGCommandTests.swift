import Testing

/// `devinfo --svg`: the drawing on stdout (with a final newline) and exit 0, or why it cannot be drawn on stderr and exit 2.
@Suite struct SVGCommandTests {
    @Test func aDrawingIsWrittenWhole() throws {
        let result = try CLI.run(["--svg", "iPhone19,4", "--landscape"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("<?xml") && result.stdout.hasSuffix("</svg>\n"))
        #expect(result.stdout.contains("landscape, top edge on the right"))
        #expect(result.stderr.isEmpty)
    }

    @Test(arguments: [
        (["--svg", "Watch7,9", "--landscape"], "an Apple Watch's display has no landscape orientation"),
        (["--svg", "Mac14,3"], "it has no built-in display"),
        (["--svg", "iPhone4,1", "--zoomed"], "has no Display Zoom")
    ])
    func whatCannotBeDrawnExits2SayingWhy(arguments: [String], reason: String) throws {
        let result = try CLI.run(arguments)
        #expect(result.status == 2, "\(arguments)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains(reason), "\(arguments): \(result.stderr)")
    }
}
