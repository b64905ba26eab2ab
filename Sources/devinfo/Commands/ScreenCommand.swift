import DevInfoKit

/// `devinfo --screen WxH[@S]` / `--panel WxH`: every device and mode that produce a size.
enum ScreenCommand {
    static func run(_ query: ScreenQuery, json: Bool, stdout: inout Output, stderr: inout Output) -> ExitCode {
        let result = Device.matching(query)
        if json {
            stdout.line(renderJSON(result))
        } else {
            stdout.write(renderText(result))
        }
        if result.matches.isEmpty {
            stderr.line("devinfo: no known device produces \(describe(query))")
            return .unknown
        }
        return .success
    }

    static func describe(_ query: ScreenQuery) -> String {
        switch query {
        case .renderPixels(let size): "\(TextReport.size(size)) render pixels (currentMode)"
        case .panelPixels(let size): "\(TextReport.size(size)) panel pixels (nativeBounds)"
        case .points(let size, let scale): "\(TextReport.size(size)) points" + (scale.map { " @\($0)x" } ?? "")
        }
    }

    static func renderText(_ result: ScreenMatches) -> String {
        var out = ""
        guard !result.matches.isEmpty else { return out }
        out += "\(describe(result.query)):\n"
        for match in result.matches {
            let mode = match.mode?.rawValue ?? "any mode"
            let role = match.display.role == .main ? "" : " (\(match.display.role))"
            out += "  " + mode.padding(to: 8) + "  " + (match.display.id + role).padding(to: 18) + "  " + deviceNames(match.devices) + "\n"
        }
        if result.isAmbiguous {
            out += "ambiguous: \(result.matches.count) screen classes or modes produce this size\n"
        }
        return out
    }

    /// `iPhone X (iPhone10,3, iPhone10,6), iPhone XS (iPhone11,2)`: devices grouped by name.
    static func deviceNames(_ devices: [Device]) -> String {
        var groups: [(name: String, identifiers: [String])] = []
        for device in devices {
            if let last = groups.indices.last, groups[last].name == device.name {
                groups[last].identifiers.append(device.identifier.rawValue)
            } else {
                groups.append((device.name, [device.identifier.rawValue]))
            }
        }
        return groups.map { "\($0.name) (\($0.identifiers.joined(separator: ", ")))" }.joined(separator: ", ")
    }

    static func renderJSON(_ result: ScreenMatches) -> String {
        var json = JSONWriter()
        json.beginObject()
        json.key("query")
        json.beginObject()
        switch result.query {
        case .renderPixels(let size):
            json.field("kind", "renderPixels"); json.field("width", size.width); json.field("height", size.height)
            json.field("scale", nil as Int?)
        case .panelPixels(let size):
            json.field("kind", "panelPixels"); json.field("width", size.width); json.field("height", size.height)
            json.field("scale", nil as Int?)
        case .points(let size, let scale):
            json.field("kind", "points"); json.field("width", size.width); json.field("height", size.height)
            json.field("scale", scale)
        }
        json.endObject()
        json.field("ambiguous", result.isAmbiguous)
        json.key("matches")
        json.beginArray()
        for match in result.matches {
            json.beginObject()
            json.field("screen", match.display.id)
            json.field("role", match.display.role.rawValue)
            json.field("mode", match.mode?.rawValue)
            json.field("cutout", match.display.cutout?.rawValue)
            json.key("devices")
            json.beginArray()
            for device in match.devices {
                json.beginObject()
                json.field("identifier", device.identifier.rawValue)
                json.field("name", device.name)
                json.field("variant", device.variant)
                json.endObject()
            }
            json.endArray()
            json.endObject()
        }
        json.endArray()
        json.endObject()
        return json.text
    }
}
