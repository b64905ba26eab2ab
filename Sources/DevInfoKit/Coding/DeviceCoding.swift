// The JSON shape of a device: the one schema devinfo has. `devinfo --json` writes exactly this object
// (a test holds the CLI's fast writer to it); the DocC article "JSON schema" documents it.

/// The keys of a device object, in the order `devinfo --json` writes them.
enum DeviceKeys: String, CodingKey {
    case identifier, known, name, variant, family, major, minor, releaseYear, unknownReason, detectedFrom
    case cutout, homeControl, hasNotch, hasDynamicIsland, hasSensorHousing, hasHomeIndicator, hasHomeButton
    case hasBuiltInDisplay, screen, displays, safeArea
}

extension Device: Codable {
    /// Decodes a device from its identifier (`"iPhone11,8"`) or from the object ``encode(to:)`` writes
    /// (only its `identifier` is read). Throws `DecodingError.dataCorrupted` for an identifier the table
    /// does not list.
    public init(from decoder: any Decoder) throws {
        let identifier: String
        if let single = try? decoder.singleValueContainer().decode(String.self) {
            identifier = single
        } else {
            identifier = try decoder.container(keyedBy: DeviceKeys.self).decode(String.self, forKey: .identifier)
        }
        guard let device = Device(identifier: identifier) else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath,
                debugDescription: "'\(identifier)' is not in devinfo's table (\(UnknownDevice(identifier: DeviceIdentifier(identifier)).reason))"))
        }
        self = device
    }

    /// Encodes the object `devinfo --json` prints: every key present, `null` where a fact is unknown;
    /// `screen` is the main display, `displays` every built-in display (`[]` for none, `null` when not
    /// confirmed), `safeArea` the main display's newest confirmed insets.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: DeviceKeys.self)
        try c.encode(identifier.rawValue, forKey: .identifier)
        try c.encode(true, forKey: .known)
        try c.encode(name, forKey: .name)
        try c.encode(variant, forKey: .variant)
        try c.encode(family.rawValue, forKey: .family)
        try c.encode(major, forKey: .major)
        try c.encode(minor, forKey: .minor)
        try c.encode(releaseYear, forKey: .releaseYear)
        try c.encodeNil(forKey: .unknownReason)
        try c.encodeNil(forKey: .detectedFrom)
        try c.encode(cutout?.rawValue, forKey: .cutout)
        try c.encode(homeControl?.rawValue, forKey: .homeControl)
        try c.encode(hasNotch, forKey: .hasNotch)
        try c.encode(hasDynamicIsland, forKey: .hasDynamicIsland)
        try c.encode(hasSensorHousing, forKey: .hasSensorHousing)
        try c.encode(hasHomeIndicator, forKey: .hasHomeIndicator)
        try c.encode(hasHomeButton, forKey: .hasHomeButton)
        try c.encode(hasBuiltInDisplay, forKey: .hasBuiltInDisplay)
        try c.encode(screen, forKey: .screen)
        try c.encode(hasBuiltInDisplay == nil ? nil : displays, forKey: .displays)
        try c.encode(screen?.safeArea, forKey: .safeArea)
    }
}

extension UnknownDevice: Codable {
    /// Decodes an unknown identifier from a string or from the object ``encode(to:)`` writes.
    public init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer().decode(String.self) {
            self.init(identifier: DeviceIdentifier(single))
        } else {
            let c = try decoder.container(keyedBy: DeviceKeys.self)
            self.init(identifier: DeviceIdentifier(try c.decode(String.self, forKey: .identifier)))
        }
    }

    /// Encodes the object `devinfo --json` prints for an identifier the table does not list: the same
    /// keys as a device, `known: false`, the parsed `family`, `major`, `minor`, the `unknownReason`, and
    /// `null` elsewhere.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: DeviceKeys.self)
        try c.encode(identifier.rawValue, forKey: .identifier)
        try c.encode(false, forKey: .known)
        try c.encodeNil(forKey: .name)
        try c.encodeNil(forKey: .variant)
        try c.encode(family?.rawValue, forKey: .family)
        try c.encode(components?.major, forKey: .major)
        try c.encode(components?.minor, forKey: .minor)
        try c.encodeNil(forKey: .releaseYear)
        try c.encode(reason.rawValue, forKey: .unknownReason)
        try c.encodeNil(forKey: .detectedFrom)
        for key in [DeviceKeys.cutout, .homeControl, .hasNotch, .hasDynamicIsland, .hasSensorHousing, .hasHomeIndicator,
                    .hasHomeButton, .hasBuiltInDisplay, .screen, .displays, .safeArea] {
            try c.encodeNil(forKey: key)
        }
    }
}

extension DeviceLookup: Codable {
    /// Decodes either object: `known: true` gives ``known(_:)`` (throwing when the table does not list
    /// the identifier), anything else ``unknown(_:)``.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: DeviceKeys.self)
        if try c.decodeIfPresent(Bool.self, forKey: .known) == true {
            self = .known(try Device(from: decoder))
        } else {
            self = .unknown(try UnknownDevice(from: decoder))
        }
    }

    /// Encodes the device's object or the unknown identifier's.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .known(let device): try device.encode(to: encoder)
        case .unknown(let unknown): try unknown.encode(to: encoder)
        }
    }
}
