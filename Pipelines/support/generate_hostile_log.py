"""A deterministic hostile log for Pipelines/run: what real logs hold besides clean identifiers.

    python3 generate_hostile_log.py devices.csv SEED hostile.txt

Written as bytes: invalid UTF-8, CRLF and lone CR, NUL and other control bytes, lines of 100 KB and more,
lines at the 256-byte echo limit and the 1 KiB line limit of `devinfo --bulk`, empty and blank lines,
identifiers with spaces, tabs and \\r around them, input a spreadsheet would run (`=HYPERLINK(...)`, `+1`,
`-1`, `@x`, tab-leading), quotes, commas and backslashes; then a seeded mix of random bytes and decorated
identifiers; the last line has no newline. Every recipe must answer each line as `devinfo --bulk --csv`
does (Pipelines/run counts what the log holds and checks each recipe line by line).
"""
import csv
import random
import sys

devices_path, seed, out_path = sys.argv[1], int(sys.argv[2]), sys.argv[3]
with open(devices_path, newline="") as f:
    identifiers = [row["identifier"] for row in csv.DictReader(f)]
if not identifiers:
    sys.exit("generate_hostile_log: no identifiers in " + devices_path)
rng = random.Random(seed)


def known():
    return rng.choice(identifiers).encode()


k = known()
LINES = [
    # Line ends and surrounding whitespace: a CRLF log, a lone CR, spaces, tabs.
    k + b"\r", b"  " + k + b"  \r", b"\t" + k + b"\t", b" \t" + k + b"\r\r", k + b"\r" + k, b"\r" + k,
    b"", b"   ", b"\r", b"\t \r\t", b"\r\r",
    # Invalid UTF-8: stray bytes, a lone continuation byte, an overlong form, a truncated sequence, an
    # encoded surrogate, a code point past U+10FFFF; Latin-1 text.
    b"\xff", b"\xfe\xff", k + b"\xff", b"\xff" + k, b"\xc3\x28", b"\xc0\xaf", b"\x80", b"iPhone\xe2\x80",
    b"\xed\xa0\x80", b"\xf4\x90\x80\x80", "Caf\u00e9".encode("latin-1"),
    # Valid UTF-8 that is not ASCII: accents, an emoji, a byte-order mark, a no-break space, a right-to-left
    # override, full-width letters, C1 NEL.
    "\u00dcn\u00efc\u00f6d\u00e9".encode(), "\U0001F4F1".encode(), b"\xef\xbb\xbf" + k, "\u00a0".encode() + k,
    "\u202e".encode() + k, "\uff49\uff30\uff48\uff4f\uff4e\uff45".encode(), "\u0085".encode() + k,
    # NUL and other control bytes, DEL, an ANSI colour sequence.
    b"\x00", k + b"\x00", b"\x00" + k, b"a\x00b", b"\x00" * 40, b"\x01\x02\x03", b"\x1b[31mred\x1b[0m",
    b"\x0b" + k, b"\x0c", b"\x7f", b"\x08\x08" + k, b"\x1f" + k + b"\x1f",
    # Input a spreadsheet would run, with and without tabs and spaces before it; quotes and commas.
    b'=HYPERLINK("http://example.com/","click")', b"=1+1", b"+1", b"-1", b"@x", b"@SUM(A1:A2)",
    b"\t=1", b"\t+1", b" -1 ", b"\r=cr", b"=", b"+", b"-", b"@", b"-2+3", b"=1\t+2", b"+cmd|' /C calc'!A0",
    b'"', b'"quoted', b'"' + k + b'"', b"'already", b'a"b', b"a,b", k + b",9", b"a;b", b"%0A",
    # Backslashes: devinfo writes them as \\, and writes other bytes as \xNN, so the text \x41 is not A.
    b"\\", b"x\\y", b"\\x41", b"\\x0A", b"C:\\path\\", b"\\" * 300, b"\\\\" + k,
    # At the limits: the echo keeps 256 bytes (then ...), a line of more than 1 KiB is cut and malformed.
    b"B" * 256, b"B" * 257, b"\xff" * 257, b"a" * 255 + "\u00e9".encode(), b"=" + b"b" * 300,
    k + b" " * (1024 - len(k)), k + b" " * (1025 - len(k)), b" " * 1020 + k, b"a" * 1024, b"a" * 1025,
    b"a" * 1023 + "\u00e9".encode(),
    # Very long lines (100 KB and more).
    k + b" " * 200_000, b"A" * 150_000, b" " * 120_000 + k, b"\xff" * 110_000, b"=" + b"x" * 100_000,
    bytes(rng.choice([b for b in range(256) if b != 0x0A]) for _ in range(100_000)),
]
# A CRLF stretch, as a log written on Windows.
LINES += [known() + b"\r" for _ in range(500)]
# A seeded mix: random bytes (any but \n), and identifiers with random bytes around or inside them.
AROUND = [b" ", b"\t", b"\r", b"\x00", b"\xff", b"=", b"+", b"-", b"@", b'"', b"'", b"\\", b",", b"\x0b",
          "\u00e9".encode(), b"\xe2\x80"]
NOT_NEWLINE = [b for b in range(256) if b != 0x0A]
for _ in range(5000):
    roll = rng.random()
    if roll < 0.35:
        line = bytes(rng.choice(NOT_NEWLINE) for _ in range(rng.randint(0, 40)))
    elif roll < 0.45:
        line = bytes(rng.choice(NOT_NEWLINE) for _ in range(rng.randint(250, 1100)))
    elif roll < 0.75:
        line = b"".join(rng.choices(AROUND, k=rng.randint(0, 3))) + known() + b"".join(rng.choices(AROUND, k=rng.randint(0, 3)))
    else:
        line = known()
        cut = rng.randint(0, len(line))
        line = line[:cut] + rng.choice(AROUND) + line[cut:]
    LINES.append(line)
# The last line, with no newline after it: an identifier with a space before it and a \r after it.
last = b" " + known() + b"\r"

with open(out_path, "wb") as out:
    for line in LINES:
        out.write(line + b"\n")
    out.write(last)
