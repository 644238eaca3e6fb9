import { afterEach, describe, expect, it } from 'vitest';
import { applyShellStylesheets, SHELL_STYLESHEET_ATTRIBUTE } from './shell-stylesheets';

afterEach(() => {
  for (const link of document.head.querySelectorAll('link')) link.remove();
});

/** A shell stylesheet as the built index.html has it (build-tools/shell-stylesheets-plugin.ts). */
function preloadedStylesheet(href: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'style';
  link.href = href;
  link.setAttribute(SHELL_STYLESHEET_ATTRIBUTE, '');
  document.head.append(link);
  return link;
}

/** Whether the promise has settled by the time the microtasks queued so far have run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe('applyShellStylesheets', () => {
  it('makes each preloaded shell stylesheet a stylesheet, and settles once all have loaded', async () => {
    const shell = preloadedStylesheet('/assets/shell-1.css');
    const more = preloadedStylesheet('/assets/more-2.css');
    const other = document.createElement('link');
    other.rel = 'preload';
    other.as = 'style';
    other.href = '/assets/page-3.css';
    document.head.append(other);

    const applied = applyShellStylesheets();
    expect(shell.rel).toBe('stylesheet');
    expect(more.rel).toBe('stylesheet');
    // A page's own preload is Vite's loader's to apply, with the page.
    expect(other.rel).toBe('preload');

    shell.dispatchEvent(new Event('load'));
    expect(await settled(applied)).toBe(false);
    more.dispatchEvent(new Event('load'));
    expect(await settled(applied)).toBe(true);
  });

  it('settles when a stylesheet fails to load: the app is then drawn unstyled rather than not at all', async () => {
    const shell = preloadedStylesheet('/assets/shell-1.css');
    const applied = applyShellStylesheets();
    shell.dispatchEvent(new Event('error'));
    expect(await settled(applied)).toBe(true);
  });

  it('settles at once where there is none to apply: in development, or once applied', async () => {
    expect(await settled(applyShellStylesheets())).toBe(true);
    const shell = preloadedStylesheet('/assets/shell-1.css');
    shell.rel = 'stylesheet';
    expect(await settled(applyShellStylesheets())).toBe(true);
  });
});
