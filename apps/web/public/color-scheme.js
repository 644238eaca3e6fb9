/*
 * Runs before the app's CSS and React, from index.html, so that the first paint is already in the right colour
 * scheme (no white flash in dark mode). It is a file rather than an inline script because the
 * Content-Security-Policy allows scripts from this site only. A scheme chosen with the header's switch comes
 * with the page: the server writes it on <html> as data-color-scheme-choice, from the cookie the switch sets
 * (packages/shared/src/web/color-scheme.ts). Otherwise the system setting rules (ADR 019). The page's storage is
 * not asked: its first use waits on the browser process, and this script holds up the first paint (ADR 054).
 */
/* global window, document */
(function () {
  var root = document.documentElement;
  var chosen = root.getAttribute('data-color-scheme-choice');
  var scheme =
    chosen === 'light' || chosen === 'dark'
      ? chosen
      : window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches
        ? 'dark'
        : 'light';
  root.setAttribute('data-mantine-color-scheme', scheme);
})();
