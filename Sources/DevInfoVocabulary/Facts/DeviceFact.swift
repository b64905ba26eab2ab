/// Every fact of a device (or of an identifier the table does not list, whose facts are then what the
/// identifier itself says and `null`), in order: the order of a JSON device object's keys, of the
/// columns of `devinfo --list --csv` (the main display's facts where ``mainDisplay`` stands) and of the
/// report's rows. Each case's description is ``spec``.
///
/// **Where a new device fact goes:** a case here and its description in ``spec``; its column in
/// `Data/devices/*.tsv` if `Data/` stores it; then the compiler asks for its value in DevInfoKit
/// (`DeviceLookup.value(of:_:)`) and for its report line.
package enum DeviceFact: UInt8, CaseIterable, Sendable {
    case identifier, known, family, name, variant, major, minor, releaseYear, chip
    case firstOSVersion, lastOSVersion, isStillSupported, runsOSVersionAsked, unknownReason, detectedFrom
    case displayCount, mainDisplay, displays, safeArea, cutout, homeControl
    case hasNotch, hasDynamicIsland, hasSensorHousing, hasHomeIndicator, hasHomeButton, hasBuiltInDisplay

    /// The fact's description.
    package var spec: FactSpec {
        switch self {
        case .identifier:
            FactSpec(
                "identifier", .string, "The hardware identifier exactly as given (hw.machine / hw.model).",
                columns: "identifier", data: .structural, exported: true, nullable: false)
        case .known:
            FactSpec("known", .bool, "Whether devinfo's table lists the identifier.", nullable: false)
        case .family:
            FactSpec(
                "family", .string,
                "The product line: iPhone, iPad, iPod, Mac, Watch, AppleTV, Vision or HomePod (for an unknown identifier, the family its letters name).",
                columns: "family", data: .structural, exported: true, label: "family")
        case .name:
            FactSpec("name", .string, "The marketing name.", columns: "name", data: .structural, exported: true)
        case .variant:
            FactSpec(
                "variant", .string, "What tells rows of one name apart (GSM, Wi-Fi + Cellular, M1 Pro); null when none is needed.",
                columns: "variant", data: .structural, exported: true)
        case .major:
            FactSpec("major", .integer, "The identifier's major number (11 in iPhone11,8).")
        case .minor:
            FactSpec("minor", .integer, "The identifier's minor number (8 in iPhone11,8).")
        case .releaseYear:
            FactSpec(
                "releaseYear", .integer, "The year the identifier first went on sale.", columns: "releaseYear",
                data: .integers(.familyYears, .uInt16), exported: true, label: "released", required: true)
        case .chip:
            FactSpec(
                "chip", .string,
                "The system on a chip (A12 Bionic, M1 Pro, S9); an Intel Mac's processor family where every configuration shares it.",
                columns: "chip", data: .text, exported: true, label: "chip")
        case .firstOSVersion:
            FactSpec(
                "firstOSVersion", .string,
                "The version of the family's OS the device shipped with (8.0, 10.14.4, 18.3): iPhone OS/iOS, iPadOS from 13, macOS, watchOS, tvOS, visionOS or HomePod Software.",
                columns: "firstOSVersion", data: .osVersion, exported: true, label: "os")
        case .lastOSVersion:
            FactSpec(
                "lastOSVersion", .string,
                "The last major release the device can install (12, 10.15); null while the newest release supports it (isStillSupported) or when not confirmed.",
                columns: "lastOSVersion", data: .lastOSVersion, exported: true)
        case .isStillSupported:
            FactSpec(
                "isStillSupported", .bool,
                "Whether the newest release devinfo's table knows (iOS 27, macOS 27, …) supports the device; false when it stopped at lastOSVersion.",
                columns: "isStillSupported", exported: true)
        case .runsOSVersionAsked:
            FactSpec(
                "runsOSVersionAsked", .bool,
                "With --os: whether the device runs that version (false: the version is outside its life, so the OS-dependent facts are null); null without --os or when its OS range is not confirmed."
            )
        case .unknownReason:
            FactSpec(
                "unknownReason", .string,
                "For an identifier the table does not list: unlistedModel, unrecognizedFamily, simulator, malformed, notAppleDevice or unavailable.")
        case .detectedFrom:
            FactSpec("detectedFrom", .string, "Where the identifier was read when devinfo detected the machine it runs on (hw.machine, hw.model, …).")
        case .displayCount:
            FactSpec(
                "displayCount", .integer, "How many built-in displays (0 for none; empty when not confirmed).",
                columns: "displayCount", exported: true, json: false)
        case .mainDisplay:
            FactSpec("mainDisplay", .display, "The main built-in display (a display object); null when there is none or it is not confirmed.")
        case .displays:
            FactSpec(
                "displays", .displays, "Every built-in display, main first; [] for none, null when not confirmed.",
                columns: "displays", data: .structural)
        case .safeArea:
            FactSpec("safeArea", .safeArea, "The main display's safe area (as in the display object).")
        case .cutout:
            FactSpec("cutout", .string, "The main display's cutout; noCutout for a device without a display.", columns: "cutout", exported: true)
        case .homeControl:
            FactSpec(
                "homeControl", .string, "The main display's home control; neither for a device without a display.",
                columns: "homeControl", exported: true)
        case .hasNotch:
            FactSpec("hasNotch", .bool, "Whether any built-in display has a notch (not a Dynamic Island).", columns: "hasNotch", exported: true)
        case .hasDynamicIsland:
            FactSpec("hasDynamicIsland", .bool, "Whether any built-in display has a Dynamic Island.", columns: "hasDynamicIsland", exported: true)
        case .hasSensorHousing:
            FactSpec(
                "hasSensorHousing", .bool, "Whether any built-in display is cut for the front sensors (notch or Dynamic Island).",
                columns: "hasSensorHousing", exported: true)
        case .hasHomeIndicator:
            FactSpec("hasHomeIndicator", .bool, "Whether the device shows the home indicator.", columns: "hasHomeIndicator", exported: true)
        case .hasHomeButton:
            FactSpec("hasHomeButton", .bool, "Whether the device has a home button.", columns: "hasHomeButton", exported: true)
        case .hasBuiltInDisplay:
            FactSpec("hasBuiltInDisplay", .bool, "Whether the device has a built-in display (false: Mac mini, Apple TV; null: not confirmed).")
        }
    }

    /// ``spec``'s label alone, returned by value: the text report reads only it (copying it out of a whole
    /// description makes the runtime build `Optional<String>`'s metadata, a measurable part of a one-shot
    /// `devinfo ID`).
    package var label: String? { spec.label }

    /// Calls `body` with each fact in order, without building an array (a one-shot `devinfo ID` then
    /// instantiates no generic metadata for the walk).
    @inline(__always)
    package static func forEach(_ body: (DeviceFact) throws -> Void) rethrows {
        var raw: UInt8 = 0
        while let fact = DeviceFact(rawValue: raw) {
            try body(fact)
            raw += 1
        }
    }
}

extension DeviceFact {
    /// The columns of a device row in the table exports (`devinfo --list --csv`): each exported device fact's
    /// columns, and the main display's exported facts where ``mainDisplay`` stands.
    package static var tableColumns: [String] {
        var columns: [String] = []
        forEach { fact in
            if fact == .mainDisplay {
                DisplayFact.forEach { columns += $0.spec.exportColumns }
            } else {
                columns += fact.spec.exportColumns
            }
        }
        return columns
    }
}
