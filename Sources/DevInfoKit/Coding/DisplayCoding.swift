extension Display: Codable {
    /// Decodes a display from the object ``encode(to:)`` writes (its `id` and `role` are read). Throws
    /// `DecodingError.dataCorrupted` for a display class the table does not list.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: FactKey.self)
        let id = try c.decode(String.self, forKey: FactKey("id"))
        let role = try c.decodeIfPresent(DisplayRole.self, forKey: FactKey("role")) ?? .main
        guard let display = Display(id: id, role: role) else {
            throw DecodingError.dataCorruptedError(forKey: FactKey("id"), in: c, debugDescription: "no display class '\(id)' in devinfo's table")
        }
        self = display
    }

    /// Encodes the display object of `devinfo --json` (`mainDisplay` and each of `displays`): sizes in the
    /// natural orientation (`orientation` says which), `null` where a fact is unknown, `safeArea` the
    /// newest confirmed insets. The keys are listed in the DocC article "JSON schema".
    public func encode(to encoder: any Encoder) throws {
        try FactEncoding.encode(FactValue.display(self).json(FactContext()), FactContext(), to: encoder)
    }
}
