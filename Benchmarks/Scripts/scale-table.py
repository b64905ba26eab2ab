#!/usr/bin/env python3
"""Multiply the generated table's records, for measuring how its compile cost grows with rows.

Usage: scale-table.py TABLE.swift FACTOR
Rewrites TABLE.swift (a copy of Sources/DevInfoKit/Table/DeviceTable+Generated.swift) in place: every record
constant of DeviceRows, ScreenRows, SafeAreaRows and OSReleaseRows gets FACTOR - 1 synthetic copies
(`name_copy2` …), each listed in its array too, and `Row` gets a case per device copy. The copies only feed
the compiler; the result is never run.
"""
import re
import sys

path, factor = sys.argv[1], int(sys.argv[2])
lines = open(path).read().split("\n")
constant = re.compile(r"^        static let (\S+) = (\w+Record)\(")
element = re.compile(r"^        (DeviceRows|ScreenRows|SafeAreaRows|OSReleaseRows)\.(\S+),$")
row_case = re.compile(r"^        case (\w+)$")
out = []
in_row_enum = False
for line in lines:
    out.append(line)
    if line.startswith("    enum Row: "):
        in_row_enum = True
    elif in_row_enum and line == "    }":
        in_row_enum = False
    m = constant.match(line)
    if m:
        name = m.group(1)
        out += [line.replace(f"static let {name} =", f"static let {name}_copy{k} =", 1) for k in range(2, factor + 1)]
        continue
    m = element.match(line)
    if m:
        out += [f"        {m.group(1)}.{m.group(2)}_copy{k}," for k in range(2, factor + 1)]
        continue
    m = row_case.match(line)
    if in_row_enum and m:
        out += [f"        case {m.group(1)}_copy{k}" for k in range(2, factor + 1)]
open(path, "w").write("\n".join(out))
