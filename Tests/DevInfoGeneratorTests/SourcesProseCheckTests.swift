import Foundation
import TestSupport
import Testing

@testable import DevInfoGenerator

/// Data/SOURCES.md's hand-written parts state no cell's status (issue 30 §3): part 7 lists the cells that rest on
/// one source, generated from the evidence, so a hand-written status mark is an error at its line.
@Suite struct SourcesProseCheckTests {
    /// A small SOURCES.md: parts 2 and 3 by hand, part 7 with its generated list.
    static let text = """
        ## 2. `devices/` tables
        - **Single:** iMac16,2 also covering a non-Retina model (AppleDB only).
        - iMac16,2 also covering a non-Retina model: AppleDB alone says so (its status: part 7).
        An **empty cell means "not confirmed"**; single-source cells are listed in part 7.
        ## 3. `screens/` tables
        | Class | Value | Sources | Status |
        |---|---|---|---|
        | iphone-x | 39 | Apple table, ScreenCorners | confirmed |
        | iphone-16e | 47/0/34/0 | **single** (fdp probe) |
        | iphone-air | 62 | Apple table, device_geometry | nominal UIKit value |
        - Notch rectangle: **left empty** (November 2026).
        - Notch rectangle: left empty, the probes' repositories could not be named.
        ## 7. `evidence/` (generated)
        Each cell is **confirmed**, **rule**, or **single**.
        <!-- generated: single-cells -->
        - `devices/Mac` (1): `iMac16,2` name (appledb)
        <!-- end generated: single-cells -->
        """

    @Test func aStatusMarkByHandIsAnErrorAtItsLine() {
        let lines = SourcesProseCheck.problems(Self.text).map(\.line)
        // The bold Single list, the confirmed and single table cells and the bold left empty; not the reworded
        // lines, the bold "empty cell means", "single-source", nor part 7's own definitions.
        #expect(lines == [2, 8, 9, 11])
        let first = SourcesProseCheck.problems(Self.text).first?.description ?? ""
        #expect(first.hasPrefix("Data/SOURCES.md:2: **Single:** states a cell's status by hand"))
    }

    @Test func aTextWithoutGeneratedMarkersIsCheckedWhole() {
        #expect(SourcesProseCheck.problems("## 7. anything\n| a | confirmed |\n").map(\.line) == [2])
    }

    @Test func theCommittedSourcesStateNoStatusByHand() throws {
        let text = try String(contentsOfFile: Package.path(SourcesRegions.path), encoding: .utf8)
        #expect(text.contains("<!-- generated: single-cells -->"))
        #expect(SourcesProseCheck.problems(text).map(\.description) == [])
    }
}
