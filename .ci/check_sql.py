"""The SQLite database devinfo's SQL builds answers exactly as `devinfo --json` does, for every identifier.

    python3 .ci/check_sql.py DEVINFO [DATABASE]

DEVINFO is the devinfo executable; DATABASE a database built by the sqlite3 shell from `devinfo --list --sql`
(the release's devices.sqlite). Without DATABASE, one is built here the same way, with the sqlite3 shell
(`.ci/check-release` installs the Debian package when it is missing).

Then, for every identifier, an SQL query over the tables (devices, displays, safe_areas, status_bars)
builds the device object with SQLite's JSON functions, and it must equal `devinfo --json ID` key for key
(but the two fallback keys, which devinfo derives from the rows and the OS releases: each must be null or one of
the display's rows, beginning at or before the version asked),
in the same order; and for several OS versions, with the safe areas and status bars that hold for that
version (`WHERE fromOSVersion <= N AND N <= untilOSVersion`), it must equal `devinfo --json --os N`
(whether the device runs N is a question about the OS releases, not a column: it is taken from devinfo).
The queries are written here by hand, independently of the Swift that writes the SQL and the JSON.
Also: foreign keys hold, the file is sound, and each table's row count. Exits 1 on any failure.
"""
import json
import os
import sqlite3
import subprocess
import sys
import tempfile

devinfo = sys.argv[1]
failures = []


def check(name, ok, detail=""):
    print(("  PASS  " if ok else "  FAIL  ") + name + (f": {detail}" if detail else ""))
    if not ok:
        failures.append(name)


def run(arguments, status=(0,)):
    environment = {k: v for k, v in os.environ.items() if k != "SIMULATOR_MODEL_IDENTIFIER"}
    result = subprocess.run([devinfo] + arguments, capture_output=True, env=environment)
    if result.returncode not in status:
        raise SystemExit(f"devinfo {' '.join(arguments)[:200]} exited {result.returncode}: {result.stderr.decode(errors='replace')[:500]}")
    return result.stdout.decode("utf-8")


scratch = None
if len(sys.argv) > 2:
    database = sys.argv[2]
else:
    scratch = tempfile.mkdtemp(prefix="devinfo-sql-")
    database = os.path.join(scratch, "devices.sqlite")
    built = subprocess.run(["sqlite3", "-bail", database], input=run(["--list", "--sql"]).encode("utf-8"), capture_output=True)
    check("the sqlite3 shell builds the database from devinfo --list --sql", built.returncode == 0 and not built.stderr,
          built.stderr.decode(errors="replace")[:300])

connection = sqlite3.connect(f"file:{database}?mode=ro", uri=True)
check("no foreign key dangles", connection.execute("PRAGMA foreign_key_check").fetchall() == [])
check("the database is sound", connection.execute("PRAGMA integrity_check").fetchall() == [("ok",)])


def boolean(column):
    return f"json(CASE {column} WHEN 1 THEN 'true' WHEN 0 THEN 'false' END)"


def size(width, height):
    return f"json(CASE WHEN {width} IS NULL THEN NULL ELSE json_object('width', {width}, 'height', {height}) END)"


def insets(prefix):
    return (f"json(CASE WHEN s.{prefix}Top IS NULL THEN NULL ELSE json_object('top', s.{prefix}Top, 'left', s.{prefix}Left, "
            f"'bottom', s.{prefix}Bottom, 'right', s.{prefix}Right) END)")


def history(table, members, os_version):
    """The newest entry of `table` for display d, or the one that holds for `os_version`, as JSON."""
    where = "s.identifier = d.identifier AND s.role = d.role"
    if os_version is not None:
        where += f" AND s.fromOSVersion <= {os_version} AND {os_version} <= s.untilOSVersion"
    return (f"(SELECT json_object('fromOSVersion', s.fromOSVersion, 'untilOSVersion', s.untilOSVersion, {members}) "
            f"FROM {table} s WHERE {where} ORDER BY s.fromOSVersion DESC LIMIT 1)")


def size_classes(prefix):
    def pair(orientation):
        horizontal = f"d.{prefix}{orientation}HorizontalSizeClass" if prefix else f"d.{orientation.lower()}HorizontalSizeClass"
        vertical = f"d.{prefix}{orientation}VerticalSizeClass" if prefix else f"d.{orientation.lower()}VerticalSizeClass"
        return f"json_object('horizontal', {horizontal}, 'vertical', {vertical})"
    first = f"d.{prefix}PortraitHorizontalSizeClass" if prefix else "d.portraitHorizontalSizeClass"
    return f"json(CASE WHEN {first} IS NULL THEN NULL ELSE json_object('portrait', {pair('Portrait')}, 'landscape', {pair('Landscape')}) END)"


def display_object(os_version):
    """A display object from a row `d` of displays, as devinfo's JSON writes it."""
    safe_area = history("safe_areas", f"'portrait', {insets('portrait')}, 'landscape', {insets('landscape')}", os_version)
    status_bar = history("status_bars", "'portrait', s.portraitStatusBar, 'landscape', s.landscapeStatusBar", os_version)
    return f"""json_object(
        'role', d.role, 'id', d.displayClass, 'orientation', d.orientation, 'cutout', d.cutout,
        'cutoutFrame', json(CASE WHEN d.cutoutX IS NULL THEN NULL ELSE
            json_object('x', d.cutoutX, 'y', d.cutoutY, 'width', d.cutoutWidth, 'height', d.cutoutHeight) END),
        'hasDynamicIsland', {boolean('d.hasDynamicIsland')}, 'homeControl', d.homeControl,
        'panelPixels', {size('d.panelWidth', 'd.panelHeight')}, 'points', {size('d.pointsWidth', 'd.pointsHeight')},
        'scale', d.scale, 'nativeScale', d.nativeScale, 'renderPixels', {size('d.renderPixelsWidth', 'd.renderPixelsHeight')},
        'displayZoom', d.displayZoom,
        'zoomed', json(CASE WHEN d.zoomedPointsWidth IS NULL THEN NULL ELSE json_object(
            'mode', 'zoomed', 'points', json_object('width', d.zoomedPointsWidth, 'height', d.zoomedPointsHeight),
            'scale', d.scale, 'nativeScale', d.zoomedNativeScale,
            'renderPixels', json_object('width', d.zoomedPointsWidth * d.scale, 'height', d.zoomedPointsHeight * d.scale)) END),
        'sizeClasses', json(CASE WHEN d.portraitHorizontalSizeClass IS NULL AND d.zoomedPortraitHorizontalSizeClass IS NULL THEN NULL
            ELSE json_object('standard', {size_classes('')}, 'zoomed', {size_classes('zoomed')}) END),
        'caseMillimeters', d.caseMillimeters, 'diagonalInches', d.diagonalInches, 'pixelsPerInch', d.pixelsPerInch,
        'maximumRefreshRate', d.maximumRefreshRate, 'minimumRefreshRate', d.minimumRefreshRate, 'colorGamut', d.colorGamut,
        'hasRoundedCorners', {boolean('d.hasRoundedCorners')}, 'cornerRadius', d.cornerRadius,
        'safeArea', json({safe_area}), 'statusBar', json({status_bar}))"""


def device_query(os_version):
    display = display_object(os_version)
    main_safe_area = history("safe_areas", f"'portrait', {insets('portrait')}, 'landscape', {insets('landscape')}", os_version)
    return f"""SELECT v.identifier, json_object(
        'identifier', v.identifier, 'known', json('true'), 'family', v.family, 'name', v.name, 'variant', v.variant,
        'major', v.major, 'minor', v.minor, 'releaseYear', v.releaseYear, 'chip', v.chip,
        'firstOSVersion', v.firstOSVersion, 'lastOSVersion', v.lastOSVersion, 'isStillSupported', {boolean('v.isStillSupported')},
        'runsOSVersionAsked', NULL, 'unknownReason', NULL, 'detectedFrom', NULL,
        'mainDisplay', json((SELECT {display} FROM displays d WHERE d.identifier = v.identifier AND d.position = 0)),
        'displays', json(CASE WHEN v.hasBuiltInDisplay IS NULL THEN NULL ELSE
            (SELECT json_group_array(json(j)) FROM (SELECT {display} AS j FROM displays d WHERE d.identifier = v.identifier ORDER BY d.position)) END),
        'safeArea', json((SELECT json({main_safe_area}) FROM displays d WHERE d.identifier = v.identifier AND d.position = 0)),
        'cutout', v.cutout, 'homeControl', v.homeControl, 'hasNotch', {boolean('v.hasNotch')},
        'hasDynamicIsland', {boolean('v.hasDynamicIsland')}, 'hasSensorHousing', {boolean('v.hasSensorHousing')},
        'hasHomeIndicator', {boolean('v.hasHomeIndicator')}, 'hasHomeButton', {boolean('v.hasHomeButton')},
        'hasBuiltInDisplay', {boolean('v.hasBuiltInDisplay')})
    FROM devices v ORDER BY v.rowid"""


def canonical(value):
    """JSON text with keys in their order and whole numbers written alike (SQLite's REAL 34.0 is devinfo's 34)."""
    def normal(v):
        if isinstance(v, float) and v.is_integer():
            return int(v)
        if isinstance(v, dict):
            return {k: normal(x) for k, x in v.items()}
        if isinstance(v, list):
            return [normal(x) for x in v]
        return v
    return json.dumps(normal(value), ensure_ascii=False)


def first_difference(a, b, path=""):
    if isinstance(a, dict) and isinstance(b, dict):
        if list(a) != list(b):
            return f"{path or '(root)'}: keys {list(a)} vs {list(b)}"
        for key in a:
            found = first_difference(a[key], b[key], f"{path}/{key}")
            if found:
                return found
        return None
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        for index, (x, y) in enumerate(zip(a, b)):
            found = first_difference(x, y, f"{path}/{index}")
            if found:
                return found
        return None
    return None if canonical(a) == canonical(b) else f"{path}: SQL {canonical(a)[:120]} vs devinfo {canonical(b)[:120]}"


def history_rows(identifier, role, table):
    """Every entry of `table` for one display, as devinfo's JSON writes an entry."""
    if table == "safe_areas":
        def side(row, prefix):
            return None if row[prefix + "Top"] is None else {k: row[prefix + k.capitalize()] for k in ("top", "left", "bottom", "right")}
        members = lambda row: {"portrait": side(row, "portrait"), "landscape": side(row, "landscape")}
    else:
        members = lambda row: {"portrait": row["portraitStatusBar"], "landscape": row["landscapeStatusBar"]}
    connection.row_factory = sqlite3.Row
    rows = connection.execute(f"SELECT * FROM {table} WHERE identifier = ? AND role = ? ORDER BY fromOSVersion", (identifier, role)).fetchall()
    connection.row_factory = None
    return [canonical({"fromOSVersion": row["fromOSVersion"], "untilOSVersion": row["untilOSVersion"], **members(row)}) for row in rows]


fallback_problems = []


def set_fallbacks_aside(device, os_version):
    """newestConfirmedSafeArea and newestConfirmedStatusBar are derived from the history rows and the OS releases
    (the newest entry confirmed at or before the OS in question), not stored: each must be null or one of the
    display's rows in the database, beginning at or before the version asked. Checked here, then set aside so
    the stored facts are compared key for key."""
    for display in ([device.get("mainDisplay")] if device.get("mainDisplay") else []) + (device.get("displays") or []):
        for key, table in (("newestConfirmedSafeArea", "safe_areas"), ("newestConfirmedStatusBar", "status_bars")):
            value = display.pop(key, None)
            if value is None:
                continue
            rows = history_rows(device["identifier"], display["role"], table)
            if canonical(value) not in rows or (os_version is not None and value["fromOSVersion"] > os_version):
                fallback_problems.append((device["identifier"], display["role"], key, os_version))


from_sql = [(identifier, json.loads(text)) for identifier, text in connection.execute(device_query(None))]
identifiers = [identifier for identifier, _ in from_sql]
listed = [device["identifier"] for device in json.loads(run(["--list", "--json"]))]
check("the devices table lists every identifier of devinfo --list, in order", identifiers == listed, f"{len(identifiers)} rows")
mismatches = []
for identifier, answer in from_sql:
    expected = json.loads(run(["--json", identifier]))
    set_fallbacks_aside(expected, None)
    if canonical(answer) != canonical(expected):
        mismatches.append((identifier, first_difference(answer, expected)))
check("SQL answers as devinfo --json ID, for every identifier", not mismatches,
      f"{len(mismatches)} differ, e.g. {mismatches[:3]}" if mismatches else f"{len(from_sql)} identifiers")

for version in [3, 11, 12, 13, 14, 15, 16, 17, 18, 26, 27]:
    expected = json.loads(run(["--json", "--os", str(version)] + identifiers, status=(0, 2)))
    mismatches = []
    for (identifier, answer), want in zip(connection.execute(device_query(version)), expected):
        answer = json.loads(answer)
        set_fallbacks_aside(want, version)
        answer["runsOSVersionAsked"] = want["runsOSVersionAsked"]
        if identifier != want["identifier"] or canonical(answer) != canonical(want):
            mismatches.append((identifier, first_difference(answer, want)))
    check(f"SQL's rows for OS {version} answer as devinfo --json --os {version}, for every identifier", not mismatches,
          f"{len(mismatches)} differ, e.g. {mismatches[:3]}" if mismatches else "")

check("each display's newestConfirmedSafeArea and newestConfirmedStatusBar is null or one of its rows, from the version asked or before",
      not fallback_problems, f"{len(fallback_problems)} are not, e.g. {fallback_problems[:3]}" if fallback_problems else "")

counts = {table: connection.execute(f'SELECT count(*) FROM "{table}"').fetchone()[0] for table in ("devices", "displays", "safe_areas", "status_bars", "columns")}
print("  rows: " + ", ".join(f"{table} {count}" for table, count in counts.items()))
connection.close()
if scratch:
    for name in os.listdir(scratch):
        os.remove(os.path.join(scratch, name))
    os.rmdir(scratch)
print(f"sql: {len(failures)} failed")
sys.exit(1 if failures else 0)
