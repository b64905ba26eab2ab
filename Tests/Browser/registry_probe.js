// What a page sees under one device registry entry, read by playwright_registry_test.py (Python) and
// playwright_registry_test.mjs (Node) alike: the screen, viewport and pixel ratio, the user agent, touch, and
// which of devinfo's launch-screen media queries (the argument) match.
(queries) => ({
  screen: [screen.width, screen.height],
  viewport: [window.innerWidth, window.innerHeight],
  ratio: window.devicePixelRatio,
  userAgent: navigator.userAgent,
  maxTouchPoints: navigator.maxTouchPoints,
  coarsePointer: window.matchMedia("(any-pointer: coarse)").matches,
  landscape: window.matchMedia("(orientation: landscape)").matches,
  matched: queries.map((query, index) => (window.matchMedia(query).matches ? index : -1)).filter((index) => index >= 0),
  // The usual test for an iPad that sends the desktop-class (Macintosh) user agent.
  looksLikeIPad: /Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1,
})
