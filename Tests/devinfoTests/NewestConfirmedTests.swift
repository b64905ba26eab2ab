import DevInfoFormats
import DevInfoKit
import DevInfoVocabulary
import Foundation
import TestSupport
import Testing

/// The safe area and status bar on the OS a device runs now (or the one `--os` asks for): where no source
/// confirms that version, the report and JSON say so and still give the newest value confirmed before it,
/// with its range. Every expectation is derived from the table, so it holds as sources fill the cells.
@Suite struct NewestConfirmedTests {
    /// Every display of every device, with the device.
    static let displays = Device.all.flatMap { device in device.displays.map { (device, $0) } }

    /// The report's text for `device` in `context`.
    static func report(_ device: Device, _ context: FactContext = FactContext()) -> String {
        Presenter(format: .text, context: context).report([.known(device)], asArray: false)
    }

    @Test func theXRsStatusBarOnIOS13IsNotConfirmedAndItsIOS12HeightIsShown() throws {
        // iOS 12 is the XR's only confirmed status bar (44 portrait, hidden in landscape); iOS 13 has insets only.
        let result = try CLI.run(["--os", "13", "iPhone11,8"])
        #expect(result.status == 0)
        #expect(
            result.stdout.contains(
                """
                             landscape top 0, left 44, bottom 21, right 44
                  status bar portrait  not confirmed for iOS 13; 44 on iOS 12
                             landscape not confirmed for iOS 13; 0 on iOS 12

                """))
        let json = try #require(try JSONSerialization.jsonObject(with: CLI.run(["--os", "13", "--json", "iPhone11,8"]).stdoutBytes) as? [String: Any])
        let display = try #require(json["mainDisplay"] as? [String: Any])
        #expect(display["statusBar"] is NSNull, "JSON keeps null for the version asked")
        let newest = try #require(display["newestConfirmedStatusBar"] as? [String: Any])
        #expect(newest["fromOSVersion"] as? Int == 12 && newest["untilOSVersion"] as? Int == 12)
        #expect(newest["portrait"] as? Double == 44 && newest["landscape"] as? Double == 0)
    }

    @Test func withoutAnOSTheReportIsAboutTheNewestOSTheDeviceRuns() {
        // Where the newest entry ends before the newest OS the device runs, its values are shown with both
        // ranges; where it reaches it, with its own range only.
        var checked = 0
        for (device, display) in Self.displays where display.safeArea != nil {
            let context = FactContext()
            guard let major = context.osMajorInQuestion(for: display), let newest = context.newestConfirmedSafeArea(of: display) else { continue }
            let family = device.family
            let range = family.osRangeText(newest.osVersions)
            let report = Self.report(device)
            if display.safeArea(forOSVersion: major) == nil {
                #expect(report.contains("(\(range); not confirmed for \(family.osRangeText(major...major)))\n"), "\(device.identifier)")
            } else {
                #expect(report.contains("(\(range))\n") && !report.contains("; not confirmed for"), "\(device.identifier)")
            }
            checked += 1
        }
        #expect(checked == Self.displays.filter { $0.1.safeArea != nil && FactContext().osMajorInQuestion(for: $0.1) != nil }.count)
    }

    @Test func aPortraitStatusBarNotConfirmedForTheNewestOSShowsTheNewestConfirmedHeight() {
        // Where the newest heights are the tops of the safe area the report falls back on, its line says it all
        // and the status bar has no row, as for a confirmed version; elsewhere a line names the height and range.
        var checked = 0
        for (device, display) in Self.displays where [.iPhone, .iPad, .iPod].contains(device.family) {
            let context = FactContext()
            guard let major = context.osMajorInQuestion(for: display), display.statusBar(forOSVersion: major)?.portrait == nil,
                let newest = context.newestConfirmedStatusBarHeight(in: .portrait, of: display)
            else { continue }
            checked += 1
            let report = Self.report(device)
            if display.fallbackIsSafeAreaTop(context) {
                #expect(!report.contains("status bar"), "\(device.identifier)")
                continue
            }
            let family = device.family
            let line =
                "status bar portrait  not confirmed for \(family.osRangeText(major...major)); \(formatNumber(newest.height)) on "
                + family.osRangeText(newest.osVersions) + "\n"
            #expect(report.contains(line), "\(device.identifier)")
        }
        // Counted apart from the library's fallback: a display whose newest OS has no portrait height while an
        // entry that begins by then has one.
        let expected = Self.displays.filter { device, display in
            guard [.iPhone, .iPad, .iPod].contains(device.family), let major = FactContext().osMajorInQuestion(for: display) else { return false }
            let history = display.statusBarHistory
            return !history.contains { $0.osVersions.contains(major) && $0.portrait != nil }
                && history.contains { $0.osVersions.lowerBound <= major && $0.portrait != nil }
        }.count
        #expect(checked == expected && expected > 0)
    }

    @Test func theNewestConfirmedEntryIsTheShownOneWheneverTheOSAskedIsConfirmedInFull() {
        var checked = 0
        for (device, display) in Self.displays {
            for major in [nil] + Array(Set(display.safeAreaHistory.flatMap { [$0.osVersions.lowerBound, $0.osVersions.upperBound] })).sorted() {
                let context = FactContext(osVersion: major.map { OSVersion($0) })
                let shown = context.safeArea(of: display)
                guard let shown, let question = context.osMajorInQuestion(for: display), shown.osVersions.contains(question),
                    shown.portrait != nil || display.isLandscapeNative, shown.landscape != nil
                else { continue }
                #expect(context.newestConfirmedSafeArea(of: display) == shown, "\(device.identifier) on \(question)")
                checked += 1
            }
        }
        // At least every whole entry, asked by its first version, of a device that runs it.
        let wholeEntries = Self.displays.reduce(0) { count, pair in
            count + pair.1.safeAreaHistory.filter { ($0.portrait != nil || pair.1.isLandscapeNative) && $0.landscape != nil }.count
        }
        #expect(checked >= wholeEntries && wholeEntries > 0)
    }

    @Test func anOSOfAnotherNameIsNotTheDevicesSoNothingFallsBack() throws {
        // iPadOS 26 is not "iOS 26": an iPad does not run the version asked, and nothing of iPadOS is given for it.
        let device = try #require(Device.all(in: .iPad).first { $0.runs(OSVersion(26)) == true && $0.mainDisplay?.safeArea != nil })
        let display = try #require(device.mainDisplay)
        let context = FactContext(osVersion: OSVersion(26), osName: "iOS")
        #expect(context.namesAnotherOS(for: display))
        #expect(context.newestConfirmedSafeArea(of: display) == nil && context.newestConfirmedStatusBar(of: display) == nil)
        #expect(Self.report(device, context).contains("  safe area  none for iOS 26 (the device does not run it)\n"))
    }

    @Test func aPointReleaseIsReportedAsItsMajor() throws {
        // Safe areas and status bars are recorded per major: --os 26.1 is about iOS 26.
        let device = try #require(Device(identifier: "iPhone15,2"))
        let display = try #require(device.mainDisplay)
        #expect(FactContext(osVersion: OSVersion(26, 1)).osInQuestionText(for: display) == "iOS 26")
    }

    @Test func nothingIsGivenForAnOSTheDeviceDoesNotRun() throws {
        // The iPhone XR's last iOS is 18: nothing of iOS 26 is its, not even the newest before it.
        let device = try #require(Device(identifier: "iPhone11,8"))
        let xr = try #require(device.mainDisplay)
        let context = FactContext(osVersion: OSVersion(26))
        #expect(context.newestConfirmedSafeArea(of: xr) == nil && context.newestConfirmedStatusBar(of: xr) == nil)
        #expect(Self.report(device, context).contains("  safe area  none for iOS 26 (the device does not run it)\n"))
    }
    @Test func anOSBeforeSafeAreasHasNoneAndSaysWhenTheyBegan() throws {
        // The iPhone 7 ran iOS 10, before safe areas (iOS 11); Macs had none before macOS 12.
        let iPhone7 = try #require(Device(identifier: "iPhone9,1"))
        #expect(iPhone7.runs(OSVersion(10)) == true)
        #expect(Self.report(iPhone7, FactContext(osVersion: OSVersion(10))).contains("  safe area  none for iOS 10 (safe areas began with iOS 11)\n"))
        let mac = try #require(Device(identifier: "MacBookPro15,1"))
        #expect(Self.report(mac, FactContext(osVersion: OSVersion(10, 15))).contains("  safe area  none for macOS 10.15 (safe areas began with macOS 12)\n"))
        #expect(Self.report(mac, FactContext(osVersion: OSVersion(11))).contains("  safe area  none for macOS 11 (safe areas began with macOS 12)\n"))
        #expect(!Self.report(iPhone7, FactContext(osVersion: OSVersion(11))).contains("safe areas began"))
    }

    @Test func theReportSaysADeviceDoesNotRunAReleaseExactlyWhenItDoesNot() throws {
        // The Mac's 10.x releases are each a release of their own: a Mac that shipped with macOS 10.13.6 runs 10.15.
        let mac = try #require(Device(identifier: "MacBookPro15,1"))
        #expect(mac.runs(OSVersion(10, 15)) == true)
        #expect(!Self.report(mac, FactContext(osVersion: OSVersion(10, 15))).contains("does not run it"))
        #expect(Self.report(mac, FactContext(osVersion: OSVersion(10, 12))).contains("  safe area  none for macOS 10.12 (the device does not run it)\n"))
        // Every device with a display, asked for the releases of its family's OS around the ends of its life.
        var asked = 0
        for device in Device.all where !device.displays.isEmpty {
            let releases = device.family.osVersions
            let inLife = releases.indices.filter { device.runs(releases[$0]) != false }
            guard let first = inLife.first, let last = inLife.last else { continue }
            for index in Set([first - 1, first, last, last + 1]) where releases.indices.contains(index) {
                let version = releases[index]
                let says = Self.report(device, FactContext(osVersion: version)).contains("(the device does not run it)")
                #expect(says == (device.runs(version) == false), "\(device.identifier) on \(version)")
                asked += 1
            }
        }
        #expect(asked >= 2 * Device.all.filter { !$0.displays.isEmpty }.count)
    }
}
