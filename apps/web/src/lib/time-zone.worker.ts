// Names the viewer's time zone off the page's main thread (lib/viewer-time-zone.ts says why).
// A worker's global posts to the page that started it; the DOM typings only know the window's form.
(self as unknown as { postMessage(message: string): void }).postMessage(
  Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC',
);
