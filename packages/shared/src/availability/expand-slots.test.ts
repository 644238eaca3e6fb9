import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { DAY_MS, floorDiv, weekdayOfDay } from './civil-date';
import { MAX_OCCURRENCES_PER_SLOT, expandSlot, expandSlots, lastOccurrenceEnd } from './expand-slots';
import { WEEKDAYS, formatRecurrenceRule, type RecurrenceRule } from './recurrence-rule';
import type { AvailabilitySlot, Interval } from './types';
import { utcToWallClock, wallClockToUtc } from './zone-offsets';

const ALL_TIME = { start: Date.UTC(1990, 0, 1), end: Date.UTC(2090, 0, 1) };
const H = 3_600_000;
// Property runs call luxon for every occurrence they check; a loaded machine needs the headroom.
const PROPERTY_TIMEOUT_MS = 30_000;

/** Occurrence starts as local 'yyyy-MM-dd HH:mm' in a zone. */
function local(intervals: Interval[], zone: string): string[] {
  return intervals.map((i) => DateTime.fromMillis(i.start, { zone }).toFormat('yyyy-MM-dd HH:mm'));
}

function slot(start: string, hours: number, rule: string | null, zone: string | null = 'UTC'): AvailabilitySlot {
  const startMs = Date.parse(start);
  return {
    start_time: start,
    end_time: new Date(startMs + hours * H).toISOString(),
    is_recurring: rule !== null,
    recurrence_rule: rule,
    time_zone: zone,
  };
}

describe('expandSlot: one-off slots', () => {
  const oneOff = slot('2026-03-10T18:00:00Z', 2, null);

  it('is itself when it overlaps the window', () => {
    expect(expandSlot(oneOff, ALL_TIME)).toEqual([
      { start: Date.UTC(2026, 2, 10, 18), end: Date.UTC(2026, 2, 10, 20) },
    ]);
  });

  it('is kept whole when the window cuts into it', () => {
    const window = { start: Date.UTC(2026, 2, 10, 19), end: Date.UTC(2026, 2, 11) };
    expect(expandSlot(oneOff, window)).toEqual([{ start: Date.UTC(2026, 2, 10, 18), end: Date.UTC(2026, 2, 10, 20) }]);
  });

  it.each([
    ['ends as the window starts', { start: Date.UTC(2026, 2, 10, 20), end: Date.UTC(2026, 2, 11) }],
    ['starts as the window ends', { start: Date.UTC(2026, 2, 9), end: Date.UTC(2026, 2, 10, 18) }],
    ['an empty window', { start: Date.UTC(2026, 2, 10, 19), end: Date.UTC(2026, 2, 10, 19) }],
  ])('is left out when it %s', (_name, window) => {
    expect(expandSlot(oneOff, window)).toEqual([]);
  });

  it('ignores a rule when the slot is marked not recurring', () => {
    expect(
      expandSlot({ ...slot('2026-03-10T18:00:00Z', 2, 'FREQ=DAILY'), is_recurring: false }, ALL_TIME),
    ).toHaveLength(1);
  });

  it('treats a slot with an unreadable rule as one-off', () => {
    expect(expandSlot(slot('2026-03-10T18:00:00Z', 2, 'FREQ=YEARLY'), ALL_TIME)).toHaveLength(1);
  });

  it.each([
    ['ends before it starts', { start_time: '2026-03-10T18:00:00Z', end_time: '2026-03-10T17:00:00Z' }],
    ['has no length', { start_time: '2026-03-10T18:00:00Z', end_time: '2026-03-10T18:00:00Z' }],
    ['has an unreadable time', { start_time: 'soon', end_time: '2026-03-10T18:00:00Z' }],
  ])('yields nothing for a slot that %s', (_name, bad) => {
    expect(expandSlot(bad, ALL_TIME)).toEqual([]);
  });
});

describe('expandSlot: daily rules', () => {
  it.each<[string, string, string[]]>([
    ['COUNT=3', 'FREQ=DAILY;COUNT=3', ['2026-03-10 18:00', '2026-03-11 18:00', '2026-03-12 18:00']],
    [
      'every other day until a date',
      'FREQ=DAILY;INTERVAL=2;UNTIL=20260314',
      ['2026-03-10 18:00', '2026-03-12 18:00', '2026-03-14 18:00'],
    ],
    [
      'limited by BYDAY',
      'FREQ=DAILY;BYDAY=MO,WE;COUNT=4',
      ['2026-03-10 18:00', '2026-03-11 18:00', '2026-03-16 18:00', '2026-03-18 18:00'],
    ],
    [
      'until an instant, inclusive',
      'FREQ=DAILY;UNTIL=20260312T180000Z',
      ['2026-03-10 18:00', '2026-03-11 18:00', '2026-03-12 18:00'],
    ],
    [
      'until an instant just before the third',
      'FREQ=DAILY;UNTIL=20260312T175959Z',
      ['2026-03-10 18:00', '2026-03-11 18:00'],
    ],
  ])('%s', (_name, rule, expected) => {
    expect(local(expandSlot(slot('2026-03-10T18:00:00Z', 1, rule), ALL_TIME), 'UTC')).toEqual(expected);
  });

  it('has only its first occurrence when every INTERVAL lands on a weekday BYDAY leaves out', () => {
    // 2026-03-09 is a Monday: every 7th day is a Monday too, so no Tuesday ever comes. This used to loop forever.
    const never = slot('2026-03-09T18:00:00Z', 1, 'FREQ=DAILY;INTERVAL=7;BYDAY=TU');
    expect(local(expandSlot(never, ALL_TIME), 'UTC')).toEqual(['2026-03-09 18:00']);
    expect(lastOccurrenceEnd({ ...never, recurrence_rule: 'FREQ=DAILY;INTERVAL=14;BYDAY=TU;COUNT=5' })).toBe(
      Date.UTC(2026, 2, 9, 19),
    );
  });

  it('counts the first occurrence toward COUNT even when BYDAY does not select it (RFC 5545)', () => {
    // 2026-03-10 is a Tuesday.
    expect(local(expandSlot(slot('2026-03-10T18:00:00Z', 1, 'FREQ=DAILY;BYDAY=FR;COUNT=2'), ALL_TIME), 'UTC')).toEqual([
      '2026-03-10 18:00',
      '2026-03-13 18:00',
    ]);
  });
});

describe('expandSlot: weekly rules (RFC 5545 section 3.8.5.3 examples)', () => {
  const rfcStart = '1997-08-05T09:00:00'; // a Tuesday, in New York

  it.each<[string, string[]]>([
    ['FREQ=WEEKLY;INTERVAL=2;COUNT=4;BYDAY=TU,SU;WKST=MO', ['1997-08-05', '1997-08-10', '1997-08-19', '1997-08-24']],
    ['FREQ=WEEKLY;INTERVAL=2;COUNT=4;BYDAY=TU,SU;WKST=SU', ['1997-08-05', '1997-08-17', '1997-08-19', '1997-08-31']],
  ])('%s', (rule, dates) => {
    const start = DateTime.fromISO(rfcStart, { zone: 'America/New_York' }).toUTC().toISO()!;
    const occurrences = expandSlot(slot(start, 1, rule, 'America/New_York'), ALL_TIME);
    expect(local(occurrences, 'America/New_York')).toEqual(dates.map((date) => `${date} 09:00`));
  });

  it('repeats on the weekday of the first occurrence without BYDAY', () => {
    expect(local(expandSlot(slot('2026-03-10T18:00:00Z', 1, 'FREQ=WEEKLY;COUNT=3'), ALL_TIME), 'UTC')).toEqual([
      '2026-03-10 18:00',
      '2026-03-17 18:00',
      '2026-03-24 18:00',
    ]);
  });

  it('follows BYDAY through each week, skipping days before the first occurrence', () => {
    // First occurrence on a Wednesday; Monday of that week comes before it and is skipped.
    expect(
      local(expandSlot(slot('2026-03-11T07:00:00Z', 1, 'FREQ=WEEKLY;BYDAY=MO,WE,FR;COUNT=5'), ALL_TIME), 'UTC'),
    ).toEqual(['2026-03-11 07:00', '2026-03-13 07:00', '2026-03-16 07:00', '2026-03-18 07:00', '2026-03-20 07:00']);
  });

  it('stops at a date UNTIL after that whole day, in the owner zone', () => {
    const start = '2026-03-03T23:00:00Z'; // Tuesday 18:00 in New York
    const occurrences = expandSlot(slot(start, 1, 'FREQ=WEEKLY;UNTIL=20260317', 'America/New_York'), ALL_TIME);
    expect(local(occurrences, 'America/New_York')).toEqual([
      '2026-03-03 18:00',
      '2026-03-10 18:00',
      '2026-03-17 18:00',
    ]);
  });

  it('stops at a local UNTIL read in the owner zone', () => {
    const start = '2026-03-03T23:00:00Z';
    const rule = 'FREQ=WEEKLY;UNTIL=20260317T175959';
    expect(local(expandSlot(slot(start, 1, rule, 'America/New_York'), ALL_TIME), 'America/New_York')).toEqual([
      '2026-03-03 18:00',
      '2026-03-10 18:00',
    ]);
  });
});

describe('expandSlot: daylight saving', () => {
  it('keeps 18:00 every Tuesday in New York across both changes of 2026', () => {
    const start = '2026-02-24T23:00:00Z'; // Tuesday 18:00 EST
    const occurrences = expandSlot(slot(start, 2, 'FREQ=WEEKLY;UNTIL=20261201T000000Z', 'America/New_York'), ALL_TIME);
    expect(occurrences).toHaveLength(40);
    for (const occurrence of occurrences) {
      const at = DateTime.fromMillis(occurrence.start, { zone: 'America/New_York' });
      expect(at.toFormat('ccc HH:mm')).toBe('Tue 18:00');
      expect(occurrence.end - occurrence.start).toBe(2 * H);
    }
    // The UTC time moves by the hour the clocks move.
    expect(new Date(occurrences[1]!.start).toISOString()).toBe('2026-03-03T23:00:00.000Z');
    expect(new Date(occurrences[2]!.start).toISOString()).toBe('2026-03-10T22:00:00.000Z');
  });

  it('keeps 07:30 every Saturday in Sydney across the southern-hemisphere changes', () => {
    const start = DateTime.fromISO('2026-03-07T07:30', { zone: 'Australia/Sydney' }).toUTC().toISO()!;
    const occurrences = expandSlot(slot(start, 1, 'FREQ=WEEKLY;COUNT=35', 'Australia/Sydney'), ALL_TIME);
    expect(new Set(local(occurrences, 'Australia/Sydney').map((text) => text.slice(11)))).toEqual(new Set(['07:30']));
    const offsets = new Set(occurrences.map((o) => DateTime.fromMillis(o.start, { zone: 'Australia/Sydney' }).offset));
    expect(offsets).toEqual(new Set([600, 660]));
  });

  it('moves a daily 02:30 to 03:30 on the night 02:30 does not exist, and back after', () => {
    const start = DateTime.fromISO('2026-03-07T02:30', { zone: 'America/New_York' }).toUTC().toISO()!;
    const occurrences = expandSlot(slot(start, 1, 'FREQ=DAILY;COUNT=3', 'America/New_York'), ALL_TIME);
    expect(local(occurrences, 'America/New_York')).toEqual([
      '2026-03-07 02:30',
      '2026-03-08 03:30',
      '2026-03-09 02:30',
    ]);
  });

  it('takes the first of a daily 01:30 that happens twice', () => {
    const start = DateTime.fromISO('2026-10-31T01:30', { zone: 'America/New_York' }).toUTC().toISO()!;
    const occurrences = expandSlot(slot(start, 1, 'FREQ=DAILY;COUNT=2', 'America/New_York'), ALL_TIME);
    expect(occurrences.map((o) => new Date(o.start).toISOString())).toEqual([
      '2026-10-31T05:30:00.000Z',
      '2026-11-01T05:30:00.000Z',
    ]);
  });

  it('uses the fallback zone when the slot names none or an unknown one', () => {
    const start = '2026-03-03T23:00:00Z';
    for (const zone of [null, 'Nowhere/Special']) {
      const occurrences = expandSlot(slot(start, 1, 'FREQ=WEEKLY;COUNT=2', zone), ALL_TIME, 'America/New_York');
      expect(local(occurrences, 'America/New_York')).toEqual(['2026-03-03 18:00', '2026-03-10 18:00']);
    }
  });

  it('keeps the UTC time when the zone is UTC', () => {
    const occurrences = expandSlot(slot('2026-03-03T23:00:00Z', 1, 'FREQ=WEEKLY;COUNT=2', 'UTC'), ALL_TIME);
    expect(local(occurrences, 'UTC')).toEqual(['2026-03-03 23:00', '2026-03-10 23:00']);
  });
});

describe('expandSlot: windows', () => {
  const endless = slot('2020-01-06T18:00:00Z', 2, 'FREQ=DAILY', 'Europe/London');

  it('finds the same occurrences in a late window as a full expansion does', () => {
    // 18:00 London is 17:00-19:00 UTC in summer: the window cuts into the 1 June occurrence.
    const window = { start: Date.UTC(2026, 5, 1, 18, 30), end: Date.UTC(2026, 5, 4) };
    const full = expandSlot(endless, { start: ALL_TIME.start, end: window.end }).filter(
      (o) => o.end > window.start && o.start < window.end,
    );
    expect(expandSlot(endless, window)).toEqual(full);
    expect(full).toHaveLength(3);
  });

  it('counts occurrences before the window toward COUNT', () => {
    const counted = slot('2026-03-01T10:00:00Z', 1, 'FREQ=DAILY;COUNT=5');
    const window = { start: Date.UTC(2026, 2, 4), end: Date.UTC(2026, 2, 20) };
    expect(local(expandSlot(counted, window), 'UTC')).toEqual(['2026-03-04 10:00', '2026-03-05 10:00']);
  });

  it('places a counted rule begun long ago in a late window, and ends it at its last occurrence', () => {
    // The 10,000th daily occurrence from 2000-01-01 is on 2027-05-18, day 9,999 after the first.
    const longCounted = slot('2000-01-01T10:00:00Z', 1, 'FREQ=DAILY;COUNT=10000');
    const window = { start: Date.UTC(2027, 4, 16), end: Date.UTC(2027, 4, 24) };
    expect(local(expandSlot(longCounted, window), 'UTC')).toEqual([
      '2027-05-16 10:00',
      '2027-05-17 10:00',
      '2027-05-18 10:00',
    ]);
    expect(lastOccurrenceEnd(longCounted)).toBe(Date.UTC(2027, 4, 18, 11));
  });

  it('places nothing beyond the instants it can convert, without failing', () => {
    const farApart = slot('2026-03-10T18:00:00Z', 1, 'FREQ=DAILY;INTERVAL=999999999');
    expect(expandSlot(farApart, { start: 0, end: 8.6e15 })).toHaveLength(1);
  });

  it('stops at the safety cap for an unbounded rule over a vast window', () => {
    const everyDay = slot('1990-01-01T10:00:00Z', 1, 'FREQ=DAILY');
    expect(expandSlot(everyDay, { start: 0, end: Date.UTC(2200, 0, 1) })).toHaveLength(MAX_OCCURRENCES_PER_SLOT);
  });
});

describe('lastOccurrenceEnd', () => {
  it.each<[string, string | null, string | null]>([
    ['a one-off slot: its end', null, '2026-03-10T19:00:00.000Z'],
    ['a rule without COUNT or UNTIL: none', 'FREQ=WEEKLY', null],
    ['COUNT: the last one counted', 'FREQ=DAILY;BYDAY=MO,WE;COUNT=4', '2026-03-18T19:00:00.000Z'],
    ['COUNT=1: the slot itself', 'FREQ=WEEKLY;COUNT=1', '2026-03-10T19:00:00.000Z'],
    ['a date UNTIL: the last on or before that day', 'FREQ=WEEKLY;UNTIL=20260330', '2026-03-24T19:00:00.000Z'],
    ['an instant UNTIL: the last starting by then', 'FREQ=DAILY;UNTIL=20260312T175959Z', '2026-03-11T19:00:00.000Z'],
    ['an UNTIL before the first: the slot itself', 'FREQ=DAILY;UNTIL=20260101', '2026-03-10T19:00:00.000Z'],
  ])('%s', (_name, rule, expected) => {
    const end = lastOccurrenceEnd(slot('2026-03-10T18:00:00Z', 1, rule));
    expect(end === null ? null : new Date(end).toISOString()).toBe(expected);
  });

  it('follows the owner zone and its clock changes', () => {
    // Tuesdays 18:00 in New York until 31 March (summer time by then): the last ends 20:00 EDT = 00:00 UTC.
    const weekly = slot('2026-03-03T23:00:00Z', 2, 'FREQ=WEEKLY;UNTIL=20260331', 'America/New_York');
    expect(new Date(lastOccurrenceEnd(weekly)!).toISOString()).toBe('2026-04-01T00:00:00.000Z');
  });

  it('is null when the last occurrence would fall beyond the instants it can place', () => {
    expect(lastOccurrenceEnd(slot('2026-03-10T18:00:00Z', 1, 'FREQ=DAILY;INTERVAL=999999999;COUNT=3'))).toBeNull();
  });
});

describe('expandSlots', () => {
  it('merges the occurrences of many slots in time order', () => {
    const result = expandSlots(
      [slot('2026-03-11T18:00:00Z', 1, null), slot('2026-03-10T18:00:00Z', 1, 'FREQ=DAILY;COUNT=3')],
      ALL_TIME,
    );
    expect(local(result, 'UTC')).toEqual([
      '2026-03-10 18:00',
      '2026-03-11 18:00',
      '2026-03-11 18:00',
      '2026-03-12 18:00',
    ]);
  });
});

describe('expandSlot: properties', () => {
  const DST_ZONES = [
    'America/New_York',
    'Europe/London',
    'Europe/Berlin',
    'Australia/Sydney',
    'Australia/Lord_Howe',
    'Pacific/Auckland',
    'America/Santiago',
    'America/St_Johns',
  ];

  it(
    'keeps the local wall-clock time of a weekly rule in a DST zone, except on a night that time does not exist',
    () => {
      fc.assert(
        fc.property(
          fc.constantFrom(...DST_ZONES),
          fc.date({ min: new Date(Date.UTC(2024, 0, 1)), max: new Date(Date.UTC(2028, 0, 1)), noInvalidDate: true }),
          fc.integer({ min: 0, max: 23 }),
          fc.constantFrom(0, 15, 30, 45),
          fc.uniqueArray(fc.constantFrom('MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'), { maxLength: 3 }),
          fc.integer({ min: 1, max: 3 }),
          fc.integer({ min: 1, max: 60 }),
          (zone, date, hour, minute, byDay, interval, count) => {
            const first = DateTime.fromObject(
              { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate(), hour, minute },
              { zone },
            );
            const wanted = first.toFormat('HH:mm');
            const rule = `FREQ=WEEKLY;INTERVAL=${interval};COUNT=${count}${byDay.length ? `;BYDAY=${byDay.join(',')}` : ''}`;
            const occurrences = expandSlot(
              {
                start_time: first.toMillis(),
                end_time: first.toMillis() + 90 * 60_000,
                recurrence_rule: rule,
                time_zone: zone,
              },
              ALL_TIME,
            );
            expect(occurrences).toHaveLength(count);
            let previous = -Infinity;
            for (const occurrence of occurrences) {
              expect(occurrence.start).toBeGreaterThan(previous);
              previous = occurrence.start;
              expect(occurrence.end - occurrence.start).toBe(90 * 60_000);
              const at = DateTime.fromMillis(occurrence.start, { zone });
              if (at.toFormat('HH:mm') !== wanted) {
                // Only allowed when the wanted time does not exist that day: luxon moves it forward the same way.
                const asked = DateTime.fromObject(
                  { year: at.year, month: at.month, day: at.day, hour: first.hour, minute: first.minute },
                  { zone },
                );
                expect(asked.toFormat('HH:mm')).not.toBe(wanted);
                expect(occurrence.start).toBe(asked.toMillis());
              }
            }
          },
        ),
        { numRuns: 250 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'finds in any window exactly the full expansion cut to that window',
    () => {
      fc.assert(
        fc.property(
          fc.constantFrom(
            'FREQ=DAILY',
            'FREQ=DAILY;INTERVAL=3',
            'FREQ=WEEKLY;BYDAY=MO,TH',
            'FREQ=WEEKLY;INTERVAL=2;BYDAY=SA,SU;WKST=SU',
          ),
          fc.integer({ min: 0, max: 700 }),
          fc.integer({ min: 1, max: 40 }),
          (rule, startDay, days) => {
            const recurring = slot('2025-01-01T17:00:00Z', 3, rule, 'America/New_York');
            const window = {
              start: Date.UTC(2025, 0, 1) + startDay * 86_400_000 + 7 * H,
              end: Date.UTC(2025, 0, 1) + (startDay + days) * 86_400_000,
            };
            const full = expandSlot(recurring, { start: ALL_TIME.start, end: window.end }).filter(
              (o) => o.end > window.start && o.start < window.end,
            );
            expect(expandSlot(recurring, window)).toEqual(full);
          },
        ),
        { numRuns: 200 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'agrees with a day-by-day reading of the rule, in any window, and ends where that reading ends',
    () => {
      fc.assert(
        fc.property(
          ruleArbitrary,
          fc.constantFrom('UTC', 'America/New_York', 'Asia/Kathmandu', 'Australia/Lord_Howe'),
          fc.integer({ min: 0, max: 365 }),
          fc.integer({ min: 0, max: 47 }),
          fc.integer({ min: 0, max: 400 }),
          fc.integer({ min: 1, max: 120 }),
          (rule, zone, firstDayOffset, halfHour, windowDay, windowDays) => {
            const firstWall = FIRST_DAY * DAY_MS + firstDayOffset * DAY_MS + halfHour * 30 * 60_000;
            const start = wallClockToUtc(zone, firstWall);
            const recurring: AvailabilitySlot = {
              start_time: start,
              end_time: start + 90 * 60_000,
              is_recurring: true,
              recurrence_rule: formatRecurrenceRule(rule),
              time_zone: zone,
            };
            const expected = dayByDay(rule, zone, start, 90 * 60_000);
            const window = {
              start: Date.UTC(2025, 0, 1) + windowDay * DAY_MS,
              end: Date.UTC(2025, 0, 1) + (windowDay + windowDays) * DAY_MS,
            };
            expect(expandSlot(recurring, window)).toEqual(
              expected.filter((o) => o.start < window.end && o.end > window.start),
            );
            const unbounded = rule.count === null && rule.until === null;
            expect(lastOccurrenceEnd(recurring)).toBe(unbounded ? null : expected.at(-1)!.end);
          },
        ),
        { numRuns: 300 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});

/** 2025-01-01 as a day number. */
const FIRST_DAY = Date.UTC(2025, 0, 1) / DAY_MS;
/** Days the reference reading looks ahead: past every window, UNTIL and COUNT (40 every 14 weeks) the property draws. */
const HORIZON_DAYS = 40 * 14 * 7 + 800;

/** Rules of every shape the parser takes: DAILY or WEEKLY, any INTERVAL (7 and 14 among them), BYDAY, COUNT or UNTIL. */
const ruleArbitrary: fc.Arbitrary<RecurrenceRule> = fc
  .record({
    freq: fc.constantFrom('DAILY' as const, 'WEEKLY' as const),
    interval: fc.oneof(fc.integer({ min: 1, max: 4 }), fc.constantFrom(7, 14)),
    byDay: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { maxLength: 4 }),
    count: fc.option(fc.integer({ min: 1, max: 40 }), { nil: null }),
    until: fc.constant(null),
    weekStart: fc.integer({ min: 0, max: 6 }),
  })
  .chain((rule) =>
    rule.count !== null
      ? fc.constant(rule)
      : fc
          .option(
            fc.oneof(
              fc.integer({ min: 0, max: 700 }).map((days) => ({ kind: 'date' as const, day: FIRST_DAY + days })),
              fc
                .integer({ min: 0, max: 700 * 48 })
                .map((halfHours) => ({ kind: 'local' as const, wall: FIRST_DAY * DAY_MS + halfHours * 30 * 60_000 })),
              fc
                .integer({ min: 0, max: 700 * 48 })
                .map((halfHours) => ({ kind: 'utc' as const, at: FIRST_DAY * DAY_MS + halfHours * 30 * 60_000 })),
            ),
            { nil: null },
          )
          .map((until) => ({ ...rule, until })),
  );

/**
 * The rule read the slow way, one day after another (ADR 013): a DAILY rule takes every INTERVAL-th day on
 * a BYDAY weekday; a WEEKLY rule takes the BYDAY weekdays (else the first day's) of every INTERVAL-th week
 * counted from the week, begun on WKST, that holds the first occurrence. The first occurrence always counts.
 */
function dayByDay(rule: RecurrenceRule, zone: string, start: number, duration: number): Interval[] {
  const firstWall = utcToWallClock(zone, start);
  const firstDay = floorDiv(firstWall, DAY_MS);
  const timeOfDay = firstWall - firstDay * DAY_MS;
  const firstWeek = firstDay - ((weekdayOfDay(firstDay) - rule.weekStart + 7) % 7);
  const weekdays = rule.byDay.length > 0 ? rule.byDay : [weekdayOfDay(firstDay)];
  const occurrences: Interval[] = [{ start, end: start + duration }];
  for (let day = firstDay + 1; day < firstDay + HORIZON_DAYS; day++) {
    if (rule.count !== null && occurrences.length >= rule.count) break;
    const selected =
      rule.freq === 'DAILY'
        ? (day - firstDay) % rule.interval === 0 && (rule.byDay.length === 0 || rule.byDay.includes(weekdayOfDay(day)))
        : Math.floor((day - firstWeek) / 7) % rule.interval === 0 && weekdays.includes(weekdayOfDay(day));
    if (!selected) continue;
    const wall = day * DAY_MS + timeOfDay;
    const at = wallClockToUtc(zone, wall);
    if (rule.until?.kind === 'date' && day > rule.until.day) break;
    if (rule.until?.kind === 'local' && wall > rule.until.wall) break;
    if (rule.until?.kind === 'utc' && at > rule.until.at) break;
    occurrences.push({ start: at, end: at + duration });
  }
  return occurrences;
}

// Keeps WEEKDAYS in use for readers of the arbitrary above: BYDAY indexes are WEEKDAYS' (MO 0 to SU 6).
void WEEKDAYS;
