import DevInfoKit
import DevInfoVocabulary

/// What `devinfo --web` writes, for web developers: every iPhone, iPad and iPod touch display, in each of
/// its modes, as the web sees it. On Apple's browsers a display's points are CSS pixels (`screen.width`,
/// `device-width`) and its scale is `devicePixelRatio` (and `-webkit-device-pixel-ratio`); Display Zoom
/// changes the points and keeps the scale. Each export is written from the library's facts (the displays'
/// points, scale, modes, safe areas and colour gamut, the devices' OS life) by the files beside this one:
///
/// - ``profiles``: browser device descriptors in the shape Playwright and Puppeteer take (``BrowserProfiles``);
/// - ``launchScreens``: the `<link rel="apple-touch-startup-image">` set of a home-screen web app
///   (``LaunchScreens``);
/// - ``safeAreas``: `env(safe-area-inset-*)` per device and orientation, as CSS custom properties or JSON
///   (``SafeAreaStyles``);
/// - ``playwright``, ``playwrightPython``, ``puppeteer``: the same profiles as drop-in device registries in
///   each tool's own shape and key names (``DeviceRegistry``).
///
/// This declaration is the one list of them: the CLI's `--web` choices, help and completions, and the site's
/// `web/` files (``siteFiles``) follow from it.
package enum WebExport: String, CaseIterable, Sendable {
    case profiles
    case launchScreens = "launch-screens"
    case safeAreas = "safe-areas"
    case playwright
    case playwrightPython = "playwright-python"
    case puppeteer

    /// The families with a browser whose screens the exports cover: iPhone, iPad, iPod touch.
    package static var families: [DeviceFamily] { [.iPhone, .iPad, .iPod] }

    /// The files of the site's `web/` folder this export is published as, each with the format it is written
    /// in (`.text`: the export's own; `.json`: `--json`): `devinfo --web <rawValue> [--json]` prints each.
    package var siteFiles: [(path: String, format: OutputFormat)] {
        switch self {
        case .profiles: [("web/devices.json", .text)]
        case .launchScreens: [("web/launch-screens.txt", .text), ("web/launch-screens.json", .json)]
        case .safeAreas: [("web/safe-areas.css", .text), ("web/safe-areas.json", .json)]
        case .playwright: [("web/playwright-devices.json", .text)]
        case .playwrightPython: [("web/playwright-devices-python.json", .text)]
        case .puppeteer: [("web/puppeteer-devices.json", .text)]
        }
    }
}

/// One display of a device in one display mode, as a web page sees it: CSS pixels (``points``, natural
/// orientation: portrait) and `devicePixelRatio` (``scale``).
package struct WebScreen: Sendable {
    package let device: Device
    package let display: Display
    /// The display's position on its device (0: the main display; a foldable's inner display: 1).
    package let position: Int
    /// The mode's points (CSS pixels), scale (`devicePixelRatio`) and nativeScale.
    package let metrics: DisplayMetrics

    package var mode: DisplayMode { metrics.mode }
    package var points: PointSize { metrics.points }
    package var scale: Int { metrics.scale }

    /// The size in CSS pixels in `orientation` (portrait: the natural size; landscape: turned a quarter).
    package func size(_ orientation: DisplayOrientation) -> PointSize {
        orientation == .portrait ? points : points.rotated
    }

    /// The safe area for the newest OS a source confirms within the device's life (both orientations, with
    /// the OS versions it holds for); `nil` in the zoomed mode (no source gives zoomed insets) and when not
    /// confirmed.
    package var safeArea: SafeArea? { mode == .standard ? display.safeArea : nil }

    /// `iPhone 15 Pro (iPhone16,1)`, with ` inner` for a foldable's inner display: the name of the
    /// device's profiles.
    package var name: String {
        "\(device.fullName) (\(device.identifier.rawValue))" + (position == 0 ? "" : " \(display.role.rawValue)")
    }
}

/// The screens of some devices (every display, standard then zoomed), and the devices left out because
/// the points or scale of a display are not confirmed.
package struct WebScreens: Sendable {
    package private(set) var screens: [WebScreen] = []
    /// Devices with a display whose points or scale are not confirmed, or whose displays are not.
    package private(set) var unmeasured: [Device] = []

    /// The screens of `devices` that are of ``WebExport/families``, in table order.
    package init<Devices: Sequence<Device>>(_ devices: Devices) {
        let families = WebExport.families
        for device in devices where families.contains(device.family) {
            let displays = device.displays
            guard !displays.isEmpty, displays.allSatisfy({ $0.standard != nil }) else {
                unmeasured.append(device)
                continue
            }
            for (position, display) in displays.enumerated() {
                for metrics in display.allMetrics {
                    screens.append(WebScreen(device: device, display: display, position: position, metrics: metrics))
                }
            }
        }
    }

    /// `3 devices left out: points or scale not confirmed (iPhone19,2, iPhone19,3, iPhone19,7)`, or `nil`.
    package var unmeasuredNote: String? {
        WebScreens.note(unmeasured, "points or scale not confirmed")
    }

    /// `N device(s) left out: reason (identifiers)`, or `nil` for none.
    package static func note(_ devices: [Device], _ reason: String) -> String? {
        guard !devices.isEmpty else { return nil }
        return "\(devices.count) device\(devices.count == 1 ? "" : "s") left out: \(reason) ("
            + devices.map(\.identifier.rawValue).joined(separator: ", ") + ")"
    }
}

/// What a `--web` export writes: its text, and a note per kind of device left out (for stderr).
package struct WebOutput: Sendable {
    package var text: String
    package var notes: [String]
}

/// Helpers the web exports share for writing JSON: one member per line at the top level, compact below.
enum WebJSON {
    /// `"key"` as a JSON string.
    static func string(_ text: String) -> String {
        var writer = JSONWriter()
        writer.string(text)
        return writer.text
    }

    /// `value` as compact JSON.
    static func value(_ value: FactValue) -> String {
        var writer = JSONWriter()
        writer.write(value.json(FactContext()), FactContext())
        return writer.text
    }

    /// `{` newline, `"key": value` per line, `}`.
    static func object(_ members: [(key: String, value: FactValue)]) -> String {
        guard !members.isEmpty else { return "{}\n" }
        return "{\n" + members.map { string($0.key) + ": " + value($0.value) }.joined(separator: ",\n") + "\n}\n"
    }

    /// `[` newline, a value per line, `]`.
    static func array(_ values: [FactValue]) -> String {
        guard !values.isEmpty else { return "[]\n" }
        return "[\n" + values.map(value).joined(separator: ",\n") + "\n]\n"
    }

    /// The insets of one orientation of `safeArea` (`{top, left, bottom, right}` or `null`), as devinfo's JSON
    /// writes a safe area's orientation (``SafeArea/jsonMembers(_:)``, the one description of it).
    static func insets(_ safeArea: SafeArea?, _ orientation: DisplayOrientation) -> FactValue {
        guard let safeArea else { return .null }
        return SafeArea.jsonMembers(safeArea).first { $0.key == orientation.rawValue }?.value ?? .null
    }

    /// `{width, height}`.
    static func size(_ size: PointSize) -> FactValue { .pointSize(size) }
}
