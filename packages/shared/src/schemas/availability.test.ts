import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { availabilityEndOptions, availabilityStartOptions, hourlyTimeOptions } from '../availability/calendar-grid';
import { formatDay } from '../availability/civil-date';
import { localDateTimeToUtcIso } from '../availability/local-date';
import { SLOT_RULE_MESSAGES, availabilitySlotInput, updateAvailabilityRequest } from './availability';

/** The one message the schema gives a slot, or null when it takes it. */
function refusal(fields: Record<string, unknown>): string | null {
  const result = availabilitySlotInput.safeParse({ league_id: 1, ...fields });
  return result.success ? null : result.error.issues.map((issue) => issue.message).join(' | ');
}
const oneOff = (start: string, end: string, time_zone?: string) =>
  refusal({ start_time: start, end_time: end, ...(time_zone ? { time_zone } : {}) });

describe('slot length and clock steps (ADR 059)', () => {
  it.each([
    ['an hour and a half from the hour', '2027-01-12T18:00:00Z', '2027-01-12T19:30:00Z'],
    ['half an hour from half past', '2027-01-12T18:30:00Z', '2027-01-12T19:00:00Z'],
    ['a whole day', '2027-01-12T00:00:00Z', '2027-01-13T00:00:00Z'],
    ['times written with an offset', '2027-01-12T13:00:00-05:00', '2027-01-12T14:00:00-05:00'],
  ])('takes %s', (_name, start, end) => {
    expect(oneOff(start, end)).toBeNull();
  });

  it.each([
    ['a start at a quarter past', '2027-01-12T18:15:00Z', '2027-01-12T19:15:00Z', SLOT_RULE_MESSAGES.offStep('UTC')],
    ['an end at a quarter to', '2027-01-12T18:00:00Z', '2027-01-12T18:45:00Z', SLOT_RULE_MESSAGES.offStep('UTC')],
    ['seconds past the hour', '2027-01-12T18:00:30Z', '2027-01-12T19:00:30Z', SLOT_RULE_MESSAGES.offStep('UTC')],
    ['a two-minute slot', '2027-01-12T18:00:00Z', '2027-01-12T18:02:00Z', SLOT_RULE_MESSAGES.tooShort],
    ['twenty minutes', '2027-01-12T18:00:00Z', '2027-01-12T18:20:00Z', SLOT_RULE_MESSAGES.tooShort],
    ['over a day', '2027-01-12T18:00:00Z', '2027-01-13T18:30:00Z', SLOT_RULE_MESSAGES.tooLong],
    ['an end before the start', '2027-01-12T18:00:00Z', '2027-01-12T17:00:00Z', 'End time must be after start time'],
  ])('refuses %s with one clear message', (_name, start, end, message) => {
    expect(oneOff(start, end)).toBe(message);
  });

  it('judges the steps on the slot’s own clock: 18:00 in Kathmandu (UTC+5:45) is 12:15 UTC', () => {
    const [start, end] = ['2027-01-12T12:15:00Z', '2027-01-12T13:15:00Z'];
    expect(oneOff(start, end, 'Asia/Kathmandu')).toBeNull();
    expect(oneOff(start, end, 'UTC')).toBe(SLOT_RULE_MESSAGES.offStep('UTC'));
    expect(oneOff(start, end)).toBe(SLOT_RULE_MESSAGES.offStep('UTC'));
    // Half-hour zones share UTC's half hours.
    expect(oneOff('2027-01-12T12:30:00Z', '2027-01-12T13:30:00Z', 'Asia/Kolkata')).toBeNull();
    expect(oneOff('2027-01-12T12:30:00Z', '2027-01-12T13:30:00Z', 'Asia/Kathmandu')).toBe(
      SLOT_RULE_MESSAGES.offStep('Asia/Kathmandu'),
    );
  });

  it('takes a slot across a change of clocks, whose length is the time that really passes', () => {
    // New York falls back at 02:00 on 2026-11-01: 00:00 to 03:00 local is four hours.
    expect(oneOff('2026-11-01T04:00:00Z', '2026-11-01T08:00:00Z', 'America/New_York')).toBeNull();
    // Lord Howe Island moves its clocks by half an hour: 01:00 to 03:00 local on 2026-10-04 is 90 minutes.
    expect(oneOff('2026-10-03T14:30:00Z', '2026-10-03T16:00:00Z', 'Australia/Lord_Howe')).toBeNull();
  });

  it('applies the same rules to an update', () => {
    const result = updateAvailabilityRequest.safeParse({
      id: 1,
      league_id: 1,
      start_time: '2027-01-12T18:10:00Z',
      end_time: '2027-01-12T19:10:00Z',
    });
    expect(result.success ? null : result.error.issues.map((issue) => issue.message)).toEqual([
      SLOT_RULE_MESSAGES.offStep('UTC'),
    ]);
  });
});

describe('everything the forms offer is taken', () => {
  // Zones whose offsets are whole hours, half hours (Kolkata, St John's, Adelaide, Lord Howe's half-hour change)
  // and three-quarter hours (Kathmandu, Chatham, Eucla), north and south.
  const ZONES = [
    'UTC',
    'America/New_York',
    'America/St_Johns',
    'Europe/London',
    'Asia/Kolkata',
    'Asia/Kathmandu',
    'Australia/Adelaide',
    'Australia/Eucla',
    'Australia/Lord_Howe',
    'Pacific/Chatham',
    'America/Santiago',
  ];
  const day = fc.integer({ min: 0, max: 3 * 366 }).map((offset) => formatDay(20_454 + offset)); // from 2026-01-01
  const pairOf = (starts: string[], ends: string[]) =>
    fc.tuple(fc.constantFrom(...starts), fc.constantFrom(...ends)).filter(([start, end]) => start < end);

  it('the add form: any two of its hours on any day, weekly or not, in any zone', () => {
    const hours = hourlyTimeOptions();
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        day,
        pairOf(hours, hours),
        fc.boolean(),
        (zone, date, [start, end], weekly) => {
          const slot = {
            league_id: 1,
            start_time: localDateTimeToUtcIso(date, start, zone),
            end_time: localDateTimeToUtcIso(date, end, zone),
            time_zone: zone,
            ...(weekly ? { is_recurring: true, recurrence_rule: 'FREQ=WEEKLY;BYDAY=TU,SA;UNTIL=20291231' } : {}),
          };
          expect(availabilitySlotInput.safeParse(slot).error?.issues).toBeUndefined();
        },
      ),
      { numRuns: 400 },
    );
  });

  it('the calendar modal: any start and end it offers, on any day, in any zone', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        day,
        pairOf(availabilityStartOptions(), availabilityEndOptions()),
        (zone, date, [start, end]) => {
          const slot = {
            league_id: 1,
            start_time: localDateTimeToUtcIso(date, start, zone),
            end_time: localDateTimeToUtcIso(date, end, zone),
            time_zone: zone,
          };
          expect(availabilitySlotInput.safeParse(slot).error?.issues).toBeUndefined();
        },
      ),
      { numRuns: 400 },
    );
  });
});
