import DevInfoVocabulary
import Foundation

/// The site's style sheet and search script: local files, no external assets.
enum Assets {
    static let css = """
        :root { color-scheme: light dark; --bg: #fff; --fg: #1d1d1f; --muted: #6e6e73; --line: #d2d2d7; --accent: #0066cc; --band: #f5f5f7; }
        @media (prefers-color-scheme: dark) {
          :root { --bg: #161617; --fg: #f5f5f7; --muted: #a1a1a6; --line: #424245; --accent: #4ea1ff; --band: #1f1f21; }
        }
        * { box-sizing: border-box; }
        body { margin: 0; background: var(--bg); color: var(--fg); font: 16px/1.5 -apple-system, BlinkMacSystemFont, "Segoe UI", Helvetica, Arial, sans-serif; }
        header, main, footer { max-width: 72rem; margin: 0 auto; padding: 0 1rem; }
        header nav { display: flex; flex-wrap: wrap; gap: 0.25rem 1.25rem; align-items: baseline; padding: 0.75rem 0; border-bottom: 1px solid var(--line); }
        header .home { font-weight: 700; font-size: 1.15rem; }
        a { color: var(--accent); text-decoration: none; }
        a:hover, a:focus { text-decoration: underline; }
        h1 { font-size: 1.6rem; line-height: 1.25; margin: 1.25rem 0 0.75rem; overflow-wrap: normal; hyphens: manual; }
        h1 code, .nowrap { white-space: nowrap; }
        main p, main li { overflow-wrap: break-word; }
        h2 { font-size: 1.25rem; margin: 1.75rem 0 0.5rem; }
        h2 .count { color: var(--muted); font-weight: 400; font-size: 1rem; }
        code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.92em; }
        pre { background: var(--band); padding: 0.75rem; overflow-x: auto; }
        .scroll { overflow-x: auto; -webkit-overflow-scrolling: touch; }
        table { border-collapse: collapse; margin: 0.5rem 0 1rem; }
        th, td { text-align: left; vertical-align: top; padding: 0.3rem 0.6rem; border-bottom: 1px solid var(--line); }
        thead th { font-size: 0.85rem; color: var(--muted); white-space: nowrap; }
        table.devices td, table.devices th { white-space: nowrap; }
        table.safe-areas thead th, table.status-bars thead th { white-space: normal; }
        table.safe-areas tbody th, table.status-bars tbody th { white-space: nowrap; }
        table.facts th { width: 8rem; color: var(--muted); font-weight: 500; }
        table.facts caption { text-align: left; font-weight: 600; padding: 0.25rem 0; }
        abbr { text-decoration: none; cursor: help; }
        form.search { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; margin: 1rem 0; }
        form.search label { flex-basis: 100%; color: var(--muted); font-size: 0.9rem; }
        form.search input { flex: 1 1 16rem; font: inherit; padding: 0.45rem 0.6rem; border: 1px solid var(--line); border-radius: 6px; background: var(--bg); color: var(--fg); }
        form.search button { font: inherit; padding: 0.45rem 1rem; border: 0; border-radius: 6px; background: var(--accent); color: #fff; }
        #results { background: var(--band); padding: 0.5rem 1rem; border-radius: 8px; }
        #results ul { padding-left: 1.2rem; }
        #results .sizes { color: var(--muted); }
        #results .unknown, #results .identifier-note { font-weight: 600; }
        .families { display: flex; flex-wrap: wrap; gap: 0.4rem 1rem; margin: 1rem 0; }
        h1 .count { color: var(--muted); font-weight: 400; }
        .runs { display: flex; flex-wrap: wrap; gap: 0.3rem 1rem; align-items: baseline; margin: 1rem 0; }
        .runs h2 { flex-basis: 100%; font-size: 1rem; margin: 0; }
        .runs details[open] { flex-basis: 100%; }
        .runs summary { cursor: pointer; color: var(--accent); }
        .runs details p { display: flex; flex-wrap: wrap; gap: 0.2rem 0.8rem; margin: 0.25rem 0 0.5rem 1rem; }
        .left-out { color: var(--muted); }
        .drawings { display: flex; flex-wrap: wrap; gap: 1rem; align-items: flex-start; }
        figure { margin: 0.5rem 0; }
        figure img { display: block; max-width: min(100%, 22rem); max-height: 28rem; height: auto; }
        figcaption, .no-drawing { color: var(--muted); font-size: 0.9rem; }
        footer { color: var(--muted); font-size: 0.85rem; border-top: 1px solid var(--line); margin-top: 2rem; padding-bottom: 2rem; }
        @media (max-width: 40rem) {
          body { font-size: 15px; } h1 { font-size: 1.35rem; } table.facts th { width: 6rem; }
          th, td { padding: 0.3rem 0.4rem; }
          /* The index's tables as lines: identifier and name, then each fact with its label, points first,
             so that nothing is hidden past a sideways scroll. The column headings stay for screen readers. */
          table.devices, table.devices tbody { display: block; margin: 0.25rem 0 1rem; }
          table.devices thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
          table.devices tr { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0.1rem 0.9rem; padding: 0.45rem 0; border-bottom: 1px solid var(--line); }
          table.devices th, table.devices td { display: block; padding: 0; border: 0; white-space: normal; }
          table.devices td.name { flex: 1 1 8rem; font-weight: 600; }
          table.devices td[data-label]::before { content: attr(data-label) " "; color: var(--muted); font-size: 0.85em; }
          table.devices td { order: 7; }
          table.devices td.name { order: 0; }
          table.devices td[data-label="Points"], table.devices td[colspan] { order: 1; }
          table.devices td[data-label="Zoomed"] { order: 2; }
          table.devices td[data-label="Panel"] { order: 3; }
          table.devices td[data-label="Cutout"] { order: 4; }
          table.devices td[data-label="Refresh"] { order: 5; }
          table.devices td[data-label="Year"] { order: 6; }
        }
        @media (max-width: 22rem) { h1 { font-size: 1.25rem; } }
        /* Every table fits its box on every screen (390 to 1,920 px): a device's name and its safe area wrap
           between words on a desktop, a path or commit in a cell may break anywhere, and a command breaks
           only between its words (each word is a .nowrap span), never at a hyphen. */
        table.devices td.name, table.devices td[data-label="Safe area"], table.devices td[data-label="Cutout"] { white-space: normal; min-width: 7rem; }
        main td code:not(.command) { overflow-wrap: anywhere; }
        /* A fact's name and a source's key are long words: in the value-sources table they break anywhere. */
        table.value-sources tbody th, table.value-sources td, table.value-sources code { overflow-wrap: anywhere; }
        @media (max-width: 40rem) {
          thead th { white-space: normal; }
          main td { overflow-wrap: anywhere; }
          table.files, table.files tbody, table.files tr, table.files th, table.files td { display: block; width: auto; }
          table.files thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
          table.files tr { padding: 0.45rem 0; border-bottom: 1px solid var(--line); }
          table.files th, table.files td { padding: 0.1rem 0; border: 0; }
        }

        """

    /// The site's icon, a file of its own: the Content-Security-Policy allows no `data:` URL.
    static let favicon = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect x="7" y="2" width="18" height="28" rx="5" fill="#1d1d1f"/><rect x="9" y="5" width="14" height="22" rx="3" fill="#4ea1ff"/><rect x="13" y="5" width="6" height="2" rx="1" fill="#1d1d1f"/></svg>

        """

    /// The longest query the search takes, in UTF-16 code units (JavaScript's `length`): the search box's
    /// `maxlength` and the script's limit for `?q=`.
    static let maximumQueryLength = 100

    static let searchScript = """
        // The catalogue's search: identifiers, names, and sizes answered from search-index.js (written by
        // devinfo-site from the library's own reverse lookup). A query in the URL (?q=750x1624)
        // runs on load, so a result can be linked.
        (function () {
          "use strict";
          var index = window.DEVINFO_INDEX;
          var form = document.querySelector("form.search");
          var input = document.getElementById("q");
          var results = document.getElementById("results");
          if (!index || !form || !input || !results) { return; }

          function element(tag, text, attributes) {
            var node = document.createElement(tag);
            if (text) { node.textContent = text; }
            for (var name in attributes || {}) { node.setAttribute(name, attributes[name]); }
            return node;
          }
          function key(a, b) { return Math.min(a, b) + "x" + Math.max(a, b); }

          // A size exactly as devinfo --screen reads it: DevInfoVocabulary's SizeGrammar, written here by
          // devinfo (WIDTHxHEIGHT or WIDTHxHEIGHT@SCALE; no spaces, no *, no scale 0).
          var SIZE = /\(SizeGrammar.javaScriptPattern)/;
          var SCALES = [\(SizeGrammar.scales.lowerBound), \(SizeGrammar.scales.upperBound)];
          function parseSize(query) {
            var match = SIZE.exec(query);
            if (!match) { return null; }
            var size = { width: +match[1], height: +match[2], scale: match[3] === undefined ? 0 : +match[3] };
            if (size.width === 0 || size.height === 0) { return null; }
            if (match[3] !== undefined && (size.scale < SCALES[0] || size.scale > SCALES[1])) { return null; }
            return size;
          }
          // Digits with x, *, @ or spaces that are no size (750 x 1624, 750*1624, 750x1624@0): not searched
          // as text, but answered with what a size is.
          function looksLikeASize(query) { return /^[0-9][0-9xX\\u00D7*@.,+\\s-]*$/.test(query) && /[xX\\u00D7*@]/.test(query); }
          function deviceLink(device) {
            return element("a", device[1] + " (" + device[0] + ")", { href: "devices/" + device[0] + ".html" });
          }
          // A device in a list of results: its name and identifier, then its main display's points, scale
          // and cutout (414×896 @2x, notch), written by devinfo-site.
          function deviceItem(device) {
            var item = element("li");
            item.appendChild(deviceLink(device));
            item.appendChild(document.createTextNode(" \\u2014 "));
            item.appendChild(element("span", device[4], { "class": "sizes" }));
            return item;
          }

          // An identifier exactly as devinfo reads it: DevInfoVocabulary's IdentifierGrammar, written here by
          // devinfo-site (letters, then two numbers without leading zeros: iPhone11,8).
          var IDENTIFIER = /\(IdentifierGrammar.javaScriptPattern)/;
          // What devinfo says of an identifier its table does not list, classified as the library does: a
          // Simulator's architecture, then the grammar, then the family its letters name (exact case, as
          // hw.machine spells them); the words are the library's, from search-index.js. null when the query
          // is no identifier at all (it is searched as a name instead).
          function unknownIdentifier(query) {
            var unknown = index.unknown;
            if (unknown.simulatorArchitectures.indexOf(query) >= 0) { return unknown.simulator; }
            var match = IDENTIFIER.exec(query);
            if (!match) { return null; }
            return Object.prototype.hasOwnProperty.call(unknown.families, match[1]) ? unknown.families[match[1]] : unknown.unrecognizedFamily;
          }

          // Each device's name as words, as a name search compares them.
          function wordsOf(text) { return normalised(text).split(/[^\\p{L}\\p{N}]+/u).filter(function (word) { return word.length > 0; }); }
          var names = index.devices.map(function (device) { return wordsOf(device[1]); });

          // A query that reads as an identifier written as a name: letters, a number, and perhaps a second
          // number after a comma or a space ("iPhone 15,2", "iphone15 2"), or the first number alone
          // ("iPhone 15"). Its key in index.notes (iphone15,2, iphone15) and, with both numbers, the device
          // whose identifier it names.
          var LIKE_IDENTIFIER = /^([a-z]+) ?([0-9]{1,\(IdentifierGrammar.maximumDigits)})(?: ?[, ] ?([0-9]{1,\(IdentifierGrammar.maximumDigits)}))?$/;
          function readAsIdentifier(lower) {
            var match = LIKE_IDENTIFIER.exec(lower);
            if (!match) { return null; }
            var key = match[1] + (+match[2]) + (match[3] === undefined ? "" : "," + (+match[3]));
            var exact = [];
            if (match[3] !== undefined) {
              index.devices.forEach(function (device, position) { if (device[0].toLowerCase() === key) { exact.push(position); } });
            }
            var note = Object.prototype.hasOwnProperty.call(index.notes, key) ? index.notes[key] : null;
            return { exact: exact, note: note };
          }

          // How well a device answers a name search, best first (0), or -1: its identifier is the query (or
          // what the query reads as); its name is the query's words; begins with them (the last may be
          // unfinished: "iPhone 1" while typing "iPhone 15"); has each as a whole word; has a word that
          // begins with each; or, as every search has matched, the identifier and name contain each.
          function rank(position, lower, words, spaced, exact) {
            var device = index.devices[position], name = names[position];
            if (device[0].toLowerCase() === lower || exact.indexOf(position) >= 0) { return 0; }
            if (words.length > 0) {
              var last = words.length - 1;
              var begins = name.length >= words.length && words.every(function (word, at) {
                return at < last ? name[at] === word : name[at].indexOf(word) === 0;
              });
              if (begins && name.length === words.length && name[last] === words[last]) { return 1; }
              if (begins) { return 2; }
              if (words.every(function (word) { return name.indexOf(word) >= 0; })) { return 3; }
              if (words.every(function (word) { return name.some(function (part) { return part.indexOf(word) === 0; }); })) { return 4; }
            }
            var text = (device[0] + " " + device[1]).toLowerCase();
            return spaced.every(function (word) { return text.indexOf(word) >= 0; }) ? 5 : -1;
          }

          function showSize(width, height, scale) {
            var answer, label, note = "";
            if (scale) {
              answer = index.points[key(width, height) + "@" + scale];
              label = width + "x" + height + " points @" + scale + "x";
            } else {
              answer = index.render[key(width, height)];
              label = width + "x" + height + " render pixels (currentMode)";
              if (!answer && index.pointsAny[key(width, height)]) {
                answer = index.pointsAny[key(width, height)];
                label = width + "x" + height + " points";
                note = "No display renders " + width + "x" + height + " pixels; read as points (UIScreen.bounds), at any scale.";
              }
            }
            if (!answer) { return false; }
            results.appendChild(element("h2", label));
            if (note) { results.appendChild(element("p", note, { "class": "note" })); }
            var list = element("ul");
            answer.forEach(function (match) {
              var item = element("li");
              item.appendChild(element("span", match[0] + " "));
              item.appendChild(element("a", match[1], { href: "displays/" + match[1] + ".html" }));
              item.appendChild(document.createTextNode(": "));
              match[2].forEach(function (device, position) {
                if (position > 0) { item.appendChild(document.createTextNode(", ")); }
                item.appendChild(deviceLink(device));
              });
              list.appendChild(item);
            });
            results.appendChild(list);
            if (answer.length > 1) {
              results.appendChild(element("p", "ambiguous: " + answer.length + " screen classes or modes produce this size", { "class": "ambiguous" }));
            }
            return true;
          }

          // A name or an identifier: what devinfo says of an identifier it does not list, a note when the query
          // reads as an identifier, then every device whose identifier and name contain the query's words,
          // best answers first (rank). False when there is nothing to say.
          function showText(query) {
            var lower = normalised(query);
            var spaced = lower.split(" ").filter(function (word) { return word.length > 0; });
            var words = wordsOf(query);
            var known = index.devices.some(function (device) { return device[0].toLowerCase() === lower; });
            var unknown = known ? null : unknownIdentifier(query);
            if (unknown) {
              results.appendChild(element("p", "Unknown identifier " + shown(query) + ": " + unknown + ".", { "class": "unknown" }));
            }
            // What the query reads as when it reads as an identifier: the note (written by devinfo-site from
            // the table: which device an identifier is, or that iPhone15,x are not all iPhone 15 models).
            var reading = readAsIdentifier(lower);
            var note = reading ? reading.note : null;
            if (note) { results.appendChild(element("p", note, { "class": "identifier-note" })); }
            var exact = reading ? reading.exact : [];
            var found = [];
            index.devices.forEach(function (device, position) {
              var tier = rank(position, lower, words, spaced, exact);
              if (tier >= 0) { found.push({ tier: tier, position: position }); }
            });
            found.sort(function (a, b) { return a.tier - b.tier || a.position - b.position; });
            if (found.length === 0) { return Boolean(unknown || note); }
            results.appendChild(element("h2", found.length + (found.length === 1 ? " device" : " devices")));
            var list = element("ul", null, { "class": "found" });
            found.slice(0, 100).forEach(function (answer) { list.appendChild(deviceItem(index.devices[answer.position])); });
            results.appendChild(list);
            if (found.length > 100) { results.appendChild(element("p", "\\u2026 and " + (found.length - 100) + " more; narrow the search.")); }
            return true;
          }

          // A query is at most MAX_QUERY characters, checked before anything else reads it: no identifier,
          // name or size is longer, and laying out hundreds of thousands of combining marks (a hostile ?q=)
          // would freeze the page for minutes.
          var MAX_QUERY = \(maximumQueryLength);

          // What a name search compares: compatibility forms folded (ｉＰｈｏｎｅ is iPhone), accents and
          // other combining marks, controls and invisible format characters (bidirectional, zero-width)
          // removed, spaces collapsed, lower case. Sizes are read before this, exactly as typed.
          function normalised(query) {
            return query.normalize("NFKD").replace(/\\s+/g, " ").replace(/[\\p{M}\\p{Cc}\\p{Cf}]/gu, "").trim().toLowerCase();
          }
          // The query as the page shows it back: controls and format characters as U+XXXX, never raw.
          function shown(query) {
            return query.replace(/[\\p{Cc}\\p{Cf}]/gu, function (c) { return "U+" + c.codePointAt(0).toString(16).toUpperCase().padStart(4, "0"); });
          }

          function search(raw) {
            while (results.firstChild) { results.removeChild(results.firstChild); }
            if (raw.length > MAX_QUERY) {
              results.hidden = false;
              results.appendChild(element("p", "That query is " + raw.length + " characters long; a search takes at most " + MAX_QUERY +
                " (an identifier, a name or a size is far shorter).", { "class": "too-long" }));
              return;
            }
            var query = raw.trim();
            if (query === "") { results.hidden = true; return; }
            results.hidden = false;
            var size = parseSize(query);
            if (size) {
              if (!showSize(size.width, size.height, size.scale)) {
                var asked = size.width + "x" + size.height + (size.scale ? " points @" + size.scale + "x" : " render pixels (currentMode)");
                results.appendChild(element("p", "No known device produces " + asked + ".", { "class": "nothing" }));
              }
            } else if (looksLikeASize(query)) {
              results.appendChild(element("p", "Not understood: \\u201c" + shown(query) + "\\u201d is not a size devinfo reads. A size is WIDTHxHEIGHT in " +
                "render pixels (750x1624) or WIDTHxHEIGHT@SCALE in points at scale " + SCALES[0] + " to " + SCALES[1] +
                " (375x812@3): digits, x, digits, with no spaces, as devinfo --screen takes it.", { "class": "not-understood" }));
            } else if (normalised(query) === "") {
              results.appendChild(element("p", "Not understood: \\u201c" + shown(query) + "\\u201d has no letters or digits to search for.", { "class": "not-understood" }));
            } else if (!showText(query)) {
              results.appendChild(element("p", "Nothing matches \\u201c" + shown(query) + "\\u201d.", { "class": "nothing" }));
            }
          }

          function run(query) {
            search(query);
            var url = new URL(window.location.href);
            if (query.trim() === "" || query.length > MAX_QUERY) { url.searchParams.delete("q"); } else { url.searchParams.set("q", query.trim()); }
            try { window.history.replaceState(null, "", url.toString()); } catch (error) { /* file:// may refuse; the search still ran */ }
          }

          form.addEventListener("submit", function (event) { event.preventDefault(); run(input.value); });
          input.addEventListener("input", function () { run(input.value); });
          var initial = new URLSearchParams(window.location.search).get("q");
          // A query over the limit never reaches the search box (laying it out is what would freeze).
          if (initial) {
            if (initial.length <= MAX_QUERY) { input.value = initial; }
            search(initial);
          }
        })();

        """
}
