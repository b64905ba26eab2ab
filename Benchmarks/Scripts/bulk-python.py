#!/usr/bin/env python3
"""The Python baseline for `devinfo --bulk`: a dictionary loop over stdin against the same table devinfo
renders (TABLE, one known device's TSV line each), printing exactly what devinfo prints for known and
for well-formed unknown identifiers (the benchmark input has no other kind)."""
import re, sys

rows = {}
columns = 0
with open(sys.argv[1], encoding="utf-8") as table:
    for line in table:
        rows[line.split("\t", 1)[0]] = line
        columns = line.count("\t") + 1
prefix = re.compile(r"[A-Za-z]+")
empty = "\t" * (columns - 3)  # after input, status and family
out = sys.stdout
for line in sys.stdin:
    identifier = line.strip(" \t\r\n")
    row = rows.get(identifier)
    if row is not None:
        out.write(row)
        continue
    m = prefix.match(identifier)
    family = m.group(0) if m and m.group(0) in ("iPhone", "iPad", "iPod") else ""
    out.write(f"{identifier}\tunknown\t{family}{empty}\n")
