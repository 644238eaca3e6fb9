import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STALE_BOARD_MESSAGE } from '@courtside/shared/league/board-changes';
import { UNASSIGNED_PLAYERS_MESSAGE } from '@courtside/shared/league/league-transitions';
import type { AssignmentDto, DivisionDto } from '@courtside/shared/schemas/divisions';
import type { LeagueDto, LeagueStatus } from '@courtside/shared/schemas/leagues';
import type { LeaguePlayerDto } from '@courtside/shared/schemas/registrations';
import { installFakeApi, type FakeResponse, type RecordedCall } from '@/test/fake-api';
import { findToast } from '@/test/form-errors';
import { getField } from '@/test/queries';
import { renderApp } from '@/test/render';
import { UNSAVED_CHANGES_TITLE } from '@/lib/use-unsaved-changes-prompt';
import { admin, makeDivision, makeLeague, makeLeaguePlayer } from './test-fixtures';

const alice = makeLeaguePlayer();
const bob = makeLeaguePlayer({ id: 22, user_id: 32, first_name: 'Bob', last_name: 'Jones', rating: 3.5 });
const divisionA = makeDivision();
const divisionB = makeDivision({ id: 11, division_name: 'Division B', rank_level: 4, gender: 'male' });

type Route = FakeResponse | ((call: RecordedCall) => FakeResponse);

interface Setup {
  status?: LeagueStatus;
  players?: LeaguePlayerDto[];
  divisions?: DivisionDto[];
  working?: AssignmentDto[];
  routes?: Record<string, Route>;
}

/** The league's API as the panel sees it; status changes and saved drafts are remembered. */
function openPanel({
  status = 'draft',
  players = [alice, bob],
  divisions = [divisionA, divisionB],
  working = [],
  routes = {},
}: Setup = {}) {
  let league: LeagueDto = makeLeague({ league_status: status });
  let assignments = working;
  // Any number will do; 7 makes it plain in the assertions that the board sends back what it read.
  let boardVersion = 7;
  const api = installFakeApi({
    'GET users/me': { body: admin },
    'GET leagues/get': () => ({ body: league }),
    'GET leagues/all': () => ({ body: [league] }),
    'GET divisions/byLeague': { body: divisions },
    'GET registrations/getPlayersByLeague': { body: players },
    'GET divisions/board': () => ({ body: { success: true, assignments, board_version: boardVersion } }),
    'PATCH leagues/updateState': (call) => {
      league = { ...league, league_status: (call.body as { state: LeagueStatus }).state };
      return { body: league };
    },
    'POST divisions/saveDraftAssignments': (call) => {
      const { changes } = call.body as { changes: { player_id: number; division_id: number | null }[] };
      const merged = new Map(assignments.map((entry) => [entry.player_id, entry.division_id as number | null]));
      for (const change of changes) merged.set(change.player_id, change.division_id);
      assignments = [...merged]
        .filter((entry): entry is [number, number] => entry[1] !== null)
        .map(([player_id, division_id]) => ({ player_id, division_id }));
      boardVersion += 1;
      return { body: { success: true, assignments, board_version: boardVersion } };
    },
    ...routes,
  });
  const view = renderApp('/admin/leagues-registrations?manage=5');
  return { ...view, api };
}

const loaded = () => screen.findByRole('heading', { level: 2, name: 'Spring Singles' });
const column = (name: string) => within(screen.getByRole('region', { name }));
const card = (name: string) => {
  const found = document.querySelector(`[data-player-card="${name}"]`);
  if (!(found instanceof HTMLElement)) throw new Error(`No card for ${name}`);
  return within(found);
};

describe('Manage panel: status', () => {
  it('offers the one forward step of the status and takes it without asking when it can be undone', async () => {
    const { user, api } = openPanel({ status: 'draft' });
    await loaded();
    expect(screen.queryByRole('button', { name: 'Close Registration' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open Registration' }));
    await findToast('League status updated to Registration Open');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('PATCH', 'leagues/updateState')[0]?.body).toEqual({ league_id: 5, state: 'registration_open' });
    expect(await screen.findByRole('button', { name: 'Close Registration' })).toBeInTheDocument();
  });

  it("asks before Start League, and shows the server's refusal while a player is unassigned", async () => {
    const { user, api } = openPanel({
      status: 'pending_start',
      routes: { 'PATCH leagues/updateState': { status: 409, body: { error: UNASSIGNED_PLAYERS_MESSAGE } } },
    });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Start League' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start League' });
    expect(within(dialog).getByText('Start League? This action cannot be undone.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('PATCH', 'leagues/updateState')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Start League' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Start League' }));
    await findToast(UNASSIGNED_PLAYERS_MESSAGE);
    expect(api.callsTo('PATCH', 'leagues/updateState')[0]?.body).toEqual({ league_id: 5, state: 'active' });
  });

  it('falls back to the spec message when the status change fails without a reason', async () => {
    const { user } = openPanel({
      status: 'registration_open',
      routes: { 'PATCH leagues/updateState': { status: 500, body: { error: 'x' } } },
    });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Close Registration' }));
    await findToast('Failed to update league status');
  });

  it('marks the current step of the timeline', async () => {
    openPanel({ status: 'registration_closed' });
    await loaded();
    const timeline = screen.getByRole('list', { name: 'League timeline' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent?.replace(/(Done|Current step|Upcoming)$/, ''))).toEqual([
      'Draft',
      'Registration Open',
      'Registration Closed',
      'Pending Start',
      'Active',
      'Playoffs',
      'Completed',
    ]);
    const current = steps.filter((step) => step.getAttribute('aria-current') === 'step');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveTextContent('Registration ClosedCurrent step');
  });

  it('cancels a league after its own confirmation', async () => {
    const { user, api } = openPanel({ status: 'registration_open' });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Cancel League' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel League' });
    expect(within(dialog).getByText('Cancel League? This action cannot be undone.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel League' }));
    await findToast('League status updated to Canceled');
    expect(api.callsTo('PATCH', 'leagues/updateState')[0]?.body).toEqual({ league_id: 5, state: 'canceled' });
    expect(await screen.findByText('This league is canceled and can no longer be changed.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Division' })).not.toBeInTheDocument();
  });

  it('publishes the board as it is and the league together, in one call, with Publish Divisions', async () => {
    const { user, api } = openPanel({
      status: 'registration_closed',
      working: [{ player_id: 21, division_id: 10 }],
      routes: { 'POST leagues/publish': { body: makeLeague({ league_status: 'pending_start' }) } },
    });
    await loaded();
    await user.selectOptions(getField('Division for Bob Jones'), 'Division B');
    await user.click(screen.getByRole('button', { name: 'Publish Divisions' }));
    await findToast('League divisions published successfully!');
    const posts = api.calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.path)).toEqual(['leagues/publish']);
    expect(posts[0]?.body).toEqual({
      league_id: 5,
      assignments: [
        { player_id: 21, division_id: 10 },
        { player_id: 22, division_id: 11 },
      ],
      board_version: 7,
    });
  });

  it('says Failed to publish league when publishing fails', async () => {
    const { user } = openPanel({
      status: 'registration_closed',
      routes: { 'POST leagues/publish': { status: 503, body: { error: 'x' } } },
    });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Publish Divisions' }));
    await findToast('Failed to publish league');
  });

  it('says Failed to load league data when the league cannot be loaded', async () => {
    openPanel({ routes: { 'GET leagues/get': { status: 404, body: { error: 'League not found.' } } } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load league data');
    expect(alert).toHaveTextContent('League not found.');
    expect(screen.getByRole('link', { name: 'Back to all leagues' })).toHaveAttribute(
      'href',
      '/admin/leagues-registrations',
    );
  });
});

describe('Manage panel: divisions', () => {
  it('asks for every field of a new division, then creates it', async () => {
    const { user, api } = openPanel({
      routes: {
        'POST divisions/create': (call) => ({ status: 201, body: { id: 12, ...(call.body as object) } }),
      },
    });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Create Division' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Division' });
    await user.click(within(dialog).getByRole('button', { name: 'Create Division' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please fill in all required fields.');
    expect(getField('Division Name')).toHaveAttribute('aria-invalid', 'true');
    expect(getField('Rank Level')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', 'divisions/create')).toHaveLength(0);
    // Every rating a player can give themselves has a division level to match (issue 36).
    const levels = within(getField('Rank Level'))
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'))
      .filter((value) => value !== '');
    expect(levels).toEqual(['2.5', '3.0', '3.5', '4.0', '4.5', '5.0', '5.5', '6.0']);

    await user.type(getField('Division Name'), 'Division C');
    await user.selectOptions(getField('Rank Level'), '4.0');
    await user.selectOptions(getField('Gender'), 'Ladies');
    await user.click(within(dialog).getByRole('button', { name: 'Create Division' }));
    await findToast('Division created!');
    expect(api.callsTo('POST', 'divisions/create')[0]?.body).toEqual({
      league_id: 5,
      division_name: 'Division C',
      rank_level: 4,
      gender: 'female',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says Error creating division, and shows a taken name under the name', async () => {
    const { user } = openPanel({
      routes: {
        'POST divisions/create': {
          status: 409,
          body: { error: 'A division with this name already exists in this league.' },
        },
      },
    });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Create Division' }));
    await user.type(getField('Division Name'), 'Division A');
    await user.selectOptions(getField('Rank Level'), '3.5');
    await user.selectOptions(getField('Gender'), 'Coed');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Create Division' }));
    await findToast('Error creating division');
    expect(getField('Division Name')).toHaveAccessibleDescription(
      'A division with this name already exists in this league.',
    );
  });

  it('edits a division with its current values', async () => {
    const { user, api } = openPanel({
      routes: { 'PUT divisions/update': (call) => ({ body: { league_id: 5, ...(call.body as object) } }) },
    });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Edit Division B' }));
    await screen.findByRole('dialog', { name: 'Edit Division' });
    expect(getField('Division Name')).toHaveValue('Division B');
    expect(getField('Rank Level')).toHaveValue('4.0');
    expect(getField('Gender')).toHaveValue('male');
    await user.selectOptions(getField('Gender'), 'Coed');
    await user.click(screen.getByRole('button', { name: 'Save Division' }));
    await findToast('Division updated!');
    expect(api.callsTo('PUT', 'divisions/update')[0]?.body).toEqual({
      id: 11,
      division_name: 'Division B',
      rank_level: 4,
      gender: 'coed',
    });
  });

  it('deletes a division after confirming, and says when it could not', async () => {
    let fail = false;
    const { user, api } = openPanel({
      routes: {
        'DELETE divisions/delete': () => (fail ? { status: 500, body: { error: 'x' } } : { body: { success: true } }),
      },
    });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Delete Division A' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete division' });
    expect(within(dialog).getByText('Delete Division A? Its players become unassigned.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await findToast('Division deleted!');
    expect(api.callsTo('DELETE', 'divisions/delete')[0]?.query.get('division_id')).toBe('10');

    fail = true;
    await user.click(screen.getByRole('button', { name: 'Delete Division A' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await findToast('Failed to delete division');
  });
});

describe('Manage panel: placement', () => {
  it('shows the saved draft: each player in the column of their saved division', async () => {
    openPanel({ status: 'registration_closed', working: [{ player_id: 22, division_id: 11 }] });
    await loaded();
    expect(column('Division B').getByText('Bob Jones')).toBeInTheDocument();
    expect(column('Unassigned').getByText('Alice Smith')).toBeInTheDocument();
    expect(column('Unassigned').getByText('Rating 4.0')).toBeInTheDocument();
    expect(column('Division A').getByText('No players')).toBeInTheDocument();
    expect(getField('Division for Bob Jones')).toHaveValue('11');
  });

  it('places players with the Select and saves only the changes since the last save', async () => {
    const { user, api } = openPanel({ status: 'registration_closed', working: [{ player_id: 22, division_id: 11 }] });
    await loaded();
    expect(screen.getByRole('button', { name: 'Save Draft' })).toBeDisabled();

    await user.selectOptions(getField('Division for Alice Smith'), 'Division A');
    expect(column('Division A').getByText('Alice Smith')).toBeInTheDocument();
    expect(card('Alice Smith').getByText('Unsaved')).toBeInTheDocument();
    await user.selectOptions(getField('Division for Bob Jones'), 'Unassigned');
    expect(column('Unassigned').getByText('Bob Jones')).toBeInTheDocument();
    expect(screen.getByText('2 unsaved changes.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await findToast('Draft saved!');
    expect(api.callsTo('POST', 'divisions/saveDraftAssignments')[0]?.body).toEqual({
      league_id: 5,
      changes: [
        { player_id: 21, division_id: 10 },
        { player_id: 22, division_id: null },
      ],
      board_version: 7,
    });
    expect(screen.getByText('All changes saved.')).toBeInTheDocument();
    expect(card('Alice Smith').queryByText('Unsaved')).not.toBeInTheDocument();
    expect(column('Division A').getByText('Alice Smith')).toBeInTheDocument();

    // Moving back to where the draft has her makes no change to save.
    await user.selectOptions(getField('Division for Alice Smith'), 'Division B');
    await user.selectOptions(getField('Division for Alice Smith'), 'Division A');
    expect(screen.getByRole('button', { name: 'Save Draft' })).toBeDisabled();
  });

  it('keeps the moves when saving fails', async () => {
    const { user } = openPanel({
      status: 'registration_open',
      routes: { 'POST divisions/saveDraftAssignments': { status: 500, body: { error: 'x' } } },
    });
    await loaded();
    await user.selectOptions(getField('Division for Alice Smith'), 'Division B');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await findToast('Failed to save draft');
    expect(column('Division B').getByText('Alice Smith')).toBeInTheDocument();
    expect(screen.getByText('1 unsaved change.')).toBeInTheDocument();
  });

  it('after Publish Divisions, marks placements not published yet and publishes them on their own', async () => {
    const { user, api } = openPanel({
      status: 'pending_start',
      players: [{ ...alice, division_id: 10 }, bob],
      working: [{ player_id: 21, division_id: 10 }],
      routes: {
        'POST divisions/publishAssignments': {
          body: { success: true, assignments: [], matches_created: 0, matches_removed: 0, board_version: 9 },
        },
      },
    });
    await loaded();
    expect(screen.getByRole('button', { name: 'Publish Assignments' })).toBeDisabled();
    await user.selectOptions(getField('Division for Bob Jones'), 'Division B');
    expect(screen.getByText(/Start League counts published placements only/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await findToast('Draft saved!');
    expect(card('Bob Jones').getByText('Not published')).toBeInTheDocument();
    expect(card('Alice Smith').queryByText('Not published')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Publish Assignments' }));
    await findToast('Assignments published!');
    expect(api.callsTo('POST', 'divisions/publishAssignments')[0]?.body).toEqual({
      league_id: 5,
      assignments: [
        { player_id: 21, division_id: 10 },
        { player_id: 22, division_id: 11 },
      ],
      // The draft saved above moved the board from 7 to 8.
      board_version: 8,
    });
  });

  it('shows what a publish would remove and publishes only when the admin confirms it', async () => {
    const summary = 'This would remove 3 matches, 1 of them scheduled, and unplace 1 player.';
    const { user, api } = openPanel({
      status: 'active',
      players: [
        { ...alice, division_id: 10 },
        { ...bob, division_id: 10 },
      ],
      working: [
        { player_id: 21, division_id: 10 },
        { player_id: 22, division_id: 10 },
      ],
      routes: {
        'POST divisions/publishAssignments': (call) =>
          (call.body as { confirm_removals?: boolean }).confirm_removals
            ? { body: { success: true, assignments: [], matches_created: 0, matches_removed: 3, board_version: 8 } }
            : {
                status: 409,
                body: { error: summary, removals: { matches: 3, scheduled_matches: 1, players_unplaced: 1 } },
              },
      },
    });
    await loaded();
    await user.selectOptions(getField('Division for Bob Jones'), 'Unassigned');
    await user.click(screen.getByRole('button', { name: 'Publish Assignments' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Publish Assignments' }));
    expect(dialog.getByText(summary)).toBeInTheDocument();
    expect(dialog.getByText(/loses their unplayed matches there, booked ones included/)).toBeInTheDocument();
    expect(api.callsTo('POST', 'divisions/publishAssignments')).toHaveLength(1);
    await user.click(dialog.getByRole('button', { name: 'Publish Anyway' }));
    await findToast('Assignments published!');
    const [asked, confirmed] = api.callsTo('POST', 'divisions/publishAssignments');
    expect(asked?.body).not.toHaveProperty('confirm_removals');
    expect(confirmed?.body).toEqual({ ...(asked?.body as object), confirm_removals: true });
  });

  it('publishes nothing when the admin cancels the summary', async () => {
    const { user, api } = openPanel({
      status: 'active',
      players: [{ ...alice, division_id: 10 }, bob],
      working: [{ player_id: 21, division_id: 10 }],
      routes: {
        'POST divisions/publishAssignments': {
          status: 409,
          body: {
            error: 'This would remove 1 match.',
            removals: { matches: 1, scheduled_matches: 0, players_unplaced: 0 },
          },
        },
      },
    });
    await loaded();
    await user.selectOptions(getField('Division for Alice Smith'), 'Division B');
    await user.click(screen.getByRole('button', { name: 'Publish Assignments' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Publish Assignments' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', 'divisions/publishAssignments')).toHaveLength(1);
    // The move stays on the board, still to be published.
    expect(column('Division B').getByText('Alice Smith')).toBeInTheDocument();
  });

  it('says when another admin changed the board meanwhile, and shows their board with the moves kept', async () => {
    const stale = STALE_BOARD_MESSAGE;
    const { user, api } = openPanel({
      status: 'registration_open',
      routes: { 'POST divisions/saveDraftAssignments': { status: 409, body: { error: stale } } },
    });
    await loaded();
    const boardReads = () => api.callsTo('GET', 'divisions/board').length;
    const readsBefore = boardReads();
    await user.selectOptions(getField('Division for Alice Smith'), 'Division A');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await findToast(stale);
    await waitFor(() => expect(boardReads()).toBeGreaterThan(readsBefore));
    expect(column('Division A').getByText('Alice Smith')).toBeInTheDocument();
    expect(screen.getByText('1 unsaved change.')).toBeInTheDocument();
  });

  it('gives every player card a drag handle for the keyboard, described by the instructions', async () => {
    openPanel({ status: 'registration_closed' });
    await loaded();
    const handle = card('Alice Smith').getByRole('button', { name: /Alice Smith/ });
    expect(handle).toHaveAttribute('aria-roledescription', 'draggable');
    expect(handle).toHaveAccessibleDescription(/press Space to pick them up, use the arrow keys/);
  });

  it('shows a completed league without letting players be moved', async () => {
    openPanel({ status: 'completed' });
    await loaded();
    expect(screen.getByText('This league is completed and can no longer be changed.')).toBeInTheDocument();
    expect(getField('Division for Alice Smith')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save Draft' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Division A' })).not.toBeInTheDocument();
    expect(screen.getByText('This league has no further steps.')).toBeInTheDocument();
  });
});

describe('Manage panel: leaving with unsaved placements', () => {
  const editLeague = (user: ReturnType<typeof openPanel>['user']) =>
    user.click(screen.getByRole('link', { name: 'Edit League' }));

  it("links to the league's own pages and its season view", async () => {
    openPanel({ status: 'active' });
    await loaded();
    expect(screen.getByRole('link', { name: 'View League' })).toHaveAttribute('href', '/leagues/5');
    expect(screen.getByRole('link', { name: 'Season' })).toHaveAttribute('href', '/admin/leagues/5/season');
  });

  it('leaves at once when no player was moved', async () => {
    const { user, router } = openPanel({ status: 'registration_closed' });
    await loaded();
    await editLeague(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/leagues/editor/5'));
    expect(screen.queryByRole('dialog', { name: UNSAVED_CHANGES_TITLE })).not.toBeInTheDocument();
  });

  it('asks first while a move is not saved, and Stay keeps it on the board', async () => {
    const { user, router } = openPanel({ status: 'registration_closed' });
    await loaded();
    await user.selectOptions(getField('Division for Alice Smith'), 'Division A');

    await editLeague(user);
    const dialog = await screen.findByRole('dialog', { name: UNSAVED_CHANGES_TITLE });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/admin/leagues-registrations');
    expect(column('Division A').getByText('Alice Smith')).toBeInTheDocument();
    expect(screen.getByText('1 unsaved change.')).toBeInTheDocument();
  });

  it('does not ask once the moves are saved as a draft', async () => {
    const { user, router } = openPanel({ status: 'registration_closed' });
    await loaded();
    await user.selectOptions(getField('Division for Alice Smith'), 'Division A');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await findToast('Draft saved!');

    await editLeague(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/leagues/editor/5'));
    expect(screen.queryByRole('dialog', { name: UNSAVED_CHANGES_TITLE })).not.toBeInTheDocument();
  });
});
