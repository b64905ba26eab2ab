/// What can be said of an identifier the table does not list: its family and numbers, if it has them.
public struct UnknownDevice: Hashable, Sendable, CustomStringConvertible {
    /// The identifier as given.
    public let identifier: DeviceIdentifier
    /// Its parsed parts, or `nil` when it does not have the `<Family><major>,<minor>` shape.
    public let components: IdentifierComponents?

    /// Why it is unknown.
    public let reason: UnknownReason

    /// The name another devinfo gave this identifier in the JSON it was decoded from (a newer version that
    /// knows the device), or `nil`. devinfo itself never names an unknown identifier.
    public let reportedName: String?

    /// Describes `identifier`, parsing it. (It need not be unknown: this only reads the identifier.)
    public init(identifier: DeviceIdentifier) {
        self.init(identifier: identifier, reason: UnknownReason(classifying: identifier, components: identifier.components))
    }

    /// Describes `identifier` with a reason decided elsewhere (a bulk line cut for length is malformed).
    package init(identifier: DeviceIdentifier, reason: UnknownReason, reportedName: String? = nil) {
        self.identifier = identifier
        self.components = identifier.components
        self.reason = reason
        self.reportedName = reportedName
    }

    /// What devinfo reports when detecting the machine it runs on yields no identifier: the value read as
    /// the identifier, and why it is none (``UnknownReason/simulator``, ``UnknownReason/notAppleDevice``,
    /// ``UnknownReason/unavailable``).
    package init(undetected current: CurrentDevice) {
        let reason: UnknownReason
        switch current.kind {
        case .simulator: reason = .simulator
        case .notAppleDevice: reason = .notAppleDevice
        case .unavailable, .identifier: reason = .unavailable
        }
        self.init(identifier: DeviceIdentifier(current.value), reason: reason)
    }

    /// The family its letters name (`iPhone` for `iPhone99,1`), or `nil`.
    public var family: DeviceFamily? { components?.family }

    /// `iPhone99,1 (unknown: not in devinfo's table)`.
    public var description: String { "\(identifier) (unknown: \(reason))" }

    /// What devinfo says of it, in the words `devinfo ID` writes on stderr after `unknown identifier 'ID': `
    /// and the catalogue website's search shows: `an iPhone identifier devinfo's table does not list; the
    /// device may be newer than this version of devinfo` (``UnknownReason/unlistedModel``), else the
    /// reason's phrase (`no Apple device family starts with these letters`).
    package var explanation: String { Self.explanation(reason, family: family) }

    /// The explanation for an identifier unknown for `reason` whose letters name `family`: one function,
    /// so that the command and the website (which writes it for every family into its search index) say
    /// the same.
    package static func explanation(_ reason: UnknownReason, family: DeviceFamily?) -> String {
        guard reason == .unlistedModel, let family else { return reason.description }
        let name = family.description
        let article = name.first.map { "aeiouAEIOU".contains($0) } == true ? "an" : "a"
        return "\(article) \(name) identifier devinfo's table does not list; the device may be newer than this version of devinfo"
    }
}
