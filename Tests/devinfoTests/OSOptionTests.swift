import Foundation
import Testing

/// `--os`: what people type, what it used, and answers held to each device's life.
@Suite struct OSOptionTests {
    @Test func aVersionOutsideTheDevicesLifeExits2AndSaysWhy() throws {
        let result = try CLI.run(["--os", "26", "iPhone7,2"])
        #expect(result.status == 2)
        #expect(result.stderr == "devinfo: iPhone7,2 (iPhone 6) runs iOS 8.0–12, not iOS 26\n")
        #expect(result.stdout.contains("safe area  none for iOS 26 (the device does not run it)"))
        let json = try CLI.run(["--os", "26", "--json", "iPhone7,2"])
        #expect(json.status == 2)
        let object = try #require(try JSONSerialization.jsonObject(with: json.stdoutBytes) as? [String: Any])
        #expect(object["runsOSVersionAsked"] as? Bool == false)
        #expect(object["safeArea"] is NSNull)
    }

    @Test func withoutOSTheReportShowsTheNewestEntryWithinTheLife() throws {
        let result = try CLI.run(["iPhone7,2"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("(iOS 12)\n"), "the range is clipped to the iPhone 6's last iOS")
        #expect(!result.stdout.contains("–26"))
        #expect(result.stdout.contains("  os         iOS 8.0–12\n"))
    }

    @Test(arguments: [["--os", "iOS 17"], ["--os", "ios17"], ["--os=17"], ["--os", " 17 "]])
    func theOSCanBeNamed(_ arguments: [String]) throws {
        let result = try CLI.run(arguments + ["--json", "iPhone12,1"])
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: result.stdoutBytes) as? [String: Any])
        #expect(object["runsOSVersionAsked"] as? Bool == true)
    }

    @Test func aPointReleaseIsAnsweredForItsMajorAndSaysSo() throws {
        let result = try CLI.run(["--list", "--os", "17.4", "--family", "iPhone", "--tsv"])
        #expect(result.status == 0)
        #expect(result.stderr.hasPrefix("devinfo: --os 17.4: safe areas and status bars are recorded per major release; using 17\n"))
        #expect(result.stdout.contains("iPhone12,1\t"))
        #expect(!result.stdout.contains("iPhone7,2\t"))
    }

    @Test(arguments: [
        ["--os", "17.4", "iPhone11,8"], ["--os", "iOS 17.4", "--json", "iPhone11,8"], ["--bulk", "--json", "--os", "17.4"],
        ["--svg", "iPhone11,8", "--os", "17.4"]
    ])
    func everyModeSaysWhichReleaseAPointReleaseUsed(_ arguments: [String]) throws {
        let result = try CLI.run(arguments, stdin: Data("iPhone11,8\n".utf8))
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        #expect(result.stderr == "devinfo: --os 17.4: safe areas and status bars are recorded per major release; using 17\n", "\(arguments)")
    }

    @Test func anotherFamilysOSIsNotRunByTheDevice() throws {
        let result = try CLI.run(["--os", "macOS 14", "iPhone11,8"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("not macOS 14"))
    }

    @Test func listingDevicesThatRunAVersionLeavesOutTheOthersAndCountsTheUnknown() throws {
        let result = try CLI.run(["--list", "--os", "26", "--tsv"])
        #expect(result.status == 0)
        let identifiers = result.stdout.split(separator: "\n").map { $0.split(separator: "\t")[0] }
        #expect(identifiers.contains("iPhone12,1"))
        #expect(!identifiers.contains("iPhone11,8"), "the iPhone XR stopped at iOS 18")
        #expect(!identifiers.contains("iPhone7,2"))
        let csv = try CLI.run(["--list", "--os", "26", "--csv"])
        #expect(csv.stdout.split(separator: "\n").count == identifiers.count + 1, "a header, then the same devices")
        let json = try CLI.run(["--list", "--os", "26", "--json-lines"])
        #expect(json.stdout.split(separator: "\n").count == identifiers.count, "every list format lists the same devices")
    }

    @Test func verboseNamesTheDevicesLeftOutOfAnOSList() throws {
        let quiet = try CLI.run(["--list", "--os", "26", "--tsv"])
        let verbose = try CLI.run(["--list", "--os", "26", "--tsv", "--verbose"])
        #expect(verbose.status == 0 && verbose.stdout == quiet.stdout)
        // The devices left out: those the report of every identifier under --os 26 says it cannot tell
        // (runsOSVersionAsked null), in table order.
        let identifiers = try #require(try CLI.json(try CLI.run(["--list", "--json"]).stdout) as? [[String: Any]]).compactMap { $0["identifier"] as? String }
        let reports = try #require(try CLI.json(try CLI.run(["--json", "--os", "26"] + identifiers).stdout) as? [[String: Any]])
        let unconfirmed = reports.filter { $0["runsOSVersionAsked"] is NSNull }.compactMap { $0["identifier"] as? String }
        #expect(!unconfirmed.isEmpty)
        let left = "devinfo: \(unconfirmed.count) device\(unconfirmed.count == 1 ? "" : "s") left out: OS range not confirmed"
        #expect(quiet.stderr == left + "\n")
        #expect(verbose.stderr == left + " (" + unconfirmed.joined(separator: ", ") + ")\n")
    }

    @Test(arguments: [["--os", "iOS"], ["--os", "Windows 11"], ["--os", "17.4.1.2"], ["--os", "0"], ["--os", ""]])
    func whatIsNotAVersionIsAUsageError(_ arguments: [String]) throws {
        let result = try CLI.run(arguments + ["iPhone11,8"])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("devinfo: --os expects a version such as 17, 17.4, iOS 17 or macOS 10.15"))
    }

    @Test(arguments: [["--os", "macOS 10.100", "--list"], ["--os", "10.200", "--list", "--family", "Mac"], ["--os", "10.100", "Mac14,3"]])
    func aVersionThatIsNoReleaseIsAUsageError(arguments: [String]) throws {
        let result = try CLI.run(arguments)
        #expect(result.status == 64, "\(arguments): read as a release: \(result.stdout.prefix(80))")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("no such release (the Mac's 10.x releases end at 10.15; macOS 11 came next)"), "\(result.stderr)")
    }

    @Test func aLoneCarriageReturnAfterAnArgumentIsPaddingAsInBulk() throws {
        let argument = try CLI.run(["iPhone11,8\r"])
        #expect(argument.status == 0, "\(argument.stderr)")
        let bulk = try CLI.run(["--bulk"], stdin: Data("iPhone11,8\r\n".utf8))
        #expect(bulk.stdout.hasPrefix("iPhone11,8\tknown\t"))
        for pad in ["\u{0B}", "\u{0C}"] {
            #expect(try CLI.run(["--bulk"], stdin: Data((pad + "iPhone11,8" + pad + "\n").utf8)).stdout.hasPrefix("iPhone11,8\tknown\t"))
            #expect(try CLI.run([pad + "iPhone11,8" + pad]).status == 0)
        }
    }
}
