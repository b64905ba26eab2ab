"""The catalogue website in a real browser: headless Chromium, driven by Selenium through chromedriver.

    python3 Tests/Browser/site_browser_test.py SITE_DIR SCREENSHOT_DIR DEVINFO

Loads the index and every page reachable from it (each must load with no console error, and every image
on it must decode), runs searches by size, identifier, name and nonsense, from the URL and from the search
box (an identifier devinfo does not know is answered in the words the command DEVINFO prints for it), checks
that device pages list exactly the sources sections that concern them and that sources.html shows indented
code as code, follows the index's "Which devices run…" link to iOS 26 (the page lists what devinfo --list --os 'iOS 26'
does), checks that pages fit a phone's width (390, 375, 320 px), that at 390, 1,280, 1,440 and 1,920 px no
table is wider than its box and no command or column heading breaks inside a word (element widths and
each word's line boxes), and saves screenshots at phone and desktop widths, light and dark. Prints
one line per check and a summary; exits 1 on any failure. .ci/site installs Chromium, chromedriver and
Selenium, then runs this.
"""
import os
import re
import subprocess
import sys
import time
from urllib.parse import quote, urldefrag, urljoin, urlparse
from urllib.request import url2pathname

import browser
from browser import check, failures
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.common.by import By

site, shots = (os.path.abspath(p) for p in sys.argv[1:3])
devinfo = os.path.abspath(sys.argv[3]) if len(sys.argv) > 3 else None
os.makedirs(shots, exist_ok=True)

driver = browser.chromium()
driver.set_window_size(1280, 900)
index = "file://" + os.path.join(site, "index.html")


def console_errors():
    return browser.console_errors(driver)


def load(url):
    return browser.load(driver, url)


def broken_images():
    return driver.execute_script(
        "return Array.from(document.images).filter(i => !i.complete || i.naturalWidth === 0).map(i => i.getAttribute('src'))")


def results_text():
    return driver.find_element(By.ID, "results").text


started = time.time()
try:
    # 1. Every page reachable from the index, in the browser.
    queue, seen, pages, missing, errors, images = [index], {index}, 0, [], [], []
    while queue:
        url = queue.pop(0)
        found = load(url)
        pages += 1
        if found:
            errors.append((url, found))
        broken = broken_images()
        if broken:
            images.append((url, broken))
        links = driver.execute_script(
            "return Array.from(document.querySelectorAll('a[href]')).map(a => a.href)"
            ".concat(Array.from(document.querySelectorAll('img[src], link[href], script[src]')).map(e => e.src || e.href))")
        for link in links:
            target, _ = urldefrag(link)
            if not target.startswith("file://"):
                continue  # data: URIs and external sources (the sources page cites https pages)
            path = url2pathname(urlparse(target).path)
            if not os.path.exists(path):
                missing.append((url, link))
            elif target.endswith(".html") and target not in seen:
                seen.add(target)
                queue.append(target)
    check("every internal link resolves", not missing, f"{len(missing)} broken, e.g. {missing[:3]}" if missing else f"{pages} pages followed")
    check("no page logs a console error", not errors, f"{errors[:2]}" if errors else "")
    check("every image decodes", not images, f"{images[:2]}" if images else "")
    check("every device page was reached", pages >= 435 + 2, f"{pages} pages")

    # 2. Searches from the URL, as a link would run them.
    load(index + "?q=750x1624")
    text = results_text()
    check("750x1624 lists the XR and the 11", "iPhone11,8" in text and "iPhone12,1" in text, text[:200])
    check("750x1624 does not list the X", "iPhone10,3" not in text and "iPhone10,6" not in text)
    check("750x1624 is answered as zoomed render pixels", "render pixels" in text and "zoomed" in text)
    load(index + "?q=1125x2436")
    check("1125x2436 is ambiguous", "ambiguous" in results_text())
    load(index + "?q=375x812%403")
    check("375x812@3 answers by points", "points @3x" in results_text() and "iPhone10,3" in results_text())
    load(index + "?q=393x852")
    check("393x852 falls back to points and says so", "read as points" in results_text() and "iPhone15,2" in results_text())

    # 2b. Sizes are read exactly as devinfo --screen reads them: every query of the table the Swift tests
    # check the CLI and the grammar against (Tests/Browser/size-queries.tsv). A refused query that looks
    # like a size is answered with what a size is, never searched as text or as a nearby size.
    table = os.path.join(os.path.dirname(os.path.abspath(__file__)), "size-queries.tsv")
    cases = [line.split("\t") for line in open(table, encoding="utf-8").read().splitlines() if line and not line.startswith("#")][1:]
    wrong = []
    for query, size in cases:
        load(index + "?q=" + quote(query, safe=""))
        text = results_text()
        as_size = re.search(r"^\d+x\d+ (render pixels|points)", text, re.M) or "No known device produces" in text
        if size == "no":
            looks_like_size = re.match(r"^[0-9][0-9xX\u00d7*@.,+\s-]*$", query) and re.search(r"[xX\u00d7*@]", query)
            if as_size or (looks_like_size and "Not understood" not in text):
                wrong.append((query, size, text[:80]))
        else:
            dimensions, _, scale = size.partition("@")
            label = f"{dimensions} points @{scale}x" if scale else f"{dimensions} render pixels"
            if label not in text and f"{dimensions} points" not in text:
                wrong.append((query, size, text[:80]))
    check(f"the search reads the {len(cases)} sizes of size-queries.tsv as devinfo --screen does", not wrong, f"{wrong[:3]}")

    # 3. Searches typed into the box.
    load(index)
    box = driver.find_element(By.ID, "q")
    box.send_keys("MacBookPro18,3")
    text = results_text()
    check("MacBookPro18,3 finds the notched MacBook Pro", "MacBook Pro (14-inch, 2021)" in text and "MacBookPro18,3" in text, text[:200])
    link = driver.find_element(By.CSS_SELECTOR, "#results a")
    link.click()
    check("a result opens its device page", driver.current_url.endswith("devices/MacBookPro18,3.html") and "notch" in driver.page_source)
    load(index)
    box = driver.find_element(By.ID, "q")
    box.send_keys("iphone xr")
    check("a marketing name finds the device", "iPhone11,8" in results_text())
    box.clear()
    box.send_keys("zzqx frobnicate")
    check("a nonsense query says nothing matches", "Nothing matches" in results_text())
    check("no console error while searching", not console_errors())

    # 3b. Hostile queries: capped before anything reads them, normalised for the name search, never shown
    # raw, never run as markup.
    driver.set_page_load_timeout(60)
    started_hostile = time.time()
    try:
        load(index + "?q=" + "a" + "%CC%81" * 300_000)  # 300 000 combining acute accents: froze a tab for minutes
        seconds, answer = time.time() - started_hostile, results_text()
    except TimeoutException:
        seconds, answer = time.time() - started_hostile, "(the page did not finish loading)"
    check("300 000 combining marks in ?q= are refused at once", seconds < 10 and "at most 100" in answer, f"{seconds:.1f} s: {answer[:80]}")
    check("an overlong ?q= never reaches the search box", driver.find_element(By.ID, "q").get_attribute("value") == "")
    load(index + "?q=" + "zq" + "%CC%81" * 98)
    check("98 combining marks are searched as text, without them", "Nothing matches" in results_text(), results_text()[:80])
    load(index + "?q=" + quote("\u202eiPhone\u200b XR\u0007"))
    text = results_text()
    check("bidirectional and invisible characters are dropped from a name search", "iPhone11,8" in text, text[:80])
    load(index + "?q=" + quote("zz\u202e\u0000qq"))
    text = results_text()
    check("a control character is shown as U+XXXX, never raw", "U+202E" in text and "U+0000" in text and "\u202e" not in text, text[:80])
    load(index + "?q=" + quote("\uff49\uff30\uff48\uff4f\uff4e\uff45\uff11\uff11,\uff18"))  # ｉＰｈｏｎｅ１１,８
    check("compatibility forms are folded (fullwidth iPhone11,8)", "iPhone11,8" in results_text(), results_text()[:80])
    load(index + "?q=" + quote("<img src=x onerror=document.title='pwned'>"))
    check("markup in a query is text", driver.title != "pwned" and not driver.find_elements(By.CSS_SELECTOR, "#results img"), driver.title)
    load(index + "?q=" + quote("\u0301\u0301\u0301"))
    check("a query of marks alone is not understood", "no letters or digits" in results_text(), results_text()[:80])
    load(index)
    box = driver.find_element(By.ID, "q")
    box.send_keys("x" * 300)
    check("the search box takes at most 100 characters", len(box.get_attribute("value")) == 100)
    check("no console error on hostile queries", not console_errors())

    # 3c. Names and identifiers (Tests/Browser/search-queries.tsv, which the Swift tests check the script's
    # rules against too): the results begin as the table says (a marketing name above the identifiers that
    # share its number), the note above them is exactly the table's, and an identifier devinfo's table does
    # not list is answered in the words `devinfo QUERY` prints on stderr, read here from the command.
    table = os.path.join(os.path.dirname(os.path.abspath(__file__)), "search-queries.tsv")
    rows = [line.split("\t") for line in open(table, encoding="utf-8").read().splitlines() if line and not line.startswith("#")][1:]
    wrong, unknown_checked = [], 0
    for query, first, note in rows:
        load(index + "?q=" + quote(query, safe=""))
        found = driver.execute_script(
            "return Array.from(document.querySelectorAll('#results ul.found li > a')).map(a => decodeURIComponent(a.getAttribute('href')).replace(/^devices\\//, '').replace(/\\.html$/, ''))")
        if found[:len(first.split())] != first.split():
            wrong.append((query, "first", found[:6]))
        shown_note = [e.text for e in driver.find_elements(By.CSS_SELECTOR, "#results .identifier-note")]
        shown_unknown = [e.text for e in driver.find_elements(By.CSS_SELECTOR, "#results .unknown")]
        if note == "unknown":
            if devinfo is None:
                wrong.append((query, "no devinfo binary given to compare with", ""))
                continue
            stderr = subprocess.run([devinfo, query], capture_output=True, text=True).stderr.strip()
            said = re.match(r"^devinfo: unknown identifier '(.*?)': (.*?)(?:; did you mean .*)?$", stderr)
            expected = f"Unknown identifier {query}: {said.group(2)}." if said else f"(devinfo said {stderr!r})"
            unknown_checked += 1
            if shown_unknown != [expected] or shown_note:
                wrong.append((query, expected, shown_unknown + shown_note))
        elif shown_unknown or shown_note != ([note] if note else []):
            wrong.append((query, note, shown_unknown + shown_note))
    check(f"the search answers the {len(rows)} names and identifiers of search-queries.tsv ({unknown_checked} in devinfo's own words)",
          not wrong and unknown_checked > 0, f"{wrong[:3]}")
    load(index + "?q=" + quote("iPhone XR"))
    sizes = [e.text for e in driver.find_elements(By.CSS_SELECTOR, "#results ul.found li .sizes")]
    check("results show points, scale and cutout beside the name", sizes[:1] == ["414\u00d7896 @2x, notch"], f"{sizes[:2]}")
    load(index + "?q=" + quote("iPhone"))
    sizes = [e.text for e in driver.find_elements(By.CSS_SELECTOR, "#results ul.found li .sizes")]
    odd = [t for t in sizes if not re.match(r"^(\d+\u00d7\d+ @\dx|points not confirmed), ", t) and t not in ("no built-in display", "displays not confirmed")]
    check("every result says its size", len(sizes) > 50 and not odd, f"{len(sizes)} results, e.g. {odd[:3]}")
    check("no console error on name searches", not console_errors())

    # 3d. Every page carries a Content-Security-Policy that refuses inline script (checked here on the
    # index: an inline script and an inline event handler are both refused; the refusals are the only
    # console errors).
    load(index)
    ran = driver.execute_script(
        "var s = document.createElement('script'); s.textContent = 'window.inlineRan = true'; document.body.appendChild(s);"
        "var d = document.createElement('div'); d.innerHTML = '<img src=\"x\" onerror=\"window.handlerRan = true\">'; document.body.appendChild(d);"
        "return new Promise(function (done) { setTimeout(function () { done([window.inlineRan === true, window.handlerRan === true]); }, 300); });")
    refusals = console_errors()
    check("an inline script and an inline event handler are refused (Content-Security-Policy)", ran == [False, False], f"{ran}")
    check("the browser says why it refused them", any("Content Security Policy" in e for e in refusals), f"{refusals[:2]}")

    # 4. Without JavaScript the pages still carry every fact (search aside).
    driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
    load("file://" + os.path.join(site, "devices", "iPhone11,8.html"))
    body = driver.find_element(By.TAG_NAME, "body").text
    check("a device page works without JavaScript", "iPhone XR" in body and "375x812" in body and "not confirmed" in body)
    driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})

    # 4b. A device page lists exactly the sections of Data/SOURCES.md that concern it, read here from the
    # rendered sources.html: any section that names the device's identifier, and, in the parts that go table
    # by table (their heading names a folder or file of Data/ in code), one that names one of its display
    # classes or whose heading names its row's table (devices/<Family>.tsv). The research log around them
    # (the list of sources, the open doubts, the introduction) appears only where it names the device.
    load("file://" + os.path.join(site, "sources.html"))
    sections = driver.execute_script(r"""
        var out = [], tablePart = false, current = null;
        Array.from(document.querySelector('main').children).forEach(function (node) {
          var level = /^H([1-6])$/.exec(node.tagName);
          if (level && node.id) {
            level = +level[1] - 1;  // # is h2 on the page
            if (level <= 2) {
              tablePart = level === 2 && Array.from(node.querySelectorAll('code')).some(function (code) { return /^[^ ]+(\/|\.tsv)$/.test(code.textContent); });
            }
            current = { anchor: node.id, title: node.textContent, text: '', tablePart: tablePart };
            out.push(current);
          } else if (current) {
            current.text += node.innerText + '\n';  // as shown: a table's cells apart
          }
        });
        return out;""")
    by_anchor = {section["anchor"]: section for section in sections}

    def mentions(text, word):
        return re.search(r"(?<![\w,-])" + re.escape(word) + r"(?![\w-])", text) is not None

    def concerns(section, identifier, classes, table):
        text = section["title"] + "\n" + section["text"]
        if mentions(text, identifier):
            return True
        return section["tablePart"] and (any(mentions(text, c) for c in classes) or mentions(section["title"], table))

    load(index)
    every = driver.execute_script("return Array.from(document.querySelectorAll('table.devices tbody th a')).map(a => a.textContent)")
    doubts = next((s for s in sections if s["title"].startswith("6. ")), None)
    named_in_doubts = [i for i in every if doubts and mentions(doubts["text"], i)]
    sample = sorted(set(every[::12] + ["iPhone15,2", "MacBookPro18,3", "iPhone11,8"] + named_in_doubts[:3]), key=every.index)
    wrong, research_log, listed_of, classes_of = [], [], {}, {}
    for identifier in sample:
        load("file://" + os.path.join(site, "devices", identifier + ".html"))
        page = driver.execute_script(r"""
            var heading = Array.from(document.querySelectorAll('h2')).find(function (h) { return h.textContent === 'Sources'; });
            var list = heading && heading.nextElementSibling && heading.nextElementSibling.nextElementSibling;
            return {
              classes: Array.from(document.querySelectorAll('a[href^="../displays/"]')).map(function (a) { return decodeURIComponent(a.getAttribute('href')).replace(/^..\/displays\//, '').replace(/\.html$/, ''); }),
              table: heading ? (Array.from(heading.nextElementSibling.querySelectorAll('code')).map(function (c) { return c.textContent; }).find(function (t) { return /^devices\//.test(t); }) || '') : '',
              listed: list ? Array.from(list.querySelectorAll('a[href^="../sources.html#"]')).map(function (a) { return a.getAttribute('href').split('#')[1]; }) : []
            };""")
        listed_of[identifier], classes_of[identifier] = page["listed"], page["classes"]
        expected = [s["anchor"] for s in sections if concerns(s, identifier, page["classes"], page["table"])]
        if page["listed"] != expected or not page["table"]:
            wrong.append((identifier, [by_anchor.get(a, {"title": a})["title"] for a in page["listed"]], [by_anchor[a]["title"] for a in expected]))
        research_log += [(identifier, by_anchor[a]["title"]) for a in page["listed"]
                         if a in by_anchor and not by_anchor[a]["tablePart"] and not mentions(by_anchor[a]["title"] + "\n" + by_anchor[a]["text"], identifier)]
        if not any(a in by_anchor and page["table"] in by_anchor[a]["title"] for a in page["listed"]):
            wrong.append((identifier, "no section on its row's table", page["table"]))
    check(f"{len(sample)} device pages list exactly the sources sections that concern them", not wrong, f"{wrong[:2]}")
    check("no device page lists a research-log section that does not name it", not research_log, f"{research_log[:3]}")
    # The open doubts on a device's page where they name it (a positive case), not where they name only its
    # display class (the notched MacBook Pro's: its rectangle was emptied).
    named_class_only = [i for i in sample if doubts and not mentions(doubts["text"], i)
                        and any(mentions(doubts["text"], c) for c in classes_of[i])]
    check("the open doubts are on the pages of the devices they name and of no other",
          doubts is not None and named_in_doubts and all(doubts["anchor"] in listed_of[i] for i in named_in_doubts[:3])
          and named_class_only and not any(doubts["anchor"] in listed_of[i] for i in named_class_only),
          f"named: {named_in_doubts[:3]}; by display class only: {named_class_only[:3]}")

    # 4c. sources.html shows Data/SOURCES.md's indented code as code: the commands after "regenerate the Swift
    # table" are one <pre><code> block, line for line as the file has them (four spaces in), not a paragraph.
    commands = [line[4:] for line in open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Data", "SOURCES.md"),
                                          encoding="utf-8").read().splitlines() if line.startswith("    swift run devinfo-generate")]
    load("file://" + os.path.join(site, "sources.html"))
    blocks = driver.execute_script(
        "return Array.from(document.querySelectorAll('main pre > code')).map(function (c) {"
        " return [c.textContent, getComputedStyle(c.parentElement).whiteSpace, getComputedStyle(c).fontFamily]; })")
    # (Prose may name the command in running text, as the wanted list and part 7 do; what must not be in a
    # paragraph or list item is a command line itself, known by its comment.)
    as_text = driver.execute_script(
        "var comments = arguments[0];"
        " return Array.from(document.querySelectorAll('main p, main li')).filter(function (p) {"
        " return comments.some(function (c) { return p.textContent.indexOf(c) >= 0; }); }).length",
        [c.split("#", 1)[1].strip() for c in commands if "#" in c])
    check("sources.html renders the indented commands as one code block, line for line",
          len(commands) >= 2 and any(b[0] == "\n".join(commands) and b[1] == "pre" and "monospace" in b[2] for b in blocks) and as_text == 0,
          f"{len(blocks)} blocks, {as_text} paragraphs with the commands; expected {commands}")

    # 4d. "Which devices run iOS 26?" in one click from the index: the iOS list opens, its 26 goes to the
    # page that lists the iPhone 16 Pro (iPhone17,1) and not the iPhone 6 (iPhone7,2, last iOS 12), as
    # devinfo --list --os 'iOS 26' does; at 390 px, every list opened, the index does not scroll sideways.
    load(index)
    ios = driver.find_element(By.XPATH, "//section[@id='runs']//details[summary='iOS']")
    ios.find_element(By.TAG_NAME, "summary").click()
    ios.find_element(By.LINK_TEXT, "26").click()
    load(driver.current_url)
    listed = [a.text for a in driver.find_elements(By.CSS_SELECTOR, "table.devices th a")]
    check("the index's iOS 26 link opens the page of devices that run iOS 26",
          driver.current_url.endswith("/runs/ios-26.html") and "Devices that run iOS 26" in driver.find_element(By.TAG_NAME, "h1").text,
          driver.current_url)
    check("the iOS 26 page lists iPhone17,1 and not iPhone7,2", "iPhone17,1" in listed and "iPhone7,2" not in listed, f"{len(listed)} listed")
    if devinfo:
        cli = subprocess.run([devinfo, "--list", "--os", "iOS 26", "--json"], capture_output=True, text=True)
        expected = re.findall(r'"identifier"\s*:\s*"([^"]+)"', cli.stdout)
        check("the iOS 26 page lists what devinfo --list --os 'iOS 26' lists", sorted(listed) == sorted(expected),
              f"page {len(listed)}, devinfo {len(expected)}")
    driver.set_window_size(390, 800)
    load(index)
    driver.execute_script("document.querySelectorAll('#runs details').forEach(function (d) { d.open = true; })")
    used = driver.execute_script("return [document.documentElement.scrollWidth, window.innerWidth]")
    check("the index at 390 px, every OS list open, has no horizontal page scroll", used[0] <= used[1], f"{used}")
    driver.set_window_size(1280, 900)

    # 5. On a phone (390, 375 and 320 px wide): no page scrolls sideways; the index shows each device's points
    # and scale without a hidden sideways scroll (its tables become lines); safe-area tables fit; a title
    # breaks only between words (a word's pieces all on one line: no break at a hyphen or inside an
    # identifier), checked on the longest names and display-class ids.
    longest_class = max(os.listdir(os.path.join(site, "displays")), key=len)
    phone_pages = [("the index", index + "?q=" + quote("iPhone 15")),
                   ("MacBookPro16,4's page", "file://" + os.path.join(site, "devices", "MacBookPro16,4.html")),
                   ("iPhone19,4's page", "file://" + os.path.join(site, "devices", "iPhone19,4.html")),
                   ("the macbook-pro-16-2019 page", "file://" + os.path.join(site, "displays", "macbook-pro-16-2019.html")),
                   (f"the longest display class's page ({longest_class})", "file://" + os.path.join(site, "displays", longest_class)),
                   ("the sources page", "file://" + os.path.join(site, "sources.html")),
                   ("the web page", "file://" + os.path.join(site, "web.html")),
                   ("the which page", "file://" + os.path.join(site, "which.html")),
                   ("the wanted page", "file://" + os.path.join(site, "wanted.html")),
                   ("iPhone15,2's page", "file://" + os.path.join(site, "devices", "iPhone15,2.html")),
                   ("the iOS 26 page", "file://" + os.path.join(site, "runs", "ios-26.html")),
                   ("the Apple TV Software 1 page", "file://" + os.path.join(site, "runs", "apple-tv-software-1.html"))]
    for width in (390, 375, 320):
        driver.set_window_size(width, 800)
        for name, url in phone_pages:
            load(url)
            measured = driver.execute_script("""
                var out = { page: document.documentElement.scrollWidth, inner: window.innerWidth, tables: [], broken: [] };
                document.querySelectorAll('table.devices, table.safe-areas, table.status-bars').forEach(function (table) {
                  var box = table.parentElement;
                  if (box.scrollWidth > box.clientWidth + 1 || table.getBoundingClientRect().right > window.innerWidth + 1) { out.tables.push(table.className + ' ' + box.scrollWidth + '/' + box.clientWidth); }
                });
                var walker = document.createTreeWalker(document.querySelector('h1'), NodeFilter.SHOW_TEXT), word;
                while (walker.nextNode()) {
                  var node = walker.currentNode, words = /\\S+/g;
                  while ((word = words.exec(node.data))) {
                    var range = document.createRange(); range.setStart(node, word.index); range.setEnd(node, word.index + word[0].length);
                    var tops = new Set(Array.from(range.getClientRects()).map(function (r) { return Math.round(r.top); }));
                    if (tops.size > 1) { out.broken.push(word[0]); }
                  }
                }
                return out;""")
            check(f"{name} at {width} px has no horizontal page scroll", measured["page"] <= measured["inner"], f"{measured['page']}px")
            check(f"{name} at {width} px: its tables fit, no hidden sideways scroll", not measured["tables"], f"{measured['tables'][:3]}")
            check(f"{name} at {width} px: the title breaks only between words", not measured["broken"], f"{measured['broken']}")
        load(index)
        # Every Points cell on screen (none past the right edge) and saying points and scale: 414×896 @2x.
        points = driver.execute_script(
            "return Array.from(document.querySelectorAll('table.devices td[data-label=\"Points\"]')).slice(0, 400).filter(function (td) {"
            " var r = td.getBoundingClientRect(); return r.width > 0 && r.left >= 0 && r.right <= window.innerWidth + 1"
            " && /^(\\d+\u00d7\\d+ @[1-3]x|\\?)$/.test(td.textContent) && getComputedStyle(td, '::before').content.indexOf('Points') >= 0; }).length")
        total = driver.execute_script("return document.querySelectorAll('table.devices td[data-label=\"Points\"]').length")
        check(f"the index at {width} px shows every device's points and scale on screen", total > 300 and points == min(total, 400), f"{points} of {total}")
        load(index + "?q=" + quote("iPhone 15"))
        text = results_text()
        check(f"a search at {width} px shows the note and sizes", "are not all iPhone 15 models" in text and "@3x" in text, text[:120])
    driver.set_window_size(1280, 900)

    # 5b. Every screen, phone to desktop (390, 1,280, 1,440 and 1,920 px), measured by element widths: no table
    # is wider than its box (the box would hide it behind a sideways scroll, or a cell's text would be cut),
    # and no command or column heading breaks inside a word (each word's pieces on one line: no break at a
    # hyphen, inside an option or an identifier). Commands: `code.command`, and any `code` that starts with
    # `devinfo `.
    FITS = """
        var out = { tables: [], broken: [] };
        document.querySelectorAll('main table').forEach(function (table) {
          var box = table.parentElement, width = table.getBoundingClientRect().width;
          if (width > box.clientWidth + 1 || box.scrollWidth > box.clientWidth + 1) {
            out.tables.push((table.className || table.id || 'table') + ' ' + Math.round(width) + '/' + box.clientWidth);
          }
        });
        var commands = Array.from(document.querySelectorAll('main code')).filter(function (code) {
          return code.classList.contains('command') || /^devinfo /.test(code.textContent);
        });
        commands.concat(Array.from(document.querySelectorAll('main thead th'))).forEach(function (element) {
          var walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT), word;
          while (walker.nextNode()) {
            var node = walker.currentNode, words = /\\S+/g;
            while ((word = words.exec(node.data))) {
              var range = document.createRange(); range.setStart(node, word.index); range.setEnd(node, word.index + word[0].length);
              var tops = new Set(Array.from(range.getClientRects()).map(function (r) { return Math.round(r.top); }));
              if (tops.size > 1) { out.broken.push(word[0]); }
            }
          }
        });
        return out;"""
    fit_pages = [("the index", index), ("the web page", "file://" + os.path.join(site, "web.html")),
                 ("MacBookPro18,3's page", "file://" + os.path.join(site, "devices", "MacBookPro18,3.html")),
                 ("iPhone19,4's page", "file://" + os.path.join(site, "devices", "iPhone19,4.html")),
                 ("the macbook-pro-16-2019 page", "file://" + os.path.join(site, "displays", "macbook-pro-16-2019.html")),
                 ("the sources page", "file://" + os.path.join(site, "sources.html")),
                 ("the wanted page", "file://" + os.path.join(site, "wanted.html")),
                 ("the iOS 26 page", "file://" + os.path.join(site, "runs", "ios-26.html"))]
    for width in (390, 1280, 1440, 1920):
        driver.set_window_size(width, 900)
        for name, url in fit_pages:
            load(url)
            measured = driver.execute_script(FITS)
            check(f"{name} at {width} px: no table wider than its box", not measured["tables"], f"{len(measured['tables'])}, e.g. {measured['tables'][:3]}")
            check(f"{name} at {width} px: no command or heading broken inside a word", not measured["broken"], f"{measured['broken'][:5]}")
    driver.set_window_size(1280, 900)

    # 6. Screenshots a person can look at: phone and desktop, light and dark.
    def shoot(name, url, width, height, dark=False):
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark" if dark else "light"}]})
        driver.set_window_size(width, height)
        load(url)
        width_used = driver.execute_script("return document.documentElement.scrollWidth")
        check(f"{name} has no horizontal page scroll", width_used <= driver.execute_script("return window.innerWidth") + 1, f"{width_used}px")
        driver.save_screenshot(os.path.join(shots, name + ".png"))

    shoot("index-desktop", index + "?q=750x1624", 1280, 900)
    shoot("index-phone", index + "?q=" + quote("iPhone 15"), 375, 812)
    shoot("device-desktop", "file://" + os.path.join(site, "devices", "iPhone19,4.html"), 1280, 900)
    shoot("device-phone-dark", "file://" + os.path.join(site, "devices", "iPhone15,2.html"), 390, 844, dark=True)
    shoot("display-class-desktop-dark", "file://" + os.path.join(site, "displays", "macbook-pro-14.html"), 1280, 900, dark=True)
    shoot("index-1920", index, 1920, 1080)
    shoot("web-1440", "file://" + os.path.join(site, "web.html"), 1440, 900)
    shoot("web-phone", "file://" + os.path.join(site, "web.html"), 390, 844)
    check("screenshots saved", all(os.path.getsize(os.path.join(shots, f)) > 10_000 for f in os.listdir(shots) if f.endswith(".png")))
    # A notched Mac's drawing (its notch's position is not confirmed: said in the label, not drawn as a marker).
    driver.set_window_size(1280, 900)
    load("file://" + os.path.join(site, "devices", "MacBookPro18,3.html"))
    drawing = driver.find_elements("css selector", "figure img")
    if drawing:
        drawing[0].screenshot(os.path.join(shots, "notched-mac-drawing.png"))
    check("the notched Mac's drawing is saved", bool(drawing))
finally:
    driver.quit()

print(f"site in Chromium: {len(failures)} failed ({time.time() - started:.0f} s); screenshots in {shots}")
sys.exit(1 if failures else 0)
