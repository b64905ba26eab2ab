import DevInfoVocabulary

/// `which.js`, the script of "Which device is this?" (``WhichPage``): a file of its own, as the site's
/// Content-Security-Policy allows no inline script. It measures the browser's screen and lists the
/// candidates from `which-data.js` by ``WhichPage/kept(_:reportsP3:)``'s rule; `window.devinfoWhich` gives
/// the browser test the same two steps.
enum WhichScript {
    static let script = """
        // Which device is this? Reads this browser's screen and lists the devices of devinfo's table that show
        // it (which-data.js, written by devinfo-site from devinfo's reverse lookup). Nothing leaves the page.
        (function () {
          "use strict";
          var data = window.DEVINFO_WHICH;
          var out = document.getElementById("which");
          if (!data || !out) { return; }
          var SIDES = ["top", "left", "bottom", "right"];

          function element(tag, text, attributes) {
            var node = document.createElement(tag);
            if (text) { node.textContent = text; }
            for (var name in attributes || {}) { node.setAttribute(name, attributes[name]); }
            return node;
          }

          // What the browser says: screen in CSS pixels, devicePixelRatio, orientation, wide color, and the
          // safe-area insets (a probe element padded by env(safe-area-inset-*); 0 where none are reported).
          function measure() {
            var probe = document.createElement("div");
            probe.style.position = "fixed";
            probe.style.visibility = "hidden";
            SIDES.forEach(function (side) { probe.style.setProperty("padding-" + side, "env(safe-area-inset-" + side + ", 0px)"); });
            document.body.appendChild(probe);
            var style = window.getComputedStyle(probe);
            var insets = SIDES.map(function (side) { return parseFloat(style.getPropertyValue("padding-" + side)) || 0; });
            document.body.removeChild(probe);
            return {
              width: window.screen.width, height: window.screen.height, ratio: window.devicePixelRatio,
              landscape: window.matchMedia("(orientation: landscape)").matches,
              p3: window.matchMedia("(color-gamut: p3)").matches, insets: insets
            };
          }

          // The devices that show the screen, Display Zoom considered (each candidate is a display in a mode),
          // less those whose color gamut is known to differ. Insets only mark candidates: a browser tab and a
          // home-screen app measure different insets on the same device.
          function candidates(m) {
            var key = Math.min(m.width, m.height) + "x" + Math.max(m.width, m.height) + "@" + m.ratio;
            var all = data.screens[key] || [];
            var gamut = m.p3 ? "p3" : "sRGB";
            var measured = m.insets.some(function (value) { return value > 0; });
            var kept = all.filter(function (c) { return c[6] === null || c[6] === gamut; }).map(function (c) {
              var insets = c[m.landscape ? 8 : 7];
              return {
                identifier: c[0], name: c[1], page: c[2], role: c[3], displayClass: c[4], mode: c[5], gamut: c[6], os: c[9], model: c[10],
                insetsMatch: measured && insets !== null && insets.every(function (value, i) { return Math.abs(value - m.insets[i]) < 0.5; })
              };
            });
            var marked = kept.filter(function (c) { return c.insetsMatch; });
            return { key: key, candidates: marked.concat(kept.filter(function (c) { return !c.insetsMatch; })),
                     ruledOut: all.length - kept.length, measured: measured };
          }

          function render() {
            var m = measure(), answer = candidates(m);
            while (out.firstChild) { out.removeChild(out.firstChild); }
            var short = Math.min(m.width, m.height), long = Math.max(m.width, m.height);
            out.appendChild(element("h2", "What this browser says"));
            var facts = element("ul", "", { "class": "measured" });
            facts.appendChild(element("li", "Screen: " + short + " × " + long + " CSS pixels, held " + (m.landscape ? "landscape" : "portrait")));
            facts.appendChild(element("li", "devicePixelRatio: " + m.ratio));
            facts.appendChild(element("li", "Color gamut: " + (m.p3 ? "Display P3 (wide color)" : "sRGB (no wide color reported)")));
            facts.appendChild(element("li", answer.measured
              ? "Safe-area insets: " + SIDES.map(function (side, i) { return side + " " + m.insets[i]; }).join(", ")
              : "Safe-area insets: none reported (a browser tab reports them only with viewport-fit=cover, and not every device has them)"));
            out.appendChild(facts);

            var list = answer.candidates;
            var size = short + "×" + long + " screen at " + m.ratio + "x";
            out.appendChild(element("h2", list.length === 1 ? "One device" : list.length + " devices", { id: "which-count", "data-count": String(list.length) }));
            if (list.length === 0) {
              out.appendChild(element("p", "No iPhone, iPad, iPod touch or Mac in devinfo's table shows a " + size +
                (answer.ruledOut ? " with this color gamut" : "") + ". A desktop browser window, browser zoom (devicePixelRatio " + m.ratio +
                "), an iPad's More Space, a Mac at a resolution other than its default, or a device newer than this table each give a size of their own."));
            } else {
              out.appendChild(element("p", list.length === 1
                ? "Exactly one device in devinfo's table shows a " + size + ":"
                : list.length + " devices in devinfo's table show a " + size + "; the screen alone cannot tell them apart:"));
              var items = element("ul", "", { id: "which-candidates" });
              list.forEach(function (c) {
                var item = element("li", "", { "data-identifier": c.identifier, "data-model": c.model, "data-role": c.role, "data-mode": c.mode,
                                                "data-safe-area": c.insetsMatch ? "match" : "" });
                item.appendChild(element("a", c.identifier, { href: c.page }));
                var text = " " + c.name + (c.role === "inner" ? ", inner display" : "") + (c.mode === "zoomed" ? "\(DisplayVocabulary.DisplayZoom.modeSuffix)" : "") +
                  " (" + c.displayClass + ")" + (c.insetsMatch ? " — its safe area (" + c.os + ") matches the one measured" : "");
                item.appendChild(document.createTextNode(text));
                items.appendChild(item);
              });
              out.appendChild(items);
            }
            if (answer.ruledOut > 0) {
              out.appendChild(element("p", answer.ruledOut + (answer.ruledOut === 1 ? " more device shows" : " more show") +
                " this size with " + (m.p3 ? "an sRGB" : "a wide-color (P3)") + " display: ruled out by the color gamut."));
            }
          }

          window.devinfoWhich = { measure: measure, candidates: candidates };
          render();
          window.addEventListener("resize", render);
          window.addEventListener("orientationchange", render);
        })();

        """
}
