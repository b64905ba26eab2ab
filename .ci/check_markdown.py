"""devinfo's Markdown output, rendered as a reader would see it pasted into an issue or a document.

    python3 .ci/check_markdown.py DEVINFO

DEVINFO is the devinfo executable to run. Pastes hostile input lines (images, links, emphasis, raw HTML,
@mentions, #references, bare URLs and e-mail addresses, table pipes, backticks, backslashes) through
`devinfo --bulk --markdown`, and hostile identifiers through `devinfo --markdown ID…` (a report echoes an
unknown identifier), renders the output with markdown-it-py's GitHub-like preset (CommonMark, tables,
strikethrough, linkify; pinned in .ci/requirements.txt, installed by `.ci/require python`), and checks:

  - the HTML is one table with a row per input line and every row has the header's cells;
  - it has no element but the table's and `code`: no img, a, strong, em, s, html the input made;
  - outside `code`, no text GitHub would turn into a mention, a reference, an emoji or a link;
  - each echoed cell, as rendered, is the line as `devinfo --bulk --csv` echoes it (nothing lost).

Prints one line per check; exits 1 on any failure.
"""
import csv
import html.parser
import io
import re
import subprocess
import sys

from markdown_it import MarkdownIt

devinfo = sys.argv[1]

HOSTILE = [
    "![t](https://example.com/x.png)",
    "[x](https://example.com)",
    "[x][1]",
    "[1]: https://example.com",
    "<https://example.com>",
    "https://example.com/a_b",
    "www.example.com",
    "someone@example.com",
    "@user",
    "hi @octocat and @github/team",
    "#123",
    "owner/repo#1",
    "GH-1",
    ":smile:",
    "**bold** __strong__ *em* _em_ ~~gone~~ ~x~",
    "`code` ``two``",
    "```",
    "a|b\\|c\\\\|d",
    "\\",
    "<img src=x onerror=alert(1)>",
    "<a href=//example.com>x</a>",
    "&amp; &lt; &#64;user &#x40;x",
    "# heading",
    "> quote",
    "- item",
    "1. item",
    "---",
    "| --- |",
    "=HYPERLINK(\"http://x\",\"y\")",
    "+cmd|' /C calc'!A0",
    "iPhone11,8",
    "iPhone99,1 ![i](//e.com/i.png)",
    "x\u001b[2Jy",
    "\u202e@user",
    "[![a](https://e.com/i.png)](https://e.com)",
    "!",
    "[",
    "]",
    "(",
    ")",
    "*",
    "_",
    "~",
    "<",
    ">",
    "&",
    "%40user",
]

ALLOWED_TAGS = {"table", "thead", "tbody", "tr", "th", "td", "code", "p"}
GITHUB_TEXT = {
    "mention": re.compile(r"(?:^|[^\w`])@[A-Za-z0-9][A-Za-z0-9-]*"),
    "reference": re.compile(r"(?:^|\W)(?:[\w.-]+/[\w.-]+)?#\d+|GH-\d+"),
    "emoji": re.compile(r":[a-z0-9_+-]+:"),
    "URL": re.compile(r"(?i)\b(?:https?://|www\.)|[\w.+-]+@[\w-]+\.[\w.]+"),
}


class Cells(html.parser.HTMLParser):
    """The rendered table: tags seen, rows of cells (text, and whether it was all in one code span), and the
    text outside code."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.tags, self.rows, self.outside = [], [], []
        self.in_code = False
        self.cell = None

    def handle_starttag(self, tag, attrs):
        self.tags.append(tag)
        if tag == "tr":
            self.rows.append([])
        elif tag in ("td", "th"):
            self.cell = {"text": "", "code": "", "parts": 0}
        elif tag == "code":
            self.in_code = True
            self.cell["parts"] += 1

    def handle_endtag(self, tag):
        if tag in ("td", "th"):
            self.rows[-1].append(self.cell)
            self.cell = None
        elif tag == "code":
            self.in_code = False

    def handle_data(self, data):
        if self.cell is None:
            return
        self.cell["text"] += data
        if self.in_code:
            self.cell["code"] += data
        else:
            self.outside.append(data)


failures = 0


def check(name, ok, detail=""):
    global failures
    print(("  PASS  " if ok else "  FAIL  ") + name + ("" if ok else ": " + detail))
    failures += 0 if ok else 1


md = MarkdownIt("gfm-like")
KNOWN = set(line.split("\t")[0] for line in subprocess.run([devinfo, "--list", "--tsv"], capture_output=True, text=True).stdout.splitlines())


def rendered(markdown):
    parser = Cells()
    parser.feed(md.render(markdown))
    return parser


def echoed_by_csv(lines):
    """The input column of `devinfo --bulk --csv`: what devinfo echoes of each line."""
    out = subprocess.run([devinfo, "--bulk", "--csv"], input="\n".join(lines) + "\n", capture_output=True, text=True).stdout
    return [row[0] for row in list(csv.reader(io.StringIO(out)))[1:]]


def check_table(name, markdown, expected_rows, echoed, report_rows=False):
    page = rendered(markdown)
    stray = sorted(set(page.tags) - ALLOWED_TAGS)
    check(f"{name}: no element the input made", not stray, f"{stray}")
    header, rows = page.rows[0], page.rows[1:]
    check(f"{name}: one row per input line", len(rows) == expected_rows, f"{len(rows)} rows for {expected_rows} lines")
    broken = [i for i, row in enumerate(rows) if len(row) != len(header)]
    check(f"{name}: every row has the header's {len(header)} cells", not broken, f"rows {broken[:5]}")
    outside = " ".join(page.outside)
    for kind, pattern in GITHUB_TEXT.items():
        found = pattern.findall(outside)
        check(f"{name}: no {kind} outside code", not found, f"{found[:5]}")
    lost = [(cell["text"], want) for row, want in zip(rows, echoed) for cell in row[:1]
            if cell["text"] != want.lstrip("'") and cell["text"] != want]
    check(f"{name}: each echoed cell reads as the input devinfo echoes", not lost, f"{lost[:3]}")
    # A report's row of a known device starts with its identifier, a fact, not an echo.
    plain = [row[0]["text"] for row in rows if row[0]["text"] and row[0]["parts"] != 1 and not (report_rows and row[0]["text"] in KNOWN)]
    check(f"{name}: each echoed cell is one code span", not plain, f"{plain[:3]}")


lines = HOSTILE
bulk = subprocess.run([devinfo, "--bulk", "--markdown"], input="\n".join(lines) + "\n", capture_output=True, text=True)
check("devinfo --bulk --markdown exits 0", bulk.returncode == 0, bulk.stderr)
check_table("--bulk --markdown", bulk.stdout, len(lines), echoed_by_csv(lines))

identifiers = [line for line in HOSTILE if not line.startswith("-")]
report = subprocess.run([devinfo, "--markdown", "--"] + identifiers, capture_output=True, text=True)
check("devinfo --markdown ID… answers (exit 0 or 2)", report.returncode in (0, 2), report.stderr)
csv_report = subprocess.run([devinfo, "--csv", "--"] + identifiers, capture_output=True, text=True).stdout
check_table("--markdown ID…", report.stdout, len(identifiers), [row[0] for row in list(csv.reader(io.StringIO(csv_report)))[1:]], report_rows=True)

print(f"check_markdown: {failures} failed")
sys.exit(1 if failures else 0)
