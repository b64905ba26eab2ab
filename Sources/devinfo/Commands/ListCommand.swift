import DevInfoKit

/// `devinfo --list [--family F] [--json | --json-lines | --csv]`: every known device, one line each, or
/// the whole table as JSON, JSON Lines or CSV.
enum ListCommand {
    static func run(_ options: Options, stdout: inout Output) -> ExitCode {
        let devices = options.family.map { Device.all(in: $0) } ?? Device.all
        switch options.format {
        case .json:
            var writer = JSONWriter()
            writer.beginArray()
            for device in devices { JSONReport.write(.known(device), source: nil, osVersion: options.osVersion, to: &writer) }
            writer.endArray()
            stdout.line(writer.text)
        case .jsonLines:
            for device in devices { stdout.line(JSONReport.render(.known(device), osVersion: options.osVersion)) }
        case .csv:
            stdout.write(CSV.line(CSV.listColumns))
            for device in devices { stdout.write(CSV.line([device.identifier.rawValue] + CSV.cells(device))) }
        case .text:
            let nameWidth = devices.map { $0.fullName.count }.max() ?? 0
            let idWidth = devices.map { $0.identifier.rawValue.count }.max() ?? 0
            for device in devices {
                var line = device.identifier.rawValue.padding(to: idWidth) + "  " + device.fullName.padding(to: nameWidth) + "  "
                switch (device.hasBuiltInDisplay, device.screen) {
                case (nil, _): line += "display not confirmed"
                case (false?, _): line += "no display"
                case (_, let screen?):
                    let points = screen.points.map { TextReport.size($0) } ?? "?"
                    line += points.padding(to: 9) + " @\(screen.scale.map(String.init) ?? "?")x  " + (device.cutout?.description ?? "cutout unknown")
                    if device.displays.count > 1 { line += "  (+\(device.displays.count - 1) more display)" }
                default: break
                }
                stdout.line(line)
            }
        }
        return .success
    }
}
