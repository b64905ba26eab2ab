import DevInfoVocabulary

/// The JSON Schema (draft 2020-12) of a device object — what `devinfo --json ID` prints, `Codable` encodes,
/// and every line of `--json-lines` and `devinfo --bulk --json` holds — written from the fact descriptions
/// (`DeviceFact`, `DisplayFact`: each key, its type, whether it may be `null`, its unit and meaning) by
/// `swift run devinfo-generate` (the committed file, ``path``) and `devinfo-generate --json-schema` (stdout).
/// A test fails while the committed file differs; CI validates every JSON export against it.
///
/// **Forward compatibility.** Every object allows keys the schema does not name (`additionalProperties:
/// true`): a minor release may add a fact (README, "Versioning"), and data a newer devinfo wrote must still
/// validate against an older schema. Strings that name a member of an open set (family, cutout, home control,
/// colour gamut, …) are not enumerated, for the same reason. Every key the schema names is `required`:
/// devinfo writes every key, with `null` for what is not confirmed.
public enum JSONSchemaWriter {
    /// Where the committed schema lives, relative to the package root: in the DocC catalog beside the article
    /// that documents the same keys ("JSON schema"), because both describe DevInfoKit's `Codable` shape. The
    /// release attaches it and the website serves it (`api/v1/devinfo.schema.json`).
    public static let path = "Sources/DevInfoKit/DevInfoKit.docc/Resources/devinfo.schema.json"

    /// The schema's `$id`, the absolute address every `$ref` is written against, so each `$defs` entry
    /// resolves on its own (a validator handed `$defs/deviceList` alone, or a reference
    /// `urn:devinfo:schema#/$defs/deviceList`, finds the device and its displays through it). A URN: the
    /// schema is published in several places (the release, the website's `api/v1/`, the DocC catalog).
    static let id = "urn:devinfo:schema"

    /// A reference to `fragment` of the schema (`""`: the device; `/$defs/display`), absolute.
    static func ref(_ fragment: String) -> Value { .object([("$ref", .string(id + (fragment.isEmpty ? "" : "#" + fragment)))]) }

    /// The schema's text: JSON, two-space indented, keys in a fixed order, ending in a newline.
    public static func render() -> String {
        var out = ""
        write(schema, indent: "", to: &out)
        return out + "\n"
    }

    /// A JSON value with ordered object members, enough to write a schema deterministically.
    indirect enum Value {
        case string(String)
        case bool(Bool)
        /// A number (the reading schema's bounds), written without a fraction when whole.
        case number(Double)
        case null
        case array([Value])
        case object([(String, Value)])
    }

    static var schema: Value {
        var root: [(String, Value)] = [
            ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
            ("$id", .string(id)),
            ("title", .string("devinfo device")),
            (
                "description",
                .string(
                    "An Apple device (or an identifier devinfo's table does not list) as devinfo writes it: `devinfo --json ID`, each element of "
                        + "`devinfo --list --json` (validate that array with `urn:devinfo:schema#/$defs/deviceList`, this schema's `$id`; every `$ref` is absolute, so each `$defs` entry resolves on its own), each line of `--json-lines` and `devinfo --bulk --json`, "
                        + "and DevInfoKit's Codable encoding. Written from devinfo's fact descriptions (Sources/DevInfoVocabulary/Facts) by "
                        + "`swift run devinfo-generate`; do not edit. Every key is always present; a fact that is not confirmed is null, never false or 0. "
                        + "Sizes are in the display's natural orientation. Forward compatibility: every object allows keys this schema does not name "
                        + "(additionalProperties: true), because a minor release may add facts; strings that name a member of an open set (family, "
                        + "cutout, homeControl, colorGamut, unknownReason, …) are not enumerated, because a later version may add members. A key is "
                        + "renamed or removed only in a major release, after a deprecation.")
            )
        ]
        root += objectBody(DeviceFact.allCases.map(\.spec).filter(\.json))
        var definitions: [(String, Value)] = [
            (
                "deviceList",
                .object([
                    ("description", .string("An array of device objects: `devinfo --list --json`, `devinfo --json ID ID…`.")),
                    ("type", .string("array")), ("items", ref(""))
                ])
            ),
            ("display", .object([("description", .string("A built-in display."))] + objectBody(DisplayFact.allCases.map(\.spec).filter(\.json))))
        ]
        for shape in Shape.allCases { definitions.append((shape.rawValue, shape.schema)) }
        root.append(("$defs", .object(definitions)))
        return .object(root)
    }

    /// `type: object`, the properties (each fact's schema), every key required, more allowed.
    static func objectBody(_ specs: [FactSpec]) -> [(String, Value)] {
        [
            ("type", .string("object")),
            ("properties", .object(specs.map { ($0.name, property($0)) })),
            ("required", .array(specs.map { .string($0.name) })),
            ("additionalProperties", .bool(true))
        ]
    }

    /// One fact's schema: its type (or a reference to its shape), `null` allowed when it is nullable, its
    /// meaning and unit as the description.
    static func property(_ spec: FactSpec) -> Value {
        let description = ("description", Value.string(spec.summary + (spec.unit.map { " Unit: \($0)." } ?? "")))
        func scalar(_ name: String) -> [(String, Value)] {
            [("type", spec.nullable ? .array([.string(name), .string("null")]) : .string(name))]
        }
        func reference(_ target: String) -> [(String, Value)] {
            let reference = ref("/$defs/" + target)
            return spec.nullable ? [("anyOf", .array([reference, .object([("type", .string("null"))])]))] : [("$ref", .string(id + "#/$defs/" + target))]
        }
        let body: [(String, Value)]
        switch spec.type {
        case .string: body = scalar("string")
        case .bool: body = scalar("boolean")
        case .integer: body = scalar("integer")
        case .number: body = scalar("number")
        case .size: body = reference(Shape.size.rawValue)
        case .rect: body = reference(Shape.rect.rawValue)
        case .metrics: body = reference(Shape.metrics.rawValue)
        case .safeArea: body = reference(Shape.safeArea.rawValue)
        case .statusBar: body = reference(Shape.statusBar.rawValue)
        case .sizeClasses: body = reference(Shape.sizeClasses.rawValue)
        case .display: body = reference("display")
        case .displays:
            body = scalar("array") + [("items", ref("/$defs/display"))]
        }
        return .object([description] + body)
    }

    /// The nested shapes the facts' types are made of (`FactType`), as `FactJSON` writes them.
    enum Shape: String, CaseIterable {
        case size, rect, metrics, insets, safeArea, statusBar, sizeClasses, modeSizeClasses, sizeClassPair

        var schema: Value {
            func object(_ description: String, _ members: [(String, Value)]) -> Value {
                .object([
                    ("description", .string(description)), ("type", .string("object")),
                    ("properties", .object(members)), ("required", .array(members.map { .string($0.0) })),
                    ("additionalProperties", .bool(true))
                ])
            }
            func typed(_ type: String, _ description: String? = nil, nullable: Bool = false) -> Value {
                .object(
                    (description.map { [("description", Value.string($0))] } ?? [])
                        + [("type", nullable ? .array([.string(type), .string("null")]) : .string(type))])
            }
            func ref(_ shape: Shape, nullable: Bool = false) -> Value {
                let ref = JSONSchemaWriter.ref("/$defs/" + shape.rawValue)
                return nullable ? .object([("anyOf", .array([ref, typed("null")]))]) : ref
            }
            let os = [
                ("fromOSVersion", typed("integer", "The first OS major version the values hold for (within the device's life).")),
                ("untilOSVersion", typed("integer", "The last OS major version the values hold for."))
            ]
            switch self {
            case .size:
                return object("{width, height} in whole pixels or points.", [("width", typed("integer")), ("height", typed("integer"))])
            case .rect:
                return object(
                    "{x, y, width, height} in points, origin top-left.",
                    ["x", "y", "width", "height"].map { ($0, typed("number")) })
            case .metrics:
                return object(
                    "A display mode's metrics.",
                    [
                        ("mode", typed("string", "standard or zoomed.")),
                        ("points", ref(.size)),
                        ("scale", typed("integer", "UIScreen.scale: 1, 2 or 3.")),
                        ("nativeScale", typed("number", "Panel pixels per point in this mode.")),
                        ("renderPixels", ref(.size))
                    ])
            case .insets:
                return object("Safe-area insets in points.", ["top", "left", "bottom", "right"].map { ($0, typed("number")) })
            case .safeArea:
                return object(
                    "Safe-area insets for a range of OS versions; an orientation is null when the display has none (a Mac's portrait) or it is not confirmed.",
                    os + [("portrait", ref(.insets, nullable: true)), ("landscape", ref(.insets, nullable: true))])
            case .statusBar:
                return object(
                    "The status bar's height in points for a range of OS versions; null when not confirmed, 0 where hidden.",
                    os + [("portrait", typed("number", nullable: true)), ("landscape", typed("number", nullable: true))])
            case .sizeClasses:
                return object(
                    "Size classes in each display mode; a mode is null when not confirmed (or the display has no Display Zoom).",
                    [("standard", ref(.modeSizeClasses, nullable: true)), ("zoomed", ref(.modeSizeClasses, nullable: true))])
            case .modeSizeClasses:
                return object("Size classes in each orientation.", [("portrait", ref(.sizeClassPair)), ("landscape", ref(.sizeClassPair))])
            case .sizeClassPair:
                return object(
                    "UIKit's size classes along each direction: compact or regular.",
                    [("horizontal", typed("string")), ("vertical", typed("string"))])
            }
        }
    }

    static func write(_ value: Value, indent: String, to out: inout String) {
        switch value {
        case .string(let text): out += quoted(text)
        case .bool(let flag): out += flag ? "true" : "false"
        case .number(let number): out += number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case .null: out += "null"
        case .array(let values):
            // Arrays of strings (types, required keys) on one line; others one element per line.
            if values.allSatisfy({
                switch $0 {
                case .string, .null: true
                default: false
                }
            }) {
                out += "["
                for (index, element) in values.enumerated() {
                    if index > 0 { out += ", " }
                    write(element, indent: indent, to: &out)
                }
                out += "]"
            } else {
                out += "[\n"
                for (index, element) in values.enumerated() {
                    out += indent + "  "
                    write(element, indent: indent + "  ", to: &out)
                    out += index < values.count - 1 ? ",\n" : "\n"
                }
                out += indent + "]"
            }
        case .object(let members):
            out += "{\n"
            for (index, member) in members.enumerated() {
                out += indent + "  " + quoted(member.0) + ": "
                write(member.1, indent: indent + "  ", to: &out)
                out += index < members.count - 1 ? ",\n" : "\n"
            }
            out += indent + "}"
        }
    }

    /// A JSON string (``JSONText/quoted(_:)``).
    static func quoted(_ text: String) -> String { JSONText.quoted(text) }
}
