"""Runs a command and reports its wall time and peak memory as one JSON line.

    python3 measure.py [--stdin FILE] [--stdout FILE] -- COMMAND...

max_rss_mib: the largest single process's peak RSS, as `/usr/bin/time` reports it ("Maximum resident
set size", over the waited-for descendants; for Spark, the JVM or a Python worker).
tree_rss_mib: the peak of the RSS summed over the whole process tree (driver, JVM, Python workers,
devinfo), sampled every 20 ms (every 100 ms after the first 2 s); shared pages count once per process, so it is an upper bound, and a
run shorter than the interval may be missed (then it is reported as max_rss_mib).
"""
import json
import os
import resource
import subprocess
import sys
import tempfile
import threading
import time

args = sys.argv[1:]
stdin, stdout = None, subprocess.DEVNULL  # the command's output is not this script's: its stdout is the report
while args and args[0] != "--":
    if args[0] == "--stdin":
        stdin = open(args[1], "rb")
    elif args[0] == "--stdout":
        stdout = open(args[1], "wb")
    else:
        sys.exit("measure: unknown option " + args[0])
    args = args[2:]
command = args[1:]
page = os.sysconf("SC_PAGE_SIZE")


def tree_rss(root, include_root=True):
    children, rss = {}, {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as f:
                stat = f.read()
            with open(f"/proc/{entry}/statm") as f:
                rss[int(entry)] = int(f.read().split()[1]) * page
        except OSError:
            continue
        ppid = int(stat[stat.rindex(")") + 2:].split()[1])
        children.setdefault(ppid, []).append(int(entry))
    total, todo = 0, [root]
    if not include_root:  # /usr/bin/time itself
        todo = children.get(root, [])
    while todo:
        pid = todo.pop()
        total += rss.get(pid, 0)
        todo.extend(children.get(pid, []))
    return total


# /usr/bin/time measures the largest process (a child forked from this Python would start with
# Python's pages counted); without it, fall back to getrusage.
timer = "/usr/bin/time" if os.access("/usr/bin/time", os.X_OK) else None
with tempfile.NamedTemporaryFile("r") as rss_file:
    wrapped = [timer, "-f", "%M", "-o", rss_file.name, *command] if timer else command
    peak, done = [0], threading.Event()

    def sample():  # every 20 ms for the first 2 s, then every 100 ms (reading /proc costs CPU too)
        while not done.is_set():
            peak[0] = max(peak[0], tree_rss(process.pid, include_root=not timer))
            done.wait(0.02 if time.monotonic() - start < 2 else 0.1)

    start = time.monotonic()
    process = subprocess.Popen(wrapped, stdin=stdin, stdout=stdout)
    sampler = threading.Thread(target=sample)
    sampler.start()
    code = process.wait()
    wall = time.monotonic() - start
    done.set()
    sampler.join()
    if timer:
        lines = [line for line in rss_file.read().splitlines() if line.strip().isdigit()]
        max_rss = int(lines[-1]) * 1024 if lines else 0
    else:
        max_rss = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss * 1024
print(json.dumps({"exit": code, "wall_s": round(wall, 3), "max_rss_mib": round(max_rss / 2**20, 1),
                  "tree_rss_mib": round(max(peak[0], max_rss) / 2**20, 1)}))
sys.exit(code)
