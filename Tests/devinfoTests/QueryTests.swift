import DevInfoKit
import Foundation
import TestSupport
import Testing

/// `--list`, `--screen`/`--panel` and the predicates, run end to end.
@Suite struct QueryTests {
    @Test func listPrintsEveryDeviceInAtMost100Columns() throws {
        let all = try CLI.run(["--list"])
        #expect(all.status == 0)
        let lines = all.stdout.split(separator: "\n")
        #expect(lines.allSatisfy { $0.count <= 100 }, "a line over 100 columns")
        // A device per line that starts at column 1; a long name continues on an indented line.
        let entries = lines.filter { !$0.hasPrefix(" ") }
        #expect(entries.count == Device.all.count)
        #expect(entries.map { String($0.prefix { $0 != " " }) } == Device.all.map(\.identifier.rawValue))
        #expect(entries.first?.hasPrefix("iPhone1,1 ") == true)
        #expect(entries.contains { $0.hasPrefix("iPhone11,8 ") && $0.contains(" 414x896 @2x notch ") && $0.hasSuffix(" iPhone XR") })
        #expect(entries.contains { $0.hasPrefix("Mac14,3 ") && $0.contains("  no display  ") })
        #expect(entries.contains { $0.hasPrefix("RealityDevice14,1 ") && $0.contains("  not confirmed  ") })
        // The cutout in its own word (as JSON and CSV write it), no abbreviation.
        #expect(entries.contains { $0.hasPrefix("iPhone19,4 ") && $0.contains(" punchHole +1 display ") })
        #expect(entries.contains { $0.hasPrefix("iPhone15,2 ") && $0.contains(" dynamicIsland ") })
        // The longest name wraps, whole.
        let index = try #require(lines.firstIndex { $0.hasPrefix("iPad13,11 ") })
        #expect(lines[index].hasSuffix("  iPad Pro (12.9-inch) (5th generation) (1TB/2TB"))
        #expect(lines[index + 1].trimmingCharacters(in: .whitespaces) == "Wi-Fi + Cellular)")
        for family in DeviceFamily.all {
            let rows = try CLI.run(["--list", "--family", family.rawValue]).stdout.split(separator: "\n").filter { !$0.hasPrefix(" ") }
            #expect(rows.count == Device.all(in: family).count, "\(family)")
            #expect(rows.map { String($0.prefix { $0 != " " }) } == Device.all(in: family).map(\.identifier.rawValue))
        }
        #expect(try CLI.run(["--list", "--family=ipad"]).stdout.split(separator: "\n").filter { !$0.hasPrefix(" ") }.count == Device.all(in: .iPad).count)
    }

    @Test func listJSONIsTheWholeTable() throws {
        let array = try #require(try CLI.json(try CLI.run(["--list", "--json"]).stdout) as? [[String: Any]])
        #expect(array.count == Device.all.count)
        #expect(array.allSatisfy { $0["known"] as? Bool == true })
    }

    @Test func screen1125x2436ShowsTheXFamilyStandardAndTheXSMaxZoomed() throws {
        let result = try CLI.run(["--screen", "1125x2436"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "1125x2436 render pixels (currentMode):")
        // Newest first: the device a person holds today leads.
        #expect(lines.contains("  standard  iphone-x            iPhone 11 Pro (iPhone12,3), iPhone XS (iPhone11,2), iPhone X (iPhone10,3, iPhone10,6)"))
        #expect(lines.contains("  zoomed    iphone-xs-max       iPhone 11 Pro Max (iPhone12,5), iPhone XS Max (iPhone11,4, iPhone11,6)"))
        #expect(lines.last?.hasPrefix("ambiguous: ") == true)
    }

    @Test func screen750x1624IsTheXRAnd11ZoomedAndNotAmbiguous() throws {
        let result = try CLI.run(["--screen", "750x1624"])
        #expect(result.status == 0)
        #expect(
            result.stdout == """
                750x1624 render pixels (currentMode):
                  zoomed    iphone-xr           iPhone 11 (iPhone12,1), iPhone XR (iPhone11,8)

                """)
    }

    @Test func screenAcceptsPointsWithAScaleLandscapeAndPanels() throws {
        let points = try CLI.run(["--screen", "896x414@2x"])
        #expect(points.stdout.contains("iPhone XR (iPhone11,8)"))
        #expect(!points.stdout.contains("iPhone XS Max"))
        let panel = try CLI.run(["--panel", "1080x2340"])
        #expect(panel.stdout.contains("any mode  iphone-12-mini"))
    }

    @Test func screenJSONSaysAmbiguousAndListsModes() throws {
        let object = try #require(try CLI.json(try CLI.run(["--screen", "1125x2436", "--json"]).stdout) as? [String: Any])
        #expect(object["ambiguous"] as? Bool == true)
        let matches = try #require(object["matches"] as? [[String: Any]])
        #expect(matches.contains { $0["displayClass"] as? String == "iphone-xs-max" && $0["mode"] as? String == "zoomed" })
    }

    @Test func aSizeNoDeviceProducesExits2() throws {
        let result = try CLI.run(["--screen", "1x1"])
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr == "devinfo: no known device produces 1x1 render pixels (currentMode)\n")
    }

    @Test(arguments: [
        ("--has-notch", "iPhone11,8", Int32(0)), ("--has-notch", "iPhone15,2", 1), ("--has-notch", "iPhone99,1", 2),
        ("--has-dynamic-island", "iPhone15,2", 0), ("--has-dynamic-island", "iPhone11,8", 1),
        ("--has-home-indicator", "iPad13,18", 0), ("--has-home-indicator", "iPhone14,6", 1),
        ("--has-notch", "garbage", 2),
        ("--has-notch", "MacBookPro18,3", 0), ("--has-notch", "Mac14,7", 1), ("--has-notch", "MacBookAir10,1", 1),
        ("--has-notch", "Mac14,3", 1), ("--has-notch", "AppleTV14,1", 1), ("--has-notch", "RealityDevice14,1", 2),
        ("--has-dynamic-island", "iPhone19,2", 0), ("--has-notch", "iPhone19,2", 2), ("--has-dynamic-island", "iPhone19,4", 0),
        ("--has-notch", "iPhone19,4", 1),
        ("--has-home-indicator", "iPhone19,2", 2),
        ("--has-home-indicator", "Mac14,3", 1)
    ])
    func predicatesAnswerWithTheirExitCodeAndPrintNothing(flag: String, identifier: String, status: Int32) throws {
        let result = try CLI.run([flag, identifier])
        #expect(result.status == status)
        #expect(result.stdout == "")
        #expect(result.stderr == "")
    }

    @Test func noAppleWatchHasANotch() throws {
        let watches = Device.all(in: .watch)
        #expect(!watches.isEmpty)
        // Every watch, in one run: the list's objects say no notch.
        let listed = try CLI.json(try CLI.run(["--list", "--json", "--family", "Watch"]).stdout) as? [[String: Any]] ?? []
        #expect(listed.map { $0["identifier"] as? String } == watches.map(\.identifier.rawValue))
        #expect(listed.filter { $0["hasNotch"] as? Bool != false }.isEmpty)
        // The predicate, for a watch of each display class (its answer is the display's): exit 1, no notch.
        var classes = Set<[String]>()
        for watch in watches where classes.insert(watch.displays.map(\.id)).inserted {
            let result = try CLI.run(["--has-notch", watch.identifier.rawValue])
            #expect(result.status == 1, "\(watch)")
        }
    }

    @Test func noDisplayMeansNoNotchAndUnconfirmedMeansExit2() throws {
        let mini = try CLI.run(["--has-notch", "--verbose", "Mac14,3"])
        #expect(mini.status == 1)
        #expect(mini.stdout == "Mac14,3 (Mac mini (2023) (M2)) does not have a notch\n")
        let vision = try CLI.run(["--has-notch", "-v", "RealityDevice14,1"])
        #expect(vision.status == 2)
        #expect(vision.stdout == "")
        #expect(vision.stderr == "devinfo: whether RealityDevice14,1 (Apple Vision Pro) has a notch is not confirmed by devinfo's sources\n")
    }

    @Test func predicatesSpeakWhenVerbose() throws {
        let yes = try CLI.run(["--has-notch", "--verbose", "iPhone11,8"])
        #expect(yes.stdout == "iPhone11,8 (iPhone XR) has a notch\n")
        let unknown = try CLI.run(["--has-notch", "-v", "iPhone99,1"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.hasPrefix("devinfo: unknown identifier 'iPhone99,1'"))
    }

    @Test func predicatesWithoutAnIdentifierAskThisMachine() throws {
        let simulated = try CLI.run(["--has-dynamic-island"], environment: ["SIMULATOR_MODEL_IDENTIFIER": "iPhone16,1"])
        #expect(simulated.status == 0)
        let mac = try CLI.run(["--has-notch"], environment: ["SIMULATOR_MODEL_IDENTIFIER": "MacBookPro18,3"])
        #expect(mac.status == 0)
    }

    @Test(.enabled(if: Platform.isLinux, "on Linux devinfo reads uname -m"))
    func predicatesOnLinuxWithoutAnIdentifierAreUnknownAndSilent() throws {
        let linux = try CLI.run(["--has-notch"])
        #expect(linux.status == 2)
        #expect(linux.stdout == "")
        #expect(linux.stderr == "")
    }

    @Test func screenFindsTheMacBookPro14ByItsLookslikeSize() throws {
        let result = try CLI.run(["--screen", "1512x982@2"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("1512x982 points @2x:\n  standard  macbook-pro-14"))
        #expect(result.stdout.contains("MacBook Pro (14-inch, 2021) (MacBookPro18,3, MacBookPro18,4)"))
    }

    @Test func screenNamesTheInnerDisplayOfTheDuo() throws {
        let result = try CLI.run(["--screen", "669x951@3"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("iphone-duo-inner (inner)"))
        #expect(result.stdout.contains("iPhone Duo (iPhone19,4)"))
    }
}
