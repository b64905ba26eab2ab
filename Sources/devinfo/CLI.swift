import DevInfoKit

/// The whole command: arguments in, text out, exit code back. `main.swift` wires it to the process.
enum CLI {
    static func run(_ arguments: [String], stdout: inout Output, stderr: inout Output) -> ExitCode {
        let options: Options
        do {
            options = try Options.parse(arguments)
        } catch {
            stderr.line("devinfo: \(error.message)")
            stderr.line(Help.usage)
            stderr.line("Run 'devinfo --help' for more.")
            return .usage
        }
        switch options.mode {
        case .help:
            stdout.line(Help.text)
            return .success
        case .version:
            stdout.line("devinfo \(Help.version)")
            return .success
        case .report:
            return ReportCommand.run(options, stdout: &stdout, stderr: &stderr)
        case .list:
            return ListCommand.run(options, stdout: &stdout)
        case .screen(let query):
            return ScreenCommand.run(query, json: options.json, stdout: &stdout, stderr: &stderr)
        case .predicate(let predicate):
            return PredicateCommand.run(predicate, options: options, stdout: &stdout, stderr: &stderr)
        case .bulk:
            return BulkCommand.run(format: options.format, osVersion: options.osVersion, stdout: &stdout, stderr: &stderr)
        case .svg:
            return SVGCommand.run(options, stdout: &stdout, stderr: &stderr)
        }
    }
}
