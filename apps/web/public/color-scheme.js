/*
 * Runs before the app's CSS and React, from index.html, so that the first paint is already in the right colour
 * scheme (no white flash in dark mode). It is a file rather than an inline script because the
 * Content-Security-Policy allows scripts from this site only. It reads what Mantine's colour scheme manager
 * stores ('light', 'dark' or 'auto') under the same key, and follows the system setting otherwise (ADR 019).
 */
/* global window, document */
(function () {
  var scheme = 'auto';
  try {
    var stored = window.localStorage.getItem('mantine-color-scheme-value');
    if (stored === 'light' || stored === 'dark') scheme = stored;
  } catch {
    // Storage can be blocked (privacy settings); following the system is still right.
  }
  if (scheme === 'auto') {
    scheme = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
})();
