import DevInfoKit
import Foundation
import Testing

@testable import DevInfoSite

/// The "which devices run OS N" pages (`runs/ios-26.html`): each lists exactly the devices the library says
/// run that release (`Device.runs(_:) == true`, as `devinfo --list --os` does), says how many it leaves out
/// for want of a confirmed OS range, and the index links every one of them. Reads SiteTests' one render.
@Suite struct RunsPageTests {
    /// The identifiers a page links to as device pages, in order.
    static func listed(_ page: String) throws -> [String] {
        let link = try NSRegularExpression(pattern: ##"<th scope="row"><a href="\.\./devices/([^"]+)\.html">"##)
        return link.matches(in: page, range: NSRange(page.startIndex..., in: page)).compactMap {
            Range($0.range(at: 1), in: page).map { String(page[$0]) }
        }
    }

    @Test(arguments: [
        ("ios-26", OSVersion(26), [DeviceFamily.iPhone, .iPod]),
        ("ios-12", OSVersion(12), [.iPhone, .iPad, .iPod]),
        ("ipados-17", OSVersion(17), [.iPad]),
        ("macos-10.15", OSVersion(10, 15), [.mac]),
        ("watchos-11", OSVersion(11), [.watch])
    ])
    func aPageListsExactlyTheDevicesTheLibrarySaysRunIt(slug: String, version: OSVersion, families: [DeviceFamily]) throws {
        let page = try #require(SiteTests.byPath["runs/\(slug).html"], "runs/\(slug).html")
        let expected = families.flatMap { Device.all(in: $0) }.filter { $0.runs(version) == true }.map(\.identifier.rawValue)
        #expect(!expected.isEmpty)
        #expect(Set(try Self.listed(page)) == Set(expected))
        #expect(try Self.listed(page).count == expected.count, "a device listed twice")
        let name = try #require(families.first).operatingSystemName(for: version)
        #expect(page.contains("Devices that run \(name) \(version) <span class=\"count\">(\(expected.count))</span>"))
        #expect(
            page.contains("<code>devinfo --list --os &#39;\(name) \(version)&#39;</code>")
                || page.contains("<code>devinfo --list --os '\(name) \(version)'</code>"))
        for family in families {
            let unconfirmed = Device.all(in: family).filter { $0.runs(version) == nil }.count
            let sentence = "\(unconfirmed) \(family.description) device\(unconfirmed == 1 ? "" : "s") left out: OS range not confirmed."
            #expect(page.contains(sentence) == (unconfirmed > 0), "\(slug) \(family): \(sentence)")
        }
    }

    @Test func theIPhone6RunsIOS12AndNot26() throws {
        let six = try #require(Device(identifier: String("iPhone7,2")))
        #expect(six.runs(12) == true && six.runs(26) == false)
        #expect(try Self.listed(#require(SiteTests.byPath["runs/ios-12.html"])).contains("iPhone7,2"))
        #expect(try !Self.listed(#require(SiteTests.byPath["runs/ios-26.html"])).contains("iPhone7,2"))
        #expect(try Self.listed(#require(SiteTests.byPath["runs/ios-26.html"])).contains("iPhone17,1"))
    }

    @Test func theIndexLinksEveryRunsPageAndNoOther() throws {
        let index = try #require(SiteTests.byPath["index.html"])
        let written = Set(SiteTests.files.map(\.path).filter { $0.hasPrefix("runs/") })
        let link = try NSRegularExpression(pattern: ##"href="(runs/[^"]+)""##)
        let linked = Set(
            link.matches(in: index, range: NSRange(index.startIndex..., in: index)).compactMap {
                Range($0.range(at: 1), in: index).map { String(index[$0]) }
            })
        #expect(written.count == RunsPage.releases.count && written.count > 50)
        #expect(linked == written)
    }

    @Test func everyReleaseADeviceRunsHasItsPage() throws {
        // From the library alone: every (OS name, version) some device runs is a page, and no other.
        var expected = Set<String>()
        for device in Device.all {
            for version in device.family.osVersions where device.runs(version) == true {
                let title = "\(device.family.operatingSystemName(for: version)) \(version)"
                expected.insert("runs/" + title.lowercased().replacingOccurrences(of: " ", with: "-") + ".html")
            }
        }
        #expect(Set(SiteTests.files.map(\.path).filter { $0.hasPrefix("runs/") }) == expected)
        #expect(expected.contains("runs/macos-10.15.html") && expected.contains("runs/mac-os-x-10.4.html") && expected.contains("runs/iphone-os-3.html"))
    }

    /// A device page links each release the device runs, oldest first: the iPhone 6 iOS 8 to 12; a Mac
    /// across its OS's names (Mac OS X 10.5 … 10.7, then OS X).
    @Test func aDevicePageLinksTheReleasesItRuns() throws {
        func links(_ identifier: String) throws -> [String] {
            let page = try #require(SiteTests.byPath["devices/\(identifier).html"])
            let line = try #require(page.split(separator: "\n").first { $0.hasPrefix("<p class=\"runs\">") })
            let link = try NSRegularExpression(pattern: ##"href="\.\./runs/([^"]+)\.html""##)
            let text = String(line)
            return link.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
                Range($0.range(at: 1), in: text).map { String(text[$0]) }
            }
        }
        #expect(try links("iPhone7,2") == ["ios-8", "ios-9", "ios-10", "ios-11", "ios-12"])
        let mac = try #require(Device(identifier: "MacBookPro5,1"))
        let expected = RunsPage.releases.filter { $0.families.contains(.mac) && mac.runs($0.version) == true }.reversed().map {
            String($0.path.dropFirst("runs/".count).dropLast(".html".count))
        }
        #expect(try links("MacBookPro5,1") == expected)
        #expect(expected.first == "mac-os-x-10.5" && expected.contains("os-x-10.8"))
    }
}
