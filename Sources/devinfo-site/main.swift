// devinfo-site: the catalogue website, from the library's table (which must be current with Data/) and
// Data/SOURCES.md.
//
// Usage: swift run devinfo-site DIR [--data DIR] | --readme
// Run from the package root. Exit codes: 0 written; 1 the generated table is out of date with Data/ (run
// `swift run devinfo-generate` first) or Data/ is invalid; 64 bad arguments (an empty path, or one that is
// the filesystem root, included); 73 DIR is neither new, empty nor a previous devinfo site, or a path it
// must write is not a regular file (nothing written); 74 a file could not be read or written (standard
// output included). The command itself is DevInfoSite's `SiteCommand`; this file gives it the real files
// and streams.
import DevInfoGenerator
import DevInfoSite
import Foundation

StandardStreams.prepare()
exit(SiteCommand.run(Array(CommandLine.arguments.dropFirst())))
