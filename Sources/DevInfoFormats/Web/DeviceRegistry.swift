import DevInfoKit
import DevInfoVocabulary

/// Device registries in the browser-automation tools' own shapes (`devinfo --web playwright`,
/// `playwright-python`, `puppeteer`), so a project can load the file and use an entry unchanged, as it uses the
/// tool's own list:
///
/// - ``Consumer/playwright``: Playwright's device registry (`require("playwright").devices`): a map from name
///   to descriptor `{userAgent, screen, viewport: {width, height}, deviceScaleFactor, isMobile, hasTouch,
///   defaultBrowserType}`, for `browser.newContext(devices["iPhone 17 Pro"])` in Node;
/// - ``Consumer/playwrightPython``: the same descriptors with the option names of Playwright for Python
///   (`user_agent`, `screen`, `viewport`, `device_scale_factor`, `is_mobile`, `has_touch`,
///   `default_browser_type`), as its `playwright.devices` has them, for `browser.new_context(**devices["iPhone 17
///   Pro"])`;
/// - ``Consumer/puppeteer``: Puppeteer's `KnownDevices`: a map from name to `{name, userAgent, viewport: {width,
///   height, deviceScaleFactor, isMobile, hasTouch, isLandscape}}`, for `page.emulate(devices["iPhone 17 Pro"])`.
///
/// Entries are named as those tools name theirs: the model's name (`iPhone 17 Pro`, `iPad Pro 11-inch (M4)`),
/// ` landscape` for the landscape entry, ` zoomed` for Display Zoom and ` inner` for a foldable's inner
/// display (`iPhone Duo inner landscape`). The variants of a model (Wi-Fi and cellular, GSM and CDMA) share
/// their screen and user agent, so they share an entry; should two devices of one name ever differ, each
/// takes its profile's full name (``BrowserProfiles``: with the identifier) instead. Each entry is a profile of
/// ``BrowserProfiles`` in the tool's keys: the same points, scale, user agent and portrait `screen`, and no
/// `devinfo` member (the tools reject keys they do not know: Playwright for Python's `new_context` takes only
/// its keyword arguments).
package enum DeviceRegistry {
    /// The tool whose registry shape a file has.
    package enum Consumer: Sendable, CaseIterable {
        case playwright, playwrightPython, puppeteer
    }

    /// The entries' names and profiles, in table order, and the devices left out because their OS is not
    /// confirmed (no user agent to write).
    package static func entries(_ screens: WebScreens) -> (entries: [(name: String, profile: BrowserProfiles.Profile)], unconfirmedOS: [Device]) {
        let (profiles, unconfirmed) = BrowserProfiles.profiles(screens)
        var byName: [String: [BrowserProfiles.Profile]] = [:]
        var order: [String] = []
        for profile in profiles {
            let name = shortName(profile)
            if byName[name] == nil { order.append(name) }
            byName[name, default: []].append(profile)
        }
        var entries: [(name: String, profile: BrowserProfiles.Profile)] = []
        for name in order {
            let group = byName[name] ?? []
            let descriptors = Set(group.map { WebJSON.value(descriptor(.playwright, $0)) })
            if descriptors.count == 1, let first = group.first {
                entries.append((name, first))
            } else {
                entries += group.map { ($0.name, $0) }
            }
        }
        return (entries, unconfirmed)
    }

    /// `iPhone 17 Pro`, `… zoomed`, `… inner`, `… landscape`: the model's name, as the tools name their entries.
    static func shortName(_ profile: BrowserProfiles.Profile) -> String {
        let screen = profile.screen
        var name = screen.device.name
        if screen.position != 0 { name += " " + screen.display.role.rawValue }
        if screen.mode == .zoomed { name += " zoomed" }
        if profile.orientation == .landscape { name += " landscape" }
        return name
    }

    /// The registry as `consumer` reads it: one JSON object, an entry per line, and notes on what was left out.
    package static func render(_ consumer: Consumer, _ screens: WebScreens) -> WebOutput {
        let (entries, unconfirmed) = entries(screens)
        let text = WebJSON.object(
            entries.map { entry in
                var value = descriptor(consumer, entry.profile)
                if consumer == .puppeteer, case .members(let members) = value { value = .members([("name", .text(entry.name))] + members) }
                return (entry.name, value)
            })
        return WebOutput(text: text, notes: [screens.unmeasuredNote, WebScreens.note(unconfirmed, "OS not confirmed")].compactMap { $0 })
    }

    /// A profile's descriptor in `consumer`'s keys (Puppeteer's `name` is added by ``render(_:_:)``).
    static func descriptor(_ consumer: Consumer, _ profile: BrowserProfiles.Profile) -> FactValue {
        let screen = profile.screen
        let viewport = screen.size(profile.orientation)
        let size: FactValue = .members([("width", .integer(viewport.width)), ("height", .integer(viewport.height))])
        switch consumer {
        case .playwright:
            return .members([
                ("userAgent", .text(profile.userAgent)), ("screen", .pointSize(screen.points)), ("viewport", size),
                ("deviceScaleFactor", .integer(screen.scale)), ("isMobile", .bool(true)), ("hasTouch", .bool(true)),
                ("defaultBrowserType", .text("webkit"))
            ])
        case .playwrightPython:
            return .members([
                ("user_agent", .text(profile.userAgent)), ("screen", .pointSize(screen.points)), ("viewport", size),
                ("device_scale_factor", .integer(screen.scale)), ("is_mobile", .bool(true)), ("has_touch", .bool(true)),
                ("default_browser_type", .text("webkit"))
            ])
        case .puppeteer:
            return .members([
                ("userAgent", .text(profile.userAgent)),
                (
                    "viewport",
                    .members([
                        ("width", .integer(viewport.width)), ("height", .integer(viewport.height)), ("deviceScaleFactor", .integer(screen.scale)),
                        ("isMobile", .bool(true)), ("hasTouch", .bool(true)), ("isLandscape", .bool(profile.orientation == .landscape))
                    ])
                )
            ])
        }
    }
}
