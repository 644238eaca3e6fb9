import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';

/** The height a primary action has on a phone (issue 36), and the least any target may have (WCAG 2.5.8). */
export const PHONE_ACTION_PX = 44;
export const TARGET_PX = 24;

/** The element, as drawn, is at least `px` tall (and, for `square`, as wide). */
export async function expectTouchTarget(target: Locator, px: number, what: string, square = false) {
  const box = await target.boundingBox();
  assert.ok(box, `${what} is drawn`);
  // Half a pixel of rounding: a 2.75rem button is 44 px, drawn as 43.99 on some zooms.
  assert.ok(box.height >= px - 0.5, `${what} is ${box.height} px tall, less than ${px}`);
  if (square) assert.ok(box.width >= px - 0.5, `${what} is ${box.width} px wide, less than ${px}`);
}

/** Every visible button of the page is at least TARGET_PX in both directions. */
export async function expectEveryButtonAtLeastTarget(page: Page, where: string) {
  const small = await page.locator('button:visible, a[role="button"]:visible, [role="button"]:visible').evaluateAll(
    (elements, least) =>
      elements
        .map((element) => ({ element, box: element.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && (box.width < least - 0.5 || box.height < least - 0.5))
        .map(
          ({ element, box }) =>
            `${element.getAttribute('aria-label') ?? element.textContent?.trim()} (${box.width}x${box.height})`,
        ),
    TARGET_PX,
  );
  assert.deepEqual(small, [], `buttons smaller than ${TARGET_PX} px on ${where}`);
}
