import Foundation
import Testing

@testable import devinfo

/// `devinfo --web profiles|launch-screens|safe-areas`: the exports for the web, end to end.
@Suite struct WebTests {
    @Test func browserProfilesAreOneJSONObjectAndTheLeftOutAreCountedOnStderr() throws {
        let result = try CLI.run(["--web", "profiles"])
        #expect(result.status == 0)
        let profiles = try #require(try CLI.json(result.stdout) as? [String: [String: Any]])
        #expect(profiles.count > 400)
        let pro = try #require(profiles["iPhone 15 Pro (iPhone16,1)"])
        #expect(pro["screen"] as? [String: Int] == ["width": 393, "height": 852])
        #expect(pro["deviceScaleFactor"] as? Int == 3)
        #expect(
            pro["userAgent"] as? String
                == "Mozilla/5.0 (iPhone; CPU iPhone OS 18_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/27.0 Mobile/15E148 Safari/604.1")
        let landscape = try #require(profiles["iPhone 15 Pro (iPhone16,1) landscape"])
        #expect(landscape["screen"] as? [String: Int] == ["width": 393, "height": 852], "the portrait screen, as an iPhone reports it")
        #expect(
            landscape["viewport"] as? NSDictionary == [
                "width": 852, "height": 393, "deviceScaleFactor": 3, "isMobile": true, "hasTouch": true, "isLandscape": true
            ] as NSDictionary)
        let safeArea = (landscape["devinfo"] as? [String: Any])?["safeArea"] as? [String: Int]
        #expect(safeArea == ["fromOSVersion": 26, "untilOSVersion": 26, "top": 0, "left": 59, "bottom": 20, "right": 59])
        #expect(result.stderr == "devinfo: 3 devices left out: points or scale not confirmed (iPhone19,2, iPhone19,3, iPhone19,7)\n")
        #expect(result.stdout.split(separator: "\n").count == profiles.count + 2, "one profile per line")
        #expect(try CLI.run(["--web", "profiles", "--json"]).stdout == result.stdout, "profiles are JSON either way")
    }

    @Test func familyNarrowsEveryExport() throws {
        let result = try CLI.run(["--web", "profiles", "--family", "iPod"])
        #expect(result.status == 0 && result.stderr.isEmpty)
        let profiles = try #require(try CLI.json(result.stdout) as? [String: Any])
        #expect(profiles.count == 14, "7 iPod touches, portrait and landscape")
        let iPads = try CLI.run(["--web", "launch-screens", "--family", "iPad"]).stdout
        #expect(iPads.contains("(device-width: 1032px) and (device-height: 1376px) and (-webkit-device-pixel-ratio: 2)"))
        #expect(!iPads.contains("(device-width: 393px)"))
    }

    @Test func launchScreensAreAnHTMLFragmentOrJSON() throws {
        let html = try CLI.run(["--web", "launch-screens"])
        #expect(html.status == 0)
        #expect(html.stdout.hasPrefix("<!-- apple-touch-startup-image: "))
        #expect(
            html.stdout.contains(
                "<link rel=\"apple-touch-startup-image\" media=\"(device-width: 320px) and (device-height: 693px) and (-webkit-device-pixel-ratio: 3) and (orientation: portrait)\" href=\"apple-launch-960x2079.png\">"
            ))
        let json = try CLI.run(["--web", "launch-screens", "--json"])
        let links = try #require(try CLI.json(json.stdout) as? [[String: Any]])
        #expect(links.count == html.stdout.components(separatedBy: "<link ").count - 1)
        #expect(Set(links.compactMap { $0["media"] as? String }).count == links.count)
        #expect(json.stderr == html.stderr)
    }

    @Test func safeAreasAreCSSOrJSON() throws {
        let css = try CLI.run(["--web", "safe-areas"])
        #expect(css.status == 0)
        #expect(
            css.stdout.contains(
                "[data-device=\"iPhone11,8\"], [data-device=\"iPhone11,8\"][data-orientation=\"portrait\"] { --safe-area-inset-top: 48px; --safe-area-inset-right: 0px; --safe-area-inset-bottom: 34px; --safe-area-inset-left: 0px; }"
            ))
        #expect(css.stderr.contains("left out: safe area not confirmed ("))
        let json = try #require(try CLI.json(try CLI.run(["--web", "safe-areas", "--json"]).stdout) as? [String: [String: Any]])
        let xr = try #require((json["iPhone11,8"]?["displays"] as? [[String: Any]])?.first)
        #expect(xr["os"] as? String == "iOS 14–18" && xr["portrait"] as? [String: Int] == ["top": 48, "left": 0, "bottom": 34, "right": 0])
    }

    @Test(arguments: [
        (["--web"], "--web needs a value (WHAT)"),
        (["--web", "pwa"], "--web takes one of profiles, launch-screens, safe-areas, playwright, playwright-python and puppeteer; got 'pwa'"),
        (["--web", "profiles", "--csv"], "--web takes only --json; --csv does not apply"),
        (["--web", "safe-areas", "--json-lines"], "--web takes only --json; --json-lines does not apply"),
        (["--web", "profiles", "iPhone11,8"], "--web takes no identifiers (got 'iPhone11,8')"),
        (["--web", "profiles", "--os", "17"], "--os only applies to reports, --list, --bulk and --svg"),
        (["--web", "profiles", "--list"], "--web and --list cannot be combined")
    ])
    func badCommandLines(arguments: [String], message: String) {
        #expect(OptionsTests.message(arguments) == message)
    }

    @Test func theToolsRegistriesAreJSONObjectsKeyedAsTheToolsKeyTheirs() throws {
        for (export, key) in [("playwright", "deviceScaleFactor"), ("playwright-python", "device_scale_factor"), ("puppeteer", "viewport")] {
            let result = try CLI.run(["--web", export, "--family", "iPhone"])
            #expect(result.status == 0 && result.stderr.hasPrefix("devinfo: 3 devices left out"), "\(export)")
            let registry = try #require(try CLI.json(result.stdout) as? [String: [String: Any]], "\(export)")
            #expect(registry["iPhone 17 Pro"]?[key] != nil && registry["iPhone 17 Pro landscape"] != nil, "\(export)")
            #expect(!registry.keys.contains { $0.hasPrefix("iPad") }, "--family narrows it")
        }
        let python = try #require(try CLI.json(try CLI.run(["--web", "playwright-python"]).stdout) as? [String: [String: Any]])
        #expect(python["iPhone 17 Pro"]?["viewport"] as? [String: Int] == ["width": 402, "height": 874])
    }

    @Test func aFamilyWithoutThoseScreensIsAUsageError() throws {
        let result = try CLI.run(["--web", "profiles", "--family", "Mac"])
        #expect(result.status == 64 && result.stdout.isEmpty)
        #expect(result.stderr == "devinfo: --web covers iPhone, iPad and iPod touch; not Mac\nRun 'devinfo --help' for the usage.\n")
    }
}

/// The README's example profile is what `devinfo --web profiles` writes.
@Suite struct WebREADMETests {
    @Test func theREADMEsProfileIsTheCommandsOwn() throws {
        let text = try String(contentsOf: READMEConsoleTests.readme, encoding: .utf8)
        let section = try #require(text.components(separatedBy: "## devinfo for the web\n").dropFirst().first)
        let block = try #require(section.components(separatedBy: "```json\n").dropFirst().first?.components(separatedBy: "```\n").first)
        let shown = try #require(try CLI.json(block) as? NSDictionary)
        let profiles = try #require(try CLI.json(try CLI.run(["--web", "profiles"]).stdout) as? [String: Any])
        let name = try #require(shown.allKeys.first as? String)
        #expect(shown == [name: profiles[name] as Any] as NSDictionary)
    }
}
