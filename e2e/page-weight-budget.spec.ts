import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import { ApiSession, createPlayerAccount, type Account } from './support/api';
import { FIRST_LOAD_BUDGET_BYTES, FIRST_LOAD_CEILING_BYTES, measureFirstLoad } from './support/page-weight';
import { useServerAndBrowser } from './support/suite';

let player: Account;
const suite = useServerAndBrowser(async ({ server }) => {
  player = await createPlayerAccount(await ApiSession.signIn(server.baseUrl));
});

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

// Sizes, not times: the bytes a first visit loads follow from the build alone, so the same build always
// gives the same figures. `node --import tsx bench/page-weight.ts` prints every route's, and marks the six pages
// of issue 32's budget within or over it.
for (const route of [
  { pathname: '/', signedIn: false },
  { pathname: '/sign-in', signedIn: false },
  { pathname: '/dashboard', signedIn: true },
] as const) {
  test(`a first visit to ${route.pathname} stays within its JavaScript and CSS ceiling`, async () => {
    const load = await measureFirstLoad(
      suite.browser,
      suite.server.baseUrl,
      route.pathname,
      route.signedIn ? player : undefined,
    );
    assert.equal(load.finalPath, route.pathname, 'the page opened where it was asked for');
    assert.ok(
      load.files.some((file) => file.kind === 'CSS') && load.files.some((file) => file.kind === 'JS'),
      'JavaScript and CSS were loaded and counted',
    );
    const ceiling = FIRST_LOAD_CEILING_BYTES[route.pathname];
    const files = load.files.map((file) => `${file.url} ${kB(file.gzip)}`).join('\n  ');
    assert.ok(
      load.gzip <= ceiling,
      `${route.pathname} loads ${kB(load.gzip)} of JavaScript and CSS (gzip), over its ceiling of ${kB(ceiling)} ` +
        `(issue 32's budget: ${kB(FIRST_LOAD_BUDGET_BYTES)}):\n  ${files}`,
    );
  });
}
