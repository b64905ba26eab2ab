import Foundation
import Testing

/// `devinfo ID…`, `devinfo` alone, `--json`, `--help`, `--version` and the errors, run end to end.
@Suite struct ReportTests {
    @Test func reportsAnIPhoneXR() throws {
        let result = try CLI.run(["iPhone11,8"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout == """
            iPhone11,8  iPhone XR
              family     iPhone
              released   2018
              cutout     notch
              home       home indicator (no home button)
              panel      828x1792 pixels (nativeBounds, portrait)
              points     414x896 @2x, nativeScale 2, render 828x1792 pixels
              zoomed     375x812 @2x, nativeScale 2.208, render 750x1624 pixels
              diagonal   6.1 in, 326 ppi
              corners    rounded
              safe area  portrait  top 48, left 0, bottom 34, right 0  (iOS 18)
                         landscape top 0, left 48, bottom 21, right 48

            """)
    }

    @Test func reportsSeveralAndSaysWhenThereIsNoDisplayZoom() throws {
        let result = try CLI.run(["iPhone8,4", "iPad13,18"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("iPhone8,4  iPhone SE (1st generation)"))
        #expect(result.stdout.contains("iPad13,18  iPad (10th generation) (Wi-Fi)"))
        #expect(result.stdout.components(separatedBy: "zoomed     no Display Zoom").count == 3)
    }

    @Test func anUnknownIdentifierExits2WithOneLineNamingIt() throws {
        let result = try CLI.run(["iPhone99,1"])
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr == "devinfo: unknown identifier 'iPhone99,1' (iPhone 99,1 is not in devinfo's table; it may be newer than this version)\n")
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
        let result = try CLI.run(["iPhone11,8", "Watch6,1"])
        #expect(result.status == 2)
        #expect(result.stdout.hasPrefix("iPhone11,8  iPhone XR"))
        #expect(result.stderr.contains("'Watch6,1' (Apple Watch: devinfo covers iPhone, iPad and iPod touch only)"))
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

    @Test func noIdentifierOnLinuxSaysThisIsNotAnAppleDevice() throws {
        #if os(Linux)
        let result = try CLI.run([])
        #expect(result.status == 2)
        #expect(result.stdout == "")
        var name = utsname()
        uname(&name)
        let machine = withUnsafeBytes(of: &name.machine) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        #expect(result.stderr == "devinfo: this machine is not an Apple device (uname -m reported '\(machine)'); pass an identifier, e.g. devinfo iPhone11,8\n")
        #endif
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
        let screen = try #require(object["screen"] as? [String: Any])
        #expect(screen["diagonalInches"] as? Double == 6.1)
        #expect(screen["ppi"] as? Int == 326)
        #expect(screen["pixels"] as? [String: Int] == ["width": 828, "height": 1792])
        #expect(screen["points"] as? [String: Int] == ["width": 414, "height": 896])
        #expect(screen["scale"] as? Int == 2)
        #expect(screen["nativeScale"] as? Int == 2)
        let zoomed = try #require(screen["zoomed"] as? [String: Any])
        #expect(zoomed["points"] as? [String: Int] == ["width": 375, "height": 812])
        #expect(zoomed["nativeScale"] as? Double == 2.208)
        let safeArea = try #require(object["safeArea"] as? [String: Any])
        #expect(safeArea["portrait"] as? [String: Int] == ["top": 48, "left": 0, "bottom": 34, "right": 0])
        #expect(safeArea["landscape"] as? [String: Int] == ["top": 0, "left": 48, "bottom": 21, "right": 48])
    }

    @Test func jsonZoomedIsNullWithoutDisplayZoom() throws {
        let object = try #require(try CLI.json(try CLI.run(["--json", "iPod9,1"]).stdout) as? [String: Any])
        let screen = try #require(object["screen"] as? [String: Any])
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
        for key in ["name", "cutout", "hasNotch", "hasDynamicIsland", "hasHomeIndicator", "hasHomeButton", "screen", "safeArea"] {
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
        for needle in ["--json", "--list", "--family", "--screen", "--panel", "--has-notch", "--has-dynamic-island",
                       "--has-home-indicator", "--verbose", "--bulk", "Exit codes", "64 bad flag"] {
            #expect(help.stdout.contains(needle), "help mentions \(needle)")
        }
        let version = try CLI.run(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout.hasPrefix("devinfo "))
        #expect(try CLI.run(["-h"]).status == 0)
    }

    @Test(arguments: [
        ["--frobnicate"], ["--screen"], ["--screen", "12x"], ["--screen", "375x812@9"], ["--family", "iPhone"],
        ["--list", "--family", "Watch"], ["--list", "--bulk"], ["--has-notch", "iPhone11,8", "iPhone10,3"],
        ["--list", "iPhone11,8"], ["--json=yes"], ["--verbose", "iPhone11,8"], ["--has-notch", "--json"], ["-x"],
        ["--list", "--family", "iPad", "--family", "iPod"],
    ])
    func badFlagsExit64WithUsageOnStderr(arguments: [String]) throws {
        let result = try CLI.run(arguments)
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("devinfo: "))
        #expect(result.stderr.contains("usage: devinfo"))
    }

    @Test func doubleDashEndsOptions() throws {
        let result = try CLI.run(["--", "--list"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("devinfo: unknown identifier '--list'"))
    }
}
