import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import { PHONE, newContext } from './support/browser';
import { createTwoPlayerLeague, type LeaguePlayer } from './support/league-play';
import { useServerAndBrowser } from './support/suite';
import { expectHeading, inSignedInPage } from './support/ui';

/**
 * The dashboard's and a league page's first reads, which the server names as preloads in the page's HTML (ADR
 * 044): in a real browser each goes out once, with the HTML, and the page's own request for it is answered by the
 * preload rather than going out a second time (which a difference of URL, credentials or mode would cause).
 */

let player: LeaguePlayer;
let leagueId: number;
let leagueName: string;

const suite = useServerAndBrowser(async ({ server }) => {
  leagueName = `Early Reads League ${Date.now()}`;
  const made = await createTwoPlayerLeague(server.baseUrl, leagueName, [
    ['Early', 'Reader'],
    ['Prompt', 'Opponent'],
  ]);
  player = made.player;
  leagueId = made.league.id;
});

/** The reads a page's HTML preloads: what the server named for it. */
const preloadedReads = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="fetch" crossorigin="use-credentials" href="([^"]+)">/g)].map((match) =>
    match[1]!.replaceAll('&amp;', '&'),
  );

test.describe('a page opened from its address', () => {
  for (const [name, address, heading] of [
    ['dashboard', () => '/dashboard', () => /^Welcome/],
    ['league home', () => `/leagues/${leagueId}`, () => leagueName],
    ['standings', () => `/leagues/${leagueId}/standings`, () => 'League Standings'],
    ['calendar', () => `/leagues/${leagueId}/schedule`, () => 'Weekly Calendar'],
  ] as const) {
    test(`asks for each of its first reads once (${name})`, async () => {
      const context = await newContext(suite.browser, suite.server.baseUrl, PHONE);
      await inSignedInPage(context, player, `early-reads-${name.replace(' ', '-')}`, async (tab) => {
        const asked: string[] = [];
        tab.on('request', (request) => {
          const url = new URL(request.url());
          if (url.pathname.startsWith('/api/')) asked.push(url.pathname + url.search);
        });

        const response = await tab.goto(address());
        assert.ok(response, 'the page answered');
        const reads = preloadedReads(await response.text());
        await expectHeading(tab, heading());
        await tab.waitForLoadState('networkidle');

        assert.ok(reads.length > 0, 'the HTML names the page reads');
        if (name !== 'dashboard') {
          for (const read of reads) assert.ok(read.includes(`league_id=${leagueId}`), read);
        }
        for (const read of reads) {
          assert.equal(asked.filter((url) => url === read).length, 1, `${read} in ${asked.join(', ')}`);
        }
      });
    });
  }

  test('names no reads for a visitor, whom the page sends to the landing page', async () => {
    const context = await newContext(suite.browser, suite.server.baseUrl, PHONE);
    try {
      const tab = await context.newPage();
      const response = await tab.goto(`/leagues/${leagueId}`);
      assert.ok(response, 'the page answered');
      assert.deepEqual(preloadedReads(await response.text()), []);
      await tab.waitForURL((url) => url.pathname === '/');
    } finally {
      await context.close();
    }
  });
});
