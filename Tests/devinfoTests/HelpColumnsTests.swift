import DevInfoVocabulary
import Testing

/// `devinfo --help columns` as programs read it (Pipelines/support/check_exports.py does): one line per
/// column, two spaces in, its name then its type, whatever the name's length.
@Suite struct HelpColumnsTests {
    @Test func everyColumnLineIsItsNameThenItsType() throws {
        let lines = try CLI.run(["--help", "columns"]).stdout.split(separator: "\n").filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }
        let fields = lines.map { $0.split(separator: " ").map(String.init) }
        #expect(fields.map { $0.first ?? "" } == ColumnDescription.list.map(\.name))
        #expect(fields.map { $0.count > 1 ? $0[1] : "" } == ColumnDescription.list.map(\.type.jsonName), "a long name runs into its type")
        #expect(ColumnDescription.list.contains { $0.name.count >= 20 }, "the long names (size classes) are covered")
    }

    @Test func everyColumnHasItsOwnUnit() throws {
        let units = Dictionary(uniqueKeysWithValues: ColumnDescription.list.map { ($0.name, $0.unit) })
        // An OS history's range is OS major versions, its values points; a mode's nativeScale is a ratio.
        for name in ["safeAreaFromOSVersion", "safeAreaUntilOSVersion", "statusBarFromOSVersion", "statusBarUntilOSVersion"] {
            #expect(units[name] == "OS major version", "\(name)")
        }
        #expect(units["portraitTop"] == "points" && units["landscapeStatusBar"] == "points")
        #expect(units["zoomedPointsWidth"] == "points" && units["zoomedNativeScale"] == .some(nil) && units["panelWidth"] == "pixels")
        let text = try CLI.run(["--help", "columns"]).stdout
        #expect(text.contains("  safeAreaFromOSVersion integer  OS major version\n"))
        #expect(!text.split(separator: "\n").contains { $0.contains("OSVersion") && $0.hasSuffix("points") })
    }
}
