import DevInfoFormats
import DevInfoKit
import DevInfoVocabulary
import Foundation
import TestSupport
import Testing

/// The `sqlite3` shell, for the tests that build the database `devinfo --list --sql` describes. `.ci/run`
/// installs it (Debian package `sqlite3`) before `swift test`; macOS has it in /usr/bin.
enum SQLiteShell {
    static let path: String? = Platform.onPath("sqlite3")

    /// Runs `sqlite3 -bail database` with `script` on stdin; stdout, stderr and the exit status.
    static func run(_ database: String, _ script: String, options: [String] = []) throws -> ProcessResult {
        try Run.process(URL(fileURLWithPath: try #require(path)), ["-bail"] + options + [database], stdin: Data(script.utf8))
    }

    /// The database `devinfo arguments` (`--list --sql`…) describes, built once per test process (most tests
    /// read the whole list's, and each build is a quarter of a second of sqlite3) and shared: read it, never
    /// change it. The files are removed when the test process exits.
    static func database(_ arguments: [String]) throws -> String {
        if let built = databases.withLock({ $0[arguments] }) { return built }
        let result = try CLI.run(arguments)
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        let path = Scratch.path("database") + ".sqlite"
        let built = try run(path, result.stdout)
        #expect(built.status == 0 && built.stderr.isEmpty, "sqlite3 built the database: \(built.stderr)")
        let (shared, isNew) = databases.withLock { known -> (String, Bool) in
            if let other = known[arguments] { return (other, false) }  // another test built it meanwhile
            if known.isEmpty { atexit { SQLiteShell.databases.withLock { $0.values.forEach(Scratch.remove) } } }
            known[arguments] = path
            return (path, true)
        }
        if !isNew { Scratch.remove(path) }
        return shared
    }

    /// The databases built so far, by the arguments that described them.
    private static let databases = Locked<[[String]: String]>([:])

    /// The rows of `query`, each as its cells (`|`-separated, NULL as empty).
    static func rows(_ database: String, _ query: String) throws -> [[String]] {
        let result = try run(database, query + ";\n", options: ["-readonly"])
        #expect(result.status == 0, "\(query): \(result.stderr)")
        return result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map {
            $0.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
        }
    }
}

/// `devinfo --list --sql`: a script the sqlite3 shell turns into a database of devices, displays, and safe
/// areas and status bars by OS range, with keys, foreign keys and indexes; every count comes from the data.
@Suite(.enabled(if: SQLiteShell.path != nil, "needs the sqlite3 shell (.ci/run installs it)"))
struct SQLDatabaseTests {
    @Test func theDatabaseHoldsEveryDeviceDisplayAndOSRangeOfTheTable() throws {
        let database = try SQLiteShell.database(["--list", "--sql"])
        let count = { (table: String) in try SQLiteShell.rows(database, "SELECT count(*) FROM \(table)").first?.first.flatMap { Int($0) } }
        #expect(try count("devices") == Device.all.count)
        #expect(try count("displays") == Device.all.map(\.displays.count).reduce(0, +))
        #expect(try count("safe_areas") == Device.all.flatMap(\.displays).map(\.safeAreaHistory.count).reduce(0, +))
        #expect(try count("status_bars") == Device.all.flatMap(\.displays).map(\.statusBarHistory.count).reduce(0, +))
        #expect(try count("columns") == SQLWriter.tables.dropLast().map(\.columns.count).reduce(0, +))
        // Keys hold: no dangling reference, and the file is sound.
        #expect(try SQLiteShell.rows(database, "PRAGMA foreign_key_check") == [])
        #expect(try SQLiteShell.rows(database, "PRAGMA integrity_check") == [["ok"]])
        // Table order, every identifier once.
        #expect(try SQLiteShell.rows(database, "SELECT identifier FROM devices ORDER BY rowid").map { $0[0] } == Device.all.map(\.identifier.rawValue))
        // The indexes a reverse lookup and an OS question use exist.
        let indexes = try SQLiteShell.rows(database, "SELECT name FROM sqlite_master WHERE type = 'index' AND name NOT LIKE 'sqlite_%' ORDER BY name").map {
            $0[0]
        }
        // (and the citations' index, which `devinfo` adds from DevInfoCitations: SourcesTests)
        #expect(indexes == (SQLWriter.indexes.map(\.name) + ["citations_identifier"]).sorted())
    }

    @Test func theXRsRowsAreItsFactsAndItsSafeAreasMoveWithTheOS() throws {
        let database = try SQLiteShell.database(["--list", "--sql"])
        #expect(
            try SQLiteShell.rows(
                database,
                """
                SELECT name, releaseYear, chip, firstOSVersion, hasNotch, hasDynamicIsland, displayCount FROM devices WHERE identifier = 'iPhone11,8'
                """) == [["iPhone XR", "2018", "A12 Bionic", "12.0", "1", "0", "1"]])
        #expect(
            try SQLiteShell.rows(
                database,
                """
                SELECT role, displayClass, panelWidth, panelHeight, pointsWidth, pointsHeight, scale, zoomedPointsWidth, zoomedPointsHeight, zoomedNativeScale
                FROM displays WHERE identifier = 'iPhone11,8'
                """) == [["main", "iphone-xr", "828", "1792", "414", "896", "2", "375", "812", "2.208"]])
        // iOS 13: top 44; iOS 17: top 48, held for 14–18, as `devinfo --os N` answers.
        let top = { (os: Int) in
            try SQLiteShell.rows(
                database,
                "SELECT portraitTop, fromOSVersion, untilOSVersion FROM safe_areas WHERE identifier = 'iPhone11,8' AND fromOSVersion <= \(os) AND \(os) <= untilOSVersion"
            )
        }
        #expect(try top(13) == [["44.0", "13", "13"]])
        #expect(try top(17) == [["48.0", "14", "18"]])
        #expect(try top(10) == [], "no safe areas before iOS 11")
    }

    @Test func aFoldableHasTwoDisplaysAndAMacMiniNone() throws {
        let database = try SQLiteShell.database(["--list", "--sql"])
        let duo = try #require(Device(identifier: "iPhone19,4"))
        #expect(
            try SQLiteShell.rows(database, "SELECT position, role, displayClass FROM displays WHERE identifier = 'iPhone19,4' ORDER BY position")
                == duo.displays.enumerated().map { [String($0.offset), $0.element.role.rawValue, $0.element.id] })
        #expect(duo.displays.count == 2)
        #expect(try SQLiteShell.rows(database, "SELECT hasBuiltInDisplay, displayCount FROM devices WHERE identifier = 'Mac14,3'") == [["0", "0"]])
        #expect(try SQLiteShell.rows(database, "SELECT count(*) FROM displays WHERE identifier = 'Mac14,3'") == [["0"]])
    }

    @Test func aReverseLookupInSQLFindsWhatDevinfoScreenFinds() throws {
        let database = try SQLiteShell.database(["--list", "--sql"])
        // Render pixels 750x1624 in either mode and orientation (zoomed: points × scale), as `devinfo --screen
        // 750x1624` answers.
        let found = try SQLiteShell.rows(
            database,
            """
            SELECT DISTINCT identifier FROM displays
            WHERE (renderPixelsWidth, renderPixelsHeight) IN (VALUES (750, 1624), (1624, 750))
               OR (zoomedPointsWidth * scale, zoomedPointsHeight * scale) IN (VALUES (750, 1624), (1624, 750))
            ORDER BY identifier
            """
        ).map { $0[0] }
        let expected = Device.matching(.renderPixels(PixelSize(width: 750, height: 1624))).matches
            .flatMap { $0.devices.map(\.identifier.rawValue) }.sorted()
        #expect(found == expected)
        #expect(found.contains("iPhone11,8") && found.contains("iPhone12,1"))
    }

    @Test func aFamilyOrAnOSVersionNarrowsTheRowsAsTheOtherFormatsDo() throws {
        for arguments in [["--family", "Watch"], ["--os", "26"], ["--os", "iOS 17"]] {
            let database = try SQLiteShell.database(["--list", "--sql"] + arguments)
            let listed = try CLI.json(try CLI.run(["--list", "--json"] + arguments).stdout) as? [[String: Any]] ?? []
            #expect(!listed.isEmpty)
            #expect(
                try SQLiteShell.rows(database, "SELECT identifier FROM devices ORDER BY rowid").map { $0[0] }
                    == listed.compactMap { $0["identifier"] as? String }, "\(arguments)")
            #expect(try SQLiteShell.rows(database, "PRAGMA foreign_key_check") == [])
        }
    }

    @Test func theColumnsTableSaysWhatEveryColumnMeans() throws {
        let database = try SQLiteShell.database(["--list", "--sql"])
        let described = try SQLiteShell.rows(database, "SELECT tableName, name, type, unit FROM columns ORDER BY rowid")
        let actual = try ["devices", "displays", "safe_areas", "status_bars"].flatMap { table in
            try SQLiteShell.rows(database, "SELECT name, type FROM pragma_table_info('\(table)') ORDER BY cid").map { [table] + $0 }
        }
        #expect(described.map { Array($0.prefix(3)) } == actual)
        #expect(described.contains(["displays", "maximumRefreshRate", "INTEGER", "Hz"]))
        #expect(described.contains(["safe_areas", "portraitTop", "REAL", "points"]))
    }
}

/// `--sql` is a format of `--list` alone; anything else is a usage error (exit 64) that says why.
@Suite struct SQLOptionTests {
    @Test(arguments: [
        (["--sql"], "--sql only applies to --list"),
        (["--sql", "iPhone11,8"], "--sql only applies to --list"),
        (["--bulk", "--sql"], "--sql only applies to --list"),
        (["--screen", "750x1624", "--sql"], "--sql only applies to --list"),
        (["--list", "--sql", "--json"], "--sql writes SQL; --json does not apply"),
        (["--list", "--csv", "--sql"], "--sql writes SQL; --csv does not apply"),
        (["--list", "--sql=yes"], "--sql takes no value")
    ])
    func misuseExits64(arguments: [String], message: String) throws {
        let result = try CLI.run(arguments)
        #expect(result.status == 64, "\(arguments)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("devinfo: \(message)\n"), "\(arguments): \(result.stderr)")
    }

    @Test func aColumnHasTheNameItHasInTheCSVExport() {
        let devices = Set(SQLWriter.deviceColumns.map(\.name))
        let displays = Set(SQLWriter.displayColumns.map(\.name))
        DeviceFact.forEach { fact in
            if SQLWriter.placement(of: fact) == .columns { #expect(Set(fact.spec.exportColumns).isSubset(of: devices), "\(fact)") }
        }
        DisplayFact.forEach { fact in
            if SQLWriter.placement(of: fact) == .columns { #expect(Set(fact.spec.exportColumns).isSubset(of: displays), "\(fact)") }
        }
        for table in SQLWriter.tables {
            #expect(Set(table.columns.map(\.name)).count == table.columns.count, "\(table.name): no column twice")
        }
        // What is not a column has a table of its own, or is about the lookup rather than the device.
        #expect(SQLWriter.placement(of: DisplayFact.safeArea) == .safeAreas && SQLWriter.placement(of: DisplayFact.statusBar) == .statusBars)
        #expect(SQLWriter.placement(of: DeviceFact.known) == .lookup && SQLWriter.placement(of: DeviceFact.runsOSVersionAsked) == .lookup)
    }

    @Test func theScriptIsOneTransactionOfStatementsOverTheDocumentedTables() throws {
        let result = try CLI.run(["--list", "--sql"])
        #expect(result.status == 0 && result.stderr.isEmpty)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("BEGIN TRANSACTION;") && lines.last == "COMMIT;")
        for table in ["devices", "displays", "safe_areas", "status_bars", "columns"] {
            #expect(lines.contains("CREATE TABLE \"\(table)\" ("), "\(table)")
        }
        #expect(lines.filter { $0.hasPrefix("INSERT INTO \"devices\" ") }.count == Device.all.count)
        #expect(try CLI.run(["--help"]).stdout.contains("--sql"))
        #expect(try CLI.run(["--help", "formats"]).stdout.contains("safe_areas"))
    }
}
