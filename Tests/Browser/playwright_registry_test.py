"""devinfo's device registries in the real Playwright for Python, with Debian's Chromium.

    python3 Tests/Browser/playwright_registry_test.py SITE_DIR

Loads the site's web/playwright-devices-python.json and, for every entry, opens a context exactly as a user
would, `browser.new_context(**devices[name])` (one browser, a context per distinct descriptor: the variants
and sibling models whose entries are identical, key for key, share one, so every entry's numbers are loaded;
each context takes about half a second here), and checks inside the page (Tests/Browser/registry_probe.js): screen.width and screen.height are the entry's screen (portrait in
both orientations, as iOS reports it), innerWidth x innerHeight its viewport, devicePixelRatio its
device_scale_factor, navigator.userAgent its user_agent, touch is on (maxTouchPoints >= 1, a coarse pointer),
the orientation is the viewport's, and exactly one of devinfo's launch-screen links (web/launch-screens.txt)
matches, the one whose image is the viewport in pixels. For every iPad it then sets 5 touch points the way the
README says (CDP Emulation.setTouchEmulationEnabled, maxTouchPoints 5): the page must see 5, and an iPad
with the desktop-class user agent must pass the usual iPad test (Macintosh and maxTouchPoints > 1).

It also checks that the three registries (Node's, Python's, Puppeteer's) name the same entries with the same
numbers, each in its own keys. Prints a line per check; exits 1 on any failure. .ci/playwright runs it.
"""
import json
import os
import re
import sys
import time

from playwright.sync_api import sync_playwright

failures = []


def check(name, ok, detail=""):
    """One check: a PASS or FAIL line (as browser.py writes them, without its Selenium)."""
    print(("  PASS  " if ok else "  FAIL  ") + name + (f": {detail}" if detail else ""))
    if not ok:
        failures.append(name)


site = os.path.abspath(sys.argv[1])
here = os.path.dirname(os.path.abspath(__file__))


def read(path):
    with open(os.path.join(site, path), encoding="utf-8") as file:
        return file.read()


python = json.loads(read("web/playwright-devices-python.json"))
node = json.loads(read("web/playwright-devices.json"))
puppeteer = json.loads(read("web/puppeteer-devices.json"))
links = [(media, int(width), int(height)) for media, width, height in
         re.findall(r'<link rel="apple-touch-startup-image" media="([^"]+)" href="apple-launch-(\d+)x(\d+)\.png">', read("web/launch-screens.txt"))]
with open(os.path.join(here, "registry_probe.js"), encoding="utf-8") as file:
    probe = file.read().split("\n", 3)[3]  # the arrow function, after its comment
PAGE = '<!DOCTYPE html><html><head><meta name="viewport" content="width=device-width, initial-scale=1"></head><body></body></html>'

# The three files: the same names, and the same numbers in each one's keys.
shape_errors = []
for name, entry in python.items():
    js, pp = node.get(name), puppeteer.get(name)
    if set(entry) != {"user_agent", "screen", "viewport", "device_scale_factor", "is_mobile", "has_touch", "default_browser_type"}:
        shape_errors.append((name, "python keys", sorted(entry)))
    if js != {"userAgent": entry["user_agent"], "screen": entry["screen"], "viewport": entry["viewport"],
              "deviceScaleFactor": entry["device_scale_factor"], "isMobile": entry["is_mobile"], "hasTouch": entry["has_touch"],
              "defaultBrowserType": entry["default_browser_type"]}:
        shape_errors.append((name, "node", js))
    viewport = entry["viewport"]
    if pp != {"name": name, "userAgent": entry["user_agent"],
              "viewport": {"width": viewport["width"], "height": viewport["height"], "deviceScaleFactor": entry["device_scale_factor"],
                           "isMobile": True, "hasTouch": True, "isLandscape": viewport["width"] > viewport["height"]}}:
        shape_errors.append((name, "puppeteer", pp))
check(f"the Node, Python and Puppeteer registries name the same {len(python)} entries with the same numbers, each in its own keys",
      not shape_errors and set(node) == set(python) == set(puppeteer) and len(python) > 0,
      f"{len(shape_errors)} differ, e.g. {shape_errors[:2]}" if shape_errors else "")
iphones = [n for n in python if n.startswith("iPhone")]
ipads = [n for n in python if n.startswith("iPad")]
check("every iPhone and iPad has a portrait and a landscape entry",
      all(n + " landscape" in python for n in python if not n.endswith(" landscape")) and len(iphones) > 0 and len(ipads) > 0,
      f"{len(iphones)} iPhone and {len(ipads)} iPad entries")
check("iPhone 17 Pro is named as Playwright names it", "iPhone 17 Pro" in python and "iPhone 17 Pro landscape" in python)

started = time.time()
wrong, launch, touch, ipad_touch, errors = [], [], [], [], []
with sync_playwright() as playwright:
    browser = playwright.chromium.launch(executable_path=os.environ.get("CHROMIUM", "/usr/bin/chromium"), args=["--no-sandbox"])
    try:
        loaded = {}  # descriptor -> the name it was loaded under
        for name, entry in python.items():
            key = json.dumps(entry, sort_keys=True)
            if key in loaded:
                continue
            loaded[key] = name
            try:
                context = browser.new_context(**entry)  # exactly as a user would: the entry, unchanged
                page = context.new_page()
                page.set_content(PAGE)
                seen = page.evaluate(probe, [media for media, _, _ in links])
                viewport, scale = entry["viewport"], entry["device_scale_factor"]
                want = {"screen": [entry["screen"]["width"], entry["screen"]["height"]], "viewport": [viewport["width"], viewport["height"]],
                        "ratio": scale, "userAgent": entry["user_agent"], "landscape": viewport["width"] > viewport["height"]}
                got = {key: seen[key] for key in want}
                if got != want:
                    wrong.append((name, got, want))
                if not (seen["coarsePointer"] and seen["maxTouchPoints"] >= 1):
                    touch.append((name, seen["maxTouchPoints"]))
                images = [(links[i][1], links[i][2]) for i in seen["matched"]]
                if images != [(viewport["width"] * scale, viewport["height"] * scale)]:
                    launch.append((name, images))
                if name.startswith("iPad"):
                    # The README's way to give an iPad its 5 touch points.
                    session = context.new_cdp_session(page)
                    session.send("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
                    page.set_content(PAGE)
                    again = page.evaluate(probe, [])
                    if again["maxTouchPoints"] != 5 or ("Macintosh" in entry["user_agent"] and not again["looksLikeIPad"]):
                        ipad_touch.append((name, again["maxTouchPoints"], again["looksLikeIPad"]))
                context.close()
            except Exception as error:  # a descriptor Playwright refuses is a failure, not a crash
                errors.append((name, str(error).splitlines()[0]))
    finally:
        browser.close()

check(f"Playwright for Python takes every one of the {len(python)} entries unchanged (new_context(**devices[name]); {len(loaded)} distinct descriptors loaded)",
      not errors and len(loaded) > 0, f"{errors[:2]}" if errors else "")
check("the page sees each entry's screen (portrait), viewport, devicePixelRatio, user agent and orientation",
      not wrong, f"{len(wrong)} wrong, e.g. {wrong[:2]}" if wrong else "")
check("touch is on under every entry (maxTouchPoints >= 1, (any-pointer: coarse))", not touch, f"{touch[:3]}")
check("exactly one launch-screen link matches under every entry, portrait and landscape: the screen's render size",
      not launch, f"{len(launch)} wrong, e.g. {launch[:3]}" if launch else f"{len(links)} links")
check(f"with Emulation.setTouchEmulationEnabled maxTouchPoints 5, each of the {len(ipads)} iPad entries reports 5 and passes the iPad test",
      not ipad_touch, f"{len(ipad_touch)} wrong, e.g. {ipad_touch[:3]}" if ipad_touch else "")
print(f"devinfo's registries in Playwright for Python: {len(failures)} failed ({time.time() - started:.0f} s, {len(python)} entries, {len(loaded)} contexts)")
sys.exit(1 if failures else 0)
