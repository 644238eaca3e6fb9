import { describe, expect, it } from 'vitest';
import type { AvailabilityFormValues } from './availability-form-values';
import { availabilityFormErrors, slotInDivision } from './availability-form-check';

const NOW = Date.parse('2030-06-01T12:00:00Z');
const values = (overrides: Partial<AvailabilityFormValues> = {}): AvailabilityFormValues => ({
  leagueId: 12,
  date: '2030-06-04',
  startTime: '18:00',
  endTime: '20:00',
  repeatWeekly: false,
  weekdays: [],
  until: '',
  ...overrides,
});
const check = (
  overrides: Partial<AvailabilityFormValues>,
  { divisionId }: { divisionId?: number | null } = { divisionId: 4 },
) => availabilityFormErrors(values(overrides), { zone: 'UTC', divisionId, now: NOW });

describe('availabilityFormErrors', () => {
  it("marks every field a message is about with the spec's words", () => {
    expect(check({ date: '', endTime: '' })).toEqual({
      date: 'Please fill in all fields',
      endTime: 'Please fill in all fields',
    });
    expect(check({ endTime: '17:00' })).toEqual({ endTime: 'End time must be after start time' });
  });

  it('waits for the division before a slot can be filed under it', () => {
    expect(check({}, { divisionId: undefined })).toEqual({
      division_id: 'Loading league information, please try again in a moment',
    });
    expect(check({}, { divisionId: null })).toEqual({});
    expect(check({})).toEqual({});
  });

  it('finds nothing to refuse in any of its hours in a zone whose offset has 45 minutes (the API judges them on that clock)', () => {
    for (const zone of ['Asia/Kathmandu', 'Pacific/Chatham', 'Australia/Eucla']) {
      const options = { zone, divisionId: 4, now: NOW };
      expect(availabilityFormErrors(values({ startTime: '06:00', endTime: '07:00' }), options)).toEqual({});
      expect(
        availabilityFormErrors(values({ repeatWeekly: true, weekdays: ['TU'], until: '2030-08-31' }), options),
      ).toEqual({});
    }
  });

  it("refuses what the API's schema would, under the field the request field is made from", () => {
    expect(check({ leagueId: 0 })).toEqual({ leagueId: 'must be a positive number' });
  });
});

describe('slotInDivision', () => {
  const slot = { start_time: '2030-06-04T18:00:00.000Z', end_time: '2030-06-04T20:00:00.000Z', league_id: 12 };

  it('files the slot under the division, or under none while the player has none', () => {
    expect(slotInDivision(slot, 4)).toEqual({ ...slot, division_id: 4 });
    expect(slotInDivision(slot, null)).toEqual(slot);
  });
});
