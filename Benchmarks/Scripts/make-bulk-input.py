#!/usr/bin/env python3
"""make-bulk-input.py TABLE N OUT: N identifier lines for the bulk benchmark, drawn (seeded) from the
known identifiers listed in the first column of TABLE, with about 1 % well-formed identifiers that no
table lists (e.g. iPhone99,1), as a log of real devices would have."""
import random, sys

table, count, out = sys.argv[1], int(sys.argv[2]), sys.argv[3]
known = [line.split("\t", 1)[0] for line in open(table, encoding="utf-8") if line.strip()]
unknown = ["iPhone99,1", "iPhone19,2", "iPad42,7", "iPod10,1", "iPhone11,9", "iPad17,9"]
rng = random.Random(2026)
with open(out, "w", encoding="utf-8") as f:
    for _ in range(count):
        f.write((rng.choice(unknown) if rng.random() < 0.01 else rng.choice(known)) + "\n")
