import DevInfoCitations
import DevInfoFormats
import DevInfoKit

/// `devinfo --list [--family F] [--os V]`: every known device, or a family's, or those that run an OS
/// version (`--os 26`: every device whose family's OS 26 it runs), in any format. Devices whose OS range is
/// not confirmed are left out of an `--os` list, and stderr says how many (`--verbose`: and which).
enum ListCommand {
    static func run(_ options: Options, _ presenter: Presenter, stdout: inout Output, stderr: inout Output) -> ExitCode {
        let devices = options.family.map { Device.all(in: $0) } ?? Device.all
        guard options.osVersion != nil else {
            stdout.write(render(devices, presenter, sql: options.sql))
            return .success
        }
        var running: [Device] = []
        var unconfirmed: [Device] = []
        for device in devices {
            switch presenter.context.runsVersionAsked(device) {
            case true?: running.append(device)
            case nil: unconfirmed.append(device)
            case false?: break
            }
        }
        stdout.write(render(running, presenter, sql: options.sql))
        if !unconfirmed.isEmpty {
            let named = options.verbose ? " (" + unconfirmed.map(\.identifier.rawValue).joined(separator: ", ") + ")" : ""
            stderr.line("devinfo: \(unconfirmed.count) device\(unconfirmed.count == 1 ? "" : "s") left out: OS range not confirmed" + named)
        }
        return .success
    }

    /// The list for people in columns (``DeviceListText``), the library's rendering in a machine format, or
    /// with `sql` the library's SQL script (`SQLWriter`).
    static func render<Devices: Collection<Device>>(_ devices: Devices, _ presenter: Presenter, sql: Bool = false) -> String {
        if sql {
            // The citations' tables (DevInfoCitations) go inside the library's one transaction, before its COMMIT.
            return Citations.sqlScript(SQLWriter.script(devices), identifiers: devices.map(\.identifier.rawValue))
        }
        return presenter.format == .text ? DeviceListText.render(devices) : presenter.list(devices)
    }
}
