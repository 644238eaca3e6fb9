import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { PHONE } from './browser';
import { expectNoSidewaysScroll } from './leagues';
import { waitForAnimations } from './ui';

const analyze = async (page: Page) => {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
};

/**
 * Colours measured mid-transition: a toast that began to fade on its timer after the caller's wait, or a modal
 * whose enter transition started a frame late. Either way axe reads half-transparent text.
 */
const touchesContrast = (violations: Awaited<ReturnType<typeof analyze>>) =>
  violations.some((v) => v.id === 'color-contrast');

/** Fails on any serious or critical WCAG 2.x A/AA violation on the page as it is now. */
export async function expectNoSeriousA11yViolations(page: Page, label: string) {
  let serious = await analyze(page);
  if (touchesContrast(serious)) {
    // Judge the page again once every transition has finished: colours that really fail still fail then.
    await waitForAnimations(page);
    serious = await analyze(page);
  }
  const summary = serious.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join('; ')}`,
  );
  assert.deepEqual(summary, [], `accessibility violations on ${label}`);
}

/** The check every page and dialog gets: axe once transitions settle and, on a phone, no sideways scroll. */
export async function checkPageAt(page: Page, label: string, viewport: { width: number }) {
  const where = `${label} at ${viewport.width} px`;
  await waitForAnimations(page);
  await expectNoSeriousA11yViolations(page, where);
  if (viewport.width <= PHONE.width) await expectNoSidewaysScroll(page, where);
}
