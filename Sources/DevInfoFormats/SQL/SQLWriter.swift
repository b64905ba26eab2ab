import DevInfoKit
import DevInfoVocabulary

/// The SQL export, `devinfo --list --sql`: a script of `CREATE TABLE`, `CREATE INDEX` and `INSERT` statements
/// (SQLite's dialect, standard SQL where SQLite allows it) that builds a relational copy of the table:
///
/// - `devices`: one row per device, a column per device fact (primary key `identifier`);
/// - `displays`: one row per built-in display of a device (primary key `identifier`, `role`; `position` 0 is
///   the main display), a column per display fact;
/// - `safe_areas` and `status_bars`: one row per display and OS range (`fromOSVersion`…`untilOSVersion`),
///   held to the device's life as `devinfo --json` answers (`Display.safeAreaHistory`, `statusBarHistory`);
///   foreign keys to `displays`;
/// - `columns`: every column above with its type, unit and meaning.
///
/// Every table and column comes from the fact descriptions (`DeviceFact`, `DisplayFact`): a column has the
/// name it has in `Data/` and the CSV export (`panelWidth`, `displayClass`), or the fact's name when it has
/// no column there (`major`, `renderPixelsWidth`). Booleans are `0`/`1`; unknown is `NULL`.
///
/// Which facts become columns is one exhaustive `switch` per fact list (``placement(of:)-(DeviceFact)``),
/// so a new fact does not compile until it is placed here. Text is written as a string literal with `'`
/// doubled, or, when it holds a control character, as the hex of its UTF-8 bytes (``literal(_:)``), so any
/// text round-trips exactly and no text can end a statement.
package enum SQLWriter {
    /// Where a fact goes in the database.
    package enum Placement: Equatable, Sendable {
        /// Columns of its own row (`devices` or `displays`).
        case columns
        /// The `displays` table (the device's displays; the main one is `position` 0).
        case displays
        /// The `safe_areas` table (a device's safe area is its main display's).
        case safeAreas
        /// The `status_bars` table.
        case statusBars
        /// Not stored: a fact about the lookup or the question asked (is the identifier known, where it was
        /// detected, whether the device runs the `--os` asked), not about the device.
        case lookup
    }

    /// Where each device fact goes.
    package static func placement(of fact: DeviceFact) -> Placement {
        switch fact {
        case .identifier, .family, .name, .variant, .major, .minor, .releaseYear, .chip, .firstOSVersion, .lastOSVersion,
            .isStillSupported, .displayCount, .cutout, .homeControl, .hasNotch, .hasDynamicIsland, .hasSensorHousing,
            .hasHomeIndicator, .hasHomeButton, .hasBuiltInDisplay:
            .columns
        case .mainDisplay, .displays: .displays
        case .safeArea: .safeAreas
        case .known, .unknownReason, .detectedFrom, .runsOSVersionAsked: .lookup
        }
    }

    /// Where each display fact goes, from its type: the OS-dependent ones (a row per OS range) in their own
    /// table, every other one in columns of the display's row.
    package static func placement(of fact: DisplayFact) -> Placement {
        switch fact.spec.type {
        case .safeArea: .safeAreas
        case .statusBar: .statusBars
        case .display, .displays: .displays
        case .string, .bool, .integer, .number, .size, .rect, .metrics, .sizeClasses: .columns
        }
    }

    /// One column of a table.
    package struct Column: Sendable, Equatable {
        package let name: String
        /// `string`, `bool`, `integer` or `number`.
        package let type: FactType
        package let notNull: Bool
        package let unit: String?
        package let summary: String

        /// Its SQL type: `TEXT`, `INTEGER` (booleans too) or `REAL`.
        package var sqlType: String {
            switch type {
            case .integer, .bool: "INTEGER"
            case .number: "REAL"
            default: "TEXT"
            }
        }

        /// Its definition in `CREATE TABLE`.
        var definition: String {
            var text = "\(SQLWriter.quoted(name)) \(sqlType)"
            if notNull { text += " NOT NULL" }
            if type == .bool { text += " CHECK (\(SQLWriter.quoted(name)) IN (0, 1))" }
            return text
        }
    }

    /// The tables, in the order they are created: the name, its columns, and the constraints after them.
    package static var tables: [(name: String, columns: [Column], constraints: [String])] {
        let key = [
            Column(
                name: "identifier", type: .string, notNull: true, unit: nil,
                summary: "The device's hardware identifier (devices.identifier)."),
            Column(name: "role", type: .string, notNull: true, unit: nil, summary: "The display's role (displays.role).")
        ]
        let range = [
            Column(
                name: "fromOSVersion", type: .integer, notNull: true, unit: nil,
                summary: "The first OS major version of the range, within the device's life."),
            Column(
                name: "untilOSVersion", type: .integer, notNull: true, unit: nil,
                summary: "The last OS major version of the range, within the device's life.")
        ]
        let displayKey = "FOREIGN KEY (\"identifier\", \"role\") REFERENCES \"displays\" (\"identifier\", \"role\")"
        let position = Column(
            name: "position", type: .integer, notNull: true, unit: nil,
            summary: "The display's place on its device: 0 for the main display, then the others in order.")
        return [
            ("devices", deviceColumns, ["PRIMARY KEY (\"identifier\")"]),
            (
                "displays", [key[0], position] + displayColumns,
                [
                    "PRIMARY KEY (\"identifier\", \"role\")", "UNIQUE (\"identifier\", \"position\")",
                    "FOREIGN KEY (\"identifier\") REFERENCES \"devices\" (\"identifier\")"
                ]
            ),
            (
                "safe_areas", key + range + historyColumns(DisplayFact.safeArea.spec),
                ["PRIMARY KEY (\"identifier\", \"role\", \"fromOSVersion\")", displayKey, "CHECK (\"fromOSVersion\" <= \"untilOSVersion\")"]
            ),
            (
                "status_bars", key + range + historyColumns(DisplayFact.statusBar.spec),
                ["PRIMARY KEY (\"identifier\", \"role\", \"fromOSVersion\")", displayKey, "CHECK (\"fromOSVersion\" <= \"untilOSVersion\")"]
            ),
            (
                "columns",
                [
                    Column(name: "tableName", type: .string, notNull: true, unit: nil, summary: "The table."),
                    Column(name: "name", type: .string, notNull: true, unit: nil, summary: "The column."),
                    Column(name: "type", type: .string, notNull: true, unit: nil, summary: "Its SQL type: TEXT, INTEGER or REAL (booleans: INTEGER 0 or 1)."),
                    Column(name: "unit", type: .string, notNull: false, unit: nil, summary: "The unit its numbers are in, or NULL."),
                    Column(name: "summary", type: .string, notNull: true, unit: nil, summary: "What it means.")
                ],
                ["PRIMARY KEY (\"tableName\", \"name\")"]
            )
        ]
    }

    /// The indexes, for the questions people ask: a family's devices, the devices of a display class, a
    /// reverse lookup by size, the entries that hold for an OS version.
    package static let indexes: [(name: String, table: String, columns: [String])] = [
        ("devices_by_family", "devices", ["family"]),
        ("displays_by_class", "displays", ["displayClass"]),
        ("displays_by_points", "displays", ["pointsWidth", "pointsHeight"]),
        ("displays_by_render_pixels", "displays", ["renderPixelsWidth", "renderPixelsHeight"]),
        ("displays_by_panel", "displays", ["panelWidth", "panelHeight"]),
        ("safe_areas_by_os", "safe_areas", ["fromOSVersion", "untilOSVersion"]),
        ("status_bars_by_os", "status_bars", ["fromOSVersion", "untilOSVersion"])
    ]

    /// The columns of `devices`: each device fact placed in ``Placement/columns``.
    package static var deviceColumns: [Column] {
        var columns: [Column] = []
        DeviceFact.forEach { fact in
            if placement(of: fact) == .columns { columns += Self.columns(fact.spec, notNull: fact == .identifier) }
        }
        return columns
    }

    /// The columns of `displays` after `identifier` and `position`: each display fact placed in
    /// ``Placement/columns``.
    package static var displayColumns: [Column] {
        var columns: [Column] = []
        DisplayFact.forEach { fact in
            if placement(of: fact) == .columns { columns += Self.columns(fact.spec, notNull: !fact.spec.nullable) }
        }
        return columns
    }

    /// A fact's columns: its `Data/` and export column names (`panelWidth panelHeight`), or its name (with
    /// `Width` and `Height` for a size) when it has none.
    static func columns(_ spec: FactSpec, notNull: Bool) -> [Column] {
        var names = spec.columns
        if names.isEmpty {
            switch spec.type {
            case .size: names = [spec.name + "Width", spec.name + "Height"]
            default: names = [spec.name]
            }
        }
        let types = spec.type.columnTypes(count: names.count)
        let units = spec.type.columnUnits(count: names.count, unit: spec.unit)
        return names.enumerated().map { index, name in
            Column(
                name: name, type: types[index], notNull: notNull, unit: types[index] == .string ? nil : units[index],
                summary: spec.summary + (names.count > 1 ? " (" + name + ")" : ""))
        }
    }

    /// The value columns of an OS-history table: the fact's `Data/` columns (`portraitTop`…, `portraitStatusBar`…).
    static func historyColumns(_ spec: FactSpec) -> [Column] {
        spec.dataColumns.map { Column(name: $0, type: .number, notNull: false, unit: spec.unit, summary: spec.summary + " (" + $0 + ")") }
    }

    /// The whole script for `devices`: the tables, every row, the indexes, in one transaction.
    package static func script<Devices: Collection<Device>>(_ devices: Devices) -> String {
        let context = FactContext()
        var out = """
            -- Apple devices and their displays, written by `devinfo --list --sql` from devinfo's fact descriptions.
            -- Build a database: devinfo --list --sql | sqlite3 devices.sqlite   (the table `columns` says what each column means)
            PRAGMA foreign_keys = ON;
            BEGIN TRANSACTION;

            """
        let tables = Self.tables
        for table in tables {
            out += "CREATE TABLE \(quoted(table.name)) (\n"
            out += (table.columns.map(\.definition) + table.constraints).map { "  " + $0 }.joined(separator: ",\n")
            out += "\n);\n"
        }
        func insert(_ table: String, _ columns: [Column], _ values: [String]) {
            precondition(columns.count == values.count, "\(table): \(values.count) values for \(columns.count) columns")
            out += "INSERT INTO \(quoted(table)) VALUES (" + values.joined(separator: ", ") + ");\n"
        }
        let deviceColumns = tables[0].columns
        let displayColumns = tables[1].columns
        let safeAreaColumns = tables[2].columns
        let statusBarColumns = tables[3].columns
        let dictionary = tables[4]
        for described in tables.dropLast() {
            for column in described.columns {
                insert(
                    dictionary.name, dictionary.columns,
                    [
                        literal(described.name), literal(column.name), literal(column.sqlType),
                        column.unit.map(literal) ?? "NULL", literal(column.summary)
                    ])
            }
        }
        for device in devices {
            let lookup = DeviceLookup.known(device)
            var row: [String] = []
            DeviceFact.forEach { fact in
                guard placement(of: fact) == .columns else { return }
                row += values(lookup.value(of: fact, context), count: columns(fact.spec, notNull: false).count)
            }
            insert("devices", deviceColumns, row)
            for (position, display) in device.displays.enumerated() {
                let key = [literal(device.identifier.rawValue), literal(display.role.rawValue)]
                var row = [key[0], String(position)]
                DisplayFact.forEach { fact in
                    guard placement(of: fact) == .columns else { return }
                    row += values(display.value(of: fact, context), count: columns(fact.spec, notNull: false).count)
                }
                insert("displays", displayColumns, row)
                for safeArea in display.safeAreaHistory {
                    func insets(_ insets: SafeAreaInsets?) -> [String] {
                        insets.map { [$0.top, $0.left, $0.bottom, $0.right].map(number) } ?? ["NULL", "NULL", "NULL", "NULL"]
                    }
                    insert(
                        "safe_areas", safeAreaColumns,
                        key + [String(safeArea.fromOSVersion), String(safeArea.untilOSVersion)]
                            + insets(safeArea.portrait) + insets(safeArea.landscape))
                }
                for bar in display.statusBarHistory {
                    insert(
                        "status_bars", statusBarColumns,
                        key + [
                            String(bar.osVersions.lowerBound), String(bar.osVersions.upperBound),
                            bar.portrait.map(number) ?? "NULL", bar.landscape.map(number) ?? "NULL"
                        ])
                }
            }
        }
        for index in indexes {
            out += "CREATE INDEX \(quoted(index.name)) ON \(quoted(index.table)) (\(index.columns.map(quoted).joined(separator: ", ")));\n"
        }
        return out + "COMMIT;\n"
    }

    /// `value` as `count` SQL literals, in the order of its columns: `NULL` when unknown; a size as width and
    /// height; metrics as points width, height and nativeScale; size classes as eight words.
    static func values(_ value: FactValue, count: Int) -> [String] {
        let values: [String]
        switch value {
        case .null: values = []
        case .bool(let flag): values = [flag ? "1" : "0"]
        case .integer(let number): values = [String(number)]
        case .number(let value): values = [number(value)]
        case .text(let text): values = [literal(text)]
        case .pixelSize(let size): values = [String(size.width), String(size.height)]
        case .pointSize(let size): values = [String(size.width), String(size.height)]
        case .rect(let rect): values = [rect.x, rect.y, rect.width, rect.height].map(number)
        case .metrics(let metrics): values = [String(metrics.points.width), String(metrics.points.height), number(metrics.nativeScale)]
        case .sizeClasses(let standard, let zoomed):
            func words(_ classes: ModeSizeClasses?) -> [String] {
                guard let classes else { return ["NULL", "NULL", "NULL", "NULL"] }
                return [classes.portrait.horizontal, classes.portrait.vertical, classes.landscape.horizontal, classes.landscape.vertical]
                    .map { literal($0.rawValue) }
            }
            values = words(standard) + words(zoomed)
        case .safeArea, .statusBar, .display, .displays, .query, .matches, .match, .deviceReference, .members, .list:
            preconditionFailure("SQLWriter: \(value) has a table of its own, not columns")
        }
        return values + Array(repeating: "NULL", count: max(0, count - values.count))
    }

    /// A number as SQL writes it (`3`, `2.608696`), or `NULL` when it is not finite.
    static func number(_ value: Double) -> String {
        value.isFinite ? formatNumber(value) : "NULL"
    }

    /// `text` as an SQL string literal: `'…'` with each `'` doubled; text with a control character (NUL,
    /// a line break, escape, DEL) as the hex of its UTF-8 bytes, `CAST(X'…' AS TEXT)`, so that any text
    /// round-trips byte for byte and no text can end the literal or the statement.
    package static func literal(_ text: String) -> String {
        let bytes = text.utf8
        if bytes.contains(where: { $0 < 0x20 || $0 == 0x7F }) {
            let digits = Array("0123456789ABCDEF".utf8)
            var hex: [UInt8] = []
            hex.reserveCapacity(bytes.count * 2)
            for byte in bytes {
                hex.append(digits[Int(byte >> 4)])
                hex.append(digits[Int(byte & 0x0F)])
            }
            return "CAST(X'" + String(decoding: hex, as: UTF8.self) + "' AS TEXT)"
        }
        var out = "'"
        for character in text.unicodeScalars {
            if character == "'" { out += "''" } else { out.unicodeScalars.append(character) }
        }
        return out + "'"
    }

    /// An identifier in double quotes (`"devices"`), each `"` doubled.
    package static func quoted(_ name: String) -> String {
        "\"" + name.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"") + "\""
    }
}
