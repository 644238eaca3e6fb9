import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { myMatchDto, type MyMatchDto } from '@courtside/shared/schemas/matches';
import { installFakeApi } from '@/test/fake-api';
import { makeUser } from '@/test/fixtures';
import { makeMatchBetween } from '@/test/league-fixtures';
import { findToast } from '@/test/form-errors';
import { renderApp } from '@/test/render';

const SPRING = { league_id: 12, league_name: 'Spring Singles', my_player_id: 11 };
const SUMMER = { league_id: 30, league_name: 'Summer Ladder', my_player_id: 41 };
let nextId = 700;

/** One of Serena's matches, against `opponent`, with her at home unless `away` is set. */
function myMatch(
  league: typeof SPRING,
  opponent: [string, string],
  overrides: Partial<MyMatchDto> & { away?: boolean } = {},
): MyMatchDto {
  const { away = false, ...rest } = overrides;
  const me = { id: league.my_player_id, first_name: 'Serena', last_name: 'Smith' };
  const them = { id: league.my_player_id + 1, first_name: opponent[0], last_name: opponent[1] };
  const [home, visitor] = away ? [them, me] : [me, them];
  const match = makeMatchBetween(home, visitor, {
    id: nextId++,
    league_id: league.league_id,
    status: 'scheduled',
    match_datetime: '2030-06-07T09:30:00.000Z',
  });
  return myMatchDto.parse({ ...match, ...league, ...rest });
}

function openScheduledMatches(matches: Parameters<typeof installFakeApi>[0][string]) {
  installFakeApi({ 'GET users/me': { body: makeUser() }, 'GET matches/mine': matches });
  return renderApp('/scheduled-matches');
}

describe('Scheduled matches', () => {
  it('lists my scheduled matches by league, the soonest first, with their buttons', async () => {
    const bobLater = myMatch(SPRING, ['Bob', 'Jones'], { match_datetime: '2030-06-09T18:00:00.000Z' });
    const caraSoon = myMatch(SPRING, ['Cara', 'Lee'], {
      away: true,
      match_datetime: '2030-06-02T18:00:00.000Z',
      location_name: 'Riverside Park',
    });
    const summer = myMatch(SUMMER, ['', ''], { match_datetime: '2030-06-05T09:30:00.000Z' });
    const played = myMatch(SPRING, ['Dan', 'Ng'], { status: 'normal' });
    const unscheduled = myMatch(SPRING, ['Eve', 'Park'], { status: 'unscheduled', match_datetime: null });
    openScheduledMatches({ body: [bobLater, played, summer, unscheduled, caraSoon] });

    expect(await screen.findByRole('heading', { level: 1, name: 'Scheduled Matches' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Scheduled matches in Spring Singles' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Spring Singles',
      'Summer Ladder',
    ]);
    expect(screen.getByRole('link', { name: 'Summer Ladder' })).toHaveAttribute('href', '/leagues/30');

    const spring = within(screen.getByRole('list', { name: 'Scheduled matches in Spring Singles' }));
    expect(spring.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'vs Cara Lee',
      'vs Bob Jones',
    ]);
    const cara = within(spring.getAllByRole('listitem')[0]!);
    expect(cara.getByText('Sunday, Jun 2, 2030 at 6:00 PM')).toBeInTheDocument();
    expect(cara.getByText('Riverside Park')).toBeInTheDocument();
    expect(cara.getByRole('link', { name: 'Reschedule match with Cara Lee in Spring Singles' })).toHaveAttribute(
      'href',
      `/leagues/12/match/${caraSoon.id}/schedule`,
    );
    expect(cara.getByRole('link', { name: 'Enter Score for match with Cara Lee in Spring Singles' })).toHaveAttribute(
      'href',
      `/leagues/12/match/${caraSoon.id}/score`,
    );

    const summerList = within(screen.getByRole('list', { name: 'Scheduled matches in Summer Ladder' }));
    expect(summerList.getByRole('heading', { level: 3, name: 'vs Opponent' })).toBeInTheDocument();
    expect(summerList.getByText('TBD')).toBeInTheDocument();
    expect(
      summerList.getByRole('link', { name: 'Enter Score for match with Opponent in Summer Ladder' }),
    ).toHaveAttribute('href', `/leagues/30/match/${summer.id}/score`);
    expect(screen.queryByText(/Dan Ng|Eve Park/)).not.toBeInTheDocument();
  });

  it('says when nothing is scheduled and leads to My Leagues', async () => {
    openScheduledMatches({ body: [myMatch(SPRING, ['Dan', 'Ng'], { status: 'normal' })] });
    expect(await screen.findByText('You have no scheduled matches.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Leagues' })).toHaveAttribute('href', '/my-leagues');
  });

  it("toasts 'Unable to load league data.' and loads again with Try Again", async () => {
    let failing = true;
    const { user } = openScheduledMatches(() =>
      failing ? { status: 500, body: {} } : { body: [myMatch(SPRING, ['Bob', 'Jones'])] },
    );
    await findToast('Unable to load league data.');
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'vs Bob Jones' })).toBeInTheDocument();
  });
});
