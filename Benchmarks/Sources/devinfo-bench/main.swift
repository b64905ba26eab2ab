// devinfo-bench: library micro-benchmarks (ns per operation, allocations per operation) for devinfo's
// lookup against the two baselines, plus reverse screen lookup and the display-mode decision.
//
//   devinfo-bench                 the table of results (Markdown)
//   devinfo-bench --first-lookup  one lookup in this fresh process: its ns and minor page faults (run it many times)
//
// Each figure is the median of 9 timed passes over a fixed, seeded random list of queries, after one
// warm-up pass (which also builds the dictionary baseline). Allocations are counted by interposing malloc.
import Baselines
import CountingAllocator
import DevInfoKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@inline(__always) func nanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// Keeps results alive so the optimizer cannot delete the work.
@inline(never) func blackHole(_ value: Int) {
    if value == 0x5eed_f00d { print("") }
}

/// Minor page faults of this process so far.
func minorFaults() -> Int {
    var usage = rusage()
    #if canImport(Glibc)
        getrusage(RUSAGE_SELF.rawValue, &usage)
    #else
        getrusage(RUSAGE_SELF, &usage)
    #endif
    return usage.ru_minflt
}

if CommandLine.arguments.dropFirst().first == "--first-lookup" {
    let faults = minorFaults()
    let start = nanoseconds()
    let device = Device(identifier: "iPhone11,8")
    let end = nanoseconds()
    let faulted = minorFaults() - faults
    blackHole(device == nil ? -1 : 1)
    print(end - start, faulted)
    exit(0)
}
if CommandLine.arguments.dropFirst().first == "--first-lookup-dictionary" {
    let start = nanoseconds()
    let device = DictionaryLookup.lookup("iPhone11,8")
    let end = nanoseconds()
    blackHole(device == nil ? -1 : 1)
    print(end - start)
    exit(0)
}

/// A small, seeded generator so every run asks the same questions.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

var random = SplitMix64(state: 42)
let knownIdentifiers = Device.all.map { $0.identifier.rawValue }
// Identifiers built at run time (not literals), as they would arrive from a file or a system call.
let known = (0..<4096).map { _ in String(decoding: Array(knownIdentifiers.randomElement(using: &random)!.utf8), as: UTF8.self) }
let unknownPool = [
    "iPhone99,1", "iPhone19,9", "iPad42,7", "iPod10,1", "Watch99,1", "AppleTV99,1", "Mac99,9",
    "MacBookPro99,1", "x86_64", "garbage", "iPad17,9"
]
// Per family: random known identifiers of that family only, to show every family's prefix dispatch.
let knownByFamily = DeviceFamily.all.map { family in
    let pool = Device.all(in: family).map { $0.identifier.rawValue }
    return (family, (0..<4096).map { _ in String(decoding: Array(pool.randomElement(using: &random)!.utf8), as: UTF8.self) })
}
let unknown = (0..<4096).map { _ in String(decoding: Array(unknownPool.randomElement(using: &random)!.utf8), as: UTF8.self) }

// `--probe devinfo|switch|dictionary|overhead N`: only N known lookups, for counting instructions under
// callgrind (Benchmarks/run takes the difference between N = 0 and a larger N). Instruction counts do not
// depend on what else the machine is doing, unlike nanoseconds.
if CommandLine.arguments.count == 4, CommandLine.arguments[1] == "--probe", let n = Int(CommandLine.arguments[3]) {
    var sum = 0
    let approach = CommandLine.arguments[2]
    for i in 0..<n {
        let query = known[i & 4095]
        switch approach {
        case "devinfo": sum &+= Device(identifier: query) == nil ? 1 : 2
        case "switch": sum &+= stringSwitchLookup(query) ?? 1
        case "overhead": sum &+= query.utf8.count
        default: sum &+= DictionaryLookup.lookup(query) == nil ? 1 : 2
        }
    }
    blackHole(sum)
    exit(0)
}

struct Measurement {
    let name: String
    let nanosecondsPerOperation: Double
    let allocationsPerOperation: Double
}

func measure(_ name: String, operations: Int, _ pass: () -> Int) -> Measurement {
    blackHole(pass())  // warm-up (builds lazily initialised baselines)
    var samples: [Double] = []
    var allocations = 0.0
    for index in 0..<9 {
        let before = counting_allocator_count()
        let start = nanoseconds()
        blackHole(pass())
        let end = nanoseconds()
        let after = counting_allocator_count()
        samples.append(Double(end - start) / Double(operations))
        if index == 0 { allocations = Double(after - before) / Double(operations) }
    }
    samples.sort()
    return Measurement(name: name, nanosecondsPerOperation: samples[samples.count / 2], allocationsPerOperation: allocations)
}

let rounds = Int(String(cString: getenv("DEVINFO_BENCH_ROUNDS") ?? strdup("250"))) ?? 250  // 250 × 4096 ≈ 1 M lookups per pass
let operations = rounds * 4096

// One loop per approach, each a plain function: no closure call inside the timed loop, so the figures
// are the lookups themselves plus a loop step (measured on its own as "loop overhead").
@inline(never) func overheadPass(_ queries: [String]) -> Int {
    var sum = 0
    for _ in 0..<rounds { for query in queries { sum &+= query.utf8.count } }
    return sum
}
@inline(never) func devinfoPass(_ queries: [String]) -> Int {
    var sum = 0
    for _ in 0..<rounds { for query in queries { sum &+= Device(identifier: query) == nil ? 1 : 2 } }
    return sum
}
@inline(never) func switchPass(_ queries: [String]) -> Int {
    var sum = 0
    for _ in 0..<rounds { for query in queries { sum &+= stringSwitchLookup(query) ?? 1 } }
    return sum
}
@inline(never) func dictionaryPass(_ queries: [String]) -> Int {
    var sum = 0
    for _ in 0..<rounds { for query in queries { sum &+= DictionaryLookup.lookup(query) == nil ? 1 : 2 } }
    return sum
}
@inline(never) func describePass(_ queries: [String]) -> Int {
    var sum = 0
    for _ in 0..<rounds {
        for query in queries { sum &+= Device.lookup(query).family == .iPhone ? 2 : 1 }
    }
    return sum
}

var results: [Measurement] = []
results.append(measure("devinfo Device(identifier:), known", operations: operations) { devinfoPass(known) })
results.append(measure("devinfo Device(identifier:), unknown", operations: operations) { devinfoPass(unknown) })
results.append(measure("baseline string switch, known", operations: operations) { switchPass(known) })
results.append(measure("baseline string switch, unknown", operations: operations) { switchPass(unknown) })
results.append(measure("baseline [String: Device], known", operations: operations) { dictionaryPass(known) })
results.append(measure("baseline [String: Device], unknown", operations: operations) { dictionaryPass(unknown) })
results.append(measure("loop overhead alone (utf8.count)", operations: operations) { overheadPass(known) })
for (family, queries) in knownByFamily {
    results.append(measure("devinfo Device(identifier:), known, \(family.rawValue) only", operations: operations) { devinfoPass(queries) })
}

// Device.lookup also describes unknown identifiers (family, numbers): the price of that answer.
results.append(measure("devinfo Device.lookup (unknown → family, numbers)", operations: operations) { describePass(unknown) })

let screens = Device.all.compactMap { $0.mainDisplay }.filter { $0.renderPixels != nil }
let devices = (0..<4096).map { _ in screens.randomElement(using: &random)! }
let renderSizes = devices.map { screen in
    Bool.random(using: &random) ? screen.renderPixels! : (screen.zoomed?.renderPixels ?? screen.renderPixels!)
}
results.append(
    measure("devinfo displayMode(forRenderPixels:)", operations: operations) {
        var sum = 0
        for _ in 0..<rounds {
            for (device, size) in zip(devices, renderSizes) {
                sum &+= device.displayMode(forRenderPixels: size) == .zoomed ? 2 : 1
            }
        }
        return sum
    })
let reverseQueries = (0..<64).map { renderSizes[$0] }
results.append(
    measure("devinfo Device.matching(.renderPixels) (reverse)", operations: 64 * 20) {
        var sum = 0
        for _ in 0..<20 {
            for size in reverseQueries { sum &+= Device.matching(.renderPixels(size)).matches.count }
        }
        return sum
    })

print("| benchmark | ns/op | allocations/op |")
print("|---|---:|---:|")
for result in results {
    let ns = (result.nanosecondsPerOperation * 10).rounded() / 10
    let allocations = (result.allocationsPerOperation * 100).rounded() / 100
    print("| \(result.name) | \(ns) | \(allocations) |")
}
let devinfoKnown = results[0].nanosecondsPerOperation
print("")
print("string switch / devinfo (known): \((results[2].nanosecondsPerOperation / devinfoKnown * 10).rounded() / 10)x")
print("dictionary / devinfo (known): \((results[4].nanosecondsPerOperation / devinfoKnown * 10).rounded() / 10)x")
