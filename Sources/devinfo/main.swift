// devinfo: parse the command line, call DevInfoKit, format. See `devinfo --help`.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

func main() -> Never {
    StandardDescriptors.hold()
    // A closed pipe becomes an ordinary write error (exit 74) instead of killing the process.
    signal(SIGPIPE, SIG_IGN)
    var stdout = Output.stdout()
    var stderr = Output.stderr()
    exit(CLI.run(arguments(), stdout: &stdout, stderr: &stderr).rawValue)
}

/// The arguments after the command's name, read from argv: `CommandLine.arguments` would first build all
/// of them, the command's name included, into a lazily initialised global of its own.
func arguments() -> [String] {
    let count = Int(CommandLine.argc)
    guard count > 1 else { return [] }
    var arguments: [String] = []
    arguments.reserveCapacity(count - 1)
    for index in 1..<count {
        arguments.append(CommandLine.unsafeArgv[index].map { String(cString: $0) } ?? "")
    }
    return arguments
}

main()
