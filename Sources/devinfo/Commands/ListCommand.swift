import DevInfoKit

/// `devinfo --list [--family F] [--json]`: every known device, one line each, or the whole table as JSON.
enum ListCommand {
    static func run(_ options: Options, stdout: inout Output) -> ExitCode {
        let devices = options.family.map { Device.all(in: $0) } ?? Device.all
        if options.json {
            var writer = JSONWriter()
            writer.beginArray()
            for device in devices {
                JSONReport.write(.known(device), identifier: device.identifier, source: nil, to: &writer)
            }
            writer.endArray()
            stdout.line(writer.text)
            return .success
        }
        let nameWidth = devices.map { $0.description.count }.max() ?? 0
        for device in devices {
            let screen = device.screen
            stdout.line(
                device.identifier.rawValue.padding(to: 12) + "  " + device.description.padding(to: nameWidth) + "  "
                    + TextReport.size(screen.points).padding(to: 9) + " @\(screen.scale)x  "
                    + TextReport.cutoutText(device.cutout))
        }
        return .success
    }
}
