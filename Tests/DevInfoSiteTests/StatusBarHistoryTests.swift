import DevInfoKit
import DevInfoVocabulary
import Testing

@testable import DevInfoSite

/// A device page shows each display's whole status-bar history, as it does its safe areas: one row per
/// confirmed entry (heights in points, 0 where the system hides the bar), whichever OS the report is about.
@Suite struct StatusBarHistoryTests {
    @Test func everyPhoneTabletAndIPodPageListsEachConfirmedStatusBar() throws {
        for device in Device.all where [.iPhone, .iPad, .iPod].contains(device.family) {
            let page = try #require(SiteTests.byPath[Page.devicePath(device)], "\(device.identifier)")
            for display in device.displays {
                let table = DevicePage.statusBarTable(display, family: device.family)
                #expect(page.contains(table), "\(device.identifier): the \(display.role) display's table")
                let history = display.statusBarHistory
                #expect(table.components(separatedBy: "<tr><th scope=\"row\">").count - 1 == history.count, "\(device.identifier)")
                for entry in history {
                    let portrait = entry.portrait.map(formatNumber) ?? "not confirmed"
                    let landscape = entry.landscape.map(formatNumber) ?? "not confirmed"
                    #expect(
                        table.contains("<th scope=\"row\">\(SafeArea.versionText(entry.osVersions))</th><td>\(portrait)</td><td>\(landscape)</td>"),
                        "\(device.identifier) \(entry)")
                }
            }
        }
    }

    @Test func theIPhone14ProPageShowsTheIOS16To18HeightItsReportFallsBackOn() throws {
        // Its iOS 16–18 portrait status bar (54) is confirmed; the page lists it whatever the newest entry holds.
        let device = try #require(Device(identifier: "iPhone15,2"))
        let page = try #require(SiteTests.byPath[Page.devicePath(device)])
        #expect(page.contains("<th scope=\"row\">16–18</th><td>54</td><td>0</td>"))
    }
}
