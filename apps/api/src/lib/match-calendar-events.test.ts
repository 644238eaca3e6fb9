import { describe, expect, it } from 'vitest';
import { matchCalendar, matchEvent, type FeedMatch } from './match-calendar-events';

const OWNER = 10;

function feedMatch(overrides: Partial<FeedMatch> = {}): FeedMatch {
  return {
    id: 7,
    status: 'scheduled',
    matchDatetime: new Date('2026-11-24T18:00:00Z'),
    homePlayerId: 1,
    awayPlayerId: 2,
    submittedByPlayerId: null,
    home: { userId: OWNER, firstName: 'Alice', lastName: 'Smith' },
    away: { userId: 20, firstName: 'Bob', lastName: 'Jones' },
    leagueName: 'Spring Singles',
    leagueStatus: 'active',
    divisionName: 'Blue',
    locationName: 'Riverside Courts',
    locationAddress: '1 River Road',
    sets: [],
    scheduleChanges: 1,
    ...overrides,
  };
}

const sets = (...games: [number, number][]) =>
  games.map(([home_games, away_games], index) => ({ set_number: index + 1, home_games, away_games }));

describe('matchEvent', () => {
  it('names the owner first, whichever side they are on', () => {
    expect(matchEvent(OWNER, feedMatch()).summary).toBe('Tennis: Alice Smith vs Bob Jones');
    const away = feedMatch({
      home: { userId: 20, firstName: 'Bob', lastName: 'Jones' },
      away: { userId: OWNER, firstName: 'Alice', lastName: 'Smith' },
    });
    expect(matchEvent(OWNER, away).summary).toBe('Tennis: Alice Smith vs Bob Jones');
  });

  it('has a stable UID, the time as given, 90 minutes, and a sequence that grows with reschedules', () => {
    const event = matchEvent(OWNER, feedMatch({ scheduleChanges: 3 }));
    expect(event).toMatchObject({
      uid: 'match-7@courtside',
      start: new Date('2026-11-24T18:00:00Z'),
      durationMinutes: 90,
      sequence: 2,
      status: 'CONFIRMED',
      location: 'Riverside Courts, 1 River Road',
      description: 'League: Spring Singles\nDivision: Blue',
    });
    // A match scheduled without a recorded event (older data) is revision 0.
    expect(matchEvent(OWNER, feedMatch({ scheduleChanges: 0 })).sequence).toBe(0);
  });

  it('writes the place from whatever is known', () => {
    expect(matchEvent(OWNER, feedMatch({ locationAddress: null })).location).toBe('Riverside Courts');
    expect(matchEvent(OWNER, feedMatch({ locationAddress: '  ' })).location).toBe('Riverside Courts');
    expect(matchEvent(OWNER, feedMatch({ locationName: null, locationAddress: null })).location).toBeNull();
  });

  it('gives the result once played, the winner first as every page reads it (ADR 072)', () => {
    const won = feedMatch({ status: 'normal', sets: sets([6, 4], [3, 6], [7, 5]) });
    expect(matchEvent(OWNER, won).description).toBe(
      'League: Spring Singles\nDivision: Blue\nResult: You beat Bob Jones 6-4, 3-6, 7-5',
    );
    const theirRetirement = feedMatch({ status: 'away_retired', sets: sets([6, 4], [2, 3]) });
    expect(matchEvent(OWNER, theirRetirement).description).toContain(
      'Result: You beat Bob Jones 6-4, 2-3 (Bob Jones retired)',
    );
    const myRetirement = feedMatch({ status: 'home_retired', sets: [] });
    expect(matchEvent(OWNER, myRetirement).description).toContain('Result: Bob Jones beat you (you retired)');
    const lostAway = feedMatch({
      status: 'normal',
      home: { userId: 20, firstName: 'Bob', lastName: 'Jones' },
      away: { userId: OWNER, firstName: 'Alice', lastName: 'Smith' },
      sets: sets([6, 1], [6, 2]),
    });
    expect(matchEvent(OWNER, lostAway).description).toContain('Result: Bob Jones beat you 6-1, 6-2');
  });

  it('cancels an unplayed match of a canceled league, as a new revision, and keeps played ones', () => {
    const canceled = matchEvent(OWNER, feedMatch({ leagueStatus: 'canceled', scheduleChanges: 1 }));
    expect(canceled).toMatchObject({ status: 'CANCELLED', sequence: 1 });
    expect(canceled.description).toContain('The league has been canceled.');
    const played = matchEvent(
      OWNER,
      feedMatch({ leagueStatus: 'canceled', status: 'normal', sets: sets([6, 0], [6, 0]) }),
    );
    expect(played.status).toBe('CONFIRMED');
  });
});

describe('matchCalendar', () => {
  it('is the Courtside matches calendar, refreshed hourly', () => {
    const calendar = matchCalendar(OWNER, [feedMatch(), feedMatch({ id: 8 })]);
    expect(calendar).toMatchObject({ name: 'Courtside matches', refreshMinutes: 60 });
    expect(calendar.events.map((event) => event.uid)).toEqual(['match-7@courtside', 'match-8@courtside']);
  });
});
