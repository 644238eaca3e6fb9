import type { Plugin } from 'vite';
import { SHELL_STYLESHEET_ATTRIBUTE } from '../src/app/shell-stylesheets.ts';

const STYLESHEET_LINK = /<link\b([^>]*?)\brel="stylesheet"([^>]*)>/g;

/**
 * index.html with each of its stylesheet links made a preload, marked for the app to apply
 * (app/shell-stylesheets.ts). A stylesheet link holds up the first paint until it has loaded; a preload fetches
 * the same file as early, at the same priority, and holds up nothing.
 */
export function preloadedShellStylesheets(html: string): string {
  return html.replace(
    STYLESHEET_LINK,
    (_link, before: string, after: string) =>
      `<link${before}rel="preload" as="style" ${SHELL_STYLESHEET_ATTRIBUTE}${after}>`,
  );
}

/**
 * Makes the shell's stylesheets, which Vite links from index.html, wait for the app instead of holding up the
 * page's first paint (ADR 080). The boot header and heading are styled by index.html itself, so the browser can
 * paint them as soon as the HTML has arrived; the app applies the stylesheets before its first render. After
 * Vite's own transform, which adds the links.
 */
export function shellStylesheetsPlugin(): Plugin {
  return {
    name: 'courtside-shell-stylesheets',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: preloadedShellStylesheets },
  };
}
