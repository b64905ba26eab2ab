import DevInfoVocabulary
import Foundation
import TestSupport
import Testing

@testable import DevInfoGenerator

/// The JSON Schema of a device object, written from the fact descriptions: committed, current, and saying
/// for every key what the schema article says (type, `null`, unit, meaning). CI validates every JSON export
/// against it (`.ci/check_json_schema.py`).
@Suite struct JSONSchemaTests {
    static func parsed() throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(JSONSchemaWriter.render().utf8)) as? [String: Any])
    }

    static func object(_ value: Any?) -> [String: Any] { value as? [String: Any] ?? [:] }

    @Test func theCommittedSchemaIsTheFactsSchema() throws {
        let difference = Staleness.firstDifference(try Package.text(JSONSchemaWriter.path), JSONSchemaWriter.render())
        #expect(difference == nil, "\(JSONSchemaWriter.path) is out of date (\(difference ?? "")): run `swift run devinfo-generate`")
    }

    @Test func itIsDraft2020_12AndSaysHowItStaysCompatible() throws {
        let schema = try Self.parsed()
        #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        #expect(schema["type"] as? String == "object")
        let description = try #require(schema["description"] as? String)
        #expect(description.contains("additionalProperties: true") && description.contains("minor release"))
        // Every object schema in it is open to keys a later version adds, and requires every key it names.
        var objects = 0
        func walk(_ value: Any) {
            if let object = value as? [String: Any] {
                if let properties = object["properties"] as? [String: Any] {
                    objects += 1
                    #expect(object["additionalProperties"] as? Bool == true)
                    #expect(Set(object["required"] as? [String] ?? []) == Set(properties.keys))
                }
                object.values.forEach(walk)
            } else if let array = value as? [Any] {
                array.forEach(walk)
            }
        }
        walk(schema)
        #expect(objects == JSONSchemaWriter.Shape.allCases.count + 2, "the device, the display and each nested shape")
    }

    /// `["string", "null"]` for a nullable string, `"string"` otherwise; a shape is a `$ref`, in an `anyOf`
    /// with `null` when nullable.
    static func allowsNull(_ property: [String: Any]) -> Bool {
        if let types = property["type"] as? [String] { return types.contains("null") }
        if let choices = property["anyOf"] as? [[String: Any]] { return choices.contains { $0["type"] as? String == "null" } }
        return false
    }

    @Test func everyKeyHasItsFactsTypeNullabilityUnitAndMeaning() throws {
        let schema = try Self.parsed()
        let display = Self.object(Self.object(schema["$defs"])["display"])
        for (properties, specs) in [
            (Self.object(schema["properties"]), DeviceFact.allCases.map(\.spec)),
            (Self.object(display["properties"]), DisplayFact.allCases.map(\.spec))
        ] {
            #expect(Set(properties.keys) == Set(specs.filter(\.json).map(\.name)))
            for spec in specs where spec.json {
                let property = Self.object(properties[spec.name])
                #expect(Self.allowsNull(property) == spec.nullable, "\(spec.name)")
                let description = property["description"] as? String ?? ""
                #expect(description.hasPrefix(spec.summary), "\(spec.name)")
                if let unit = spec.unit { #expect(description.hasSuffix("Unit: \(unit)."), "\(spec.name)") }
            }
        }
        #expect(Self.object(Self.object(schema["properties"])["known"])["type"] as? String == "boolean")
        #expect(Self.object(Self.object(display["properties"])["panelPixels"])["anyOf"] != nil)
        #expect(Self.object(Self.object(schema["properties"])["displays"])["type"] as? [String] == ["array", "null"])
    }

    @Test func theGeneratorPrintsItAndReadsNoData() throws {
        let result = try GeneratorCommandTests.run(["--json-schema", "--data", "/nonexistent"])
        #expect(result.status == 0)
        #expect(result.stdout == JSONSchemaWriter.render())
        #expect(result.stderr.isEmpty)
        #expect(try GeneratorCommandTests.run(["--json-schema", "--frobnicate"]).status == 64)
        #expect(try GeneratorCommandTests.run(["--help"]).stdout.contains("--json-schema"))
    }
}
