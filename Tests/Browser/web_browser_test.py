"""devinfo for the web in a real browser: every browser profile, launch-screen link and safe area of the site's
web/ files, checked in headless Chromium under DevTools emulation of each profile.

    python3 Tests/Browser/web_browser_test.py SITE_DIR SCREENSHOT_DIR

Headless Chromium's own `screen` is whatever the window is, so each profile is emulated with
Emulation.setDeviceMetricsOverride (its viewport, deviceScaleFactor, mobile, screen size and orientation),
one page load per profile, and the page must see:

1. Browser profiles (web/devices.json): screen.width, screen.height and devicePixelRatio equal to the
   profile's screen and deviceScaleFactor (devinfo's points, turned with the orientation, and scale), and
   innerWidth the viewport's width.
2. Launch screens (web/launch-screens.txt, the HTML fragment itself): emulated as iOS reports a screen
   (device-width and device-height the portrait size, the orientation the viewport's), exactly one link's
   media query matches (window.matchMedia), and its image is the screen in render pixels in that
   orientation: no screen matches two images, none matches none.
3. Safe areas (web/safe-areas.css): with the stylesheet linked and <html data-device="…">, the custom
   properties are the profile's safe area in the viewport's orientation, and data-orientation overrides it.

Prints a line per check and a summary; exits 1 on any failure. .ci/site runs it after site_browser_test.py.
"""
import json
import os
import re
import sys
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

site, shots = (os.path.abspath(p) for p in sys.argv[1:3])
os.makedirs(shots, exist_ok=True)
failures = []


def check(name, ok, detail=""):
    print(("  PASS  " if ok else "  FAIL  ") + name + (f": {detail}" if detail else ""))
    if not ok:
        failures.append(name)


def read(path):
    with open(os.path.join(site, path), encoding="utf-8") as file:
        return file.read()


profiles = json.loads(read("web/devices.json"))
fragment = read("web/launch-screens.txt")
links = [(media, int(width), int(height)) for media, width, height in
         re.findall(r'<link rel="apple-touch-startup-image" media="([^"]+)" href="apple-launch-(\d+)x(\d+)\.png">', fragment)]
media_queries = [media for media, _, _ in links]
safe_areas = json.loads(read("web/safe-areas.json"))

options = webdriver.ChromeOptions()
for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--hide-scrollbars",
                 "--allow-file-access-from-files", "--force-color-profile=srgb"):
    options.add_argument(argument)
options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
binary = os.environ.get("CHROMIUM", "/usr/bin/chromium")
if os.path.exists(binary):
    options.binary_location = binary
driver = webdriver.Chrome(service=Service(os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")), options=options)
page = "file://" + os.path.join(site, "web.html")


def load(url):
    driver.get(url)
    for _ in range(50):
        if driver.execute_script("return document.readyState") == "complete":
            break
        time.sleep(0.02)
    return [entry["message"] for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]


def emulate(width, height, scale, screen_width, screen_height, landscape):
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": width, "height": height, "deviceScaleFactor": scale, "mobile": True,
        "screenWidth": screen_width, "screenHeight": screen_height,
        "screenOrientation": {"type": "landscapePrimary", "angle": 90} if landscape else {"type": "portraitPrimary", "angle": 0}})


LINK_STYLESHEET = """
var done = arguments[arguments.length - 1];
var link = document.createElement("link");
link.rel = "stylesheet"; link.href = arguments[0];
link.onload = function () { done(true); }; link.onerror = function () { done(false); };
document.head.appendChild(link);"""

READ_INSETS = """
var root = document.documentElement, style;
root.setAttribute("data-device", arguments[0]);
if (arguments[1]) { root.setAttribute("data-display", arguments[1]); } else { root.removeAttribute("data-display"); }
if (arguments[2]) { root.setAttribute("data-orientation", arguments[2]); } else { root.removeAttribute("data-orientation"); }
style = getComputedStyle(root);
return ["top", "left", "bottom", "right"].map(function (side) { return style.getPropertyValue("--safe-area-inset-" + side).trim(); });"""


def px(insets):
    return [f"{value:g}px" for value in (insets["top"], insets["left"], insets["bottom"], insets["right"])]


started = time.time()
try:
    check("the fragment's links are all read", len(links) == fragment.count("<link ") and len(links) > 0, f"{len(links)} links")
    wrong_screens, wrong_launch, wrong_insets, errors = [], [], [], []
    overrides = 0
    for name, profile in profiles.items():
        viewport, screen, scale = profile["viewport"], profile["screen"], profile["deviceScaleFactor"]
        facts, landscape = profile["devinfo"], viewport["isLandscape"]
        # 1. The profile as Playwright or Puppeteer would set it.
        emulate(viewport["width"], viewport["height"], scale, screen["width"], screen["height"], landscape)
        found = load(page)
        if found:
            errors.append((name, found[:1]))
        seen = driver.execute_script("return [screen.width, screen.height, window.devicePixelRatio, window.innerWidth]")
        if seen != [screen["width"], screen["height"], scale, viewport["width"]]:
            wrong_screens.append((name, seen))

        # 2. The launch screens, the screen as iOS reports it: device-width x device-height is portrait.
        portrait = sorted((screen["width"], screen["height"]))
        emulate(viewport["width"], viewport["height"], scale, portrait[0], portrait[1], landscape)
        matched = driver.execute_script("return arguments[0].map(function (query) { return window.matchMedia(query).matches; })", media_queries)
        images = [(width, height) for (media, width, height), yes in zip(links, matched) if yes]
        expected = (viewport["width"] * scale, viewport["height"] * scale)
        if images != [expected]:
            wrong_launch.append((name, images, expected))

        # 3. Safe areas for CSS: the profile's own insets, by the viewport's orientation and by data-orientation.
        entry = safe_areas.get(facts["identifier"])
        display = next((d for d in (entry or {}).get("displays", []) if d["role"] == facts["role"]), None)
        if facts["mode"] == "standard" and display is not None:
            emulate(viewport["width"], viewport["height"], scale, screen["width"], screen["height"], landscape)
            if not driver.execute_async_script(LINK_STYLESHEET, "web/safe-areas.css"):
                wrong_insets.append((name, "the stylesheet did not load"))
                continue
            role = None if facts["role"] in ("main", "outer") else facts["role"]
            orientation = "landscape" if landscape else "portrait"
            got = driver.execute_script(READ_INSETS, facts["identifier"], role, None)
            want = px(facts["safeArea"]) if facts["safeArea"] else (px(display[orientation]) if display[orientation] else None)
            if want and got != want:
                wrong_insets.append((name, got, want))
            other = "portrait" if landscape else "landscape"
            if display[other]:
                overrides += 1
                got = driver.execute_script(READ_INSETS, facts["identifier"], role, other)
                if got != px(display[other]):
                    wrong_insets.append((name + " data-orientation=" + other, got, px(display[other])))

    check(f"each of the {len(profiles)} profiles is seen as its screen.width, screen.height and devicePixelRatio (and viewport width)",
          not wrong_screens, f"{len(wrong_screens)} wrong, e.g. {wrong_screens[:3]}" if wrong_screens else "")
    check(f"under each profile exactly one of the {len(links)} launch-screen links matches, the screen's render size",
          not wrong_launch, f"{len(wrong_launch)} wrong, e.g. {wrong_launch[:3]}" if wrong_launch else "")
    check("safe-areas.css gives each standard profile its insets, by orientation and by data-orientation",
          not wrong_insets and overrides > 100, f"{len(wrong_insets)} wrong, e.g. {wrong_insets[:3]}" if wrong_insets else f"{overrides} overrides checked")
    check("no console error under emulation", not errors, f"{errors[:2]}")
    zoomed = [name for name, profile in profiles.items() if profile["devinfo"]["mode"] == "zoomed"]
    check("zoomed profiles are among them", len(zoomed) > 50, f"{len(zoomed)} zoomed")
finally:
    driver.quit()

print(f"devinfo for the web in Chromium: {len(failures)} failed ({time.time() - started:.0f} s, {len(profiles)} profiles)")
sys.exit(1 if failures else 0)
