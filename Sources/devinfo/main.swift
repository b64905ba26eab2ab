// devinfo: parse the command line, call DevInfoKit, format. See `devinfo --help`.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

func main() -> Never {
    // A closed pipe becomes an ordinary write error (exit 74) instead of killing the process.
    signal(SIGPIPE, SIG_IGN)
    var stdout = Output.stdout()
    var stderr = Output.stderr()
    var status = CLI.run(Array(CommandLine.arguments.dropFirst()), stdout: &stdout, stderr: &stderr)
    stdout.flush()
    if stdout.failed {
        // A reader that went away (EPIPE: `devinfo --bulk | head`) needs no message; other failures do.
        if stdout.failure != EPIPE {
            stderr.line("devinfo: cannot write standard output: " + String(cString: strerror(stdout.failure)))
        }
        status = .ioError
    }
    stderr.flush()
    exit(status.rawValue)
}

main()
