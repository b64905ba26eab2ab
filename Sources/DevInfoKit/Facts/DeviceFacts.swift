import DevInfoVocabulary

// A device's facts as values: one exhaustive `switch` over the fact list (`DeviceFact`, described once in
// DevInfoVocabulary), so a fact added there does not compile until it has a value and a report line here.

extension DeviceLookup {
    /// The value of `fact` for this device, or for an identifier the table does not list (then what the
    /// identifier itself says, and `null`).
    package func value(of fact: DeviceFact, _ context: FactContext) -> FactValue {
        switch fact {
        case .identifier: .text(identifier.rawValue)
        case .known: .bool(device != nil)
        case .family: .of(family) { .text($0.rawValue) }
        case .name: .of(device?.name, FactValue.text)
        case .variant: .of(device?.variant, FactValue.text)
        case .major: .of(components?.major, FactValue.integer)
        case .minor: .of(components?.minor, FactValue.integer)
        case .releaseYear: .of(device?.releaseYear, FactValue.integer)
        case .chip: .of(device?.chip, FactValue.text)
        case .firstOSVersion: .of(device?.firstOSVersion) { .text($0.description) }
        case .lastOSVersion: .of(device?.lastOSVersion) { .text($0.description) }
        case .isStillSupported: .of(device?.isStillSupported, FactValue.bool)
        case .runsOSVersionAsked: .of(device.flatMap(context.runsVersionAsked), FactValue.bool)
        case .unknownReason: .of(unknown?.reason) { .text($0.rawValue) }
        case .detectedFrom: .of(context.detectedFrom) { .text($0.rawValue) }
        case .displayCount:
            if let device, device.hasBuiltInDisplay != nil { .integer(device.displayCount) } else { .null }
        case .mainDisplay: .of(device?.mainDisplay, FactValue.display)
        case .displays:
            if let device, device.hasBuiltInDisplay != nil { .displays(device.displays) } else { .null }
        case .safeArea: .of(device?.mainDisplay.flatMap(context.safeArea(of:)), FactValue.safeArea)
        case .cutout: .of(device?.cutout) { .text($0.rawValue) }
        case .homeControl: .of(device?.homeControl) { .text($0.rawValue) }
        case .hasNotch: .of(device?.hasNotch, FactValue.bool)
        case .hasDynamicIsland: .of(device?.hasDynamicIsland, FactValue.bool)
        case .hasSensorHousing: .of(device?.hasSensorHousing, FactValue.bool)
        case .hasHomeIndicator: .of(device?.hasHomeIndicator, FactValue.bool)
        case .hasHomeButton: .of(device?.hasHomeButton, FactValue.bool)
        case .hasBuiltInDisplay: .of(device?.hasBuiltInDisplay, FactValue.bool)
        }
    }

    /// The text report's lines for `fact` (none for a fact without a label).
    package func reportLines(of fact: DeviceFact, _ context: FactContext) -> ReportLines {
        switch fact {
        case .family: ReportLines(family?.description ?? "unknown")
        case .firstOSVersion: ReportLines(device?.osRangeText ?? "unknown")
        case .identifier, .known, .name, .variant, .major, .minor, .releaseYear, .chip, .lastOSVersion, .isStillSupported,
            .runsOSVersionAsked, .unknownReason, .detectedFrom, .displayCount,
            .mainDisplay, .displays, .safeArea, .cutout, .homeControl, .hasNotch, .hasDynamicIsland, .hasSensorHousing,
            .hasHomeIndicator, .hasHomeButton, .hasBuiltInDisplay:
            ReportLines(value(of: fact, context), unit: fact.spec.unit)
        }
    }
}
