import { join } from 'node:path';
import { isValidElement, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { matchesPattern } from '@courtside/shared/web/page-files';
import { compileRoutes, matchRoutes } from '@/lib/router/match-routes';
import type { RouteObject } from '@/lib/router/types';
import { PAGE_MODULES } from './page-modules';
import { appRoutes } from './routes';

// PAGE_MODULES is what the server reads to send a page's files with its HTML; the router reads routes.tsx. Both
// must open the same page at every address, or a first visit would fetch one page's code and show another's.

const webRoot = join(import.meta.dirname, '../..');
const compiled = compileRoutes(appRoutes);

/** An address a pattern matches: each parameter a number, a `*` two more segments. */
const addressFor = (pattern: string) =>
  pattern
    .replace(/:[A-Za-z]+/g, '7')
    .replace(/\*$/, 'some/thing')
    .replace(/^(?!\/)/, '/');

/** Every address pattern in the route table, of the routes that show a page. */
function routePatterns(): string[] {
  const patterns: string[] = [];
  const walk = (routes: readonly RouteObject[], parent: string) => {
    for (const route of routes) {
      const path = route.path ? `${parent}/${route.path}`.replace(/\/+/g, '/') : parent;
      if (route.lazy) patterns.push(path || '/');
      if (route.children) walk(route.children, path);
    }
  };
  walk(appRoutes, '');
  return patterns;
}

/** The page component the router shows at `address`, from the lazy route it picks. */
async function routerPageAt(address: string): Promise<ComponentType> {
  const matches = matchRoutes(compiled, address);
  const route = matches?.at(-1)?.node.route;
  if (!route?.lazy) throw new Error(`the router shows no lazy page at ${address}`);
  const content = await route.lazy();
  if (content.Component) return content.Component;
  // A page inside a wrapper (a guard that takes children): the wrapper's child is the page.
  const wrapped = isValidElement<{ children?: unknown }>(content.element) ? content.element.props.children : null;
  if (isValidElement(wrapped) && typeof wrapped.type === 'function') return wrapped.type as ComponentType;
  throw new Error(`the lazy route at ${address} shows no page component`);
}

/** The exports of the module PAGE_MODULES names for `address`: its first matching pattern's. */
async function listedModuleAt(address: string): Promise<{ module: string; exports: unknown[] }> {
  const listed = PAGE_MODULES.find(({ pattern }) => matchesPattern(pattern, address));
  if (!listed) throw new Error(`PAGE_MODULES has no pattern for ${address}`);
  const loaded = (await import(/* @vite-ignore */ join(webRoot, listed.module))) as Record<string, unknown>;
  return { module: listed.module, exports: Object.values(loaded) };
}

describe('PAGE_MODULES', () => {
  const addresses = [
    ...new Set([
      ...routePatterns().map(addressFor),
      ...PAGE_MODULES.map(({ pattern }) => addressFor(pattern)),
      // Case and a trailing slash, which the router ignores, and addresses only a `*` takes.
      '/LEAGUES/7/Standings/',
      '/leagues/7',
      '/leagues/7/match/3/unknown',
      '/admin/nothing-here',
      '/no/such/page',
    ]),
  ];

  it.each(addresses)('names the page the router shows at %s', async (address) => {
    const page = await routerPageAt(address);
    const { module, exports } = await listedModuleAt(address);
    expect(exports, `${module} does not export the page the router shows at ${address}`).toContain(page);
  });

  it('lists no pattern twice', () => {
    const patterns = PAGE_MODULES.map(({ pattern }) => pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
  });
});
