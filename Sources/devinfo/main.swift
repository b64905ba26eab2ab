// devinfo: parse the command line, call DevInfoKit, format. See `devinfo --help`.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

func main() -> Never {
    var stdout = Output.stdout()
    var stderr = Output.stderr()
    var status = CLI.run(Array(CommandLine.arguments.dropFirst()), stdout: &stdout, stderr: &stderr)
    stdout.flush()
    if stdout.failed && status != .ioError {
        stderr.line("devinfo: cannot write standard output")
        status = .ioError
    }
    stderr.flush()
    exit(status.rawValue)
}

main()
