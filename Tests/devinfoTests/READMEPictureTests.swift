import Foundation
import TestSupport
import Testing

/// The README's picture is `devinfo --svg iPhone15,2`, committed; like the generated table, it must not
/// go stale when the data or the drawing change.
@Suite struct READMEPictureTests {
    static let picture = "Sources/DevInfoKit/DevInfoKit.docc/Resources/iPhone15,2.svg"

    @Test func theCommittedPictureIsWhatTheCommandDrawsNow() throws {
        let committed = try Package.text(Self.picture)
        let drawn = try CLI.run(["--svg", "iPhone15,2"])
        #expect(drawn.status == 0)
        let difference = Staleness.firstDifference(committed, drawn.stdout)
        #expect(difference == nil, "\(Self.picture) is out of date (\(difference ?? "")): run `swift run devinfo --svg iPhone15,2 > '\(Self.picture)'`")
    }

    @Test func theREADMEShowsThatPicture() throws {
        let readme = try Package.text("README.md")
        #expect(readme.contains("src=\"\(Self.picture)\""))
    }
}
