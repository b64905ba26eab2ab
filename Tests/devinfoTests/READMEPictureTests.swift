import Foundation
import Testing

/// The README's picture is `devinfo --svg iPhone15,2`, committed; like the generated table, it must not
/// go stale when the data or the drawing change.
@Suite struct READMEPictureTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let picture = "Sources/DevInfoKit/DevInfoKit.docc/Resources/iPhone15,2.svg"

    @Test func theCommittedPictureIsWhatTheCommandDrawsNow() throws {
        let committed = try String(contentsOf: Self.packageRoot.appendingPathComponent(Self.picture), encoding: .utf8)
        let drawn = try CLI.run(["--svg", "iPhone15,2"])
        #expect(drawn.status == 0)
        #expect(drawn.stdout == committed,
                "\(Self.picture) is out of date: run `swift run devinfo --svg iPhone15,2 > '\(Self.picture)'`")
    }

    @Test func theREADMEShowsThatPicture() throws {
        let readme = try String(contentsOf: Self.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("src=\"\(Self.picture)\""))
    }
}
