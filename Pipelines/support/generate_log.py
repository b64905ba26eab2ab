"""A deterministic test log for Pipelines/run and Pipelines/bench: N identifiers drawn from the
`devinfo --list --csv` export, ~1 % unknown or malformed, ~2 % with surrounding spaces, tabs or \r.

    python3 generate_log.py devices.csv LINES SEED log.txt
"""
import csv
import random
import re
import sys

devices_path, count, seed, out_path = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
with open(devices_path, newline="") as f:
    identifiers = [row["identifier"] for row in csv.DictReader(f)]
if not identifiers:
    sys.exit("generate_log: no identifiers in " + devices_path)
prefixes = sorted({re.match(r"[A-Za-z]+", i).group(0) for i in identifiers})

# Well-formed but not in the table (unknown), and not identifiers at all (malformed).
UNKNOWN = ["x86_64", "arm64", "iphone11,8", "Pixel7,1", "SM-G991B1,1"]
MALFORMED = ["", "unknown", "N/A", "-", "iPhone", "iPhone 11", "iPhone11,", ",8", "iPhone11,8,9", "iPhone11.8",
             "Galaxy S23", 'iPhone "X"', "iPhone11,8 Pro", "null", "iPad8,1\tiPad8,2"]
DECORATIONS = ["  {}", "{}  ", "\t{}", "{}\r", " {} \r", "\t {}\t"]

rng = random.Random(seed)
with open(out_path, "w", newline="\n") as out:
    for _ in range(count):
        r = rng.random()
        if r < 0.005:
            roll = rng.random()
            if roll < 0.7:
                line = f"{rng.choice(prefixes)}{rng.randint(90, 999)},{rng.randint(1, 9)}"
            else:
                line = rng.choice(UNKNOWN)
        elif r < 0.010:
            line = rng.choice(MALFORMED)
        else:
            line = rng.choice(identifiers)
            if r < 0.030:
                line = rng.choice(DECORATIONS).format(line)
        out.write(line + "\n")
