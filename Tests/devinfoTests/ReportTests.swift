import DevInfoKit
import Foundation
import TestSupport
import Testing

/// `devinfo ID…`, `devinfo` alone, `--json`, `--help`, `--version` and the errors, run end to end.
@Suite struct ReportTests {
    /// The whole reports of an iPhone XR and a notched MacBook Pro are the README's first transcripts, which
    /// READMEConsoleTests runs (and re-records in its record mode): here, what a transcript does not show.
    @Test(arguments: ["iPhone11,8", "MacBookPro18,3"])
    func aKnownIdentifiersReportExits0WithNothingOnStandardError(_ identifier: String) throws {
        let result = try CLI.run([identifier])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout.hasPrefix(identifier + "  "))
        #expect(result.stdout.hasSuffix("\n") && !result.stdout.hasSuffix("\n\n"), "one line break after the last line")
    }

    @Test func aMacMiniHasNoDisplayAndVisionProsDisplaysAreNotConfirmed() throws {
        let result = try CLI.run(["Mac14,3", "RealityDevice14,1"])
        #expect(result.status == 0)
        #expect(
            result.stdout == """
                Mac14,3  Mac mini (2023) (M2)
                  family     Mac
                  released   2023
                  chip       M2
                  os         macOS 13.0–27 (still supported)
                  display    none (no built-in display)

                RealityDevice14,1  Apple Vision Pro
                  family     Apple Vision
                  released   2024
                  chip       M2
                  os         visionOS 1.0–27 (still supported)
                  display    not confirmed (no source devinfo cites gives its display facts)

                """)
    }

    @Test func reportsBothDisplaysOfTheIPhoneDuo() throws {
        let result = try CLI.run(["iPhone19,4"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.prefix(4) == ["iPhone19,4  iPhone Duo", "  family     iPhone", "  released   2026", "  chip       A20 Pro"])
        #expect(lines.contains("  outer display"))
        #expect(lines.contains("  inner display"))
        #expect(lines.contains("    points     466x678 @3x, nativeScale 3, render 1398x2034 pixels"))
        #expect(lines.contains("    points     669x951 @3x, nativeScale 2.807175, render 2007x2853 pixels"))
    }

    @Test func reportsAnAppleWatchWithItsCaseSize() throws {
        let result = try CLI.run(["Watch7,9"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("Watch7,9  Apple Watch Series 10 (46mm) (GPS)\n  family     Apple Watch\n"))
        #expect(result.stdout.contains("  points     208x248 @2x, nativeScale 2, render 416x496 pixels\n"))
        #expect(result.stdout.contains("  case       46 mm\n"))
        #expect(!result.stdout.contains("zoomed"), "Display Zoom is an iPhone feature")
    }

    @Test func osThirteenGivesTheIOS13Insets() throws {
        let result = try CLI.run(["--os", "13", "iPhone11,8"])
        #expect(result.status == 0)
        #expect(
            result.stdout.contains(
                """
                  safe area  portrait  top 44, left 0, bottom 34, right 0  (iOS 13)
                             landscape top 0, left 44, bottom 21, right 44

                """))
        let iOS12 = try CLI.run(["--os", "12", "iPhone11,8"])
        #expect(iOS12.stdout.contains("  safe area  portrait  top 44, left 0, bottom 34, right 0  (iOS 12)\n             landscape not confirmed\n"))
        let iOS16 = try CLI.run(["--os=16", "iPhone11,8"])
        #expect(iOS16.stdout.contains("  safe area  portrait  top 48, left 0, bottom 34, right 0  (iOS 14–18)\n"))
    }

    @Test func anOSVersionNoSourceCoversSaysNotConfirmed() throws {
        // The iPhone 16e runs iOS 18.3 and later; its insets are confirmed for iOS 26 only.
        let result = try CLI.run(["--os", "18", "iPhone17,5"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("  safe area  not confirmed for iOS 18 (confirmed for iOS 26)\n"))
        #expect(!result.stdout.contains("top 47"), "never another version's values")
        let mac = try CLI.run(["--os", "15", "MacBookPro18,3"])
        #expect(mac.stdout.hasSuffix("  safe area  not confirmed for macOS 15 (confirmed for macOS 26)\n"))
        // The first iPhone ran iPhone OS 1 to 3: before safe areas (iOS 11), each named as it was called.
        let none = try CLI.run(["--os", "3", "iPhone1,1"])
        #expect(none.status == 0)
        #expect(none.stdout.contains("  safe area  none for iPhone OS 3 (safe areas began with iOS 11)\n"))
    }

    @Test func osInJSONPicksThatVersionsEntryOrNull() throws {
        let iOS13 = try #require(try CLI.json(try CLI.run(["--json", "--os", "13", "iPhone11,8"]).stdout) as? [String: Any])
        let safeArea = try #require(iOS13["safeArea"] as? [String: Any])
        #expect(safeArea["fromOSVersion"] as? Int == 13)
        #expect(safeArea["untilOSVersion"] as? Int == 13)
        #expect(safeArea["portrait"] as? [String: Int] == ["top": 44, "left": 0, "bottom": 34, "right": 0])
        let screen = try #require(iOS13["mainDisplay"] as? [String: Any])
        #expect((screen["safeArea"] as? [String: Any])?["fromOSVersion"] as? Int == 13)
        let iOS9 = try #require(try CLI.json(try CLI.run(["--json", "--os", "9", "iPhone11,8"]).stdout) as? [String: Any])
        #expect(iOS9["safeArea"] is NSNull)
    }

    @Test func reportsSeveralAndSaysWhenThereIsNoDisplayZoom() throws {
        let result = try CLI.run(["iPhone8,4", "iPad13,18"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("iPhone8,4  iPhone SE (1st generation)"))
        #expect(result.stdout.contains("iPad13,18  iPad (10th generation) (Wi-Fi)"))
        let reports = result.stdout.components(separatedBy: "\n\n")
        #expect(reports.count == 2, "two reports separated by a blank line")
        #expect(reports[0].contains("  zoomed     no Display Zoom\n"), "an iPhone says it has none")
        #expect(!reports[1].contains("zoomed"), "Display Zoom is an iPhone feature: an iPad report leaves it out")
    }

    @Test func anUnknownIdentifierExits2WithOneLineNamingIt() throws {
        let result = try CLI.run(["iPhone99,1"])
        #expect(result.status == 2)
        #expect(result.stdout == "")
        // No "iPhone 99,1" that reads as an "iPhone 99", and no brackets inside brackets.
        #expect(
            result.stderr
                == "devinfo: unknown identifier 'iPhone99,1': an iPhone identifier devinfo's table does not list; the device may be newer than this version of devinfo\n"
        )
    }

    @Test(arguments: [("iphone11,8", "iPhone11,8 (iPhone XR)"), ("iPhone XR", "iPhone11,8 (iPhone XR)")])
    func suggestsTheNearestKnownDevice(input: String, suggestion: String) throws {
        let result = try CLI.run([input])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("devinfo: unknown identifier '\(input)'"))
        #expect(result.stderr.contains("did you mean \(suggestion)"))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test func knownAndUnknownTogetherReportTheKnownAndExit2() throws {
        let result = try CLI.run(["iPhone11,8", "Watch99,1"])
        #expect(result.status == 2)
        #expect(result.stdout.hasPrefix("iPhone11,8  iPhone XR"))
        #expect(
            result.stderr
                == "devinfo: unknown identifier 'Watch99,1': an Apple Watch identifier devinfo's table does not list; the device may be newer than this version of devinfo\n"
        )
    }

    @Test func controlCharactersAreNeverEchoedRaw() throws {
        let result = try CLI.run(["\u{1B}[31mred\u{7}\ttab"])
        #expect(result.status == 2)
        #expect(!result.stderr.contains("\u{1B}"))
        #expect(!result.stderr.contains("\u{7}"))
        #expect(result.stderr.contains("\\x1B[31mred\\x07\\x09tab"))
    }

    @Test func aHugeArgumentIsHandledAndTruncatedInTheMessage() throws {
        let result = try CLI.run([String(repeating: "A", count: 100_000)])
        #expect(result.status == 2)
        #expect(result.stderr.count < 400)
    }

    @Test(.enabled(if: Platform.isLinux, "on Linux devinfo reads uname -m"))
    func noIdentifierOnLinuxSaysThisIsNotAnAppleDevice() throws {
        let result = try CLI.run([])
        #expect(result.status == 2)
        #expect(result.stdout == "")
        var name = utsname()
        uname(&name)
        let machine = withUnsafeBytes(of: &name.machine) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        #expect(result.stderr == "devinfo: this machine is not an Apple device (uname -m reported '\(machine)'); pass an identifier, e.g. devinfo iPhone11,8\n")
    }

    @Test func noIdentifierHonoursTheSimulatorVariable() throws {
        let result = try CLI.run([], environment: ["SIMULATOR_MODEL_IDENTIFIER": "iPhone15,2"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("iPhone15,2  iPhone 14 Pro\n  detected   from SIMULATOR_MODEL_IDENTIFIER\n"))
        let json = try CLI.run(["--json"], environment: ["SIMULATOR_MODEL_IDENTIFIER": "iPhone15,2"])
        let object = try #require(try CLI.json(json.stdout) as? [String: Any])
        #expect(object["detectedFrom"] as? String == "SIMULATOR_MODEL_IDENTIFIER")
    }

    @Test func jsonForOneIdentifierIsAnObjectWithTheDocumentedKeys() throws {
        let result = try CLI.run(["--json", "iPhone11,8"])
        #expect(result.status == 0)
        let object = try #require(try CLI.json(result.stdout) as? [String: Any])
        #expect(object["identifier"] as? String == "iPhone11,8")
        #expect(object["known"] as? Bool == true)
        #expect(object["name"] as? String == "iPhone XR")
        #expect(object["family"] as? String == "iPhone")
        #expect(object["cutout"] as? String == "notch")
        #expect(object["hasNotch"] as? Bool == true)
        #expect(object["hasDynamicIsland"] as? Bool == false)
        #expect(object["hasHomeIndicator"] as? Bool == true)
        #expect(object["hasHomeButton"] as? Bool == false)
        let screen = try #require(object["mainDisplay"] as? [String: Any])
        #expect(screen["diagonalInches"] as? Double == 6.1)
        #expect(screen["pixelsPerInch"] as? Int == 326)
        #expect(screen["panelPixels"] as? [String: Int] == ["width": 828, "height": 1792])
        #expect(screen["points"] as? [String: Int] == ["width": 414, "height": 896])
        #expect(screen["scale"] as? Int == 2)
        #expect(screen["nativeScale"] as? Int == 2)
        let zoomed = try #require(screen["zoomed"] as? [String: Any])
        #expect(zoomed["points"] as? [String: Int] == ["width": 375, "height": 812])
        #expect(zoomed["nativeScale"] as? Double == 2.208)
        #expect(screen["cornerRadius"] as? Double == 41.5)
        #expect(screen["role"] as? String == "main")
        #expect(screen["orientation"] as? String == "portrait")
        #expect(object["homeControl"] as? String == "indicator")
        #expect(object["hasBuiltInDisplay"] as? Bool == true)
        #expect((object["displays"] as? [Any])?.count == 1)
        let safeArea = try #require(object["safeArea"] as? [String: Any])
        #expect(safeArea["fromOSVersion"] as? Int == 14)
        #expect(safeArea["untilOSVersion"] as? Int == 18)
        #expect(safeArea["portrait"] as? [String: Int] == ["top": 48, "left": 0, "bottom": 34, "right": 0])
        #expect(safeArea["landscape"] as? [String: Int] == ["top": 0, "left": 48, "bottom": 21, "right": 48])
    }

    @Test func jsonForAMacBookHasALandscapeDisplayWithItsNotch() throws {
        let object = try #require(try CLI.json(try CLI.run(["--json", "MacBookPro18,3"]).stdout) as? [String: Any])
        let screen = try #require(object["mainDisplay"] as? [String: Any])
        #expect(screen["orientation"] as? String == "landscape")
        #expect(screen["cutout"] as? String == "notch")
        #expect(screen["cutoutFrame"] is NSNull, "its rectangle has no citable source")
        #expect(screen["caseMillimeters"] is NSNull)
        #expect(screen["homeControl"] as? String == "neither")
        let safeArea = try #require(object["safeArea"] as? [String: Any])
        #expect(safeArea["portrait"] is NSNull)
        #expect(safeArea["fromOSVersion"] as? Int == 26)
    }

    @Test func jsonForTheIPhoneDuoListsBothDisplaysByRole() throws {
        let object = try #require(try CLI.json(try CLI.run(["--json", "iPhone19,4"]).stdout) as? [String: Any])
        let displays = try #require(object["displays"] as? [[String: Any]])
        #expect(displays.map { $0["role"] as? String } == ["outer", "inner"])
        #expect(displays.map { $0["id"] as? String } == ["iphone-duo-outer", "iphone-duo-inner"])
        #expect((object["mainDisplay"] as? [String: Any])?["role"] as? String == "outer")
        #expect(object["cutout"] as? String == "punchHole")
    }

    @Test func jsonForAWatchHasItsCaseSize() throws {
        let object = try #require(try CLI.json(try CLI.run(["--json", "Watch7,9"]).stdout) as? [String: Any])
        let screen = try #require(object["mainDisplay"] as? [String: Any])
        #expect(screen["caseMillimeters"] as? Int == 46)
        #expect(screen["points"] as? [String: Int] == ["width": 208, "height": 248])
    }

    @Test func jsonZoomedIsNullWithoutDisplayZoom() throws {
        let object = try #require(try CLI.json(try CLI.run(["--json", "iPod9,1"]).stdout) as? [String: Any])
        let screen = try #require(object["mainDisplay"] as? [String: Any])
        #expect(screen["zoomed"] is NSNull)
        #expect(screen["displayZoom"] as? String == "unsupported")
    }

    @Test func jsonForSeveralIsAnArrayAndUnknownIsKnownFalseWithNulls() throws {
        let result = try CLI.run(["--json", "iPhone15,2", "iPhone99,1"])
        #expect(result.status == 2)
        let array = try #require(try CLI.json(result.stdout) as? [[String: Any]])
        #expect(array.count == 2)
        #expect(array[0]["hasDynamicIsland"] as? Bool == true)
        let unknown = array[1]
        #expect(unknown["known"] as? Bool == false)
        #expect(unknown["family"] as? String == "iPhone")
        #expect(unknown["major"] as? Int == 99)
        for key in ["name", "cutout", "hasNotch", "hasDynamicIsland", "hasHomeIndicator", "hasHomeButton", "mainDisplay", "safeArea"] {
            #expect(unknown[key] is NSNull, "\(key) should be null")
        }
    }

    @Test func jsonStaysValidForHostileInput() throws {
        let hostile = "\"quote\\back\u{1}\u{1F}\u{7F}\u{2028}é😀"
        let result = try CLI.run(["--json", hostile])
        let object = try #require(try CLI.json(result.stdout) as? [String: Any])
        #expect(object["identifier"] as? String == hostile)
        #expect(object["known"] as? Bool == false)
        #expect(!result.stdout.contains("\u{1}"))
    }

    @Test func helpAndVersionGoToStdoutAndExit0() throws {
        let help = try CLI.run(["--help"])
        #expect(help.status == 0)
        #expect(help.stderr == "")
        for needle in [
            "--json", "--list", "--family", "--screen", "--panel", "--has-notch", "--has-dynamic-island",
            "--has-home-indicator", "-v", "--bulk", "--os V", "--csv", "--completion SHELL", "--tsv", "--json-lines", "--svg", "Exit codes", "64 bad usage",
            "--help formats", "--help columns"
        ] {
            #expect(help.stdout.contains(needle), "help mentions \(needle)")
        }
        // The counts in the help come from the table, family by family.
        let counts = DeviceFamily.all.map { "\(Device.all(in: $0).count) \($0)" }.joined(separator: ", ")
        #expect(help.stdout.replacingOccurrences(of: "\n", with: " ").contains("\(Device.all.count) identifiers: \(counts)."))
        #expect(counts.contains(" Apple Watch, "))
        let version = try CLI.run(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout.hasPrefix("devinfo "))
        #expect(try CLI.run(["-h"]).status == 0)
    }

    @Test(arguments: [["--help"], ["--help", "formats"], ["--help", "columns"], ["help"], ["help", "formats"], ["help", "columns"]])
    func everyHelpPageFits80Columns(arguments: [String]) throws {
        let result = try CLI.run(arguments)
        #expect(result.status == 0 && result.stderr.isEmpty)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count > 10)
        for line in lines { #expect(line.count <= 80, "\(line.count) columns: \(line)") }
    }

    @Test func helpAsAWordIsHelp() throws {
        #expect(try CLI.run(["help"]).stdout == (try CLI.run(["--help"])).stdout)
        #expect(try CLI.run(["help", "formats"]).stdout.hasPrefix("Output formats\n"))
        #expect(try CLI.run(["help", "nonsense"]).status == 64)
        // After --, "help" is an identifier like any other.
        #expect(try CLI.run(["--", "help"]).status == 2)
    }

    @Test func aScreenSizeThatIsPointsIsAnsweredAsPointsAndSaysSo() throws {
        let result = try CLI.run(["--screen", "393x852"])  // UIScreen.bounds of an iPhone 14 Pro or 15
        #expect(result.status == 0)
        #expect(
            result.stderr
                == "devinfo: no known device renders 393x852 pixels; read as points (UIScreen.bounds), at any scale (add @SCALE, e.g. 393x852@3, to say so)\n")
        #expect(result.stdout.hasPrefix("393x852 points:\n"))
        #expect(result.stdout.contains("iPhone 14 Pro (iPhone15,2)"))
        // A size that is neither still says no device produces it.
        #expect(try CLI.run(["--screen", "3x3"]).status == 2)
    }

    @Test(arguments: [
        ["--frobnicate"], ["--screen"], ["--screen", "12x"], ["--screen", "375x812@9"], ["--family", "iPhone"],
        ["--list", "--family", "Toaster"], ["--list", "--bulk"], ["--os", "abc", "iPhone11,8"], ["--screen", "750x1624", "--os", "13"],
        ["--json", "--csv", "--list"], ["--has-notch", "iPhone11,8", "iPhone10,3"],
        ["--list", "iPhone11,8"], ["--json=yes"], ["--verbose", "iPhone11,8"], ["--has-notch", "--json"], ["-x"],
        ["--list", "--family", "iPad", "--family", "iPod"]
    ])
    func badFlagsExit64WithAMessageAndAHintOnStderr(arguments: [String]) throws {
        // One line that says what is wrong, one that says where the usage is: not the whole usage.
        let result = try CLI.run(arguments)
        #expect(result.status == 64)
        #expect(result.stdout == "")
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 2 && lines[0].hasPrefix("devinfo: ") && lines[1] == "Run 'devinfo --help' for the usage.", "\(result.stderr)")
    }

    @Test func doubleDashEndsOptions() throws {
        let result = try CLI.run(["--", "--list"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("devinfo: unknown identifier '--list'"))
    }
}

/// The display's maximum refresh rate (and a variable panel's minimum): one fact, in every format.
@Suite struct RefreshRateTests {
    @Test(arguments: [
        ("iPhone11,8", "60 Hz"),  // iPhone XR
        ("iPhone17,1", "120 Hz"),  // iPhone 16 Pro: ProMotion
        ("iPad8,1", "120 Hz, down to 24 Hz"),  // iPad Pro 11-inch (2018)
        ("iPad16,3", "120 Hz, down to 10 Hz"),  // iPad Pro 11-inch (M4)
        ("iPad13,18", "60 Hz"),  // iPad (10th generation)
        ("MacBookPro18,3", "120 Hz"),  // 14-inch MacBook Pro: ProMotion
        ("Mac14,2", "60 Hz"),  // MacBook Air (M2)
        ("iPhone14,2", "120 Hz, down to 10 Hz"),  // iPhone 13 Pro: ProMotion (its own class since the 13 and 14 are 60 Hz)
        ("iPhone14,5", "60 Hz"),  // iPhone 13
        ("iPhone1,1", "60 Hz"),  // two sources: every iPhone before the 13 Pro refreshes at 60 Hz
        ("Watch1,1", "unknown")  // no source states it
    ])
    func theReportSaysIt(identifier: String, refresh: String) throws {
        let result = try CLI.run([identifier])
        #expect(result.stdout.contains("\n  refresh    \(refresh)\n"), "\(result.stdout)")
    }

    @Test func jsonCSVAndTSVCarryIt() throws {
        let object = try #require(try CLI.json(try CLI.run(["--json", "iPad16,3"]).stdout) as? [String: Any])
        let display = try #require(object["mainDisplay"] as? [String: Any])
        #expect(display["maximumRefreshRate"] as? Int == 120)
        #expect(display["minimumRefreshRate"] as? Int == 10)
        let unknown = try #require(try CLI.json(try CLI.run(["--json", "Watch1,1"]).stdout) as? [String: Any])
        #expect((unknown["mainDisplay"] as? [String: Any])?["maximumRefreshRate"] is NSNull, "unknown is null, never 0")

        let table = parseCSV(try CLI.run(["--list", "--csv"]).stdout)
        let header = try #require(table.first)
        let rows = Dictionary(table.dropFirst().map { ($0[0], Cells.named(header, $0)) }) { first, _ in first }
        #expect(rows["iPad16,3"]?["maximumRefreshRate"] == "120" && rows["iPad16,3"]?["minimumRefreshRate"] == "10")
        #expect(rows["MacBookPro18,3"]?["maximumRefreshRate"] == "120" && rows["MacBookPro18,3"]?["minimumRefreshRate"] == "")
        #expect(rows["Watch1,1"]?["maximumRefreshRate"] == "")

        let input = Data("iPad16,3\nMacBookPro18,3\n".utf8)
        let bulk = parseCSV(try CLI.run(["--bulk", "--csv"], stdin: input).stdout)
        let tsv = try CLI.run(["--bulk"], stdin: input).stdout.split(separator: "\n").map {
            $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        }
        let column = try #require(bulk.first?.firstIndex(of: "maximumRefreshRate"))
        #expect(bulk[1][column] == "120" && tsv[0][column] == "120" && tsv[1][column] == "120")
        #expect(try CLI.run(["--help", "columns"]).stdout.contains("  maximumRefreshRate  integer  Hz\n"))
    }

    /// Safe areas began with iOS 11 (macOS 12): a device whose OS stopped before has none, which the report
    /// says instead of "unknown"; one that ran it but has no confirmed entry stays unknown.
    @Test(arguments: [
        ("iPhone5,1", "none (safe areas began with iOS 11)"), ("iPad2,1", "none (safe areas began with iOS 11)"),
        ("MacBookPro5,1", "none (safe areas began with macOS 12)")
    ])
    func aDeviceBeforeSafeAreasHasNone(identifier: String, line: String) throws {
        let result = try CLI.run([identifier])
        #expect(result.status == 0)
        #expect(result.stdout.contains("  safe area  \(line)\n"), "\(identifier): \(result.stdout)")
    }
}
