// The JSON shape of a device: the one schema devinfo has, written by walking DeviceFacts (see FactJSON.swift).
// `devinfo --json` writes exactly this object; the DocC article "JSON schema" is generated from the same
// descriptions.

extension Device: Codable {
    /// Decodes a device from its identifier (`"iPhone11,8"`) or from the object ``encode(to:)`` writes
    /// (only its `identifier` is read). Throws `DecodingError.dataCorrupted` for an identifier the table
    /// does not list (decode ``DeviceLookup`` to accept any identifier).
    public init(from decoder: any Decoder) throws {
        let identifier: String
        if let single = try? decoder.singleValueContainer().decode(String.self) {
            identifier = single
        } else {
            identifier = try decoder.container(keyedBy: FactKey.self).decode(String.self, forKey: FactKey("identifier"))
        }
        guard let device = Device(identifier: identifier) else {
            throw DecodingError.dataCorrupted(.init(
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
    /// Decodes an unknown identifier from a string or from the object ``encode(to:)`` writes.
    public init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer().decode(String.self) {
            self.init(identifier: DeviceIdentifier(single))
        } else {
            let c = try decoder.container(keyedBy: FactKey.self)
            self.init(identifier: DeviceIdentifier(try c.decode(String.self, forKey: FactKey("identifier"))))
        }
    }

    /// Encodes the object `devinfo --json` prints for an identifier the table does not list: the same
    /// keys as a device, `known: false`, the parsed `family`, `major`, `minor`, the `unknownReason`, and
    /// `null` elsewhere.
    public func encode(to encoder: any Encoder) throws {
        try FactEncoding.encode(FactValue.device(.unknown(self), FactContext()), FactContext(), to: encoder)
    }
}

extension DeviceLookup: Codable {
    /// Decodes either object: `known: true` gives ``known(_:)`` (throwing when the table does not list
    /// the identifier), anything else ``unknown(_:)``.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: FactKey.self)
        if try c.decodeIfPresent(Bool.self, forKey: FactKey("known")) == true {
            self = .known(try Device(from: decoder))
        } else {
            self = .unknown(try UnknownDevice(from: decoder))
        }
    }

    /// Encodes the device's object or the unknown identifier's.
    public func encode(to encoder: any Encoder) throws {
        try FactEncoding.encode(FactValue.device(self, FactContext()), FactContext(), to: encoder)
    }
}
