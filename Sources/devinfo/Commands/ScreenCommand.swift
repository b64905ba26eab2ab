import DevInfoKit

/// `devinfo --screen WxH[@S]` / `--panel WxH`: every device and mode that produce a size.
enum ScreenCommand {
    static func run(_ query: DisplayQuery, _ presenter: Presenter, stdout: inout Output, stderr: inout Output) -> ExitCode {
        let result = Device.matching(query)
        stdout.write(presenter.matches(result))
        if result.matches.isEmpty {
            stderr.line("devinfo: no known device produces \(DisplayMatchesRendering.describe(query))")
            return .unknown
        }
        return .success
    }
}
