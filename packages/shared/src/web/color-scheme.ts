/**
 * Where a colour scheme chosen with the header's switch is kept (ADR 019, ADR 054): a cookie, so that the server
 * can write the choice into the page's HTML and the browser paints in it from the first frame without the page
 * asking its storage, whose first use waits on the browser process. One name for the web app, which writes the
 * cookie, and the server, which reads it. `apps/web/public/color-scheme.js` repeats the attribute's name: it is a
 * classic script and imports nothing.
 */
export const COLOR_SCHEME_COOKIE = 'courtside-color-scheme';

/** The attribute of `<html>` that carries the choice, when there is one; without it the system's setting rules. */
export const COLOR_SCHEME_CHOICE_ATTRIBUTE = 'data-color-scheme-choice';

/** A scheme someone chose; following the system ("auto") is the absence of a choice. */
export type ChosenColorScheme = 'light' | 'dark';

/** The choice a cookie or attribute value names, or null for anything else (absent, "auto", tampered with). */
export function chosenColorScheme(value: string | null | undefined): ChosenColorScheme | null {
  return value === 'light' || value === 'dark' ? value : null;
}
