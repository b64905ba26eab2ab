import Foundation
import DevInfoKit

/// The catalogue website: every device, display class and source of `Data/`, as static pages. Built from
/// the library's table (the same answers as `devinfo` and DevInfoKit) and `Data/SOURCES.md`; deterministic,
/// no network, no external assets. `devinfo-generate --site DIR` writes it.
public enum Site {
    /// Every file of the site: its path relative to the site's root, and its text.
    public static func files(sourcesMarkdown: String) -> [(path: String, text: String)] {
        let sources = SourcesPage(markdown: sourcesMarkdown)
        var files: [(String, String)] = [
            ("index.html", IndexPage.render()),
            ("sources.html", sources.render()),
            ("site.css", Assets.css),
            ("search.js", Assets.searchScript),
            ("search-index.js", SearchIndex.script()),
        ]
        for device in Device.all {
            files.append(("devices/\(device.identifier.rawValue).html", DevicePage.render(device, sources: sources)))
        }
        for (id, displays) in DisplayClasses.all {
            files.append(("displays/\(id).html", DisplayPage.render(id: id, displays: displays)))
            for drawing in Drawings.of(displays[0].display) {
                files.append(("drawings/\(drawing.file)", drawing.svg))
            }
        }
        for device in Device.all where device.displayCount > 1 {
            if let svg = try? device.svg() { files.append(("drawings/\(device.identifier.rawValue).svg", svg)) }
        }
        return files
    }
}

/// Every display class in table order, with the devices (and which of their displays) that use it.
enum DisplayClasses {
    struct Use {
        var device: Device
        var display: Display
    }

    static var all: [(id: String, uses: [Use])] {
        var order: [String] = []
        var uses: [String: [Use]] = [:]
        for device in Device.all {
            for display in device.displays {
                if uses[display.id] == nil { order.append(display.id) }
                uses[display.id, default: []].append(Use(device: device, display: display))
            }
        }
        return order.map { ($0, uses[$0]!) }
    }
}
