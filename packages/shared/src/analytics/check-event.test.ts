import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyticsEventInput } from '../schemas/analytics';
import {
  ANALYTICS_EVENT_TYPES,
  ANALYTICS_METADATA_KEY_MAX_LENGTH,
  ANALYTICS_METADATA_MAX_KEYS,
  ANALYTICS_METADATA_VALUE_MAX_LENGTH,
  ANALYTICS_TAG_MAX_LENGTH,
} from '../schemas/analytics-limits';
import { PAGE_URL_MAX_LENGTH } from '../schemas/page-url-limit';
import { analyticsEventProblem, type CheckedEventFields } from './check-event';

/** Characters near every bound: valid tag characters, ones the pattern refuses, and the fields' edges. */
const tagChar = fc.constantFrom('a', 'Z', '0', '_', '.', ':', '/', '-', ' ', '!', 'é', '\n');
const tag = fc.oneof(
  fc.string({ maxLength: 8, unit: tagChar }),
  fc.string({
    minLength: ANALYTICS_TAG_MAX_LENGTH - 1,
    maxLength: ANALYTICS_TAG_MAX_LENGTH + 1,
    unit: fc.constant('a'),
  }),
  fc.string({ maxLength: 6 }),
);
const page = fc.oneof(
  fc.constantFrom('', '/', '/dashboard'),
  fc.string({ minLength: PAGE_URL_MAX_LENGTH - 1, maxLength: PAGE_URL_MAX_LENGTH + 1, unit: fc.constant('p') }),
);
const timestamp = fc.oneof(
  fc
    .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true })
    .map((d) => d.toISOString()),
  fc.constantFrom(
    '2026-11-25T16:00:00+01:00',
    '2026-11-25T16:00Z',
    '2026-02-30T10:00:00Z',
    '2024-02-29T10:00:00.5Z',
    '2026-11-25 16:00:00Z',
    '2026-11-25T16:00:00+0100',
    'yesterday',
    '',
  ),
);
const metadataValue = fc.oneof(
  fc.string({ maxLength: 4 }),
  fc.string({
    minLength: ANALYTICS_METADATA_VALUE_MAX_LENGTH - 1,
    maxLength: ANALYTICS_METADATA_VALUE_MAX_LENGTH + 1,
    unit: fc.constant('v'),
  }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant([1]),
  fc.constant({ nested: true }),
);
const metadataKey = fc.oneof(
  fc.string({ maxLength: 6, unit: fc.constantFrom('k', 'e', 'y') }),
  fc.string({
    minLength: ANALYTICS_METADATA_KEY_MAX_LENGTH - 1,
    maxLength: ANALYTICS_METADATA_KEY_MAX_LENGTH + 1,
    unit: fc.constant('k'),
  }),
);
const metadata = fc.oneof(
  fc.dictionary(metadataKey, metadataValue, { maxKeys: 4 }),
  fc.dictionary(
    fc.string({ minLength: 1, maxLength: 6, unit: fc.constantFrom('a', 'b', 'c', 'd', 'e') }),
    fc.integer(),
    {
      minKeys: ANALYTICS_METADATA_MAX_KEYS - 1,
      maxKeys: ANALYTICS_METADATA_MAX_KEYS + 2,
    },
  ),
  fc.constant(undefined),
);
const event: fc.Arbitrary<CheckedEventFields> = fc.record({
  event_type: fc.constantFrom(...ANALYTICS_EVENT_TYPES, 'hover' as never),
  tag,
  page,
  timestamp,
  metadata,
});

describe('analyticsEventProblem', () => {
  it('agrees with the analyticsEventInput schema on valid and invalid events', () => {
    let valid = 0;
    let invalid = 0;
    fc.assert(
      fc.property(event, (candidate) => {
        const schemaAccepts = analyticsEventInput.safeParse(candidate).success;
        const problem = analyticsEventProblem(candidate);
        if (schemaAccepts) valid += 1;
        else invalid += 1;
        expect(problem === null).toBe(schemaAccepts);
      }),
      { numRuns: 2_000 },
    );
    // Both verdicts must actually occur, or the property would say nothing.
    expect(valid).toBeGreaterThan(50);
    expect(invalid).toBeGreaterThan(50);
  });

  it('names the problem in the schema’s words', () => {
    const base: CheckedEventFields = {
      event_type: 'click',
      tag: 'nav.home',
      page: '/',
      timestamp: '2026-11-25T16:00:00.000Z',
    };
    expect(analyticsEventProblem(base)).toBeNull();
    for (const candidate of [
      { ...base, tag: 'has spaces' },
      { ...base, tag: '' },
      { ...base, tag: 'x'.repeat(ANALYTICS_TAG_MAX_LENGTH + 1) },
      { ...base, page: 'p'.repeat(PAGE_URL_MAX_LENGTH + 1) },
      { ...base, metadata: { k: 'v'.repeat(ANALYTICS_METADATA_VALUE_MAX_LENGTH + 1) } },
    ]) {
      const issues = analyticsEventInput.safeParse(candidate).error?.issues ?? [];
      expect(analyticsEventProblem(candidate)).toBe(issues[0]?.message);
    }
  });
});
