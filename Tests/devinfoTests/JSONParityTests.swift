import DevInfoKit
import Foundation
import Testing

/// A JSON value compared by meaning: key order and the spelling of a number (`2` or `2.0`) do not matter.
indirect enum JSONValue: Equatable, CustomStringConvertible {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(_ any: Any) {
        switch any {
        case is NSNull: self = .null
        case let text as String: self = .string(text)
        case let array as [Any]: self = .array(array.map(JSONValue.init))
        case let object as [String: Any]: self = .object(object.mapValues(JSONValue.init))
        case let number as NSNumber:
            // JSONSerialization returns true/false as NSNumber too; its type code tells them apart.
            self = String(cString: number.objCType) == "c" ? .bool(number.boolValue) : .number(number.doubleValue)
        default: self = .string("unexpected \(type(of: any))")
        }
    }

    /// Parses JSON text.
    init(parsing data: Data) throws {
        self.init(try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]))
    }

    var description: String {
        switch self {
        case .null: "null"
        case .bool(let value): String(value)
        case .number(let value): String(value)
        case .string(let value): String(reflecting: value)
        case .array(let values): "[" + values.map(\.description).joined(separator: ", ") + "]"
        case .object(let object): "{" + object.keys.sorted().map { "\($0): \(object[$0]!)" }.joined(separator: ", ") + "}"
        }
    }

    subscript(key: String) -> JSONValue? {
        if case .object(let object) = self { return object[key] }
        return nil
    }
}

/// `devinfo --json` and DevInfoKit's `Codable` are one schema: the CLI's fast writer prints exactly the
/// object `JSONEncoder` makes, and that object decodes back to the device.
@Suite struct JSONParityTests {
    /// Identifiers the table does not list, one of each kind, and hostile text.
    static let unknownIdentifiers = [
        "iPhone99,1", "Watch99,9", "MacBookPro99,1", "AudioAccessory99,1",  // unlisted
        "iPhone011,8", "iPhone1 1,8", "", "iPhone", "iphone11,8",  // malformed
        "x86_64", "arm64", "i386",  // simulator
        "Zork1,1", "Toaster9,9",  // unrecognized family
        "\"quote\\back\u{1}\u{1F}\u{7F}\u{85}\u{9B}\u{2028}\u{2029}\u{200E}\u{202E}\u{2066}\u{2069}\u{61C}é😀",  // hostile
        "\u{202E}iPhone11,8", String(repeating: "A", count: 5_000)
    ]

    /// `JSONEncoder`'s object of every device, in table order, made once for the tests that compare with it.
    static let encodedDevices = Result { try Device.all.map { try JSONValue(parsing: JSONEncoder().encode($0)) } }

    @Test func everyDeviceAndUnknownPrintsTheEncodersObject() throws {
        let identifiers = Device.all.map(\.identifier.rawValue) + Self.unknownIdentifiers
        // One run for everything keeps this fast; several identifiers print an array.
        let result = try CLI.run(["--json", "--"] + identifiers)
        #expect(result.status == 2, "unknown identifiers exit 2")
        guard case .array(let printed) = try JSONValue(parsing: result.stdoutBytes) else {
            Issue.record("expected an array: \(result.stdout.prefix(200))")
            return
        }
        #expect(printed.count == identifiers.count)
        // A known lookup encodes as its device does (one FactValue writes both): the devices' objects are made
        // once (``encodedDevices``), and the lookups' own encoding is held to them at both ends of the table.
        let devices = try Self.encodedDevices.get()
        for device in [Device.all.first, Device.all.last].compactMap({ $0 }) {
            let lookup = try JSONValue(parsing: JSONEncoder().encode(Device.lookup(device.identifier.rawValue)))
            #expect(lookup == devices[device.tableIndex], "\(device.identifier)")
        }
        for (index, (identifier, object)) in zip(identifiers, printed).enumerated() {
            let encoded = try index < devices.count ? devices[index] : JSONValue(parsing: JSONEncoder().encode(Device.lookup(identifier)))
            #expect(object == encoded, "\(identifier.debugDescription)")
            #expect(object["identifier"] == .string(identifier), "the identifier round-trips unchanged")
        }
        #expect(printed.filter { $0["known"] == .bool(true) }.count == Device.all.count)
    }

    @Test func spacesAroundAnArgumentAreNotPartOfTheIdentifier() throws {
        // As pasted from a log: the command forgives what --bulk forgives; the library's lookup stays exact.
        let result = try CLI.run(["--json", " iPhone11,8\t"])
        #expect(result.status == 0)
        let object = try JSONValue(parsing: result.stdoutBytes)
        #expect(object["identifier"] == .string("iPhone11,8") && object["known"] == .bool(true))
        #expect(Device(identifier: " iPhone11,8") == nil)
    }

    @Test func aSingleIdentifierPrintsOneObject() throws {
        let result = try CLI.run(["--json", "Mac14,3"])
        #expect(result.status == 0)
        let expected = try JSONValue(parsing: JSONEncoder().encode(try #require(Device(identifier: "Mac14,3"))))
        #expect(try JSONValue(parsing: result.stdoutBytes) == expected)
        #expect(expected["hasBuiltInDisplay"] == .bool(false))
        #expect(expected["displays"] == .array([]))
        #expect(expected["hasNotch"] == .bool(false))
    }

    @Test func theListAndJSONLinesPrintTheSameObjects() throws {
        let encoded = try Self.encodedDevices.get()
        let list = try CLI.run(["--list", "--json"]).stdout
        #expect(try JSONValue(parsing: Data(list.utf8)) == .array(encoded))
        // The lines are the list's objects, byte for byte, one a line.
        let lines = try CLI.run(["--list", "--json-lines"]).stdout.split(separator: "\n")
        #expect(lines.count == encoded.count)
        let sameObjects = "[" + lines.joined(separator: ",") + "]\n" == list
        #expect(sameObjects, "--list --json-lines prints other objects than --list --json")
        let macs = try CLI.run(["--list", "--family", "Mac", "--json"]).stdout
        let sameMacs = macs == "[" + zip(Device.all, lines).filter { $0.0.family == .mac }.map(\.1).joined(separator: ",") + "]\n"
        #expect(sameMacs, "--family Mac does not print the list's Mac objects")
    }

    @Test func whatTheCLIPrintsDecodesBackToTheDevice() throws {
        let identifiers = ["iPhone11,8", "MacBookPro18,3", "Mac14,3", "iPhone19,4", "Watch7,9", "RealityDevice14,1"]
        let result = try CLI.run(["--json"] + identifiers)
        #expect(result.status == 0)
        let devices = try JSONDecoder().decode([Device].self, from: result.stdoutBytes)
        #expect(devices.map(\.identifier.rawValue) == identifiers)
        let lookups = try JSONDecoder().decode([DeviceLookup].self, from: result.stdoutBytes)
        #expect(lookups.map(\.device) == devices)
        // A bare identifier string decodes too.
        #expect(try JSONDecoder().decode(Device.self, from: Data(#""Watch7,9""#.utf8)).name == "Apple Watch Series 10 (46mm)")
    }

    @Test func anIdentifierTheTableLacksThrowsAsADeviceAndDecodesAsUnknown() throws {
        let result = try CLI.run(["--json", "iPhone99,1"])
        #expect(result.status == 2)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Device.self, from: result.stdoutBytes) }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Device.self, from: Data(#""iPhone99,1""#.utf8)) }
        let lookup = try JSONDecoder().decode(DeviceLookup.self, from: result.stdoutBytes)
        #expect(lookup == Device.lookup("iPhone99,1"))
        #expect(lookup.device == nil)
    }

    @Test(arguments: ["\u{202E}", "\u{2066}", "\u{2069}", "\u{200F}", "\u{2028}", "\u{9B}", "\u{1B}"])
    func invisibleAndControlCharactersAreEscapedNeverRaw(character: String) throws {
        let identifier = character + "iPhone11,8"
        let result = try CLI.run(["--json", identifier])
        #expect(result.status == 2)
        let scalar = character.unicodeScalars.first!.value
        let escape = "\\u" + String(repeating: "0", count: 4 - String(scalar, radix: 16).count) + String(scalar, radix: 16)
        #expect(result.stdout.hasPrefix("{\"identifier\":\"\(escape)iPhone11,8\","), "\(result.stdout.prefix(60))")
        #expect(!result.stdout.unicodeScalars.contains { $0.value == scalar })
        #expect(try JSONValue(parsing: result.stdoutBytes)["identifier"] == .string(identifier))
        #expect(try JSONValue(parsing: result.stdoutBytes)["unknownReason"] == .string("malformed"))
        #expect(!result.stderr.unicodeScalars.contains { $0.value == scalar }, "the message escapes it as well")
    }
}
