import DevInfoKit
import DevInfoVocabulary

/// Browser device descriptors (`devinfo --web profiles`): one JSON object keyed by profile name, each profile
/// in the shape both Playwright and Puppeteer take, so the same object works in either:
///
/// ```json
/// "iPhone 15 Pro (iPhone16,1)": {"userAgent": "…", "screen": {"width": 393, "height": 852},
///   "viewport": {"width": 393, "height": 852, "deviceScaleFactor": 3, "isMobile": true, "hasTouch": true, "isLandscape": false},
///   "deviceScaleFactor": 3, "isMobile": true, "hasTouch": true, "defaultBrowserType": "webkit", "devinfo": {…}}
/// ```
///
/// Playwright (`browser.newContext(profile)`) reads `userAgent`, `screen`, `viewport`'s width and height,
/// `deviceScaleFactor`, `isMobile` and `hasTouch`; Puppeteer (`page.emulate(profile)`) reads `userAgent`
/// and `viewport` with its `deviceScaleFactor`, `isMobile`, `hasTouch` and `isLandscape`. Both ignore the
/// keys they do not know, as Playwright's own descriptors rely on for `defaultBrowserType`.
///
/// Every iPhone, iPad and iPod touch display gets a profile per mode (standard; zoomed where Display Zoom
/// is confirmed) and orientation: `iPhone 15 Pro (iPhone16,1)`, `… landscape`, `… zoomed`, `… zoomed
/// landscape`; a foldable's inner display adds ` inner`. Sizes are CSS pixels, the display's points in that
/// mode; `deviceScaleFactor` is its scale. **`screen` is the portrait size in both orientations**, as iOS and
/// iPadOS report it (`screen.width`, `device-width`), so the launch-screen links (``LaunchScreens``) match
/// under a landscape profile too; only `viewport` turns with the orientation. **`viewport` is the whole screen**: what a
/// home-screen web app (or a page with `viewport-fit=cover` and no browser chrome) gets. Safari's own
/// viewport is smaller by its toolbars, which devinfo does not measure; `devinfo.viewportIsScreen` says so.
/// `devinfo` holds the identifier, the display and mode, the OS the user agent is for and, in the standard
/// mode, the safe-area insets of that orientation for the newest OS a source confirms within the device's
/// life (`null` when zoomed: no source gives zoomed insets).
package enum BrowserProfiles {
    /// One profile: its name, and its members in order.
    package struct Profile {
        package let name: String
        package let screen: WebScreen
        package let orientation: DisplayOrientation
        package let osMajor: Int
        package let userAgent: String
    }

    /// The profiles of `screens`, and the devices left out because their OS is not confirmed.
    package static func profiles(_ screens: WebScreens) -> (profiles: [Profile], unconfirmedOS: [Device]) {
        var profiles: [Profile] = []
        var unconfirmed: [Device] = []
        for screen in screens.screens {
            guard let major = SafariUserAgent.osMajor(of: screen.device) else {
                if unconfirmed.last != screen.device { unconfirmed.append(screen.device) }
                continue
            }
            let userAgent = SafariUserAgent.string(for: screen.device, osMajor: major)
            for orientation in DisplayOrientation.allCases {
                var name = screen.name
                if screen.mode == .zoomed { name += " zoomed" }
                if orientation == .landscape { name += " landscape" }
                profiles.append(Profile(name: name, screen: screen, orientation: orientation, osMajor: major, userAgent: userAgent))
            }
        }
        return (profiles, unconfirmed)
    }

    /// The JSON object of every profile (one per line), and notes on what was left out.
    package static func render(_ screens: WebScreens) -> WebOutput {
        let (profiles, unconfirmed) = profiles(screens)
        let text = WebJSON.object(profiles.map { ($0.name, members(of: $0)) })
        return WebOutput(text: text, notes: [screens.unmeasuredNote, WebScreens.note(unconfirmed, "OS not confirmed")].compactMap { $0 })
    }

    /// A profile's value.
    static func members(of profile: Profile) -> FactValue {
        // The viewport turns with the orientation; the screen stays portrait, as on the device.
        let screen = profile.screen
        let size = screen.size(profile.orientation)
        let landscape = profile.orientation == .landscape
        let viewport: FactValue = .members([
            ("width", .integer(size.width)), ("height", .integer(size.height)), ("deviceScaleFactor", .integer(screen.scale)),
            ("isMobile", .bool(true)), ("hasTouch", .bool(true)), ("isLandscape", .bool(landscape))
        ])
        let device = screen.device
        let os = device.family.operatingSystemName(for: OSVersion(profile.osMajor)) + " \(profile.osMajor)"
        let safeArea = screen.safeArea
        var safeAreaValue: FactValue = .null
        if case .members(let insets) = WebJSON.insets(safeArea, profile.orientation), let safeArea {
            safeAreaValue = .members([("fromOSVersion", .integer(safeArea.fromOSVersion)), ("untilOSVersion", .integer(safeArea.untilOSVersion))] + insets)
        }
        let facts: FactValue = .members([
            (DeviceFact.identifier.spec.name, .text(device.identifier.rawValue)),
            (DeviceFact.name.spec.name, .text(device.fullName)),
            (DisplayFact.role.spec.name, .text(screen.display.role.rawValue)),
            (DisplayFact.id.spec.exportColumns[0], .text(screen.display.id)),
            ("mode", .text(screen.mode.rawValue)),
            (DisplayFact.orientation.spec.name, .text(profile.orientation.rawValue)),
            (DisplayFact.colorGamut.spec.name, .of(screen.display.colorGamut) { .text($0.rawValue) }),
            ("userAgentOS", .text(os)),
            ("viewportIsScreen", .bool(true)),
            (DisplayFact.safeArea.spec.name, safeAreaValue)
        ])
        return .members([
            ("userAgent", .text(profile.userAgent)),
            ("screen", .pointSize(screen.points)),
            ("viewport", viewport),
            ("deviceScaleFactor", .integer(screen.scale)),
            ("isMobile", .bool(true)),
            ("hasTouch", .bool(true)),
            ("defaultBrowserType", .text("webkit")),
            ("devinfo", facts)
        ])
    }
}
