import { describe, expect, it } from 'vitest';
import { postLeague, quickPlayers, registerAll, startLeague, useAppWithAdmin } from '../../test/league-fixtures';
import { findPlacementOfPlayer } from './divisions';
import { findLeagueAccess } from './league-access';
import { findLeagueView, type LeagueViewer } from './leagues';
import { entryPlayerIdOf, insertCompletePair } from './pairs';
import { insertPlayer } from './players';
import { findUserPlayerInLeague } from './registrations';

// findLeagueAccess replaces three reads made one after another (ADR 039); it must answer exactly as they do,
// for every kind of viewer and league, or the permission checks built on it would change.

const t = useAppWithAdmin({ withStranger: true });

/** The answer the three separate reads give. */
async function stepByStep(leagueId: number, viewer: LeagueViewer) {
  const league = await findLeagueView(t.app.db, leagueId, viewer);
  if (!league) return undefined;
  const player = await findUserPlayerInLeague(t.app.db, leagueId, viewer.userId);
  const entryPlayerId = player ? await entryPlayerIdOf(t.app.db, leagueId, player.id) : null;
  const placement = entryPlayerId ? await findPlacementOfPlayer(t.app.db, leagueId, entryPlayerId) : undefined;
  return { league, playerId: player?.id ?? null, entryPlayerId, placement: placement ?? null };
}

describe('findLeagueAccess', () => {
  it('gives the same league, player and placement as the separate reads, for every viewer and league', async () => {
    const started = await startLeague(t.app, t.admin.cookie, { divisions: [2, 2] });
    const hidden = await startLeague(t.app, t.admin.cookie, { divisions: [2], league: { public_visible: false } });
    const draft = await postLeague(t.app, t.admin.cookie);
    const [waiting, twoPlayers] = await quickPlayers(t.app, 2);
    await registerAll(t.app, draft.id, [waiting!.player.id]);
    // An account with a second player: the primary one is not registered, the second one is placed.
    const second = await insertPlayer(t.app.db, {
      userId: twoPlayers!.user.id,
      primaryPlayer: false,
      firstName: 'Second',
      lastName: 'Player',
      rating: 3.5,
      gender: 'Mens',
    });
    await registerAll(t.app, draft.id, [second.id, twoPlayers!.player.id]);
    // A doubles partner (ADR 078): registered, never placed, playing under the placed anchor's id.
    const [partner] = await quickPlayers(t.app, 1);
    await registerAll(t.app, started.league.id, [partner!.player.id]);
    await insertCompletePair(t.app.db, {
      leagueId: started.league.id,
      anchorPlayerId: started.members[0]!.player.id,
      partnerPlayerId: partner!.player.id,
      createdByUserId: null,
    });
    const partnerAccess = await findLeagueAccess(t.app.db, started.league.id, {
      userId: partner!.user.id,
      admin: false,
    });
    expect(partnerAccess?.entryPlayerId).toBe(started.members[0]!.player.id);
    expect(partnerAccess?.placement).not.toBeNull();

    const viewers: LeagueViewer[] = [
      { userId: t.admin.user.id, admin: true },
      { userId: t.stranger.user.id, admin: false },
      { userId: waiting!.user.id, admin: false },
      { userId: twoPlayers!.user.id, admin: false },
      { userId: partner!.user.id, admin: false },
      ...[...started.members, ...hidden.members].map((member) => ({ userId: member.user.id, admin: false })),
    ];
    const leagueIds = [started.league.id, hidden.league.id, draft.id, 999_999];
    let compared = 0;
    for (const leagueId of leagueIds) {
      for (const viewer of viewers) {
        expect(await findLeagueAccess(t.app.db, leagueId, viewer), `league ${leagueId}, user ${viewer.userId}`).toEqual(
          await stepByStep(leagueId, viewer),
        );
        compared++;
      }
    }
    expect(compared).toBe(leagueIds.length * viewers.length);
  });

  it("prefers the account's primary player when both are registered, as the league page does", async () => {
    const draft = await postLeague(t.app, t.admin.cookie);
    const [person] = await quickPlayers(t.app, 1);
    const extra = await insertPlayer(t.app.db, {
      userId: person!.user.id,
      primaryPlayer: false,
      firstName: 'Extra',
      lastName: 'Player',
      rating: 3.5,
      gender: 'Mens',
    });
    await registerAll(t.app, draft.id, [extra.id, person!.player.id]);
    const access = await findLeagueAccess(t.app.db, draft.id, { userId: person!.user.id, admin: false });
    expect(access?.playerId).toBe(person!.player.id);
  });

  it('hides a draft league from a player who is not in it, and shows it to an admin', async () => {
    const draft = await postLeague(t.app, t.admin.cookie);
    expect(await findLeagueAccess(t.app.db, draft.id, { userId: t.stranger.user.id, admin: false })).toBeUndefined();
    const access = await findLeagueAccess(t.app.db, draft.id, { userId: t.admin.user.id, admin: true });
    expect(access).toMatchObject({ league: { id: draft.id }, playerId: null, placement: null });
  });
});
