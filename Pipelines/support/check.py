"""Compares a recipe's answer with `devinfo --bulk --csv` for the same log, line by line.

    python3 check.py bulk.csv ordered|joined RESULT

RESULT is a CSV file or a Spark output directory (part-*.csv, each with a header, read in name order).
ordered: RESULT has the bulk columns, one row per log line in log order; every cell must agree.
joined:  RESULT has line, input, known, then the list columns without identifier, sorted by line; input
         must be bulk's echo exactly (control and non-ASCII bytes as \\xNN, \\ as \\\\, at most 256 bytes then
         an ellipsis, a leading ' before = + - @), every device cell must agree, and known must be true
         exactly where bulk says `known`. A join
         knows nothing of identifiers missing from the table, so on those lines it must leave every device
         cell empty, and bulk must too except for family (bulk names the family from the letters).
Both kinds end with firstOSMajor and lastOSMajor, the integer majors the recipes add for ordering: each
must be the major of its version (18 of 18, 10 of 10.15), empty where the version is.
The OS versions (firstOSVersion, lastOSVersion) are text and compared as text (18 is not 18.0, 10.13 is
not 10.130); other numbers are compared as numbers (2 = 2.0). Prints one summary line; exits 1 on any
mismatch.
"""
import csv
import glob
import itertools
import os
import sys

bulk_path, kind, result_path = sys.argv[1:4]
csv.field_size_limit(1 << 30)  # a recipe that echoes a 100 KB line whole is a mismatch, not a crash


def rows(path):
    files = sorted(glob.glob(os.path.join(path, "part-*.csv"))) if os.path.isdir(path) else [path]
    if not files:
        sys.exit(f"check: no CSV parts in {path}")
    header = None
    for name in files:
        with open(name, newline="", encoding="utf-8") as f:
            reader = csv.reader(f)
            h = next(reader, None)
            if h is None:
                continue
            if header is None:
                header = h
                yield h
            elif h != header:
                sys.exit(f"check: {name}: header differs from the first part's")
            yield from reader


VERSIONS = ("firstOSVersion", "lastOSVersion")
MAJORS = tuple(v.replace("Version", "Major") for v in VERSIONS)
text_columns = set()  # indexes into a row (bulk's numbering) of the columns compared as text


def same(a, b, text=False):
    if a == b:
        return True
    if text:
        return False
    try:
        return float(a) == float(b)
    except ValueError:
        return False


bulk, result = rows(bulk_path), rows(result_path)
bulk_header, result_header = next(bulk), next(result)
device_columns = bulk_header[2:]
if kind == "ordered":
    expected_header = bulk_header + list(MAJORS)
elif kind == "joined":
    expected_header = ["line", "input", "known"] + device_columns + list(MAJORS)
else:
    sys.exit("check: kind must be ordered or joined")
if result_header != expected_header:
    sys.exit(f"check: {result_path}: header {result_header} is not {expected_header}")
family = device_columns.index("family")
versions = [bulk_header.index(v) for v in VERSIONS]
text_columns.update(versions)


def majors_agree(b, r):
    """The recipe's last two cells are the majors of bulk's version cells (empty for empty)."""
    return all(m == (v.split(".")[0] if v else "") for v, m in zip((b[i] for i in versions), r[-2:]))

memo = {}  # (bulk cells, result cells) -> verdict; a log repeats a few hundred distinct rows
failures, lines, known = [], 0, 0
for number, pair in enumerate(itertools.zip_longest(bulk, result), start=1):
    b, r = pair
    if b is None or r is None:
        failures.append(f"line {number}: {'bulk' if b is None else 'the recipe'} has no row")
        break
    lines += 1
    if kind == "joined":
        if r[0] != str(number):
            failures.append(f"line {number}: recipe row is for line {r[0]}")
            break
        if r[1] != b[0]:
            failures.append(f"line {number}: input {r[1]!r}, bulk {b[0]!r}" if len(failures) < 3 else "")
            continue
        r = r[1:]
    key = (tuple(b), tuple(r))
    verdict = memo.get(key)
    if verdict is None:
        bd, rd = b[2:], r[2:]
        if kind == "ordered":
            ok = len(r) == len(b) + 2 and all(same(x, y, i in text_columns) for i, (x, y) in enumerate(zip(b, r)))
        elif b[1] == "known":
            ok = r[1] == "true" and all(same(x, y, i + 2 in text_columns) for i, (x, y) in enumerate(zip(bd, rd)))
        else:
            ok = (r[1] == "false" and all(c == "" for c in rd)
                  and all(c == "" for i, c in enumerate(bd) if i != family))
        ok = ok and majors_agree(b, r)
        verdict = memo[key] = ok
    if b[1] == "known":
        known += 1
    if not verdict and len(failures) < 3:
        names = ["input", "status" if kind == "ordered" else "known"] + device_columns
        agree = (lambda i, x, y: (x == "known") == (y == "true")) if kind == "joined" else (lambda i, x, y: False)
        expected = list(b) + [b[i].split(".")[0] for i in versions]  # the majors bulk's versions give
        diff = [f"{n} {y!r} (bulk {x!r})" for i, (n, x, y) in enumerate(itertools.zip_longest(names + list(MAJORS), expected, r))
                if not same(x or "", y or "", i in text_columns) and not (i == 1 and agree(i, x, y))]
        failures.append(f"line {number} ({b[0]!r}): " + ", ".join(diff[:6]))
    elif not verdict:
        failures.append("")

if failures:
    shown = [f for f in failures if f]
    print(f"{len(failures)} mismatching lines of {lines}; first: " + " | ".join(shown))
    sys.exit(1)
print(f"{lines} lines agree ({known} known, {lines - known} unknown or malformed)")
