"""devinfo for the web in a real browser: every browser profile, launch-screen link and safe area of the site's
web/ files, checked in headless Chromium under DevTools emulation of each profile.

    python3 Tests/Browser/web_browser_test.py SITE_DIR SCREENSHOT_DIR

Headless Chromium's own `screen` is whatever the window is, so each profile is emulated with
Emulation.setDeviceMetricsOverride (its viewport, deviceScaleFactor, mobile, screen size and orientation),
one page load per profile, and the page must see:

1. Browser profiles (web/devices.json): screen.width, screen.height and devicePixelRatio equal to the
   profile's screen and deviceScaleFactor (devinfo's points and scale; the screen portrait in both
   orientations, as iOS reports it), and innerWidth the viewport's width (turned with the orientation).
2. Launch screens (web/launch-screens.txt, the HTML fragment itself): under the profile's own emulation
   (device-width and device-height its portrait screen, the orientation the viewport's), exactly one link's
   media query matches (window.matchMedia), and its image is the screen in render pixels in that
   orientation: no screen matches two images, none matches none, in both orientations.
3. Safe areas (web/safe-areas.css): with the stylesheet linked and <html data-device="…">, the custom
   properties are the profile's safe area in the viewport's orientation, and data-orientation overrides it.
4. "Which device is this?" (which.html, the page loaded for every profile): with the profile's color gamut
   (Emulation.setEmulatedMedia) and safe-area insets (Emulation.setSafeAreaInsetsOverride) emulated too,
   the device is always among the candidates the page lists (recall 100 %; where its gamut is not
   confirmed, under both answers), its safe area is marked as matching, and the candidate-set sizes
   measured here per display class and mode (median, most, exactly one; identifiers and models) are those
   the page and the README publish.

Prints a line per check and a summary; exits 1 on any failure. .ci/site runs it after site_browser_test.py.
"""
import base64
import json
import os
import re
import sys
import time

import browser
from browser import check, failures

site, shots = (os.path.abspath(p) for p in sys.argv[1:3])
os.makedirs(shots, exist_ok=True)


def read(path):
    with open(os.path.join(site, path), encoding="utf-8") as file:
        return file.read()


profiles = json.loads(read("web/devices.json"))
fragment = read("web/launch-screens.txt")
links = [(media, int(width), int(height)) for media, width, height in
         re.findall(r'<link rel="apple-touch-startup-image" media="([^"]+)" href="apple-launch-(\d+)x(\d+)\.png">', fragment)]
media_queries = [media for media, _, _ in links]
safe_areas = json.loads(read("web/safe-areas.json"))

driver = browser.chromium()
page = "file://" + os.path.join(site, "which.html")
readme = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "README.md")


def load(url):
    return browser.load(driver, url)


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


WHICH = """
return Array.from(document.querySelectorAll("#which-candidates li")).map(function (li) {
  return [li.getAttribute("data-identifier"), li.getAttribute("data-role"), li.getAttribute("data-mode"),
          li.getAttribute("data-model"), li.getAttribute("data-safe-area")];
});"""

WHICH_API = """
var answer = window.devinfoWhich.candidates(window.devinfoWhich.measure());
return answer.candidates.map(function (c) { return [c.identifier, c.role, c.mode, c.model, c.insetsMatch ? "match" : ""]; });"""


def gamut(value):
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "color-gamut", "value": value}]})


def sizes(counts):
    counts = sorted(counts)
    middle = len(counts) // 2
    median = counts[middle] if len(counts) % 2 else (counts[middle - 1] + counts[middle]) / 2
    return [f"{median:g}", str(counts[-1]), str(counts.count(1))]


def px(insets):
    return [f"{value:g}px" for value in (insets["top"], insets["left"], insets["bottom"], insets["right"])]


started = time.time()
try:
    check("the fragment's links are all read", len(links) == fragment.count("<link ") and len(links) > 0, f"{len(links)} links")
    wrong_screens, wrong_launch, wrong_insets, errors, missed, unmarked = [], [], [], [], [], []
    overrides = 0
    measured = {}  # (family, display class, mode) -> [most identifiers, most models] listed when it visits
    for name, profile in profiles.items():
        viewport, screen, scale = profile["viewport"], profile["screen"], profile["deviceScaleFactor"]
        facts, landscape = profile["devinfo"], viewport["isLandscape"]
        # 1. The profile as Playwright or Puppeteer would set it, with its color gamut and safe area (4.).
        emulate(viewport["width"], viewport["height"], scale, screen["width"], screen["height"], landscape)
        gamut("p3" if facts["colorGamut"] == "p3" else "srgb")
        insets = facts["safeArea"]
        driver.execute_cdp_cmd("Emulation.setSafeAreaInsetsOverride", {"insets": {side: insets[side] for side in ("top", "left", "bottom", "right")} if insets else {}})
        found = load(page)
        if found:
            errors.append((name, found[:1]))
        seen = driver.execute_script("return [screen.width, screen.height, window.devicePixelRatio, window.innerWidth]")
        if seen != [screen["width"], screen["height"], scale, viewport["width"]]:
            wrong_screens.append((name, seen))

        # 4. Which device is this? The page's list, and where the gamut is not confirmed the other answer too.
        answers = [driver.execute_script(WHICH)]
        if facts["colorGamut"] is None:
            gamut("p3")
            answers.append(driver.execute_script(WHICH_API))
            gamut("srgb")
        family = next(f for f in ("iPhone", "iPad", "iPod") if facts["identifier"].startswith(f))
        visit = (family, facts["displayClass"], facts["mode"])
        for listed in answers:
            mine = [c for c in listed if c[0] == facts["identifier"] and c[1] == facts["role"] and c[2] == facts["mode"]]
            if not mine:
                missed.append((name, len(listed)))
            elif insets and any(insets[side] > 0 for side in ("top", "left", "bottom", "right")) and mine[0][4] != "match":
                unmarked.append(name)
            counts = [len(listed), len({c[3] for c in listed})]
            measured[visit] = [max(a, b) for a, b in zip(measured.get(visit, [0, 0]), counts)]

        if screen["width"] > screen["height"]:
            wrong_screens.append((name, "screen is not portrait", screen))

        # 2. The launch screens under the profile's own emulation: device-width x device-height is its
        # portrait screen, the orientation its viewport's.
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
    check(f"under each profile, as it is (portrait and landscape), exactly one of the {len(links)} launch-screen links matches, the screen's render size",
          not wrong_launch, f"{len(wrong_launch)} wrong, e.g. {wrong_launch[:3]}" if wrong_launch else "")
    check("safe-areas.css gives each standard profile its insets, by orientation and by data-orientation",
          not wrong_insets and overrides > 100, f"{len(wrong_insets)} wrong, e.g. {wrong_insets[:3]}" if wrong_insets else f"{overrides} overrides checked")
    check(f"which.html lists the device itself under each of the {len(profiles)} profiles (recall 100 %)", not missed,
          f"{len(missed)} missed, e.g. {missed[:3]}" if missed else f"{len(measured)} display classes and modes")
    check("which.html marks the device whose safe area it measured", not unmarked, f"{unmarked[:3]}")
    published = {row.get_attribute("data-family"): [row.get_attribute(a) for a in ("data-modes", "data-median", "data-max", "data-one",
                                                                                     "data-models-median", "data-models-max", "data-models-one")]
                 for row in driver.find_elements("css selector", "#which-stats tr[data-family]")} if profiles else {}
    computed = {}
    for family in ("iPhone", "iPad", "iPod", "all"):
        visits = [counts for (f, _, _), counts in measured.items() if family in (f, "all")]
        computed[family] = [str(len(visits))] + sizes([c[0] for c in visits]) + sizes([c[1] for c in visits])
    check("the candidate-set sizes measured here are those which.html publishes", published == computed, f"measured {computed}, published {published}")
    with open(readme, encoding="utf-8") as file:
        region = file.read().split("<!-- generated: which-candidates -->")[1].split("<!-- end generated: which-candidates -->")[0]
    rows = {}
    for line in [line for line in region.splitlines() if line.startswith("|")][2:]:
        cells = [cell.strip() for cell in line.strip("|").split("|")]
        rows[{"iPod touch": "iPod"}.get(cells[0], cells[0])] = [cells[1], cells[2], cells[3].split(" ")[0], cells[4], cells[5], cells[6], cells[7]]
    check("… and those the README publishes", rows == computed, f"README {rows}")
    for family in ("iPhone", "iPad", "iPod", "all"):
        print(f"        {family}: {computed[family][0]} display modes; identifiers median {computed[family][1]}, most {computed[family][2]}, "
              f"exactly one {computed[family][3]}; models median {computed[family][4]}, most {computed[family][5]}, exactly one {computed[family][6]}")

    # A picture of the page as an iPhone 15 Pro sees it.
    pro = profiles.get("iPhone 15 Pro (iPhone16,1)")
    if pro:
        emulate(393, 852, 3, 393, 852, False)
        gamut("p3")
        driver.execute_cdp_cmd("Emulation.setSafeAreaInsetsOverride", {"insets": {"top": 59, "left": 0, "bottom": 34, "right": 0}})
        load(page)
        # At one image pixel per CSS pixel (the page itself sees devicePixelRatio 3), as the README shows it.
        shot = driver.execute_cdp_cmd("Page.captureScreenshot", {"format": "png", "clip": {"x": 0, "y": 0, "width": 393, "height": 852, "scale": 1 / 3}})
        with open(os.path.join(shots, "which-phone.png"), "wb") as file:
            file.write(base64.b64decode(shot["data"]))
    check("no console error under emulation", not errors, f"{errors[:2]}")
    zoomed = [name for name, profile in profiles.items() if profile["devinfo"]["mode"] == "zoomed"]
    check("zoomed profiles are among them", len(zoomed) > 50, f"{len(zoomed)} zoomed")
finally:
    driver.quit()

print(f"devinfo for the web in Chromium: {len(failures)} failed ({time.time() - started:.0f} s, {len(profiles)} profiles)")
sys.exit(1 if failures else 0)
