"""Checks devinfo's table exports: `--list --csv` and `--list --json-lines` (with and without --family)
against `--list --json`, the columns and their types against `devinfo --help columns`, and the header of
`--bulk --csv`.

    python3 check_exports.py /path/to/devinfo csv|json-lines|family|bulk-header|types|hostile

`hostile` feeds `--bulk` log lines that would be spreadsheet formulas or break quote-aware TSV readers,
and reads the CSV and TSV back with Python's csv module and with DuckDB, quote-aware and not: one row per
input line, and no echoed cell that a spreadsheet would run.

Prints one summary line; exits 1 on a problem.
"""
import csv
import io
import json
import subprocess
import sys

devinfo, what = sys.argv[1:3]


def run(*args, stdin=""):
    done = subprocess.run([devinfo, *args], input=stdin.encode(), stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    if done.returncode != 0:
        sys.exit(f"devinfo {' '.join(args)} exited {done.returncode}: {done.stderr.decode(errors='replace').strip()}")
    return done.stdout.decode()


def documented_columns():
    """(name, type) of each column `devinfo --help columns` lists: lines of two-space indent, name first."""
    columns = []
    for line in run("--help", "columns").splitlines():
        if line.startswith("  ") and not line.startswith("   "):
            name, kind = line.split()[:2]
            columns.append((name, kind))
    return columns


COLUMNS = documented_columns()
LIST = [name for name, _ in COLUMNS]
BULK = ["input", "status"] + LIST[1:]


def table_csv(*args):
    rows = list(csv.reader(io.StringIO(run("--list", "--csv", *args), newline="")))
    if not rows or rows[0] != LIST:
        sys.exit(f"--list --csv {' '.join(args)}: header is {rows[:1]}, expected {','.join(LIST)}")
    if any(len(r) != len(LIST) for r in rows):
        sys.exit(f"--list --csv {' '.join(args)}: a row does not have {len(LIST)} cells")
    return rows[1:]


def json_lines(*args):
    return [json.loads(line) for line in run("--list", "--json-lines", *args).splitlines()]


def json_text(value):
    return "" if value is None else "true" if value is True else "false" if value is False else str(value)


def fits(kind, cell):
    """Whether a non-empty cell reads as the documented type (what Spark and DuckDB infer from it)."""
    if kind == "bool":
        return cell in ("true", "false")
    if kind == "integer":
        return cell.isdigit()
    if kind == "number":
        try:
            float(cell)
            return True
        except ValueError:
            return False
    return kind == "string"


table = json.loads(run("--list", "--json"))
if what == "csv":
    rows = table_csv()
    ids = [r[0] for r in rows]
    if ids != [d["identifier"] for d in table]:
        sys.exit(f"--list --csv: identifiers differ from --list --json ({len(ids)} vs {len(table)})")
    keys = [k for k in LIST if k in table[0] and not isinstance(table[0][k], (dict, list))]
    for r, d in zip(rows, table):
        cells = dict(zip(LIST, r))
        for key in keys:
            if cells[key] != json_text(d.get(key)):
                sys.exit(f"--list --csv: {cells['identifier']} {key} is {cells[key]!r}, --json says {json_text(d.get(key))!r}")
    print(f"--list --csv: header and {len(rows)} rows, the identifiers and the {len(keys)} device facts of --list --json")
elif what == "types":
    rows = table_csv()
    for index, (name, kind) in enumerate(COLUMNS):
        bad = [r[index] for r in rows if r[index] and not fits(kind, r[index])]
        if bad:
            sys.exit(f"column {name} is documented as {kind}, but holds {bad[0]!r}")
    print(f"--help columns: {len(COLUMNS)} columns, every cell of --list --csv of its documented type")
elif what == "json-lines":
    objects = json_lines()
    if objects != table:
        sys.exit(f"--list --json-lines: {len(objects)} objects differ from --list --json's {len(table)}")
    print(f"--list --json-lines: {len(objects)} objects, the same as --list --json")
elif what == "family":
    families = sorted({r[1] for r in table_csv()})
    counts = []
    for family in families:
        want = [d["identifier"] for d in json.loads(run("--list", "--family", family, "--json"))]
        got_csv = [r[0] for r in table_csv("--family", family)]
        got_lines = [d["identifier"] for d in json_lines("--family", family)]
        if not want or got_csv != want or got_lines != want:
            sys.exit(f"--family {family}: --csv {len(got_csv)}, --json-lines {len(got_lines)}, --json {len(want)} rows")
        counts.append(f"{family} {len(want)}")
    print("--family with --csv and --json-lines: " + ", ".join(counts))
elif what == "bulk-header":
    out = list(csv.reader(io.StringIO(run("--bulk", "--csv", stdin=" iPhone11,8 \nnot an identifier\n"), newline="")))
    if not out or out[0] != BULK:
        sys.exit(f"--bulk --csv: header is {out[:1]}, expected {','.join(BULK)}")
    if len(out) != 3 or [r[1] for r in out[1:]] != ["known", "malformed"] or any(len(r) != len(BULK) for r in out):
        sys.exit(f"--bulk --csv: expected a known and a malformed row of {len(BULK)} cells, got {out[1:]}")
    tsv = [line.split("\t") for line in run("--bulk", stdin=" iPhone11,8 \nnot an identifier\n").splitlines()]
    if tsv != out[1:]:
        sys.exit("--bulk (TSV): not the rows of --bulk --csv")
    print(f"--bulk --csv and --bulk: {len(BULK)} columns, one row per input line, the same rows")
elif what == "hostile":
    lines = ['=HYPERLINK("http://x","y")', "+cmd|' /C calc'!A0", "-2+3", "@SUM(1,2)", '"a', "b",
             'a"b', "=1\t+2", "\r=cr", "iPhone11,8", '"', "'quoted", "@", "-"]
    given = "\n".join(lines) + "\n"
    formula = ("=", "+", "-", "@", "\t", "\r")
    def check_cells(name, rows, quote_is_special):
        if len(rows) != len(lines):
            sys.exit(f"{name}: {len(rows)} rows for {len(lines)} input lines")
        for row, line in zip(rows, lines):
            cell = row[0]
            if cell.startswith(formula) or (quote_is_special and cell.startswith('"')):
                sys.exit(f"{name}: the input {line!r} came back as {cell!r}, live in a spreadsheet")
            if row[1] not in ("known", "unknown", "malformed"):
                sys.exit(f"{name}: row for {line!r} has status {row[1]!r}")
    csv_rows = list(csv.reader(io.StringIO(run("--bulk", "--csv", stdin=given), newline="")))[1:]
    check_cells("--bulk --csv (Python csv)", csv_rows, False)
    tsv_text = run("--bulk", stdin=given)
    check_cells("--bulk (Python csv, excel-tab dialect)", list(csv.reader(io.StringIO(tsv_text, newline=""), dialect="excel-tab")), True)
    check_cells("--bulk (Python csv, QUOTE_NONE)", list(csv.reader(io.StringIO(tsv_text, newline=""), delimiter="\t", quoting=csv.QUOTE_NONE)), True)
    try:
        import duckdb
    except ImportError:
        sys.exit("hostile: DuckDB is not installed (Pipelines/run installs it)")
    import os, tempfile
    with tempfile.TemporaryDirectory() as folder:
        for name, text in (("bulk.csv", run("--bulk", "--csv", stdin=given)), ("bulk.tsv", tsv_text)):
            with open(os.path.join(folder, name), "w", newline="") as f:
                f.write(text)
        columns = "{" + ", ".join(f"'{c}': 'VARCHAR'" for c in BULK) + "}"
        reads = {
            "DuckDB read_csv (CSV)": f"read_csv('{folder}/bulk.csv', header=true, columns={columns}, quote='\"', escape='\"')",
            "DuckDB read_csv (TSV, quote='\"')": f"read_csv('{folder}/bulk.tsv', header=false, delim='\t', columns={columns}, quote='\"', escape='\"')",
            "DuckDB read_csv (TSV, no quoting)": f"read_csv('{folder}/bulk.tsv', header=false, delim='\t', columns={columns}, quote='', escape='')",
        }
        for name, source in reads.items():
            rows = duckdb.sql(f"SELECT * FROM {source}").fetchall()
            check_cells(name, [list(r) for r in rows], name.startswith("DuckDB read_csv (TSV"))
    print(f"--bulk CSV and TSV: {len(lines)} hostile lines read back as {len(lines)} rows by Python csv (3 ways) and DuckDB (3 ways), none a live formula")
else:
    sys.exit("check_exports: unknown check " + what)
