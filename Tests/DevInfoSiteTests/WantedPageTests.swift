import DevInfoCitations
import DevInfoKit
import Testing

@testable import DevInfoSite

/// `wanted.html`: per current iOS and iPadOS version, every display class some device of which runs it
/// without a confirmed safe area or portrait status bar, and every value waiting for a second origin.
@Suite struct WantedPageTests {
    static let page = SiteTests.byPath["wanted.html"] ?? ""

    @Test func everyVersionListsTheClassesThatLackAFactAndNoOther() {
        for family in WantedPage.families {
            let majors = WantedPage.newestMajors(of: family)
            #expect(majors.count == WantedPage.majors && majors == majors.sorted(), "\(family)")
            for major in majors {
                let (devices, gaps) = WantedPage.gaps(family, major)
                #expect(
                    devices == Device.all(in: family).filter { $0.firstOSVersion != nil && $0.runs(OSVersion(major)) == true && $0.mainDisplay != nil }.count)
                for gap in gaps {
                    #expect(Self.page.contains("<a href=\"\(Page.displayPath(gap.display))\"><code>\(gap.display.id)</code></a>"), "\(gap.display.id)@\(major)")
                    for device in gap.devices {
                        let insets = device.mainDisplay?.safeArea(forOSVersion: major)
                        let bar = device.mainDisplay?.statusBar(forOSVersion: major)
                        #expect(insets?.portrait == nil || insets?.landscape == nil || bar?.portrait == nil, "\(device.identifier) on \(major)")
                    }
                }
            }
        }
    }

    @Test func theIPhone14ProOnIOS27WantsBothFactsAndNamesItsIOS16To18StatusBar() throws {
        // Nothing is confirmed for iOS 27 on any iPhone yet but the Duo (whose OS range is not confirmed).
        let (_, gaps) = WantedPage.gaps(.iPhone, 27)
        let gap = try #require(gaps.first { $0.display.id == "iphone-14-pro" })
        #expect(gap.devices.map(\.identifier.rawValue).contains("iPhone15,2"))
        #expect(Self.page.contains("status bar 54 on iOS 16–18"))
    }

    @Test func everyValueWaitingForASecondOriginIsARow() {
        #expect(Self.page.contains("\(Citations.wanted.count) values one origin gives") || Citations.wanted.isEmpty)
        for cell in Citations.wanted {
            #expect(
                Self.page.contains(
                    "<td><code>\(cell.table)</code></td><td><code>\(cell.row)</code></td><td><code>\(cell.fact)</code></td><td>\(cell.value)</td>"),
                "\(cell.table) \(cell.row) \(cell.fact)")
        }
    }
}
