import { describe, expect, it } from 'vitest';
import { buildAvailabilitySlot, type AvailabilityFormValues } from './availability-form-values';

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
const build = (overrides: Partial<AvailabilityFormValues>, zone = 'UTC') =>
  buildAvailabilitySlot(values(overrides), { zone, now: NOW });

describe('buildAvailabilitySlot', () => {
  it('checks the fields in the order the spec gives its messages', () => {
    expect(build({ date: '', leagueId: null })).toMatchObject({ ok: false, message: 'Please fill in all fields' });
    expect(build({ endTime: '17:00', leagueId: null })).toMatchObject({
      ok: false,
      message: 'End time must be after start time',
    });
    expect(build({ leagueId: null })).toMatchObject({
      ok: false,
      message: 'Please select a league to add availability for',
      fields: ['leagueId'],
    });
  });

  it('refuses a date before today in my zone', () => {
    // 12:00 UTC on June 1st is already June 2nd in Auckland.
    expect(build({ date: '2030-06-01' }, 'Pacific/Auckland')).toMatchObject({ ok: false, fields: ['date'] });
    expect(build({ date: '2030-06-01' })).toMatchObject({ ok: true });
  });

  it('needs an end date on or after the first date and at least one weekday for a weekly repeat', () => {
    expect(build({ repeatWeekly: true, weekdays: ['TU'] })).toMatchObject({ ok: false, fields: ['until'] });
    expect(build({ repeatWeekly: true, weekdays: ['TU'], until: '2030-06-03' })).toMatchObject({
      ok: false,
      fields: ['until'],
    });
    expect(build({ repeatWeekly: true, weekdays: [], until: '2030-07-01' })).toMatchObject({
      ok: false,
      fields: ['weekdays'],
    });
  });

  it('reads the times in my zone across daylight saving and lists the weekdays in week order', () => {
    const built = build(
      { date: '2030-11-04', repeatWeekly: true, weekdays: ['SU', 'MO'], until: '2030-12-01' },
      'America/New_York',
    );
    expect(built).toEqual({
      ok: true,
      leagueId: 12,
      slot: {
        start_time: '2030-11-04T23:00:00.000Z',
        end_time: '2030-11-05T01:00:00.000Z',
        league_id: 12,
        time_zone: 'America/New_York',
        is_recurring: true,
        recurrence_rule: 'FREQ=WEEKLY;BYDAY=MO,SU;UNTIL=20301201',
      },
    });
  });
});
