import { findOverlaps } from '@courtside/shared/availability/index';
import type { AvailabilitySlot, OpponentAvailability } from '@courtside/shared/availability/index';
import { DateTime } from 'luxon';
import { isMain, measure, report, seededRandom } from './measure';

const DIVISION_SIZE = 12;
const ZONE = 'America/New_York';
const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;

/**
 * A 12-player division in a daylight-saving zone where every player has a year of weekly recurring slots:
 * three evening slots a week, two as separate weekly rules and one as a rule over two weekdays (BYDAY), so
 * a year is about 208 occurrences a player and the year crosses both clock changes.
 */
export function buildDivision(seed = 12) {
  const random = seededRandom(seed);
  const yearStart = DateTime.fromISO('2026-01-05T00:00', { zone: ZONE }); // a Monday
  const slotsFor = (): AvailabilitySlot[] => {
    const slot = (dayOffset: number, hour: number, hours: number, rule: string): AvailabilitySlot => {
      const start = yearStart.plus({ days: dayOffset, hours: hour });
      return {
        start_time: start.toUTC().toISO()!,
        end_time: start.plus({ hours }).toUTC().toISO()!,
        is_recurring: true,
        recurrence_rule: rule,
        time_zone: ZONE,
      };
    };
    const day = () => Math.floor(random() * 7);
    const hour = () => 16 + Math.floor(random() * 5);
    const pairStart = day();
    const pair = `${WEEKDAYS[pairStart]},${WEEKDAYS[(pairStart + 3) % 7]}`;
    return [
      slot(day(), hour(), 2, 'FREQ=WEEKLY;COUNT=52'),
      slot(day(), hour(), 3, 'FREQ=WEEKLY;UNTIL=20270104T000000Z'),
      slot(pairStart, hour(), 2, `FREQ=WEEKLY;BYDAY=${pair};COUNT=104`),
    ];
  };
  const players = Array.from({ length: DIVISION_SIZE }, (_, index) => ({
    opponent: { id: index + 1, first_name: `First${index}`, last_name: `Last${index}` },
    slots: slotsFor(),
  }));
  const [viewer, ...opponents]: OpponentAvailability[] = players;
  if (viewer === undefined) throw new Error('a division needs players');
  const window = { start: yearStart.toMillis(), end: yearStart.plus({ years: 1 }).toMillis() };
  return { viewerSlots: viewer.slots, opponents, window };
}

export function runOverlapsBenchmarks(): void {
  const { viewerSlots, opponents, window } = buildDivision();
  const input = { viewerSlots, opponents, window, viewerZone: ZONE };
  console.info(`overlaps: 1 viewer and ${opponents.length} opponents in ${ZONE}, a year of weekly slots each`);
  // Timed before anything else touches the zone, so the first run includes filling the offset cache.
  const wholeYear = measure('one player, whole year (findOverlaps)', () => findOverlaps(input).length, {
    runs: 200,
    warmup: 20,
  });
  report(wholeYear, 5);
  const oneWeek = { ...input, window: { start: window.start + 30 * 86_400_000, end: window.start + 37 * 86_400_000 } };
  report(measure('one player, one week (findOverlaps)', () => findOverlaps(oneWeek).length, { runs: 500, warmup: 50 }));
  const days = findOverlaps(input);
  const overlaps = days.reduce((count, day) => count + day.overlaps.length, 0);
  console.info(`(the whole year has ${overlaps} overlaps on ${days.length} days)`);
}

if (isMain(import.meta.url)) runOverlapsBenchmarks();
