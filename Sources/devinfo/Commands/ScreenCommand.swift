import DevInfoFormats
import DevInfoKit

/// `devinfo --screen WxH[@S]` / `--panel WxH`: every device and mode that produce a size.
enum ScreenCommand {
    static func run(_ query: DisplayQuery, _ presenter: Presenter, stdout: inout Output, stderr: inout Output) -> ExitCode {
        var result = Device.matching(query)
        // `--screen 393x852` is most often UIScreen.bounds (points) given without its scale: when no
        // display renders that many pixels but one has that many points, answer for the points and say so.
        if result.matches.isEmpty, case .renderPixels(let size) = query {
            let points = Device.matching(.points(PointSize(width: size.width, height: size.height), scale: nil))
            if !points.matches.isEmpty {
                stderr.line(
                    "devinfo: no known device renders \(size.width)x\(size.height) pixels; read as points (UIScreen.bounds), at any scale (add @SCALE, e.g. \(size.width)x\(size.height)@3, to say so)"
                )
                result = points
            }
        }
        stdout.write(presenter.matches(result))
        if result.matches.isEmpty {
            stderr.line("devinfo: no known device produces \(DisplayMatchesRendering.describe(query))")
            return .unknown
        }
        return .success
    }
}
