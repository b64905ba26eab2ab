import Foundation
import TestSupport

/// One of the package's built executables, run with arguments and stdin (TestSupport's ``Run``: output in
/// files, killed after `timeout` seconds).
struct Executable {
    let url: URL

    init(_ name: String) { url = Package.product(name) }

    func run(_ arguments: [String], stdin: Data = Data(), environment: [String: String] = [:], timeout: Double = 20) throws -> ProcessResult {
        try Run.process(url, arguments, stdin: stdin, environment: environment, timeout: timeout)
    }
}
