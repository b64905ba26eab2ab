import DevInfoKit
import Foundation

/// The catalogue website: every device, display class and source of `Data/`, as static pages. Built from
/// the library's table (the same answers as `devinfo` and DevInfoKit) and `Data/SOURCES.md`; deterministic,
/// no network, no external assets. `devinfo-site DIR` writes it.
public enum Site {
    /// Every file of the site: its path relative to the site's root, and its text.
    public static func files(sourcesMarkdown: String) -> [(path: String, text: String)] {
        let sources = SourcesPage(markdown: sourcesMarkdown)
        let classes = DisplayClasses.all
        let drawings = Drawings(classes: classes)
        var files: [(String, String)] = [
            ("index.html", IndexPage.render()),
            ("sources.html", sources.render()),
            ("site.css", Assets.css),
            ("favicon.svg", Assets.favicon),
            ("search.js", Assets.searchScript),
            ("search-index.js", SearchIndex.script(classes: classes)),
            ("wanted.html", WantedPage.render())
        ]
        files += WebPage.files()
        files += RunsPage.files()
        for device in Device.all {
            files.append((Page.devicePath(device), DevicePage.render(device, sources: sources, drawings: drawings)))
        }
        for (id, uses) in classes {
            files.append((Page.displayPath(uses[0].display), DisplayPage.render(id: id, displays: uses, drawings: drawings)))
        }
        files += ApiFiles.files(classes: classes)
        return files + drawings.files
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
