import DevInfoFormats
import DevInfoKit

/// `devinfo --svg [ID] [--landscape] [--zoomed] [--os N]`: an SVG drawing of the device's displays to
/// scale, in points, on stdout (DevInfoKit's `Device.svg`). Exit 2, with the library's reason on stderr,
/// for an unknown identifier or a device it cannot draw. No identifier draws this machine.
enum SVGCommand {
    static func run(_ options: Options, stdout: inout Output, stderr: inout Output) -> ExitCode {
        let identifier: DeviceIdentifier
        if let given = options.identifiers.first {
            identifier = DeviceIdentifier(given)
        } else {
            guard let detected = MachineCheck.identifier(of: CurrentDevice.detect(), stderr: &stderr) else {
                return .unknown
            }
            identifier = detected
        }
        let device: Device
        switch Device.lookup(identifier) {
        case .known(let known): device = known
        case .unknown(let unknown):
            stderr.line(UnknownMessage.render(unknown))
            return .unknown
        }
        do {
            stdout.line(
                try device.svg(
                    orientation: options.landscape ? .landscape : nil,
                    mode: options.zoomed ? .zoomed : .standard, osVersion: options.osVersion?.major))
            return .success
        } catch {
            stderr.line("devinfo: cannot draw \(device): \(error)")
            return .unknown
        }
    }
}
