import DevInfoFormats
import DevInfoKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The whole command: arguments in, text out, exit code back. `main.swift` wires it to the process (the
/// standard descriptors, SIGPIPE, `exit`); the tests call it with files in place of stdout and stderr. The
/// library decides and renders (DevInfoKit's `Presenter`); the CLI parses, calls, prints.
enum CLI {
    /// Runs the command and writes out what it buffered: a failed write to stdout becomes exit 74
    /// (``ExitCode/ioError``), with a message unless the reader went away (EPIPE: `devinfo --bulk | head`).
    static func run(_ arguments: [String], stdout: inout Output, stderr: inout Output) -> ExitCode {
        var status = answer(arguments, stdout: &stdout, stderr: &stderr)
        stdout.flush()
        if stdout.failed {
            if stdout.failure != EPIPE {
                stderr.line("devinfo: cannot write standard output: " + String(cString: strerror(stdout.failure)))
            }
            status = .ioError
        }
        stderr.flush()
        return status
    }

    /// Parses the arguments and runs the mode they ask for, buffering its output.
    private static func answer(_ arguments: [String], stdout: inout Output, stderr: inout Output) -> ExitCode {
        let options: Options
        do {
            options = try Options.parse(arguments)
        } catch {
            stderr.line("devinfo: \(error.message)")
            stderr.line(Help.usageHint)
            return .usage
        }
        let presenter = Presenter(format: options.format, context: FactContext(osVersion: options.osVersion, osName: options.osName))
        // `--os 17.4`: say which release the OS-dependent facts are for (whatever the mode).
        if let version = options.osVersion, let note = OSMessage.usedRelease(version) { stderr.line(note) }
        switch options.mode {
        case .help:
            stdout.line(options.identifiers.first.map(Help.page) ?? Help.text)
            return .success
        case .version:
            stdout.line("devinfo \(Help.version)")
            return .success
        case .completion(let shell):
            stdout.write(Completion.script(shell))
            return .success
        case .report where options.sources:
            return SourcesCommand.report(options, stdout: &stdout, stderr: &stderr)
        case .list where options.sources:
            return SourcesCommand.list(options, stdout: &stdout)
        case .report:
            return ReportCommand.run(options, presenter, stdout: &stdout, stderr: &stderr)
        case .list:
            return ListCommand.run(options, presenter, stdout: &stdout, stderr: &stderr)
        case .screen(let query):
            return ScreenCommand.run(query, presenter, stdout: &stdout, stderr: &stderr)
        case .predicate(let predicate):
            return PredicateCommand.run(predicate, options: options, stdout: &stdout, stderr: &stderr)
        case .bulk:
            return BulkCommand.run(presenter, stdout: &stdout, stderr: &stderr)
        case .svg:
            return SVGCommand.run(options, stdout: &stdout, stderr: &stderr)
        case .web(let export):
            return WebCommand.run(export, options, presenter, stdout: &stdout, stderr: &stderr)
        }
    }
}
