import Foundation
import TestSupport
import Testing

/// The workflows and CI scripts stay hardened: every action pinned to a full commit SHA, every job with
/// a time limit, write permissions only where Pages is deployed and a release is published, every pip
/// package at a pinned version.
@Suite struct CIHardeningTests {
    static let root = Package.root

    static func workflows() throws -> [(name: String, lines: [String])] {
        let folder = root + "/.github/workflows"
        return try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".yml") }.sorted().map {
            ($0, try String(contentsOfFile: folder + "/" + $0, encoding: .utf8).components(separatedBy: "\n"))
        }
    }

    /// Each job of a workflow: its name and its lines (the lines indented under `jobs:`'s two-space keys).
    static func jobs(_ lines: [String]) -> [(name: String, lines: [String])] {
        guard let start = lines.firstIndex(of: "jobs:") else { return [] }
        var jobs: [(name: String, lines: [String])] = []
        for line in lines[(start + 1)...] {
            if line.hasPrefix("  "), !line.hasPrefix("   "), line.hasSuffix(":") {
                jobs.append((String(line.dropFirst(2).dropLast()), []))
            } else if line.hasPrefix("    "), !jobs.isEmpty {
                jobs[jobs.count - 1].lines.append(line)
            } else if !line.isEmpty && !line.hasPrefix(" ") {
                break
            }
        }
        return jobs
    }

    @Test func everyActionIsPinnedToAFullCommitSHA() throws {
        var uses = 0
        for (name, lines) in try Self.workflows() {
            for line in lines where line.contains("uses:") {
                uses += 1
                #expect(
                    line.range(of: #"uses: [A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+@[0-9a-f]{40}  # v[0-9]+(\.[0-9]+)*$"#, options: .regularExpression) != nil,
                    "\(name): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        #expect(uses >= 5)
    }

    @Test func everyJobHasATimeLimit() throws {
        for (name, lines) in try Self.workflows() {
            let jobs = Self.jobs(lines)
            #expect(!jobs.isEmpty, "\(name)")
            for job in jobs {
                #expect(job.lines.contains { $0.range(of: #"^    timeout-minutes: [0-9]+$"#, options: .regularExpression) != nil }, "\(name): job \(job.name)")
            }
        }
    }

    /// The jobs that may write: the site's deploy (Pages) and the release's publish (the release's assets).
    static let writers: Set<String> = ["site.yml deploy", "release.yml publish"]

    @Test func onlyTheDeployAndPublishJobsWrite() throws {
        for (name, lines) in try Self.workflows() {
            let top = lines.prefix { $0 != "jobs:" }
            #expect(!top.contains { $0.contains(": write") }, "\(name): the workflow grants write to every job")
            for job in Self.jobs(lines) where !Self.writers.contains("\(name) \(job.name)") {
                #expect(!job.lines.contains { $0.contains(": write") }, "\(name): job \(job.name) can write")
            }
        }
        let site = try #require(try Self.workflows().first { $0.name == "site.yml" })
        #expect(site.lines.contains("permissions: {}"))
        let jobs = Dictionary(uniqueKeysWithValues: Self.jobs(site.lines).map { ($0.name, $0.lines) })
        #expect(jobs["build"]?.contains("      contents: read") == true && jobs["build"]?.contains("      pages: read") == true)
        #expect(jobs["deploy"]?.contains("      pages: write") == true && jobs["deploy"]?.contains("      id-token: write") == true)
        #expect(jobs["deploy"]?.contains("      contents: read") == false, "deploy needs no checkout")
        let release = try #require(try Self.workflows().first { $0.name == "release.yml" })
        #expect(release.lines.contains("permissions: {}"))
        let publish = try #require(Self.jobs(release.lines).first { $0.name == "publish" })
        #expect(publish.lines.filter { $0.contains(": write") } == ["      contents: write"], "publish writes the release and nothing else")
    }

    @Test func everyPipPackageIsPinned() throws {
        let scripts = [".ci/site", ".ci/run", ".ci/docs", ".ci/freshness", "Pipelines/run", "Pipelines/bench", "Pipelines/support/setup.sh", "Benchmarks/run"]
        var installs = 0
        for script in scripts {
            let text = try String(contentsOfFile: Self.root + "/" + script, encoding: .utf8)
            for line in text.components(separatedBy: "\n") where !line.trimmingCharacters(in: .whitespaces).hasPrefix("#") {
                let installsHere =
                    line.contains("pip install") && !line.contains("pip install --quiet --disable-pip-version-check \"$@\"")
                    && !line.contains("--break-system-packages \"$@\"") || line.contains("pip_install ")
                guard installsHere else { continue }
                installs += 1
                #expect(line.range(of: #"[A-Za-z0-9_.-]+==(\$[a-z_]+|[0-9][0-9.]*)"#, options: .regularExpression) != nil, "\(script): \(line)")
            }
        }
        #expect(installs >= 3)
    }
}

/// Every path the README's and the DocC articles' commands write is ignored by git, so following the
/// instructions never leaves files to commit by mistake (issue 25 §6).
@Suite struct DocumentedOutputsAreIgnoredTests {
    /// The folders the documented commands write: `--site DIR` (README, the Pages workflow) and
    /// `docc preview CATALOG`, which writes CATALOG/.docc-build.
    static func writtenPaths() throws -> [String] {
        let root = Package.root
        let documents =
            ["README.md", ".github/workflows/site.yml"]
            + (try FileManager.default.contentsOfDirectory(atPath: root + "/Sources/DevInfoKit/DevInfoKit.docc"))
            .filter { $0.hasSuffix(".md") }.map { "Sources/DevInfoKit/DevInfoKit.docc/" + $0 }
        var paths: [String] = []
        for document in documents {
            let text = try String(contentsOfFile: root + "/" + document, encoding: .utf8)
            for line in text.components(separatedBy: "\n") {
                if let range = line.range(of: #"devinfo-site [^ "`$-][^ "`$]*"#, options: .regularExpression) {  // a folder, not an option
                    paths.append(String(line[range].dropFirst("devinfo-site ".count)) + "/index.html")
                }
                if let range = line.range(of: #"docc preview [^ ]+\.docc"#, options: .regularExpression) {
                    paths.append(String(line[range].dropFirst("docc preview ".count)) + "/.docc-build/index.html")
                }
            }
        }
        return paths
    }

    @Test func whatTheDocumentedCommandsWriteIsIgnored() throws {
        let paths = try Self.writtenPaths()
        #expect(
            paths.contains(".build/site/index.html") && paths.contains("_site/index.html")
                && paths.contains("Sources/DevInfoKit/DevInfoKit.docc/.docc-build/index.html"), "\(paths)")
        let root = Package.root
        guard FileManager.default.fileExists(atPath: root + "/.git") else { return }  // not a clone: nothing to ask git
        for path in Set(paths) where !path.hasPrefix(".build/") {
            let result = try Run.tool("git", ["-C", root, "check-ignore", "--quiet", "--no-index", path])
            #expect(result.status == 0, "\(path) is not ignored by .gitignore")
        }
    }
}
