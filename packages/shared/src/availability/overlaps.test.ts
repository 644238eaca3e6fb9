import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { expandSlots } from './expand-slots';
import { intersectIntervals, normalizeIntervals } from './intervals';
import { findOverlaps } from './overlaps';
import type { AvailabilitySlot } from './types';

const WINDOW = { start: Date.UTC(2026, 0, 1), end: Date.UTC(2027, 0, 1) };
const ann = { id: 1, first_name: 'Ann', last_name: 'Ash' };
const bob = { id: 2, first_name: 'Bob', last_name: 'Birch' };
const cat = { id: 3, first_name: 'Cat', last_name: 'Cedar' };

function oneOff(start: string, end: string): AvailabilitySlot {
  return { start_time: start, end_time: end };
}

describe('findOverlaps', () => {
  it('finds the shared time with one opponent', () => {
    const days = findOverlaps({
      viewerSlots: [oneOff('2026-03-10T18:00:00Z', '2026-03-10T20:00:00Z')],
      opponents: [{ opponent: ann, slots: [oneOff('2026-03-10T19:00:00Z', '2026-03-10T21:00:00Z')] }],
      window: WINDOW,
      viewerZone: 'UTC',
    });
    expect(days).toEqual([
      {
        date: '2026-03-10',
        overlaps: [
          {
            start_time: '2026-03-10T19:00:00.000Z',
            end_time: '2026-03-10T20:00:00.000Z',
            duration: 60,
            available_opponents: [ann],
          },
        ],
      },
    ]);
  });

  it('lists every opponent free for exactly the same span in one entry, in input order', () => {
    const same = [oneOff('2026-03-10T18:00:00Z', '2026-03-10T20:00:00Z')];
    const days = findOverlaps({
      viewerSlots: same,
      opponents: [
        { opponent: bob, slots: same },
        { opponent: ann, slots: same },
      ],
      window: WINDOW,
      viewerZone: 'UTC',
    });
    expect(days).toHaveLength(1);
    expect(days[0]!.overlaps).toHaveLength(1);
    expect(days[0]!.overlaps[0]!.available_opponents).toEqual([bob, ann]);
  });

  it("keeps each opponent's largest shared span, sorted by start", () => {
    const days = findOverlaps({
      viewerSlots: [oneOff('2026-03-10T17:00:00Z', '2026-03-10T22:00:00Z')],
      opponents: [
        { opponent: ann, slots: [oneOff('2026-03-10T18:00:00Z', '2026-03-10T20:00:00Z')] },
        { opponent: bob, slots: [oneOff('2026-03-10T16:00:00Z', '2026-03-10T19:00:00Z')] },
        // Two touching slots are one span of free time.
        {
          opponent: cat,
          slots: [
            oneOff('2026-03-10T19:00:00Z', '2026-03-10T20:00:00Z'),
            oneOff('2026-03-10T20:00:00Z', '2026-03-10T21:30:00Z'),
          ],
        },
      ],
      window: WINDOW,
      viewerZone: 'UTC',
    });
    expect(
      days[0]!.overlaps.map((o) => [
        o.start_time.slice(11, 16),
        o.end_time.slice(11, 16),
        o.duration,
        o.available_opponents.map((p) => p.id),
      ]),
    ).toEqual([
      ['17:00', '19:00', 120, [2]],
      ['18:00', '20:00', 120, [1]],
      ['19:00', '21:30', 150, [3]],
    ]);
  });

  it("groups by date in the viewer's zone", () => {
    const late = [oneOff('2026-01-11T01:00:00Z', '2026-01-11T02:00:00Z')]; // 20:00 on 10 January in New York
    const early = [oneOff('2026-01-11T15:00:00Z', '2026-01-11T16:00:00Z')];
    const input = {
      viewerSlots: [...late, ...early],
      opponents: [{ opponent: ann, slots: [...late, ...early] }],
      window: WINDOW,
    };
    expect(findOverlaps({ ...input, viewerZone: 'America/New_York' }).map((d) => [d.date, d.overlaps.length])).toEqual([
      ['2026-01-10', 1],
      ['2026-01-11', 1],
    ]);
    expect(findOverlaps({ ...input, viewerZone: 'UTC' }).map((d) => [d.date, d.overlaps.length])).toEqual([
      ['2026-01-11', 2],
    ]);
  });

  it('leaves out spans shorter than the minimum', () => {
    const days = findOverlaps({
      viewerSlots: [oneOff('2026-03-10T18:00:00Z', '2026-03-10T20:00:00Z')],
      opponents: [
        { opponent: ann, slots: [oneOff('2026-03-10T19:30:00Z', '2026-03-10T21:00:00Z')] },
        { opponent: bob, slots: [oneOff('2026-03-10T18:00:00Z', '2026-03-10T19:00:00Z')] },
      ],
      window: WINDOW,
      viewerZone: 'UTC',
      minimumMinutes: 60,
    });
    expect(days[0]!.overlaps.map((o) => o.available_opponents)).toEqual([[bob]]);
  });

  it("keeps each opponent's soonest overlaps up to the most asked for; an entry others share keeps them", () => {
    const evening = (day: number) => oneOff(`2026-03-1${day}T18:00:00Z`, `2026-03-1${day}T19:00:00Z`);
    const days = findOverlaps({
      viewerSlots: [oneOff('2026-03-10T00:00:00Z', '2026-03-20T00:00:00Z')],
      opponents: [
        { opponent: ann, slots: [1, 2, 3, 4, 5].map(evening) },
        { opponent: bob, slots: [evening(4)] },
      ],
      window: WINDOW,
      viewerZone: 'UTC',
      maxPerOpponent: 2,
    });
    expect(days.flatMap((d) => d.overlaps.map((o) => [o.start_time.slice(0, 10), o.available_opponents]))).toEqual([
      ['2026-03-11', [ann]],
      ['2026-03-12', [ann]],
      ['2026-03-14', [bob]],
    ]);
  });

  it('finds nothing for slots that only touch, or with no viewer slots', () => {
    const opponents = [{ opponent: ann, slots: [oneOff('2026-03-10T20:00:00Z', '2026-03-10T21:00:00Z')] }];
    expect(
      findOverlaps({
        viewerSlots: [oneOff('2026-03-10T18:00:00Z', '2026-03-10T20:00:00Z')],
        opponents,
        window: WINDOW,
        viewerZone: 'UTC',
      }),
    ).toEqual([]);
    expect(findOverlaps({ viewerSlots: [], opponents, window: WINDOW, viewerZone: 'UTC' })).toEqual([]);
  });

  it('treats an opponent listed twice as one', () => {
    const days = findOverlaps({
      viewerSlots: [oneOff('2026-03-10T18:00:00Z', '2026-03-10T22:00:00Z')],
      opponents: [
        { opponent: ann, slots: [oneOff('2026-03-10T18:00:00Z', '2026-03-10T19:00:00Z')] },
        { opponent: { ...ann, id: '1' as never }, slots: [oneOff('2026-03-10T19:00:00Z', '2026-03-10T20:00:00Z')] },
      ],
      window: WINDOW,
      viewerZone: 'UTC',
    });
    expect(days[0]!.overlaps.map((o) => [o.duration, o.available_opponents])).toEqual([[120, [ann]]]);
  });

  it('keeps an overlap under way at the window start, whole, and drops ones already over', () => {
    const slots = [
      oneOff('2026-03-10T18:00:00Z', '2026-03-10T20:00:00Z'),
      oneOff('2026-03-10T10:00:00Z', '2026-03-10T11:00:00Z'),
    ];
    const days = findOverlaps({
      viewerSlots: slots,
      opponents: [{ opponent: ann, slots }],
      window: { start: Date.UTC(2026, 2, 10, 19), end: WINDOW.end },
      viewerZone: 'UTC',
    });
    expect(days[0]!.overlaps.map((o) => o.start_time)).toEqual(['2026-03-10T18:00:00.000Z']);
  });

  it('follows each owner zone for recurring slots, so overlaps shrink while DST differs', () => {
    // 17:00-19:00 New York and 22:00-24:00 London every Tuesday: the same UTC hours except between the US
    // change (8 March 2026) and the UK change (29 March 2026), when only one hour is shared.
    const newYork = DateTime.fromISO('2026-02-24T17:00', { zone: 'America/New_York' });
    const london = DateTime.fromISO('2026-02-24T22:00', { zone: 'Europe/London' });
    const weekly = (start: DateTime, zone: string): AvailabilitySlot => ({
      start_time: start.toUTC().toISO()!,
      end_time: start.plus({ hours: 2 }).toUTC().toISO()!,
      is_recurring: true,
      recurrence_rule: 'FREQ=WEEKLY;COUNT=6',
      time_zone: zone,
    });
    const days = findOverlaps({
      viewerSlots: [weekly(newYork, 'America/New_York')],
      opponents: [{ opponent: ann, slots: [weekly(london, 'Europe/London')] }],
      window: WINDOW,
      viewerZone: 'America/New_York',
    });
    expect(days.map((d) => [d.date, d.overlaps.map((o) => o.duration)])).toEqual([
      ['2026-02-24', [120]],
      ['2026-03-03', [120]],
      ['2026-03-10', [60]],
      ['2026-03-17', [60]],
      ['2026-03-24', [60]],
      ['2026-03-31', [120]],
    ]);
  });

  it('lists an opponent in overlaps covering exactly their shared time with the viewer', () => {
    const base = Date.UTC(2026, 2, 10);
    const slotList = fc.array(
      fc.tuple(fc.integer({ min: 0, max: 48 }), fc.integer({ min: 1, max: 8 })).map(([start, length]) => ({
        start_time: base + start * 1_800_000,
        end_time: base + (start + length) * 1_800_000,
      })),
      { maxLength: 6 },
    );
    fc.assert(
      fc.property(slotList, fc.array(slotList, { minLength: 1, maxLength: 4 }), (viewerSlots, opponentSlots) => {
        const opponents = opponentSlots.map((slots, index) => ({ opponent: { id: index + 1 }, slots }));
        const days = findOverlaps({ viewerSlots, opponents, window: WINDOW, viewerZone: 'UTC' });
        const toInterval = (s: { start_time: number; end_time: number }) => ({ start: s.start_time, end: s.end_time });
        for (const { opponent, slots } of opponents) {
          const listed = days.flatMap((d) =>
            d.overlaps
              .filter((o) => o.available_opponents.includes(opponent))
              .map((o) => ({ start: Date.parse(o.start_time), end: Date.parse(o.end_time) })),
          );
          expect(listed).toEqual(intersectIntervals(viewerSlots.map(toInterval), slots.map(toInterval)));
          expect(normalizeIntervals(listed)).toEqual(listed);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('finds with recurring rules, in any window, exactly the shared time of the full expansions', () => {
    const base = Date.UTC(2026, 2, 2);
    const slot = fc
      .record({
        start: fc.integer({ min: 0, max: 20 * 48 }),
        length: fc.integer({ min: 1, max: 12 }),
        rule: fc.constantFrom(
          null,
          'FREQ=DAILY',
          'FREQ=DAILY;INTERVAL=3;COUNT=9',
          'FREQ=WEEKLY;BYDAY=TU,SA',
          'FREQ=WEEKLY;UNTIL=20260501',
        ),
        zone: fc.constantFrom('UTC', 'America/New_York', 'Asia/Kathmandu'),
      })
      .map(({ start, length, rule, zone }) => ({
        start_time: base + start * 1_800_000,
        end_time: base + (start + length) * 1_800_000,
        is_recurring: rule !== null,
        recurrence_rule: rule,
        time_zone: zone,
      }));
    const slotList = fc.array(slot, { maxLength: 5 });
    const window = fc
      .tuple(fc.integer({ min: 0, max: 60 * 48 }), fc.integer({ min: 1, max: 40 * 48 }))
      .map(([from, length]) => ({ start: base + from * 1_800_000, end: base + (from + length) * 1_800_000 }));
    fc.assert(
      fc.property(
        slotList,
        fc.array(slotList, { minLength: 1, maxLength: 3 }),
        window,
        (viewerSlots, opponentSlots, within) => {
          const opponents = opponentSlots.map((slots, index) => ({ opponent: { id: index + 1 }, slots }));
          const days = findOverlaps({ viewerSlots, opponents, window: within, viewerZone: 'UTC' });
          const viewer = expandSlots(viewerSlots, within);
          for (const { opponent, slots } of opponents) {
            const listed = days.flatMap((d) =>
              d.overlaps
                .filter((o) => o.available_opponents.includes(opponent))
                .map((o) => ({ start: Date.parse(o.start_time), end: Date.parse(o.end_time) })),
            );
            expect(listed).toEqual(intersectIntervals(viewer, expandSlots(slots, within)));
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
