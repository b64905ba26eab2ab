/// The keys of a display object, in the order `devinfo --json` writes them.
enum DisplayKeys: String, CodingKey {
    case role, id, orientation, diagonalInches, ppi, pixels, points, scale, nativeScale, renderPixels
    case roundedCorners, cornerRadius, cutout, cutoutFrame, homeControl, caseMillimeters, displayZoom, zoomed, safeArea
}

/// The keys of a zoomed-mode object.
enum ZoomedKeys: String, CodingKey {
    case points, nativeScale, renderPixels
}

extension Display: Codable {
    /// Decodes a display from the object ``encode(to:)`` writes (its `id` and `role` are read). Throws
    /// `DecodingError.dataCorrupted` for a display class the table does not list.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: DisplayKeys.self)
        let id = try c.decode(String.self, forKey: .id)
        let role = try c.decodeIfPresent(DisplayRole.self, forKey: .role) ?? .main
        guard let index = DeviceTable.screens.firstIndex(where: { $0.id.description == id }) else {
            throw DecodingError.dataCorruptedError(forKey: .id, in: c, debugDescription: "no display class '\(id)' in devinfo's table")
        }
        self.init(screenIndex: UInt8(index), role: role)
    }

    /// Encodes the display object of `devinfo --json` (`screen` and each of `displays`): sizes in the
    /// natural orientation (`orientation` says which), `null` where a fact is unknown, `safeArea` the
    /// newest confirmed insets.
    public func encode(to encoder: any Encoder) throws {
        try encode(to: encoder, safeArea: safeArea)
    }

    /// The same object with `safeArea` chosen by the caller (the CLI's `--os`).
    func encode(to encoder: any Encoder, safeArea: SafeArea?) throws {
        var c = encoder.container(keyedBy: DisplayKeys.self)
        try c.encode(role, forKey: .role)
        try c.encode(id, forKey: .id)
        try c.encode(isLandscapeNative ? "landscape" : "portrait", forKey: .orientation)
        try c.encode(diagonalInches, forKey: .diagonalInches)
        try c.encode(pixelsPerInch, forKey: .ppi)
        try c.encode(panelPixels, forKey: .pixels)
        try c.encode(points, forKey: .points)
        try c.encode(scale, forKey: .scale)
        try c.encode(nativeScale, forKey: .nativeScale)
        try c.encode(renderPixels, forKey: .renderPixels)
        try c.encode(hasRoundedCorners, forKey: .roundedCorners)
        try c.encode(cornerRadius, forKey: .cornerRadius)
        try c.encode(cutout, forKey: .cutout)
        try c.encode(cutoutFrame, forKey: .cutoutFrame)
        try c.encode(homeControl, forKey: .homeControl)
        try c.encode(caseMillimeters, forKey: .caseMillimeters)
        try c.encode(displayZoom.status, forKey: .displayZoom)
        if let zoomed {
            var z = c.nestedContainer(keyedBy: ZoomedKeys.self, forKey: .zoomed)
            try z.encode(zoomed.points, forKey: .points)
            try z.encode(zoomed.nativeScale, forKey: .nativeScale)
            try z.encode(zoomed.renderPixels, forKey: .renderPixels)
        } else {
            try c.encodeNil(forKey: .zoomed)
        }
        try c.encode(safeArea, forKey: .safeArea)
    }
}
