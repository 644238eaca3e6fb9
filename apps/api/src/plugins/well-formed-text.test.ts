import { describe, expect, it } from 'vitest';
import { feedback } from '../db/schema';
import { expectError } from '../test/assertions';
import { useAppWithAdmin } from '../test/league-fixtures';
import { injectAs, signedInUser } from '../test/test-app';
import { hasMalformedText, MALFORMED_TEXT_MESSAGE } from './well-formed-text';

const t = useAppWithAdmin();
const feedbackCount = async () => (await t.app.db.select().from(feedback)).length;

/** The body exactly as written: JSON text with its escapes, not a value JSON.stringify would produce. */
async function sendFeedbackJson(json: string) {
  const player = await signedInUser(t.app);
  return injectAs(t.app, player.cookie, {
    method: 'POST',
    url: '/api/1.0/feedback/create',
    payload: json,
    headers: { 'content-type': 'application/json' },
  });
}

describe('text with a lone surrogate', () => {
  it.each([
    ['a high surrogate alone', '{"message": "Great app \\ud83c", "page_url": "/"}'],
    ['a low surrogate alone', '{"message": "\\udfbe Great app", "page_url": "/"}'],
    ['the pair in the wrong order', '{"message": "Great \\udfbe\\ud83c app", "page_url": "/"}'],
    ['in a field the route does not know', '{"message": "Great app", "page_url": "/", "note\\ud800": 1}'],
  ])('is refused with a 400, and nothing is stored: %s', async (_, json) => {
    const before = await feedbackCount();
    expectError(await sendFeedbackJson(json), 400, MALFORMED_TEXT_MESSAGE);
    expect(await feedbackCount()).toBe(before);
  });

  it('lets a whole pair through, stored as the character it makes', async () => {
    const response = await sendFeedbackJson('{"message": "Great app \\ud83c\\udfbe", "page_url": "/"}');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ message: 'Great app 🎾' });
  });
});

describe('hasMalformedText', () => {
  it('looks into arrays, nested objects and keys, and passes everything else', () => {
    expect(hasMalformedText(['ok', { deep: ['\ud800'] }])).toBe(true);
    expect(hasMalformedText({ ['\udc00']: 'value' })).toBe(true);
    expect(hasMalformedText({ name: 'Zoë 🎾', age: 40, tags: ['a'], none: null, yes: true })).toBe(false);
    expect(hasMalformedText(undefined)).toBe(false);
  });
});
