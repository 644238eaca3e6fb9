import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@courtside/shared/schemas/common';
import { leagueIdQuery } from '@courtside/shared/schemas/leagues';
import { seasonCsvQuery, seasonViewResponse, type SeasonDivisionDto } from '@courtside/shared/schemas/season';
import { formatScore } from '@courtside/shared/tennis/score-display';
import { explainPlace, formatPercentage } from '@courtside/shared/tennis/standings/index';
import { listSetScoresOfMatches, listMatchesWithDetails } from '../db/queries/matches';
import { listDivisionProgress, listUnarrangedPlayers, listWaitingScores } from '../db/queries/season';
import { listStandingsDivisions, listStandingsMatches, listStandingsPlayers } from '../db/queries/standings';
import { partnersByAnchor } from '../db/queries/pairs';
import { toAttentionMatchDto } from '../dto/attention-match';
import { entryNameOf } from '../dto/entry-names';
import { toSetScoreDto } from '../dto/matches';
import { toStandingsMatchDto, toStandingsPlayerDto, toStandingsResponse } from '../dto/standings';
import { csvFileName, toCsv, type CsvCell } from '../lib/csv';
import { requireUser } from '../lib/session';
import { requireLeagueManager } from './league-access';

const tags = ['admin'];
const refusals = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/** A round robin of n players has n(n-1)/2 matches. */
const pairsOf = (players: number) => (players * (players - 1)) / 2;

/** The season view of a league and its CSV downloads (issue 36 item 5), for its admins and organizer. */
export const seasonRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The league's managers only: admins and its organizer (ADR 075); a league hidden from the caller is a 404. */
  async function requireLeagueForManager(request: FastifyRequest, leagueId: number) {
    const manager = await requireUser(request);
    const league = await requireLeagueManager(app.db, leagueId, manager);
    return { manager, league };
  }

  app.get(
    '/seasonView',
    {
      schema: {
        tags,
        description:
          "One league's season for its admins: per division, matches played of the round robin, placed players " +
          'with nothing played or scheduled, scores awaiting confirmation and disputed scores.',
        querystring: leagueIdQuery,
        response: { 200: seasonViewResponse, ...refusals },
      },
    },
    async (request) => {
      const { manager, league } = await requireLeagueForManager(request, request.query.league_id);
      const [progress, unarranged, waiting] = await Promise.all([
        listDivisionProgress(app.db, league.id),
        listUnarrangedPlayers(app.db, league.id),
        listWaitingScores(app.db, league.id),
      ]);
      const sets = await listSetScoresOfMatches(
        app.db,
        waiting.map((row) => row.matchId),
        // Read as an admin would: the caller runs this league, and the ids are its own matches.
        { userId: manager.id, admin: true },
      );
      const divisions = progress.map((division): SeasonDivisionDto => ({
        division_id: division.id,
        division_name: division.name,
        players: division.players,
        matches_played: division.played,
        // After the start the round robin's matches are the division's (ADR 026), including the played ones
        // of players who have left; before it there are none yet, and the pairs say what is to come.
        matches_total: Math.max(division.matches, pairsOf(division.players)),
        idle_players: unarranged
          .filter((player) => player.divisionId === division.id)
          .map((player) => ({ player_id: player.playerId, name: entryNameOf(player, player.partner) })),
        awaiting_confirmation: [],
        disputed: [],
      }));
      const byId = new Map(divisions.map((division) => [division.division_id, division]));
      for (const row of waiting) {
        const division = byId.get(row.divisionId);
        if (!division) continue;
        (row.disputed ? division.disputed : division.awaiting_confirmation).push(toAttentionMatchDto(row, sets));
      }
      return {
        success: true as const,
        league_id: league.id,
        league_name: league.name,
        season: league.season,
        league_status: league.leagueStatus,
        divisions,
      };
    },
  );

  app.get(
    '/standingsCsv',
    {
      schema: {
        tags,
        description:
          "The league's standings by division as a CSV file (text/csv, UTF-8): the standings page's figures, with " +
          "wins and losses in columns of their own, and each place's reason. Dates in `time_zone`. Its admins and organizer only.",
        querystring: seasonCsvQuery,
        response: refusals,
      },
    },
    async (request, reply) => {
      const { league } = await requireLeagueForManager(request, request.query.league_id);
      const [players, matches, divisions] = await Promise.all([
        listStandingsPlayers(app.db, league.id),
        listStandingsMatches(app.db, league.id),
        listStandingsDivisions(app.db, league.id),
      ]);
      const allPlayers = players.map(toStandingsPlayerDto);
      const { standings } = toStandingsResponse({
        allPlayers,
        allMatches: matches.map((match) => toStandingsMatchDto(match, league.scoringFormat)),
        divisions,
        currentPlayerId: null,
      });
      // A doubles row is a pair, named "Ann Lee & Bo Park" in the Player column and in the reasons (ADR 078).
      const names = new Map(
        players.map((player) => [
          player.id,
          entryNameOf(player, { firstName: player.partnerFirstName, lastName: player.partnerLastName }),
        ]),
      );
      const day = new Intl.DateTimeFormat('en-US', {
        timeZone: request.query.time_zone,
        month: 'short',
        day: 'numeric',
        year: 'numeric',
      });
      const wording = {
        nameOf: (playerId: number | string) => names.get(Number(playerId)) ?? 'Unknown player',
        formatDate: (iso: string) => day.format(new Date(iso)),
      };
      const rows: CsvCell[][] = standings.by_division.flatMap((division) =>
        division.rows.map((row, index) => [
          division.division_name ?? 'Not in a division',
          index + 1,
          wording.nameOf(row.player_id),
          row.matches_played,
          row.wins,
          row.losses,
          formatPercentage(row.win_percentage),
          row.sets_won,
          row.sets_lost,
          formatPercentage(row.set_win_percentage),
          row.games_won,
          row.games_lost,
          formatPercentage(row.game_win_percentage),
          explainPlace(division.rows, index, wording) ?? '',
        ]),
      );
      const header = [
        'Division',
        'Rank',
        'Player',
        'Matches',
        'Wins',
        'Losses',
        'Win %',
        'Sets Won',
        'Sets Lost',
        'Set %',
        'Games Won',
        'Games Lost',
        'Game %',
        'Why',
      ];
      return sendCsv(reply, csvFileName(league.name, `league-${league.id}`, 'standings'), toCsv(header, rows));
    },
  );

  app.get(
    '/resultsCsv',
    {
      schema: {
        tags,
        description:
          'Every match of the league as a CSV file (text/csv, UTF-8): date and time in `time_zone`, division, home, ' +
          'away, score from the home side, status and where the score stands. Its admins and organizer only.',
        querystring: seasonCsvQuery,
        response: refusals,
      },
    },
    async (request, reply) => {
      const { league } = await requireLeagueForManager(request, request.query.league_id);
      const zone = request.query.time_zone;
      const [matches, divisions, partners] = await Promise.all([
        listMatchesWithDetails(app.db, { leagueId: league.id }),
        listStandingsDivisions(app.db, league.id),
        partnersByAnchor(app.db, { leagueId: league.id }),
      ]);
      const sideName = (anchorId: number, anchor: { firstName: string; lastName: string }) =>
        entryNameOf(anchor, partners.get(anchorId) ?? null);
      const divisionNames = new Map(divisions.map((division) => [division.id, division.name]));
      const when = localDateTime(zone);
      const ordered = [...matches].sort(
        (a, b) =>
          (a.match.matchDatetime?.getTime() ?? Infinity) - (b.match.matchDatetime?.getTime() ?? Infinity) ||
          a.match.id - b.match.id,
      );
      const rows: CsvCell[][] = ordered.map(({ match, home, away, sets }) => {
        const played = match.scoreConfirmation !== null;
        return [
          match.matchDatetime ? when(match.matchDatetime) : '',
          divisionNames.get(match.divisionId) ?? '',
          sideName(match.homePlayerId, home),
          sideName(match.awayPlayerId, away),
          played && sets.length > 0 ? formatScore(sets.map(toSetScoreDto), 'home') : '',
          STATUS_LABELS[match.status],
          match.scoreConfirmation ? CONFIRMATION_LABELS[match.scoreConfirmation] : '',
        ];
      });
      const header = [`Date (${zone})`, 'Division', 'Home', 'Away', 'Score', 'Status', 'Confirmation'];
      return sendCsv(reply, csvFileName(league.name, `league-${league.id}`, 'results'), toCsv(header, rows));
    },
  );
};

const STATUS_LABELS: Record<string, string> = {
  unscheduled: 'Unscheduled',
  scheduled: 'Scheduled',
  normal: 'Played',
  home_retired: 'Home player retired',
  away_retired: 'Away player retired',
};
const CONFIRMATION_LABELS: Record<string, string> = {
  pending: 'Awaiting confirmation',
  confirmed: 'Confirmed',
  disputed: 'Disputed',
};

/** "2026-11-03 18:00" on the clock of `zone`: sortable, and read as a date and time by spreadsheets. */
function localDateTime(zone: string) {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return (date: Date) => {
    const part = Object.fromEntries(format.formatToParts(date).map((entry) => [entry.type, entry.value]));
    return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
  };
}

function sendCsv(reply: FastifyReply, fileName: string, body: string) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(body);
}
