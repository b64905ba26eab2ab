import DevInfoFormats
import DevInfoKit

/// `devinfo --web profiles|launch-screens|safe-areas [--family F] [--json]`: exports for web developers of
/// every iPhone, iPad and iPod touch screen (DevInfoKit's `WebExport`), or one family's. Devices left out
/// (points, scale, OS or safe area not confirmed) are counted on stderr; the export itself exits 0.
enum WebCommand {
    static func run(_ export: WebExport, _ options: Options, _ presenter: Presenter, stdout: inout Output, stderr: inout Output) -> ExitCode {
        if let family = options.family, !WebExport.families.contains(family) {
            stderr.line("devinfo: --web covers \(WebExport.families.map(\.description).joinedAsList); not \(family)")
            stderr.line(Help.usageHint)
            return .usage
        }
        let output = presenter.web(export, options.family.map { Device.all(in: $0) } ?? Device.all)
        stdout.write(output.text)
        for note in output.notes { stderr.line("devinfo: " + note) }
        return .success
    }
}
