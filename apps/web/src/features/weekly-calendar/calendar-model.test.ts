import { describe, expect, it } from 'vitest';
import { weekDates } from '@courtside/shared/availability/index';
import { viewerTimeZone } from '@/lib/viewer-time-zone';
import { buildCalendarWeek, cellKind, type CalendarWeekInput } from './calendar-model';
import { BOB, CARA, DAN, ME, makeMatch, makeOpponentSlot, makeProposal, makeSlot } from './test-data';

const NEW_YORK = 'America/New_York';

function input(overrides: Partial<CalendarWeekInput> = {}): CalendarWeekInput {
  return {
    days: weekDates('2030-06-02')!,
    zone: 'UTC',
    userSlots: [],
    opponentSlots: [],
    opponentNames: new Map([
      [BOB, 'Bob Jones'],
      [CARA, 'Cara Lee'],
    ]),
    proposals: [],
    matches: [],
    myPlayerId: ME,
    ...overrides,
  };
}

/** A slot given in UTC, whatever zone the tests run in. */
const utcSlot = (start: string, end: string) =>
  makeSlot('2030-06-04', '00:00', '01:00', { start_time: start, end_time: end });

describe('the calendar week', () => {
  it('has 7 days of 32 half-hour cells from 6:00 to 22:00', () => {
    const { cellsOf } = buildCalendarWeek(input());
    const days = [0, 1, 2, 3, 4, 5, 6].map(cellsOf);
    expect(days.every((day) => day.length === 32)).toBe(true);
    expect(days[0]![0]).toMatchObject({ date: '2030-06-02', start: '06:00', end: '06:30' });
    expect(days[6]![31]).toMatchObject({ date: '2030-06-08', start: '21:30', end: '22:00' });
    expect(cellsOf(7)).toEqual([]);
  });

  it('works out a day once, when it is first asked for', () => {
    const week = buildCalendarWeek(input());
    expect(week.cellsOf(3)).toBe(week.cellsOf(3));
  });

  it('is empty with nothing between 6:00 and 22:00 on any day, and no cards', () => {
    const late = utcSlot('2030-06-04T22:00:00.000Z', '2030-06-04T23:30:00.000Z');
    const evening = utcSlot('2030-06-04T21:30:00.000Z', '2030-06-04T23:00:00.000Z');
    expect(buildCalendarWeek(input()).isEmpty).toBe(true);
    expect(buildCalendarWeek(input({ userSlots: [late] })).isEmpty).toBe(true);
    expect(buildCalendarWeek(input({ userSlots: [evening] })).isEmpty).toBe(false);
    expect(
      buildCalendarWeek(
        input({ opponentSlots: [{ ...evening, opponent_player_id: BOB, opponent_user_id: BOB + 100 }] }),
      ).isEmpty,
    ).toBe(false);
    // Dan's free time does not count: he is not an unplayed opponent.
    expect(
      buildCalendarWeek(
        input({ opponentSlots: [{ ...evening, opponent_player_id: DAN, opponent_user_id: DAN + 100 }] }),
      ).isEmpty,
    ).toBe(true);
    expect(buildCalendarWeek(input({ proposals: [makeProposal(BOB, '2030-06-04T23:00:00.000Z')] })).isEmpty).toBe(
      false,
    );
  });

  it('places a slot by the viewer zone: 14:00 UTC is 2:00 PM in UTC and 10:00 AM in New York', () => {
    const slot = utcSlot('2030-06-04T14:00:00.000Z', '2030-06-04T15:00:00.000Z');
    const own = (zone: string) =>
      buildCalendarWeek(input({ zone, userSlots: [slot] }))
        .cellsOf(2)
        .filter((cell) => cell.own)
        .map((cell) => cell.start);
    expect(own('UTC')).toEqual(['14:00', '14:30']);
    expect(own(NEW_YORK)).toEqual(['10:00', '10:30']);
  });

  it('keeps a weekly slot at its local time across the change to summer time', () => {
    // Tuesdays 18:00-19:00 New York time from January; clocks go forward on Sunday 10 March 2030.
    const weekly = utcSlot('2030-01-08T23:00:00.000Z', '2030-01-09T00:00:00.000Z');
    const slot = { ...weekly, is_recurring: true, recurrence_rule: 'FREQ=WEEKLY;BYDAY=TU', time_zone: NEW_YORK };
    const week = buildCalendarWeek(input({ zone: NEW_YORK, days: weekDates('2030-03-10')!, userSlots: [slot] }));
    expect(
      week
        .cellsOf(2)
        .filter((cell) => cell.own)
        .map((cell) => cell.start),
    ).toEqual(['18:00', '18:30']);
    expect(week.cellsOf(2)[24]!.own?.slot).toBe(slot);
  });

  it('tells own, opponent, overlapping and empty cells apart and names the free opponents', () => {
    // The test data is written in the zone the tests run in.
    const week = buildCalendarWeek(
      input({
        zone: viewerTimeZone(),
        userSlots: [makeSlot('2030-06-04', '18:00', '19:00')],
        opponentSlots: [
          makeOpponentSlot(CARA, '2030-06-04', '18:30', '20:00'),
          makeOpponentSlot(BOB, '2030-06-04', '18:30', '19:30'),
          // Dan is not an unplayed opponent: his free time does not count.
          makeOpponentSlot(DAN, '2030-06-04', '06:00', '22:00'),
        ],
      }),
    );
    const tuesday = week.cellsOf(2);
    expect(cellKind(tuesday[24]!)).toBe('own');
    expect(cellKind(tuesday[25]!)).toBe('overlap');
    expect(tuesday[25]!.opponents.map((o) => o.name)).toEqual(['Bob Jones', 'Cara Lee']);
    expect(cellKind(tuesday[27]!)).toBe('opponent');
    expect(cellKind(tuesday[0]!)).toBe('empty');
  });

  it('hides canceled and declined proposals and those at a scheduled match time', () => {
    const matchTime = '2030-06-05T10:00:00.000Z';
    const shown = makeProposal(BOB, '2030-06-04T18:00:00.000Z');
    const week = buildCalendarWeek(
      input({
        proposals: [
          shown,
          makeProposal(BOB, '2030-06-04T12:00:00.000Z', { status: 'canceled' }),
          makeProposal(CARA, '2030-06-06T12:00:00.000Z', { status: 'declined' }),
          makeProposal(CARA, '2030-06-05T10:00:00Z'),
        ],
        matches: [makeMatch(ME, CARA, { status: 'scheduled', match_datetime: matchTime })],
      }),
    );
    expect(week.cards.map((card) => card.key)).toEqual([`proposal-${shown.id}`, expect.stringMatching(/^match-/)]);
  });

  it('gives each card 3 rows from its start, fewer at the bottom of the grid, and lanes when they meet', () => {
    const week = buildCalendarWeek(
      input({
        proposals: [makeProposal(BOB, '2030-06-04T18:00:00.000Z'), makeProposal(CARA, '2030-06-04T18:30:00.000Z')],
        matches: [
          makeMatch(ME, DAN, { status: 'normal', match_datetime: '2030-06-07T21:00:00.000Z' }),
          makeMatch(BOB, ME, { status: 'away_retired', match_datetime: '2030-06-03T09:00:00.000Z' }),
          // Not my match: it has no card.
          makeMatch(BOB, CARA, { status: 'scheduled', match_datetime: '2030-06-03T12:00:00.000Z' }),
        ],
      }),
    );
    const card = (kind: string) => week.cards.filter((c) => c.kind === kind);
    expect(
      card('proposal').map(({ dayIndex, row, span, lane, lanes }) => ({ dayIndex, row, span, lane, lanes })),
    ).toEqual([
      { dayIndex: 2, row: 24, span: 3, lane: 0, lanes: 2 },
      { dayIndex: 2, row: 25, span: 3, lane: 1, lanes: 2 },
    ]);
    expect(card('completed')).toMatchObject([{ dayIndex: 5, row: 30, span: 2, opponentName: 'Dan Ng' }]);
    expect(card('retired')).toMatchObject([{ dayIndex: 1, row: 6, span: 3, opponentName: 'Bob Jones' }]);
    expect(card('scheduled')).toEqual([]);
  });
});
