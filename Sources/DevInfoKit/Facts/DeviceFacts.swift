/// The facts of a device — or of an identifier the table does not list, whose facts are then what the
/// identifier itself says (its family and numbers) and `null` — each described once (see ``Fact``). Their
/// order is the order of a JSON device object's keys, of the columns of `devinfo --list --csv` (the main
/// display's facts where ``mainDisplay`` stands) and of the report's rows.
package enum DeviceFacts {

    /// Calls `body` with each device fact, in order.
    package static func forEach(_ body: (DeviceFact) throws -> Void) rethrows {
        try body(DeviceFact("identifier", .string, "The hardware identifier exactly as given (hw.machine / hw.model).", table: .columns(["identifier"])) { lookup, _ in
            .text(lookup.identifier.rawValue)
        })
        try body(DeviceFact("known", .bool, "Whether devinfo's table lists the identifier.") { lookup, _ in .bool(lookup.device != nil) })
        try body(DeviceFact("family", .string, "The product line: iPhone, iPad, iPod, Mac, Watch, AppleTV, Vision or HomePod (for an unknown identifier, the family its letters name).",
             table: .columns(["family"]), label: "family", text: { lookup, _ in ReportLines(lookup.family?.description ?? "unknown") }) { lookup, _ in
            .of(lookup.family) { .text($0.rawValue) }
        })
        try body(DeviceFact("name", .string, "The marketing name.", table: .columns(["name"])) { lookup, _ in .of(lookup.device?.name, FactValue.text) })
        try body(DeviceFact("variant", .string, "What tells rows of one name apart (GSM, Wi-Fi + Cellular, M1 Pro); null when none is needed.",
             table: .columns(["variant"])) { lookup, _ in .of(lookup.device?.variant, FactValue.text) })
        try body(DeviceFact("major", .integer, "The identifier's major number (11 in iPhone11,8).") { lookup, _ in .of(lookup.components?.major, FactValue.integer) })
        try body(DeviceFact("minor", .integer, "The identifier's minor number (8 in iPhone11,8).") { lookup, _ in .of(lookup.components?.minor, FactValue.integer) })
        try body(DeviceFact("releaseYear", .integer, "The year the identifier first went on sale.", table: .columns(["releaseYear"]), label: "released") { lookup, _ in
            .of(lookup.device?.releaseYear, FactValue.integer)
        })
        try body(DeviceFact("unknownReason", .string, "For an identifier the table does not list: unlistedModel, unrecognizedFamily, simulator, malformed, notAppleDevice or unavailable.") { lookup, _ in
            .of(lookup.unknown?.reason) { .text($0.rawValue) }
        })
        try body(DeviceFact("detectedFrom", .string, "Where the identifier was read when devinfo detected the machine it runs on (hw.machine, hw.model, …).") { _, context in
            .of(context.detectedFrom) { .text($0.rawValue) }
        })
        try body(DeviceFact("displayCount", .integer, "How many built-in displays (0 for none; empty when not confirmed).", json: false,
             table: .columns(["displayCount"])) { lookup, _ in
            guard let device = lookup.device, device.hasBuiltInDisplay != nil else { return .null }
            return .integer(device.displayCount)
        })
        try body(DeviceFact("mainDisplay", .display, "The main built-in display (a display object); null when there is none or it is not confirmed.",
             table: .mainDisplayFacts) { lookup, _ in .of(lookup.device?.mainDisplay, FactValue.display) })
        try body(DeviceFact("displays", .displays, "Every built-in display, main first; [] for none, null when not confirmed.") { lookup, _ in
            guard let device = lookup.device, device.hasBuiltInDisplay != nil else { return .null }
            return .displays(device.displays)
        })
        try body(DeviceFact("safeArea", .safeArea, "The main display's safe area (as in the display object).") { lookup, context in
            .of(lookup.device?.mainDisplay.flatMap(context.safeArea(of:)), FactValue.safeArea)
        })
        try body(DeviceFact("cutout", .string, "The main display's cutout; none for a device without a display.", table: .columns(["cutout"])) { lookup, _ in
            .of(lookup.device?.cutout) { .text($0.rawValue) }
        })
        try body(DeviceFact("homeControl", .string, "The main display's home control; none for a device without a display.", table: .columns(["homeControl"])) { lookup, _ in
            .of(lookup.device?.homeControl) { .text($0.rawValue) }
        })
        try body(DeviceFact("hasNotch", .bool, "Whether any built-in display has a notch (not a Dynamic Island).", table: .columns(["hasNotch"])) { lookup, _ in
            .of(lookup.device?.hasNotch, FactValue.bool)
        })
        try body(DeviceFact("hasDynamicIsland", .bool, "Whether any built-in display has a Dynamic Island.", table: .columns(["hasDynamicIsland"])) { lookup, _ in
            .of(lookup.device?.hasDynamicIsland, FactValue.bool)
        })
        try body(DeviceFact("hasSensorHousing", .bool, "Whether any built-in display is cut for the front sensors (notch or Dynamic Island).",
             table: .columns(["hasSensorHousing"])) { lookup, _ in .of(lookup.device?.hasSensorHousing, FactValue.bool) })
        try body(DeviceFact("hasHomeIndicator", .bool, "Whether the device shows the home indicator.", table: .columns(["hasHomeIndicator"])) { lookup, _ in
            .of(lookup.device?.hasHomeIndicator, FactValue.bool)
        })
        try body(DeviceFact("hasHomeButton", .bool, "Whether the device has a home button.", table: .columns(["hasHomeButton"])) { lookup, _ in
            .of(lookup.device?.hasHomeButton, FactValue.bool)
        })
        try body(DeviceFact("hasBuiltInDisplay", .bool, "Whether the device has a built-in display (false: Mac mini, Apple TV; null: not confirmed).") { lookup, _ in
            .of(lookup.device?.hasBuiltInDisplay, FactValue.bool)
        })
    }

    /// Every fact, in order (an array, for the exports and docs; the text report visits them with ``forEach(_:)``).
    package static var all: [DeviceFact] {
        var all: [DeviceFact] = []
        forEach { all.append($0) }
        return all
    }

    /// The table columns of a device row: each device fact's, with the main display's facts expanded.
    package static var columns: [String] {
        var columns: [String] = []
        forEach { fact in
            switch fact.info.table {
            case .none: break
            case .columns(let own): columns += own
            case .mainDisplayFacts:
                DisplayFacts.forEach { display in
                    if case .columns(let own) = display.info.table { columns += own }
                }
            }
        }
        return columns
    }
}
