import { useEffect, type ComponentPropsWithRef, type MouseEvent } from 'react';
import { useRouterContext } from './contexts';
import { useNavigate } from './hooks';
import { createPath, resolveTo } from './paths';
import type { Location, NavigateOptions } from './types';

export interface LinkProps extends Omit<ComponentPropsWithRef<'a'>, 'href'> {
  /** A path ('/dashboard', '?week=2'), resolved like an href; a URL of another site makes a plain link. */
  to: string;
  replace?: boolean;
  state?: unknown;
  /** Loads the page from the server instead of changing it here. */
  reloadDocument?: boolean;
}

const HAS_SCHEME = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/** The href for `to`, and whether the router can take the click (a path of this site). */
function linkHref(to: string, location: Location): { href: string; inApp: boolean } {
  if (!HAS_SCHEME.test(to)) return { href: createPath(resolveTo(to, location)), inApp: true };
  const url = new URL(to, window.location.href);
  if (url.origin !== window.location.origin) return { href: to, inApp: false };
  return { href: `${url.pathname}${url.search}${url.hash}`, inApp: true };
}

/** A click the browser would treat as "go there in this tab": anything else opens a tab, a window, a download. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
  return event.button === 0 && !modified && (!target || target === '_self');
}

/**
 * An `<a href>` whose plain clicks change the page without loading the document again. Every other prop, and
 * the ref, goes to the anchor (Mantine's `component={Link}`); the caller's onClick runs first and may cancel.
 */
export function Link({ to, replace, state, reloadDocument, onClick, target, download, ...anchorProps }: LinkProps) {
  const { router, state: routerState } = useRouterContext();
  const { href, inApp } = linkHref(to, routerState.location);

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || reloadDocument || !inApp || download !== undefined) return;
    if (!isPlainClick(event, target)) return;
    event.preventDefault();
    // A link to the page already shown adds no entry: Back would otherwise show the same page again.
    const same = createPath(router.state.location) === href;
    void router.navigate(href, { replace: replace ?? same, state });
  };

  return <a {...anchorProps} href={href} target={target} download={download} onClick={handleClick} />;
}

export interface NavigateProps extends NavigateOptions {
  to: string;
}

/** Navigates once rendered: a redirect from inside a page or a guard. */
export function Navigate({ to, replace, state }: NavigateProps): null {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace, state });
  }, [navigate, to, replace, state]);
  return null;
}
