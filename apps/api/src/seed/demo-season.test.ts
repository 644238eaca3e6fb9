import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundRobin } from '@courtside/shared/league/round-robin';
import { validateScore } from '@courtside/shared/tennis/score-validation';
import { demoLeagues, demoLocations } from './demo-club';
import {
  DEMO_DISPUTING_PLAYER,
  DEMO_EVERY_STATE_PLAYER,
  DEMO_TIME_ZONE,
  planDemoSeason,
  type DemoFixture,
  type DemoStep,
} from './demo-season';

const TODAY = '2026-05-01';

/** The active demo league's fixtures as the league start creates them (player ids follow demo order). */
function season(today: string) {
  const league = demoLeagues(today).find((l) => l.status === 'active')!;
  const divisions = league.divisions.map((d) => roundRobin(d.players) as DemoFixture[]);
  return { league, divisions, plan: planDemoSeason({ today, playStart: league.playStart, divisions }) };
}

const midnight = (date: string) => Date.parse(`${date}T00:00:00Z`);
const localTime = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: DEMO_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .format(new Date(iso))
    .replace(/\s/g, '');
const localWeekday = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: DEMO_TIME_ZONE, weekday: 'short' }).format(new Date(iso));

const played = (steps: DemoStep[]) => steps.some((s) => s.kind === 'score');
const finalSchedule = (steps: DemoStep[]) => steps.filter((s) => s.kind === 'schedule').at(-1);

describe('the demo half season', () => {
  it('is the same on every run for the same today', () => {
    expect(season(TODAY).plan).toEqual(season(TODAY).plan);
  });

  it('plays half of each division, books a quarter for the coming two weeks and leaves the rest open', () => {
    const { divisions, plan } = season(TODAY);
    plan.forEach((own, d) => {
      const total = divisions[d]!.length;
      expect(own).toHaveLength(total);
      expect(own.filter(played)).toHaveLength(Math.round(total / 2));
      expect(own.filter((s) => s.length > 0 && !played(s))).toHaveLength(Math.round(total / 4));
    });
  });

  it('gives every player some played matches, and no one more than a round ahead of the rest', () => {
    const { divisions, plan } = season(TODAY);
    plan.forEach((own, d) => {
      const counts = new Map<number, number>();
      own.forEach((steps, i) => {
        if (!played(steps)) return;
        for (const p of [divisions[d]![i]!.home, divisions[d]![i]!.away]) counts.set(p, (counts.get(p) ?? 0) + 1);
      });
      const members = new Set(divisions[d]!.flatMap((f) => [f.home, f.away]));
      expect(counts.size).toBe(members.size);
      expect(Math.max(...counts.values()) - Math.min(...counts.values())).toBeLessThanOrEqual(1);
    });
  });

  it('stores only scores the validator accepts, and every outcome and confirmation state', () => {
    const steps = season(TODAY).plan.flat(2);
    const scores = steps.filter((s) => s.kind === 'score' || s.kind === 'resolve');
    for (const score of scores) expect(validateScore({ status: score.status, sets: score.sets }).errors).toEqual([]);
    const normal = scores.filter((s) => s.status === 'normal');
    expect(normal.some((s) => s.sets.length === 2)).toBe(true);
    expect(normal.some((s) => s.sets.length === 3)).toBe(true);
    expect(normal.some((s) => s.sets.some((set) => Math.max(set.home_games, set.away_games) === 7))).toBe(true);
    expect(scores.some((s) => s.status === 'home_retired' && s.sets.length > 0)).toBe(true);
    expect(scores.some((s) => s.status === 'away_retired' && s.sets.length === 0)).toBe(true);
    const plan = season(TODAY).plan.flat();
    const pending = plan.filter((s) => played(s) && s.at(-1)!.kind === 'score');
    expect(pending).toHaveLength(2);
    expect(plan.filter((s) => s.at(-1)?.kind === 'dispute')).toHaveLength(1);
    expect(plan.filter((s) => s.at(-1)?.kind === 'resolve')).toHaveLength(1);
  });

  it('gives the README player every state, with a score waiting for his answer', () => {
    const { divisions, plan } = season(TODAY);
    const me = DEMO_EVERY_STATE_PLAYER;
    const mine = plan[0]!.flatMap((steps, i) => {
      const fixture = divisions[0]![i]!;
      if (fixture.home !== me && fixture.away !== me) return [];
      return [{ steps, mySide: fixture.home === me ? 'home' : 'away' }];
    });
    expect(mine.filter(({ steps }) => played(steps)).length).toBeGreaterThanOrEqual(3);
    expect(mine.filter(({ steps }) => steps.length === 0).length).toBeGreaterThanOrEqual(1);
    const booked = mine.filter(({ steps }) => steps.length > 0 && !played(steps));
    expect(booked.length).toBeGreaterThanOrEqual(2);
    expect(booked.some(({ steps }) => steps.filter((s) => s.kind === 'schedule').length === 2)).toBe(true);
    const waiting = mine.filter(({ steps }) => steps.at(-1)?.kind === 'score');
    expect(waiting).toHaveLength(1);
    const score = waiting[0]!.steps.at(-1) as Extract<DemoStep, { kind: 'score' }>;
    expect(score.by).not.toBe(waiting[0]!.mySide);
  });

  it('has the disputing README player dispute a score and wait for a place for one match', () => {
    const { divisions, plan } = season(TODAY);
    const her = DEMO_DISPUTING_PLAYER;
    const sideIn = (i: number) => {
      const f = divisions[0]![i]!;
      return f.home === her ? 'home' : f.away === her ? 'away' : null;
    };
    const disputes = plan[0]!.flatMap((steps, i) =>
      steps.flatMap((s) => (s.kind === 'dispute' && sideIn(i) === s.by ? [s] : [])),
    );
    expect(disputes).toHaveLength(1);
    const placeOpen = plan[0]!.filter((steps, i) => sideIn(i) !== null && finalSchedule(steps)?.location === null);
    expect(placeOpen).toHaveLength(1);
    expect(played(placeOpen[0]!)).toBe(false);
  });

  it('dates everything around today on the club clock, whatever the day and across daylight-saving changes', () => {
    const lit = new Set(demoLocations.flatMap((l, i) => (l.hasLights ? [i] : [])));
    const days = fc.integer({ min: 0, max: 3 * 365 }).map((n) => new Date(midnight('2025-01-01') + n * 86_400_000));
    fc.assert(
      fc.property(days, (date) => {
        const today = date.toISOString().slice(0, 10);
        const { league, plan } = season(today);
        for (const steps of plan.flat()) {
          if (steps.length === 0) continue;
          const times = steps.map((s) => Date.parse(s.on));
          // Every change happened before today began anywhere, in order, after play started.
          expect(times.every((t, i) => t < midnight(today) && (i === 0 || t > times[i - 1]!))).toBe(true);
          expect(times[0]).toBeGreaterThanOrEqual(midnight(league.playStart));
          const booking = finalSchedule(steps) as Extract<DemoStep, { kind: 'schedule' }>;
          const at = Date.parse(booking.at);
          if (played(steps)) {
            expect(at).toBeLessThan(midnight(today) - 86_400_000);
            expect(at).toBeGreaterThan(Date.parse(booking.on));
            expect(Date.parse(steps[1]!.on)).toBeGreaterThan(at);
          } else {
            expect(at).toBeGreaterThan(midnight(today) + 86_400_000);
            expect(at).toBeLessThan(midnight(today) + 16 * 86_400_000);
          }
          const weekend = ['Sat', 'Sun'].includes(localWeekday(booking.at));
          expect(weekend ? ['09:00', '10:30', '14:00', '16:00'] : ['18:00', '18:30', '19:00']).toContain(
            localTime(booking.at),
          );
          if (!weekend && booking.location !== null) expect(lit.has(booking.location)).toBe(true);
        }
      }),
      { numRuns: 40 },
    );
  });
});
