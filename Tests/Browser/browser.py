"""What the browser tests share: their PASS/FAIL lines and failure list, and one headless Chromium.

    import browser
    driver = browser.chromium()
    browser.check("the index loads", ok, detail)
    ...
    sys.exit(1 if browser.failures else 0)

Chromium and its driver are Debian's (`CHROMIUM`, `CHROMEDRIVER` override the paths); .ci/site installs them.
"""
import os
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

failures = []


def check(name, ok, detail=""):
    """One check: a PASS or FAIL line; a failure is remembered for the script's exit code."""
    print(("  PASS  " if ok else "  FAIL  ") + name + (f": {detail}" if detail else ""))
    if not ok:
        failures.append(name)


def chromium():
    """Headless Chromium with the page's console kept (console_errors), no scroll bars in screenshots,
    file:// pages allowed to read their neighbours, and sRGB colours."""
    options = webdriver.ChromeOptions()
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--hide-scrollbars",
                     "--allow-file-access-from-files", "--force-color-profile=srgb"):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    binary = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    if os.path.exists(binary):
        options.binary_location = binary
    return webdriver.Chrome(service=Service(os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")), options=options)


def console_errors(driver):
    """The page's console errors since the last call."""
    return [entry["message"] for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]


def load(driver, url):
    """Opens `url` and waits (up to a second) until the document is complete; its console errors."""
    driver.get(url)
    for _ in range(50):
        if driver.execute_script("return document.readyState") == "complete":
            break
        time.sleep(0.02)
    return console_errors(driver)
