import DevInfoKit
import DevInfoVocabulary

/// Safe areas for CSS (`devinfo --web safe-areas`): each iPhone, iPad and iPod touch display's
/// `env(safe-area-inset-*)` values, portrait and landscape, for the newest OS a source confirms within the
/// device's life (the standard mode: no source gives zoomed insets). As CSS custom properties keyed by
/// identifier, for emulating a device in a desktop browser and in tests, or (`--json`) as JSON.
///
/// The CSS sets `--safe-area-inset-top`, `-right`, `-bottom` and `-left` on an element marked with the
/// device (`<html data-device="iPhone16,1">`): portrait values, landscape ones when the viewport is landscape,
/// and either when `data-orientation="portrait"` or `"landscape"` says so. A foldable's other display is
/// `data-display="inner"`. A page reads them with the real value as the fallback:
/// `padding-top: var(--safe-area-inset-top, env(safe-area-inset-top))`.
package enum SafeAreaStyles {
    /// One display's safe area: its device, position and the confirmed insets.
    package struct Entry {
        package let screen: WebScreen
        package let safeArea: SafeArea

        /// `[data-device="iPhone16,1"]`, with `[data-display="inner"]` for a foldable's inner display.
        package var selector: String {
            "[data-device=\"\(screen.device.identifier.rawValue)\"]" + (screen.position == 0 ? "" : "[data-display=\"\(screen.display.role.rawValue)\"]")
        }
    }

    /// The entries of `screens` (standard modes), and the devices left out because no safe area is confirmed.
    package static func entries(_ screens: WebScreens) -> (entries: [Entry], unconfirmed: [Device]) {
        var entries: [Entry] = []
        var unconfirmed: [Device] = []
        for screen in screens.screens where screen.mode == .standard {
            if let safeArea = screen.safeArea, safeArea.portrait != nil || safeArea.landscape != nil {
                entries.append(Entry(screen: screen, safeArea: safeArea))
            } else if unconfirmed.last != screen.device {
                unconfirmed.append(screen.device)
            }
        }
        return (entries, unconfirmed)
    }

    /// The style sheet.
    package static func css(_ screens: WebScreens) -> WebOutput {
        let (entries, unconfirmed) = entries(screens)
        var out = """
            /* env(safe-area-inset-*) of every iPhone, iPad and iPod touch display, in CSS pixels, for the newest OS a
               source confirms within the device's life (standard mode); written by devinfo from its table.
               Mark the device: <html data-device="iPhone16,1"> (a foldable's inner display: data-display="inner");
               the viewport's orientation chooses portrait or landscape, data-orientation="portrait|landscape" overrides it.
               Read them with the real value as the fallback: padding-top: var(--safe-area-inset-top, env(safe-area-inset-top)); */

            """
        for entry in entries {
            let device = entry.screen.device
            out += "\n/* \(device.identifier.rawValue) \(cssComment(device.fullName))"
            out += entry.screen.position == 0 ? "" : ", \(entry.screen.display.role.rawValue) display"
            out += ": \(device.family.osRangeText(entry.safeArea.osVersions)) */\n"
            if let portrait = entry.safeArea.portrait {
                out += "\(entry.selector), \(entry.selector)[data-orientation=\"portrait\"] { \(properties(portrait)) }\n"
            }
            if let landscape = entry.safeArea.landscape {
                out += "@media (orientation: landscape) { \(entry.selector) { \(properties(landscape)) } }\n"
                out += "\(entry.selector)[data-orientation=\"landscape\"] { \(properties(landscape)) }\n"
            }
        }
        return WebOutput(text: out, notes: notes(screens, unconfirmed))
    }

    /// `--safe-area-inset-top: 59px; --safe-area-inset-right: 0px; …`.
    static func properties(_ insets: SafeAreaInsets) -> String {
        [("top", insets.top), ("right", insets.right), ("bottom", insets.bottom), ("left", insets.left)]
            .map { "--safe-area-inset-\($0.0): \(formatNumber($0.1))px;" }.joined(separator: " ")
    }

    /// A name as a CSS comment may hold it (no `*/`).
    static func cssComment(_ text: String) -> String {
        var out = ""
        for character in text { out += character == "*" ? "+" : String(character) }
        return out
    }

    /// The JSON object: per identifier `{name, displays: [{role, displayClass, os, fromOSVersion,
    /// untilOSVersion, portrait, landscape}]}`, each orientation `{top, left, bottom, right}` or `null`.
    package static func json(_ screens: WebScreens) -> WebOutput {
        let (entries, unconfirmed) = entries(screens)
        var members: [(key: String, value: FactValue)] = []
        var index = 0
        while index < entries.count {
            let device = entries[index].screen.device
            var displays: [FactValue] = []
            while index < entries.count, entries[index].screen.device == device {
                let entry = entries[index]
                displays.append(
                    .members(
                        [
                            (DisplayFact.role.spec.name, .text(entry.screen.display.role.rawValue)),
                            (DisplayFact.id.spec.exportColumns[0], .text(entry.screen.display.id)),
                            ("os", .text(device.family.osRangeText(entry.safeArea.osVersions)))
                        ] + SafeArea.jsonMembers(entry.safeArea)))
                index += 1
            }
            members.append((device.identifier.rawValue, .members([(DeviceFact.name.spec.name, .text(device.fullName)), ("displays", .list(displays))])))
        }
        return WebOutput(text: WebJSON.object(members), notes: notes(screens, unconfirmed))
    }

    static func notes(_ screens: WebScreens, _ unconfirmed: [Device]) -> [String] {
        [screens.unmeasuredNote, WebScreens.note(unconfirmed, "safe area not confirmed")].compactMap { $0 }
    }
}
