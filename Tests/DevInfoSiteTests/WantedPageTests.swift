import DevInfoCitations
import DevInfoKit
import Foundation
import TestSupport
import Testing

@testable import DevInfoSite

/// `wanted.html`: per current iOS and iPadOS version, every display class some device of which runs it
/// without a confirmed safe area or portrait status bar, and every value waiting for a second origin.
@Suite struct WantedPageTests {
    static let page = SiteTests.byPath["wanted.html"] ?? ""

    @Test func theCountsAreTheREADMEsWhichTheGeneratorCountsFromData() throws {
        // Two counts of the same thing: the generator's from Data/ (the README's per-OS table), the page's from
        // the library's table. Each row: the version, the devices that run it, those with a safe area in both
        // orientations, those with a portrait status bar.
        let readme = try String(contentsOfFile: Package.root + "/README.md", encoding: .utf8)
        let region = try #require(
            readme.components(separatedBy: "<!-- generated: os-coverage -->").dropFirst().first?
                .components(separatedBy: "<!-- end generated: os-coverage -->").first)
        var rows = 0
        for family in WantedPage.families {
            for major in WantedPage.newestMajors(of: family) {
                let (devices, gaps) = WantedPage.gaps(family, major)
                let withSafeArea = devices - gaps.filter(\.safeArea).reduce(0) { $0 + $1.devices.count }
                let withStatusBar = devices - gaps.filter(\.statusBar).reduce(0) { $0 + $1.devices.count }
                func share(_ count: Int) -> String {
                    devices == 0 ? "–" : "\(Int((Double(count) * 100 / Double(devices)).rounded(.down))) % (\(count)/\(devices))"
                }
                let name = family.operatingSystemName(for: OSVersion(major))
                #expect(region.contains("| \(name) \(major) | \(devices) | \(share(withSafeArea)) | \(share(withStatusBar)) |\n"), "\(name) \(major)")
                rows += 1
            }
        }
        #expect(region.components(separatedBy: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| OS version") }.count == rows)
    }

    @Test func everyVersionListsTheClassesThatLackAFactAndNoOther() {
        for family in WantedPage.families {
            let majors = WantedPage.newestMajors(of: family)
            #expect(majors.count == WantedPage.majors && majors == majors.sorted(), "\(family)")
            for major in majors {
                let (devices, gaps) = WantedPage.gaps(family, major)
                #expect(
                    devices == Device.all(in: family).filter { $0.firstOSVersion != nil && $0.runs(OSVersion(major)) == true && $0.mainDisplay != nil }.count)
                // No other class: a class whose every device has both facts for the version is not listed there.
                let section =
                    Self.page.components(separatedBy: "<h2 id=\"\(family.operatingSystemName(for: OSVersion(major)).lowercased())-\(major)\">").dropFirst()
                    .first?
                    .components(separatedBy: "<h2").first ?? ""
                #expect(section.components(separatedBy: "<tr><th scope=\"row\">").count - 1 == gaps.count, "\(family) \(major)")
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
                    "<td><code>\(Page.e(cell.table))</code><br><code>\(Page.e(cell.row))</code><br><code>\(Page.e(cell.fact))</code></td><td>\(Page.e(cell.value))</td>"
                ),
                "\(cell.table) \(cell.row) \(cell.fact)")
        }
    }
}
