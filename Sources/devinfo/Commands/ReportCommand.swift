import DevInfoFormats
import DevInfoKit

/// `devinfo [ID...]` in any format; no identifier reports this machine.
enum ReportCommand {
    static func run(_ options: Options, _ presenter: Presenter, stdout: inout Output, stderr: inout Output) -> ExitCode {
        var presenter = presenter
        if options.identifiers.isEmpty {
            let current = CurrentDevice.detect()
            presenter.context.detectedFrom = current.source
            guard let identifier = MachineCheck.identifier(of: current, stderr: &stderr) else {
                // The machine-readable formats still answer, with what was read and why it is no identifier.
                if presenter.format != .text {
                    stdout.write(presenter.report([.unknown(UnknownDevice(undetected: current))], asArray: false))
                }
                return .unknown
            }
            return report(
                [identifier.rawValue], presenter, asArray: false, emulated: current.emulatedIdentifier,
                stdout: &stdout, stderr: &stderr)
        }
        return report(
            options.identifiers, presenter, asArray: options.identifiers.count > 1, emulated: nil,
            stdout: &stdout, stderr: &stderr)
    }

    /// Each identifier's part of the report, streamed (no array of lookups: a one-shot run stays lean).
    static func report(
        _ identifiers: [String], _ presenter: Presenter, asArray: Bool, emulated: DeviceIdentifier?,
        stdout: inout Output, stderr: inout Output
    ) -> ExitCode {
        var status = ExitCode.success
        var textSoFar = false
        for index in identifiers.indices {
            let lookup = Device.lookup(identifiers[index])
            let wrote = presenter.report(
                lookup, at: index, of: identifiers.count, asArray: asArray, emulated: emulated,
                textSoFar: textSoFar, to: &stdout)
            textSoFar = textSoFar || wrote
            switch lookup {
            case .unknown(let unknown):
                status = .unknown
                stderr.line(UnknownMessage.render(unknown))
            case .known(let device):
                if presenter.context.runsVersionAsked(device) == false {
                    // The OS-dependent facts are null (JSON) or "none … the device does not run it" (text).
                    status = .unknown
                    stderr.line(OSMessage.notRun(device, presenter.context))
                }
            }
        }
        return status
    }
}

/// What `--os` used, and why a device's OS-dependent facts are empty for it.
enum OSMessage {
    /// `devinfo: iPhone7,2 (iPhone 6) runs iOS 8.0 – 12, not iOS 26`.
    static func notRun(_ device: Device, _ context: FactContext) -> String {
        let asked = context.versionAsked(for: device.family) ?? "that version"
        return "devinfo: \(device) runs \(device.osRangeText ?? "an OS range devinfo does not know"), not \(asked)"
    }

    /// A note when `--os` gave more than a release (`17.4`): the OS-dependent facts are per release.
    static func usedRelease(_ version: OSVersion) -> String? {
        guard version.patch != 0 || (version.minor != 0 && version.major != 10) else { return nil }
        let release = version.major == 10 ? "\(version.major).\(version.minor)" : String(version.major)
        return "devinfo: --os \(version): safe areas and status bars are recorded per major release; using \(release)"
    }
}

/// The one-line diagnostic for an identifier the table does not know: the library's explanation
/// (``UnknownDevice/explanation``), with suggestions.
enum UnknownMessage {
    static func render(_ unknown: UnknownDevice) -> String {
        let raw = unknown.identifier.rawValue
        // The explanation is the library's, which the website's search shows too.
        var message = "devinfo: unknown identifier '\(sanitized(raw))': " + unknown.explanation
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
            stderr.line(
                "devinfo: this is a Simulator on \(sanitized(architecture)) (\(current.source) reported '\(sanitized(current.value))') and SIMULATOR_MODEL_IDENTIFIER is not set; pass an identifier"
            )
        case .notAppleDevice:
            stderr.line(
                "devinfo: this machine is not an Apple device (\(current.source) reported '\(sanitized(current.value))'); pass an identifier, e.g. devinfo iPhone11,8"
            )
        case .unavailable:
            stderr.line("devinfo: could not read this machine's identifier (\(current.source)); pass an identifier")
        }
        return nil
    }
}
