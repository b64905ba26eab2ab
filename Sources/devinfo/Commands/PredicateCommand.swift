import DevInfoKit

/// `devinfo --has-notch [ID]` and friends: exit 0 yes, 1 no, 2 unknown (an identifier not in the table,
/// or a fact the table does not confirm); silent unless `--verbose`.
enum PredicateCommand {
    static func run(_ predicate: Predicate, options: Options, stdout: inout Output, stderr: inout Output) -> ExitCode {
        let identifier: DeviceIdentifier
        if let given = options.identifiers.first {
            identifier = DeviceIdentifier(given)
        } else {
            let current = CurrentDevice.detect()
            guard let detected = current.identifier else {
                if options.verbose { _ = MachineCheck.identifier(of: current, stderr: &stderr) }
                return .unknown
            }
            identifier = detected
        }
        guard let device = Device(identifier: identifier) else {
            if options.verbose { stderr.line(UnknownMessage.render(UnknownDevice(identifier: identifier))) }
            return .unknown
        }
        guard let yes = predicate.answer(device) else {
            if options.verbose {
                stderr.line("devinfo: whether \(device) has \(predicate.phrase) is not confirmed by devinfo's sources")
            }
            return .unknown
        }
        if options.verbose {
            stdout.line("\(device) \(yes ? "has" : "does not have") \(predicate.phrase)")
        }
        return yes ? .success : .no
    }
}
