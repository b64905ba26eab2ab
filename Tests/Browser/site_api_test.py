"""The website's data API (api/v1/), fetched as a program on the web would fetch it, and compared with the CLI.

    python3 Tests/Browser/site_api_test.py SITE_DIR DEVINFO

Serves SITE_DIR over HTTP on 127.0.0.1 (as GitHub Pages serves it), opens it in headless Chromium and
calls fetch() from the page for: the index (every path it names must answer), devices.json (equal to
`DEVINFO --list --json`, as many devices), every api/v1/devices/<identifier>.json (equal to
`DEVINFO --json <identifier>`, text and value), the data files (byte for byte `--list --csv`,
`--json-lines`, `--sql`), and the display classes (each lists the devices whose `devinfo --json` has a
display of that class). Prints one line per check; exits 1 on any failure. .ci/site runs it.
"""
import functools
import http.server
import json
import os
import subprocess
import sys
import threading
import time

import browser
from browser import check, failures

site, devinfo = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])


def cli(*arguments):
    environment = {k: v for k, v in os.environ.items() if k != "SIMULATOR_MODEL_IDENTIFIER"}
    return subprocess.run([devinfo, *arguments], capture_output=True, check=True, env=environment).stdout.decode("utf-8")


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=site))
threading.Thread(target=server.serve_forever, daemon=True).start()
base = f"http://127.0.0.1:{server.server_address[1]}/"

driver = browser.chromium()
driver.set_script_timeout(120)

FETCH = """
const [paths, done] = [arguments[0], arguments[arguments.length - 1]];
Promise.all(paths.map(p => fetch(new URL(p, document.baseURI)).then(async r =>
    ({path: p, ok: r.ok, status: r.status, type: r.headers.get('content-type'), text: await r.text()}))))
  .then(done, e => done([{error: String(e)}]));
"""


def fetch(paths):
    """Each path (relative to the site's root) fetched by the page: {path: (ok, content type, text)}."""
    answers = driver.execute_async_script(FETCH, list(paths))
    if answers and "error" in answers[0]:
        raise SystemExit(f"fetch failed: {answers[0]['error']}")
    return {a["path"]: (a["ok"], a["type"] or "", a["text"]) for a in answers}


started = time.time()
try:
    driver.get(base + "index.html")
    check("the site's index loads over HTTP", "devinfo" in driver.title.lower() or "Apple" in driver.title, driver.title)
    links = driver.execute_script("return Array.from(document.querySelectorAll('a[href^=\"api/v1/\"]')).map(a => a.getAttribute('href'))")
    check("the index links the API and the data files", "api/v1/index.json" in links and "api/v1/devices.json" in links
          and "api/v1/devices.csv" in links, f"{len(links)} links")

    index_ok, _, index_text = fetch(["api/v1/index.json"])["api/v1/index.json"]
    index = json.loads(index_text) if index_ok else {}
    named = [index.get(key) for key in ("devices", "displays", "schema", "readingSchema")] + index.get("downloads", []) + [
        index.get("device", "").replace("{identifier}", "iPhone11,8"), index.get("display", "").replace("{class}", "iphone-xr")]
    answers = fetch(["api/v1/" + path for path in named if path])
    bad = [path for path, (ok, _, _) in answers.items() if not ok]
    check("every path api/v1/index.json names answers", index_ok and not bad and len(answers) == len(set(named)), str(bad) if bad else f"{len(answers)} paths")

    listed = json.loads(cli("--list", "--json"))
    ok, content_type, text = fetch(["api/v1/devices.json"])["api/v1/devices.json"]
    api_list = json.loads(text) if ok else []
    check("api/v1/devices.json is served as JSON", ok and "json" in content_type, content_type)
    check("api/v1/devices.json has as many devices as devinfo --list --json", len(api_list) == len(listed) > 0, f"{len(api_list)} devices")
    check("api/v1/devices.json is devinfo --list --json", api_list == listed)

    identifiers = [device["identifier"] for device in listed]
    answers = fetch([f"api/v1/devices/{identifier}.json" for identifier in identifiers])
    different = []
    for identifier in identifiers:
        ok, _, text = answers[f"api/v1/devices/{identifier}.json"]
        expected = cli("--json", identifier)
        if not ok or text != expected or json.loads(text) != json.loads(expected):
            different.append(identifier)
    check("every api/v1/devices/<identifier>.json is devinfo --json <identifier>", not different,
          f"{len(different)} differ, e.g. {different[:3]}" if different else f"{len(identifiers)} identifiers")
    for identifier in ("iPhone11,8", "MacBookPro18,3", "iPhone19,4"):
        ok, _, text = answers[f"api/v1/devices/{identifier}.json"]
        check(f"api/v1/devices/{identifier}.json is devinfo --json {identifier}", ok and json.loads(text) == json.loads(cli("--json", identifier)))

    answers = fetch(["api/v1/devices.csv", "api/v1/devices.jsonl", "api/v1/devices.sql"])
    for file, arguments in (("devices.csv", ("--list", "--csv")), ("devices.jsonl", ("--list", "--json-lines")), ("devices.sql", ("--list", "--sql"))):
        ok, _, text = answers["api/v1/" + file]
        check(f"api/v1/{file} is devinfo {' '.join(arguments)}", ok and text == cli(*arguments))

    users = {}
    for device in listed:
        for display in device.get("displays") or []:
            users.setdefault(display["id"], []).append(device["identifier"])
    ok, _, text = fetch(["api/v1/displays.json"])["api/v1/displays.json"]
    classes = json.loads(text) if ok else []
    check("api/v1/displays.json lists every display class devinfo's devices have",
          sorted(c["id"] for c in classes) == sorted(users), f"{len(classes)} classes")
    answers = fetch([f"api/v1/displays/{c['id']}.json" for c in classes])
    wrong = [c["id"] for c in classes
             if not answers[f"api/v1/displays/{c['id']}.json"][0]
             or [d["identifier"] for d in json.loads(answers[f"api/v1/displays/{c['id']}.json"][2])["devices"]] != users[c["id"]]]
    check("each api/v1/displays/<class>.json lists the devices whose devinfo --json has that display", not wrong, str(wrong[:3]) if wrong else f"{len(classes)} classes")
finally:
    driver.quit()
    server.shutdown()

print(f"site API: {len(failures)} failed ({time.time() - started:.0f} s)")
sys.exit(1 if failures else 0)
