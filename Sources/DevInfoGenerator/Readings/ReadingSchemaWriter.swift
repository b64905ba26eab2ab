import DevInfoReading

/// The JSON Schema (draft 2020-12) of a reading document (issue 33), written from ``ReadingFormat/fields`` by
/// `swift run devinfo-generate` into `Data/readings/reading.schema.json`, beside the readings it describes; the
/// website serves it as `api/v1/reading.schema.json`. Unlike the device schema it closes every object
/// (`additionalProperties: false`): a reading is input, and a misspelt member must be an error, not ignored.
public enum ReadingSchemaWriter {
    /// The schema's file name.
    public static let fileName = "reading.schema.json"
    /// Where the committed schema lives, relative to the package root.
    public static let path = "Data/readings/" + fileName

    /// The schema's text: JSON, two-space indented, ending in a newline.
    public static func render() -> String {
        typealias Value = JSONSchemaWriter.Value
        func schema(_ kind: ReadingFormat.Kind, nullable: Bool, summary: String) -> Value {
            var members: [(String, Value)] = [("description", .string(summary))]
            func type(_ name: String) -> Value { nullable ? .array([.string(name), .string("null")]) : .string(name) }
            switch kind {
            case .number(let minimum, let maximum, let integer):
                members.append(("type", type(integer ? "integer" : "number")))
                members.append(("minimum", .number(minimum)))
                members.append(("maximum", .number(maximum)))
            case .string(let pattern):
                members.append(("type", type("string")))
                members.append(("pattern", .string(pattern)))
                members.append(("maxLength", .number(Double(ReadingFormat.maximumStringLength))))
            case .choice(let values):
                members.append(("type", type("string")))
                members.append(("enum", .array(values.map(Value.string) + (nullable ? [.null] : []))))
            case .object(let fields):
                members.append(("type", type("object")))
                members.append(("properties", .object(fields.map { ($0.name, schema($0.kind, nullable: $0.nullable, summary: $0.summary)) })))
                members.append(("required", .array(fields.map { .string($0.name) })))
                members.append(("additionalProperties", .bool(false)))
            }
            return .object(members)
        }
        guard case .object(let body) = schema(.object(ReadingFormat.fields), nullable: false, summary: "") else { return "" }
        let root: Value = .object(
            [
                ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
                ("title", .string("devinfo reading")),
                (
                    "description",
                    .string(
                        "One reading of devinfo's own measurement channel (README, \"Readings\"): what a probe read on one device type, OS "
                            + "release, orientation and display mode, with what made it. Written by the probes in Tests/Probes/, read by "
                            + "`devinfo-generate --readings DIR`. Numbers are points unless a member says pixels.")
                )
            ] + body.dropFirst())
        var out = ""
        JSONSchemaWriter.write(root, indent: "", to: &out)
        return out + "\n"
    }
}
