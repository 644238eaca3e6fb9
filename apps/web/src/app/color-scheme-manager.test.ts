import { afterEach, describe, expect, it, vi } from 'vitest';
import { COLOR_SCHEME_CHOICE_ATTRIBUTE, COLOR_SCHEME_COOKIE } from '@courtside/shared/web/color-scheme';
import { colorSchemeCookie } from '@/test/color-scheme-cookie';
import { cookieColorSchemeManager } from './color-scheme-manager';

const managers: ReturnType<typeof cookieColorSchemeManager>[] = [];
/** A manager on an element of its own, as in a tab of its own. */
function managerInATab() {
  const root = document.createElement('html');
  const manager = cookieColorSchemeManager(root);
  managers.push(manager);
  return { root, manager };
}

afterEach(() => {
  for (const manager of managers.splice(0)) manager.unsubscribe();
  document.cookie = `${COLOR_SCHEME_COOKIE}=; Path=/; Max-Age=0`;
});

describe('the colour scheme kept in a cookie', () => {
  it('reads the choice the server wrote on <html>, and the default without one', () => {
    const { root, manager } = managerInATab();
    expect(manager.get('auto')).toBe('auto');
    root.setAttribute(COLOR_SCHEME_CHOICE_ATTRIBUTE, 'dark');
    expect(manager.get('auto')).toBe('dark');
    root.setAttribute(COLOR_SCHEME_CHOICE_ATTRIBUTE, 'purple');
    expect(manager.get('auto')).toBe('auto');
  });

  it('keeps a choice in the cookie the server reads, and forgets it for "auto" and when cleared', () => {
    const { root, manager } = managerInATab();
    manager.set('dark');
    expect(colorSchemeCookie()).toBe('dark');
    expect(root.getAttribute(COLOR_SCHEME_CHOICE_ATTRIBUTE)).toBe('dark');

    manager.set('auto');
    expect(colorSchemeCookie()).toBeUndefined();
    expect(root.hasAttribute(COLOR_SCHEME_CHOICE_ATTRIBUTE)).toBe(false);

    manager.set('light');
    expect(colorSchemeCookie()).toBe('light');
    manager.clear();
    expect(colorSchemeCookie()).toBeUndefined();
    expect(manager.get('auto')).toBe('auto');
  });

  it("tells the app's other tabs, which show the choice without saying it back", async () => {
    const first = managerInATab();
    const second = managerInATab();
    const heardByFirst = vi.fn();
    // As Mantine does: what a tab hears, it sets.
    const heardBySecond = vi.fn((scheme) => second.manager.set(scheme));
    first.manager.subscribe(heardByFirst);
    second.manager.subscribe(heardBySecond);

    first.manager.set('dark');
    await vi.waitFor(() => expect(heardBySecond).toHaveBeenCalledWith('dark'));
    expect(second.root.getAttribute(COLOR_SCHEME_CHOICE_ATTRIBUTE)).toBe('dark');

    first.manager.set('auto');
    await vi.waitFor(() => expect(heardBySecond).toHaveBeenLastCalledWith('auto'));
    expect(second.root.hasAttribute(COLOR_SCHEME_CHOICE_ATTRIBUTE)).toBe(false);
    // A message would have arrived by now, after the two above.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heardByFirst).not.toHaveBeenCalled();
  });
});
