import DevInfoVocabulary

/// The JSON form of facts: what every JSON writer writes. `devinfo --json`'s fast writer (``JSONWriter``)
/// and `Codable` (``FactEncoding``) both walk `DeviceFact` and `DisplayFact` and write each
/// value's ``FactValue/json(_:)`` form, so they agree by construction; the JSON schema article is
/// generated from the same descriptions.
package enum JSONForm {
    case null
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case string(String)
    /// An object's members, in order.
    case object([(key: String, value: FactValue)])
    case array([FactValue])
}

extension FactValue {
    /// The value as JSON: a primitive, or the members of an object, or an array's elements.
    package func json(_ context: FactContext) -> JSONForm {
        switch self {
        case .null: .null
        case .bool(let value): .bool(value)
        case .integer(let value): .integer(value)
        case .number(let value): .number(value)
        case .text(let value): .string(value)
        case .pixelSize(let size): .object([("width", .integer(size.width)), ("height", .integer(size.height))])
        case .pointSize(let size): .object([("width", .integer(size.width)), ("height", .integer(size.height))])
        case .rect(let rect):
            .object([("x", .number(rect.x)), ("y", .number(rect.y)), ("width", .number(rect.width)), ("height", .number(rect.height))])
        case .metrics(let metrics):
            .object([
                ("mode", .text(metrics.mode.rawValue)), ("points", .pointSize(metrics.points)), ("scale", .integer(metrics.scale)),
                ("nativeScale", .number(metrics.nativeScale)), ("renderPixels", .pixelSize(metrics.renderPixels))
            ])
        case .safeArea(let safeArea): .object(SafeArea.jsonMembers(safeArea))
        case .statusBar(let bar):
            .object([
                ("fromOSVersion", .integer(bar.osVersions.lowerBound)), ("untilOSVersion", .integer(bar.osVersions.upperBound)),
                ("portrait", .of(bar.portrait, FactValue.number)), ("landscape", .of(bar.landscape, FactValue.number))
            ])
        case .sizeClasses(let standard, let zoomed):
            .object([("standard", ModeSizeClasses.json(standard)), ("zoomed", ModeSizeClasses.json(zoomed))])
        case .display(let display):
            .object(FactValue.members(of: display, context))
        case .displays(let displays): .array(displays.map(FactValue.display))
        case .query(let query):
            switch query {
            case .renderPixels(let size):
                .object([("kind", .text("renderPixels")), ("width", .integer(size.width)), ("height", .integer(size.height)), ("scale", .null)])
            case .panelPixels(let size):
                .object([("kind", .text("panelPixels")), ("width", .integer(size.width)), ("height", .integer(size.height)), ("scale", .null)])
            case .points(let size, let scale):
                .object([
                    ("kind", .text("points")), ("width", .integer(size.width)), ("height", .integer(size.height)),
                    ("scale", .of(scale, FactValue.integer))
                ])
            }
        case .matches(let result):
            .object([
                ("query", .query(result.query)), ("ambiguous", .bool(result.isAmbiguous)),
                ("matches", .list(result.matches.map(FactValue.match)))
            ])
        case .match(let match):
            .object([
                ("displayClass", .text(match.display.id)), ("role", .text(match.display.role.rawValue)),
                ("mode", .of(match.mode) { .text($0.rawValue) }), ("cutout", .of(match.display.cutout) { .text($0.rawValue) }),
                ("devices", .list(match.devices.map(FactValue.deviceReference)))
            ])
        case .deviceReference(let device):
            .object([("identifier", .text(device.identifier.rawValue)), ("name", .text(device.name)), ("variant", .of(device.variant, FactValue.text))])
        case .list(let values): .array(values)
        case .members(let members): .object(members)
        }
    }

    /// The members of a device (or unknown identifier) object: every device fact JSON writes.
    package static func device(_ lookup: DeviceLookup, _ context: FactContext) -> JSONForm {
        var members: [(key: String, value: FactValue)] = []
        DeviceFact.forEach { fact in
            let spec = fact.spec
            if spec.json { members.append((spec.name, lookup.value(of: fact, context))) }
        }
        return .object(members)
    }

    /// The members of a display object: every display fact JSON writes.
    static func members(of display: Display, _ context: FactContext) -> [(key: String, value: FactValue)] {
        var members: [(key: String, value: FactValue)] = []
        DisplayFact.forEach { fact in
            let spec = fact.spec
            if spec.json { members.append((spec.name, display.value(of: fact, context))) }
        }
        return members
    }
}

extension SafeArea {
    /// `{fromOSVersion, untilOSVersion, portrait, landscape}`, each orientation `{top, left, bottom, right}` or
    /// `null`: the one description of a safe area's JSON, which `Codable` uses too.
    package static func jsonMembers(_ safeArea: SafeArea) -> [(key: String, value: FactValue)] {
        func insets(_ insets: SafeAreaInsets?) -> FactValue {
            guard let insets else { return .null }
            return .members([
                ("top", .number(insets.top)), ("left", .number(insets.left)),
                ("bottom", .number(insets.bottom)), ("right", .number(insets.right))
            ])
        }
        return [
            ("fromOSVersion", .integer(safeArea.osVersions.lowerBound)), ("untilOSVersion", .integer(safeArea.osVersions.upperBound)),
            ("portrait", insets(safeArea.portrait)), ("landscape", insets(safeArea.landscape))
        ]
    }
}

extension ModeSizeClasses {
    /// `{portrait: {horizontal, vertical}, landscape: {…}}`, or `null`.
    package static func json(_ classes: ModeSizeClasses?) -> FactValue {
        guard let classes else { return .null }
        func pair(_ pair: SizeClasses) -> FactValue {
            .members([("horizontal", .text(pair.horizontal.rawValue)), ("vertical", .text(pair.vertical.rawValue))])
        }
        return .members([("portrait", pair(classes.portrait)), ("landscape", pair(classes.landscape))])
    }
}
