import DevInfoKit

/// `devinfo [ID...]` and `devinfo --json [ID...]`; no identifier reports this machine.
enum ReportCommand {
    static func run(_ options: Options, stdout: inout Output, stderr: inout Output) -> ExitCode {
        if options.identifiers.isEmpty {
            let current = CurrentDevice.detect()
            guard let identifier = MachineCheck.identifier(of: current, stderr: &stderr) else {
                if options.json { stdout.line(JSONReport.renderUndetected(current)) }
                return .unknown
            }
            return report([identifier.rawValue], source: current.source, emulated: current.emulatedIdentifier,
                          options: options, asArray: false, stdout: &stdout, stderr: &stderr)
        }
        return report(options.identifiers, source: nil, emulated: nil, options: options,
                      asArray: options.identifiers.count > 1, stdout: &stdout, stderr: &stderr)
    }

    static func report(_ identifiers: [String], source: IdentifierSource?, emulated: DeviceIdentifier?, options: Options,
                       asArray: Bool, stdout: inout Output, stderr: inout Output) -> ExitCode {
        let json = options.json
        var status = ExitCode.success
        var writer = JSONWriter()
        if json && asArray { writer.beginArray() }
        var reported = false
        for raw in identifiers {
            let lookup = Device.lookup(raw)
            if json {
                JSONReport.write(lookup, source: source, osVersion: options.osVersion, to: &writer)
            } else if let device = lookup.device {
                if reported { stdout.line() }
                TextReport.write(device, source: source, emulated: emulated, osVersion: options.osVersion, to: &stdout)
                reported = true
            }
            if case .unknown(let unknown) = lookup {
                status = .unknown
                stderr.line(UnknownMessage.render(unknown))
            }
        }
        if json {
            if asArray { writer.endArray() }
            stdout.line(writer.text)
        }
        return status
    }
}

/// The one-line diagnostic for an identifier the table does not know, with suggestions.
enum UnknownMessage {
    static func render(_ unknown: UnknownDevice) -> String {
        let raw = unknown.identifier.rawValue
        var message = "devinfo: unknown identifier '\(sanitized(raw))'"
        switch unknown.reason {
        case .unlistedModel:
            message += " (\(unknown.family!) \(unknown.components!.major),\(unknown.components!.minor) is not in devinfo's table; it may be newer than this version)"
        default:
            message += " (\(unknown.reason))"
        }
        let suggestions = Device.suggestions(for: raw, limit: 3)
        if !suggestions.isEmpty {
            message += "; did you mean " + suggestions.map { "\($0)" }.joined(separator: ", ") + "?"
        }
        return message
    }
}

/// Turns this machine's detection into an identifier to look up, or says on stderr why there is none.
enum MachineCheck {
    static func identifier(of current: CurrentDevice, stderr: inout Output) -> DeviceIdentifier? {
        switch current.kind {
        case .identifier(let identifier):
            return identifier
        case .simulator(let architecture) where current.source == .simulatorEnvironment:
            stderr.line("devinfo: SIMULATOR_MODEL_IDENTIFIER is '\(sanitized(architecture))', an architecture, not a model identifier; pass an identifier")
        case .simulator(let architecture):
            stderr.line("devinfo: this is a Simulator on \(sanitized(architecture)) (\(current.source) reported '\(sanitized(current.value))') and SIMULATOR_MODEL_IDENTIFIER is not set; pass an identifier")
        case .notAppleDevice:
            stderr.line("devinfo: this machine is not an Apple device (\(current.source) reported '\(sanitized(current.value))'); pass an identifier, e.g. devinfo iPhone11,8")
        case .unavailable:
            stderr.line("devinfo: could not read this machine's identifier (\(current.source)); pass an identifier")
        }
        return nil
    }
}
