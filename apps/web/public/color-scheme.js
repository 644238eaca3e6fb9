/*
 * Sets the colour scheme Mantine's styles follow, from index.html, deferred: after the HTML is read and before
 * the app's first render, so nothing is ever drawn by the app in the wrong scheme (no white flash in dark mode).
 * The first paint, the boot header and heading, does not wait for it: index.html's own styles read the same
 * choice and system setting (ADR 080). It is a file rather than an inline script because the
 * Content-Security-Policy allows scripts from this site only. A scheme chosen with the header's switch comes
 * with the page: the server writes it on <html> as data-color-scheme-choice, from the cookie the switch sets
 * (packages/shared/src/web/color-scheme.ts). Otherwise the system setting rules (ADR 019). The page's storage is
 * not asked: its first use waits on the browser process (ADR 054).
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
