// devinfo's device registry in the real Playwright for Node, with Debian's Chromium.
//
//     PLAYWRIGHT=…/playwright-core node Tests/Browser/playwright_registry_test.mjs SITE_DIR
//
// Loads the site's web/playwright-devices.json and, for every distinct descriptor (entries identical key for
// key share one context), opens a context exactly as a user would, `browser.newContext(devices[name])`, and
// checks inside the page (Tests/Browser/registry_probe.js): the screen (portrait in both orientations),
// innerWidth x innerHeight the viewport, devicePixelRatio, navigator.userAgent, touch (maxTouchPoints >= 1,
// a coarse pointer), the orientation, and that exactly one of devinfo's launch-screen links matches, the one
// whose image is the viewport in pixels. Each iPad then gets 5 touch points as the README says (a CDP session,
// Emulation.setTouchEmulationEnabled with maxTouchPoints 5) and must report 5 and pass the iPad test.
// PLAYWRIGHT names the package to import (.ci/playwright: the one inside the Python wheel, run with the
// wheel's own node). Prints a line per check; exits 1 on any failure.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
const { chromium } = require(process.env.PLAYWRIGHT || "playwright");
const site = resolve(process.argv[2]);
const here = dirname(fileURLToPath(import.meta.url));
const read = (path) => readFileSync(join(site, path), "utf8");

const devices = JSON.parse(read("web/playwright-devices.json"));
const links = [...read("web/launch-screens.txt").matchAll(/<link rel="apple-touch-startup-image" media="([^"]+)" href="apple-launch-(\d+)x(\d+)\.png">/g)]
  .map((m) => [m[1], Number(m[2]), Number(m[3])]);
const probe = readFileSync(join(here, "registry_probe.js"), "utf8").split("\n").slice(3).join("\n");
const PAGE = '<!DOCTYPE html><html><head><meta name="viewport" content="width=device-width, initial-scale=1"></head><body></body></html>';

const failures = [];
function check(name, ok, detail = "") {
  console.log((ok ? "  PASS  " : "  FAIL  ") + name + (detail ? `: ${detail}` : ""));
  if (!ok) failures.push(name);
}
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

const started = Date.now();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || "/usr/bin/chromium", args: ["--no-sandbox"] });
const wrong = [], touch = [], launch = [], ipadTouch = [], errors = [];
const loaded = new Map();
try {
  for (const [name, entry] of Object.entries(devices)) {
    const key = JSON.stringify(entry); // the file writes every entry's keys in one order
    if (loaded.has(key)) continue;
    loaded.set(key, name);
    try {
      const context = await browser.newContext(devices[name]); // exactly as a user would: the entry, unchanged
      const page = await context.newPage();
      await page.setContent(PAGE);
      const seen = await page.evaluate(`(${probe})(${JSON.stringify(links.map((l) => l[0]))})`);
      const { viewport, deviceScaleFactor: scale } = entry;
      const want = { screen: [entry.screen.width, entry.screen.height], viewport: [viewport.width, viewport.height], ratio: scale,
                     userAgent: entry.userAgent, landscape: viewport.width > viewport.height };
      const got = Object.fromEntries(Object.keys(want).map((k) => [k, seen[k]]));
      if (!same(got, want)) wrong.push([name, got, want]);
      if (!(seen.coarsePointer && seen.maxTouchPoints >= 1)) touch.push([name, seen.maxTouchPoints]);
      const images = seen.matched.map((i) => [links[i][1], links[i][2]]);
      if (!same(images, [[viewport.width * scale, viewport.height * scale]])) launch.push([name, images]);
      if (name.startsWith("iPad")) {
        // The README's way to give an iPad its 5 touch points.
        const session = await context.newCDPSession(page);
        await session.send("Emulation.setTouchEmulationEnabled", { enabled: true, maxTouchPoints: 5 });
        await page.setContent(PAGE);
        const again = await page.evaluate(`(${probe})([])`);
        if (again.maxTouchPoints !== 5 || (entry.userAgent.includes("Macintosh") && !again.looksLikeIPad)) ipadTouch.push([name, again.maxTouchPoints]);
      }
      await context.close();
    } catch (error) {
      errors.push([name, String(error).split("\n")[0]]);
    }
  }
} finally {
  await browser.close();
}
const count = Object.keys(devices).length;
const show = (list) => (list.length ? `${list.length} wrong, e.g. ${JSON.stringify(list.slice(0, 2))}` : "");
check(`Playwright for Node takes every one of the ${count} entries unchanged (newContext(devices[name]); ${loaded.size} distinct descriptors loaded)`,
      errors.length === 0 && loaded.size > 0, errors.length ? JSON.stringify(errors.slice(0, 2)) : "");
check("the page sees each entry's screen (portrait), viewport, devicePixelRatio, user agent and orientation", wrong.length === 0, show(wrong));
check("touch is on under every entry (maxTouchPoints >= 1, (any-pointer: coarse))", touch.length === 0, show(touch));
check("exactly one launch-screen link matches under every entry, portrait and landscape: the screen's render size", launch.length === 0,
      show(launch) || `${links.length} links`);
check("with Emulation.setTouchEmulationEnabled maxTouchPoints 5, each iPad entry reports 5 and passes the iPad test", ipadTouch.length === 0, show(ipadTouch));
console.log(`devinfo's registry in Playwright for Node: ${failures.length} failed (${Math.round((Date.now() - started) / 1000)} s, ${count} entries, ${loaded.size} contexts)`);
process.exit(failures.length ? 1 : 0);
