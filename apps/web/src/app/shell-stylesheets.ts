/**
 * Marks the shell's stylesheets in the built index.html (build-tools/shell-stylesheets-plugin.ts). They come as
 * preloads, fetched at once but not applied, so that nothing holds up the first paint of the boot header and
 * heading, which index.html styles itself (ADR 080).
 */
export const SHELL_STYLESHEET_ATTRIBUTE = 'data-shell-stylesheet';

/**
 * Applies the shell's preloaded stylesheets, and settles once each is loaded: the app's first render waits for
 * it, so nothing is ever drawn without Mantine's and the theme's styles. A stylesheet that fails to load settles
 * it too: the page is then drawn unstyled, as a blocking stylesheet that failed would have left it, rather
 * than not at all. In development there are none: Vite's styles come with the modules.
 */
export function applyShellStylesheets(root: Document = document): Promise<void> {
  const links = root.querySelectorAll<HTMLLinkElement>(`link[${SHELL_STYLESHEET_ATTRIBUTE}]`);
  return Promise.all([...links].map(applied)).then(() => undefined);
}

function applied(link: HTMLLinkElement): Promise<void> {
  if (link.rel === 'stylesheet') return Promise.resolve();
  return new Promise((settle) => {
    // A link made a stylesheet loads again, from the preload's response, and says so with its own event.
    link.addEventListener('load', () => settle(), { once: true });
    link.addEventListener('error', () => settle(), { once: true });
    link.rel = 'stylesheet';
  });
}
