// The JSON shape of a device: the one schema devinfo has, written by walking DeviceFact (see FactJSON.swift).
// `devinfo --json` writes exactly this object; the DocC article "JSON schema" is generated from the same
// descriptions.

extension Device: Codable {
    /// Decodes a device from its identifier (`"iPhone11,8"`) or from the object ``encode(to:)`` writes
    /// (only its `identifier` is read). Throws `DecodingError.dataCorrupted` for an identifier the table
    /// does not list (decode ``DeviceLookup`` to accept any identifier).
    public init(from decoder: any Decoder) throws {
        let identifier = try DeviceIdentifier(decodingIdentifierFrom: decoder).rawValue
        guard let device = Device(identifier: identifier) else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "'\(identifier)' is not in devinfo's table (\(UnknownDevice(identifier: DeviceIdentifier(identifier)).reason))"))
        }
        self = device
    }

    /// Encodes the object `devinfo --json` prints: every key present, `null` where a fact is unknown;
    /// `mainDisplay` is the main display, `displays` every built-in display (`[]` for none, `null` when
    /// not confirmed), `safeArea` the main display's newest confirmed insets. The keys are listed in the
    /// DocC article "JSON schema".
    public func encode(to encoder: any Encoder) throws {
        try FactEncoding.encode(FactValue.device(.known(self), FactContext()), FactContext(), to: encoder)
    }
}

extension UnknownDevice: Codable {
    /// Decodes an identifier from a string or from a device object (this version's or a newer one's): its
    /// `identifier`, and its `name` as ``reportedName`` when it is a string. Other keys are ignored.
    public init(from decoder: any Decoder) throws {
        let identifier = try DeviceIdentifier(decodingIdentifierFrom: decoder)
        var name: String?
        if let c = try? decoder.container(keyedBy: FactKey.self) {
            name = (try? c.decodeIfPresent(String.self, forKey: FactKey("name"))) ?? nil
        }
        let reason = UnknownReason(classifying: identifier, components: identifier.components)
        self.init(identifier: identifier, reason: reason, reportedName: name)
    }

    /// Encodes the object `devinfo --json` prints for an identifier the table does not list: the same
    /// keys as a device, `known: false`, the parsed `family`, `major`, `minor`, the `unknownReason`, and
    /// `null` elsewhere.
    public func encode(to encoder: any Encoder) throws {
        try FactEncoding.encode(FactValue.device(.unknown(self), FactContext()), FactContext(), to: encoder)
    }
}

extension DeviceLookup: Codable {
    /// Decodes what any devinfo wrote for an identifier (an object or a bare identifier string), a newer
    /// version's included: ``known(_:)`` when this table lists the identifier, else ``unknown(_:)`` with the
    /// payload's identifier and name. Only `identifier` (and `name`) are read; unknown keys and values are
    /// ignored. Throws only when there is no `identifier` string.
    public init(from decoder: any Decoder) throws {
        let identifier = try DeviceIdentifier(decodingIdentifierFrom: decoder)
        if let device = Device(identifier: identifier) {
            self = .known(device)
        } else {
            self = .unknown(try UnknownDevice(from: decoder))
        }
    }

    /// Encodes the device's object or the unknown identifier's.
    public func encode(to encoder: any Encoder) throws {
        try FactEncoding.encode(FactValue.device(self, FactContext()), FactContext(), to: encoder)
    }
}

extension DeviceIdentifier {
    /// The identifier of a device object (`identifier`) or a bare identifier string.
    init(decodingIdentifierFrom decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer().decode(String.self) {
            self.init(single)
        } else {
            self.init(try decoder.container(keyedBy: FactKey.self).decode(String.self, forKey: FactKey("identifier")))
        }
    }
}
