import DevInfoCitations
import DevInfoFormats
import DevInfoGenerator
import DevInfoKit
import DevInfoVocabulary

/// The website's static data API, under `api/v1/`: JSON a program can fetch instead of running devinfo, and
/// the data files for download. Every answer is what the CLI writes, from the same library code:
///
/// - `api/v1/index.json`: what is here, with the paths below;
/// - `api/v1/devices.json`: every device, `devinfo --list --json` byte for byte;
/// - `api/v1/devices/<identifier>.json`: one device, `devinfo --json <identifier>` byte for byte;
/// - `api/v1/displays.json`: every display class with the identifiers that use it;
/// - `api/v1/displays/<class>.json`: a display class: the display object (its safe area and status bar the
///   newest any device with it has), every safe-area and status-bar entry, and the devices that use it;
/// - `api/v1/sources/<identifier>.json`: where each of a device's values comes from, `devinfo --sources --json
///   <identifier>` byte for byte; `api/v1/sources.json`: every source (key, origin, kind, title, locator, read);
/// - `api/v1/devices.csv`, `devices.jsonl`, `devices.sql` (`devinfo --list --csv`, `--json-lines`, `--sql`)
///   and `devinfo.schema.json` (the JSON Schema of a device object);
/// - `api/v1/reading.schema.json`: the JSON Schema of a reading, devinfo's own measurements (issue 33), as
///   committed beside them in `Data/readings/`.
///
/// `v1` moves only with a major version (CHANGELOG.md, "Versioning"): within it, objects only gain keys.
enum ApiFiles {
    /// Where the API lives, relative to the site's root.
    static let root = "api/v1/"

    /// The data files offered for download, with what each is.
    static let downloads: [(file: String, what: String)] = [
        ("devices.json", "JSON, an array of devices"),
        ("devices.jsonl", "JSON Lines"),
        ("devices.csv", "CSV"),
        ("devices.sql", "SQL for SQLite"),
        ("devinfo.schema.json", "the JSON Schema")
    ]

    /// The index page's paragraph that links the API and the downloads.
    static var indexLinks: String {
        let links = downloads.map { "<a href=\"\(root)\($0.file)\" title=\"\(Page.e($0.what))\">\(Page.e($0.file))</a>" }
        return "<p class=\"api\">For programs: <a href=\"\(root)index.json\">a JSON API</a> "
            + "(<code>\(root)devices/&lt;identifier&gt;.json</code> = <code>devinfo --json &lt;identifier&gt;</code>); "
            + "downloads: " + links.joined(separator: ", ") + ".</p>"
    }

    /// Every file of the API, in a fixed order.
    static func files(classes: [(id: String, uses: [DisplayClasses.Use])]) -> [(String, String)] {
        let json = Presenter(format: .json)
        var files: [(String, String)] = [
            (root + "index.json", index(classes: classes)),
            (root + "devices.json", json.list(Device.all)),
            (root + "devices.jsonl", Presenter(format: .jsonLines).list(Device.all)),
            (root + "devices.csv", Presenter(format: .csv).list(Device.all)),
            (root + "devices.sql", Citations.sqlScript(SQLWriter.script(Device.all), identifiers: Device.all.map(\.identifier.rawValue))),
            (root + "sources.json", sourcesIndex()),
            (root + "devinfo.schema.json", JSONSchemaWriter.render()),
            (root + ReadingSchemaWriter.fileName, ReadingSchemaWriter.render()),
            (
                root + "displays.json",
                text(
                    .list(
                        classes.map { displayClass in
                            .members([("id", .text(displayClass.id)), ("devices", .list(displayClass.uses.map { .text($0.device.identifier.rawValue) }))])
                        }))
            )
        ]
        for device in Device.all {
            files.append((root + "devices/\(device.identifier.rawValue).json", json.report([.known(device)], asArray: false)))
        }
        for (id, uses) in classes {
            files.append((root + "displays/\(id).json", text(displayClass(id: id, uses: uses))))
        }
        for device in Device.all {
            guard let sources = Citations.device(device.identifier.rawValue) else { continue }
            files.append((root + "sources/\(device.identifier.rawValue).json", Citations.json(sources) + "\n"))
        }
        return files
    }

    /// `displays/<class>.json`: the class's display object, its whole OS history, and its devices.
    static func displayClass(id: String, uses: [DisplayClasses.Use]) -> FactValue {
        guard let display = Display.displayClass(id, role: uses[0].display.role) else { return .null }
        return .members([
            ("id", .text(id)),
            ("display", .display(display)),
            ("safeAreas", .list(display.safeAreaHistory.map(FactValue.safeArea))),
            ("statusBars", .list(display.statusBarHistory.map(FactValue.statusBar))),
            (
                "devices",
                .list(
                    uses.map { use in
                        .members([
                            ("identifier", .text(use.device.identifier.rawValue)), ("name", .text(use.device.name)),
                            ("variant", .of(use.device.variant, FactValue.text)), ("role", .text(use.display.role.rawValue))
                        ])
                    })
            )
        ])
    }

    /// `index.json`: the API's paths (relative to `index.json` itself) and counts.
    static func index(classes: [(id: String, uses: [DisplayClasses.Use])]) -> String {
        text(
            .members([
                ("api", .text("devinfo data API v1")),
                ("devices", .text("devices.json")),
                ("device", .text("devices/{identifier}.json")),
                ("displays", .text("displays.json")),
                ("display", .text("displays/{class}.json")),
                ("schema", .text("devinfo.schema.json")),
                ("sources", .text("sources.json")),
                ("deviceSources", .text("sources/{identifier}.json")),
                ("readingSchema", .text(ReadingSchemaWriter.fileName)),
                ("downloads", .list(downloads.map { .text($0.file) })),
                ("deviceCount", .integer(Device.all.count)),
                ("displayClassCount", .integer(classes.count))
            ]))
    }

    /// `sources.json`: every source of the data, by key, with its origin, kind, title, openable address (null
    /// when none is recorded yet) and when it was read.
    static func sourcesIndex() -> String {
        text(
            .list(
                Citations.sources.values.sorted { $0.key < $1.key }.map { source in
                    .members([
                        ("key", .text(source.key)), ("origin", .text(source.origin)), ("kind", .text(source.kind)),
                        ("title", .text(source.title)), ("locator", .of(source.url, FactValue.text)), ("read", .text(source.read))
                    ])
                }))
    }

    /// A value's JSON text, as devinfo writes JSON, with a final newline.
    static func text(_ value: FactValue) -> String {
        var writer = JSONWriter()
        writer.write(value.json(FactContext()), FactContext())
        return writer.text + "\n"
    }
}
