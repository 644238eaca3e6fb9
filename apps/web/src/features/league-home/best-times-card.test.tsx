import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { overlapsResponse, type OverlapDto } from '@courtside/shared/schemas/availability';
import { proposalDto } from '@courtside/shared/schemas/match-proposals';
import { formatProposalTime } from '@/lib/match-display';
import { paths } from '@/lib/paths';
import { findToast } from '@/test/form-errors';
import { eveningFromToday } from '@/test/league-fixtures';
import { renderApp } from '@/test/render';
import {
  BOB,
  CARA,
  DIVISION_ID,
  LEAGUE_ID,
  ME,
  installLeagueApi,
  makeMatch,
  makeMyDivision,
  makePlayedMatch,
} from './test-data';

const person = (id: number, first: string, last: string) => ({ id, first_name: first, last_name: last });
const overlap = (days: number, opponents: ReturnType<typeof person>[]): OverlapDto => ({
  start_time: eveningFromToday(days),
  end_time: eveningFromToday(days, 20),
  duration: 120,
  available_opponents: opponents,
});
const bob = person(BOB, 'Bob', 'Jones');
const cara = person(CARA, 'Cara', 'Lee');

const overlapsOf = (overlaps: OverlapDto[]) => ({
  body: overlapsResponse.parse({ success: true, data: { overlaps, time_zone: 'UTC' } }),
});

async function openLeagueHome(
  division = makeMyDivision({ matches: [makeMatch(ME, BOB), makeMatch(CARA, ME)] }),
  overlaps: OverlapDto[] = [],
) {
  const api = installLeagueApi(division, {
    'GET match-proposals/get': { body: [] },
    'GET availability/overlaps': overlapsOf(overlaps),
    'GET locations/all': { body: [] },
    'POST match-proposals/post': (call) => {
      const body = call.body as { opponent_player_id: number; proposed_time: string };
      return {
        status: 201,
        body: proposalDto.parse({
          id: 1,
          status: 'pending',
          proposer_name: 'Serena Smith',
          proposer_first_name: 'Serena',
          proposer_last_name: 'Smith',
          proposer_id: 7,
          proposer_player_id: ME,
          opponent_id: 121,
          opponent_name: 'Bob Jones',
          opponent_player_id: body.opponent_player_id,
          proposed_time: body.proposed_time,
          location_id: null,
          location_name: null,
          is_sent_by_user: true,
          league_id: LEAGUE_ID,
          division_id: DIVISION_ID,
          match_id: 600,
          created_at: '2026-01-01T09:00:00.000Z',
          responded_at: null,
        }),
      };
    },
  });
  const view = renderApp(paths.leagueHome(LEAGUE_ID));
  await screen.findByRole('heading', { level: 1, name: 'Spring Singles' });
  return { ...view, api };
}

describe('Best times on the league home', () => {
  it('sends a proposal for the best shared time in two clicks', async () => {
    const later = overlap(3, [bob]);
    const best = overlap(2, [bob, cara]);
    const { user, api } = await openLeagueHome(undefined, [later, best]);
    const section = within(await screen.findByRole('region', { name: 'Best times this week' }));
    const list = within(await section.findByRole('list', { name: 'Best times this week' }));
    const when = formatProposalTime(best.start_time);
    expect(list.getAllByRole('time').map((time) => time.textContent)).toEqual([
      when,
      formatProposalTime(later.start_time),
    ]);
    expect(section.getByRole('link', { name: 'See All Overlaps' })).toHaveAttribute(
      'href',
      `/leagues/${LEAGUE_ID}/find-matches`,
    );

    await user.click(list.getByRole('button', { name: `Propose to Bob Jones for ${when}` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Propose Match' }));
    await user.click(dialog.getByRole('button', { name: 'Send Proposal' }));

    await findToast('Match proposal sent successfully!');
    expect(api.callsTo('POST', 'match-proposals/post')[0]?.body).toEqual({
      opponent_player_id: BOB,
      proposed_time: best.start_time,
      league_id: LEAGUE_ID,
      division_id: DIVISION_ID,
      location_id: null,
    });
  });

  it('suggests adding availability when no time fits this week', async () => {
    await openLeagueHome(undefined, [overlap(10, [bob])]);
    const section = within(await screen.findByRole('region', { name: 'Best times this week' }));
    expect(
      await section.findByText('No shared times in the next 7 days with opponents you still need to schedule.'),
    ).toBeInTheDocument();
    expect(section.getByRole('link', { name: 'Add Availability' })).toHaveAttribute(
      'href',
      `/leagues/${LEAGUE_ID}/availability/add`,
    );
  });

  it('is not shown, and asks nothing, once every match of mine is arranged', async () => {
    const allArranged = makeMyDivision({
      matches: [
        makeMatch(ME, BOB, { status: 'scheduled', match_datetime: eveningFromToday(2) }),
        makePlayedMatch(CARA, ME, [
          [6, 1],
          [6, 1],
        ]),
      ],
    });
    const { api } = await openLeagueHome(allArranged, [overlap(2, [bob])]);
    await screen.findByRole('region', { name: 'Scheduled Matches' });
    expect(screen.queryByRole('region', { name: 'Best times this week' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', 'availability/overlaps')).toHaveLength(0);
  });
});
