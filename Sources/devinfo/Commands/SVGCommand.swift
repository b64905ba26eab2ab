import DevInfoKit

/// `devinfo --svg [ID] [--landscape] [--zoomed] [--os N]`: an SVG drawing of the device's displays to
/// scale, in points, on stdout (DevInfoKit's `Device.svg`). Exit 2, with the reason on stderr, for an
/// unknown identifier or a device devinfo cannot draw: no built-in display, display sizes not confirmed,
/// or `--zoomed` on a display without (confirmed) Display Zoom. No identifier draws this machine.
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
        if let reason = undrawable(device, zoomed: options.zoomed) {
            stderr.line("devinfo: cannot draw \(device): \(reason)")
            return .unknown
        }
        guard let svg = device.svg(orientation: options.landscape ? .landscape : nil,
                                   mode: options.zoomed ? .zoomed : .standard, osVersion: options.osVersion)
        else {
            stderr.line("devinfo: cannot draw \(device): its display sizes are not confirmed")
            return .unknown
        }
        stdout.line(svg)
        return .success
    }

    /// Why `Device.svg` would give `nil`, in words, or `nil` when it can draw.
    static func undrawable(_ device: Device, zoomed: Bool) -> String? {
        guard let hasDisplay = device.hasBuiltInDisplay else {
            return "its displays are not confirmed by devinfo's sources"
        }
        guard hasDisplay else { return "it has no built-in display" }
        for display in device.displays {
            let which = device.displays.count > 1 ? "its \(display.role) display's" : "its display's"
            guard display.standard != nil else { return "\(which) point size is not confirmed" }
            if zoomed {
                switch display.displayZoom {
                case .supported: break
                case .unsupported: return "--zoomed: \(which.dropLast(2)) has no Display Zoom"
                case .unknown: return "--zoomed: whether \(which.dropLast(2)) has Display Zoom (and its zoomed size) is not confirmed"
                }
            }
        }
        return nil
    }
}
