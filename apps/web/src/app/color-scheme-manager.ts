import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core';
import {
  type ChosenColorScheme,
  chosenColorScheme,
  COLOR_SCHEME_CHOICE_ATTRIBUTE,
  COLOR_SCHEME_COOKIE,
} from '@courtside/shared/web/color-scheme';

/** A year: the choice outlasts the session, as it did in localStorage. */
const KEPT_SECONDS = 365 * 24 * 60 * 60;
/** Other tabs of the app hear a choice on this channel and take it at once. */
const CHANNEL = 'courtside-color-scheme';

/**
 * Where Mantine keeps the colour scheme chosen with the header's switch (ADR 019): a cookie, which the server
 * reads to write the choice on the HTML it sends (apps/api/src/plugins/page-html.ts), rather than Mantine's
 * default, localStorage, whose first use on a page waits on the browser process (ADR 054). The page reads the
 * choice from the attribute the server wrote, so neither the cookie nor storage is asked while the page loads;
 * "auto", following the system, is the absence of a choice.
 */
export function cookieColorSchemeManager(root?: HTMLElement): MantineColorSchemeManager {
  // Found when first asked, so that the module can be imported where there is no document.
  const element = () => root ?? document.documentElement;
  let channel: BroadcastChannel | null = null;

  const choice = (): MantineColorScheme =>
    chosenColorScheme(element().getAttribute(COLOR_SCHEME_CHOICE_ATTRIBUTE)) ?? 'auto';

  const show = (scheme: ChosenColorScheme | null) => {
    if (scheme === null) element().removeAttribute(COLOR_SCHEME_CHOICE_ATTRIBUTE);
    else element().setAttribute(COLOR_SCHEME_CHOICE_ATTRIBUTE, scheme);
  };

  const store = (scheme: ChosenColorScheme | null) => {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    const value = scheme === null ? '=; Max-Age=0' : `=${scheme}; Max-Age=${KEPT_SECONDS}`;
    document.cookie = `${COLOR_SCHEME_COOKIE}${value}; Path=/; SameSite=Lax${secure}`;
  };

  const choose = (value: MantineColorScheme) => {
    const scheme = chosenColorScheme(value);
    show(scheme);
    store(scheme);
  };

  return {
    get: (defaultValue) => (element().hasAttribute(COLOR_SCHEME_CHOICE_ATTRIBUTE) ? choice() : defaultValue),
    set(value) {
      // A choice heard from another tab is set here too (Mantine's update calls set): said once, not echoed back.
      if (value === choice()) return;
      choose(value);
      channel?.postMessage(value);
    },
    subscribe(onUpdate) {
      if (typeof BroadcastChannel !== 'function') return;
      channel = new BroadcastChannel(CHANNEL);
      channel.onmessage = (event: MessageEvent) => {
        // The other tab has stored it already: this page only shows it.
        const scheme = chosenColorScheme(typeof event.data === 'string' ? event.data : null);
        show(scheme);
        onUpdate(scheme ?? 'auto');
      };
    },
    unsubscribe() {
      channel?.close();
      channel = null;
    },
    clear: () => choose('auto'),
  };
}
