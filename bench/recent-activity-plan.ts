import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../apps/api/src/db/client';
import { insertBenchLeague } from '../apps/api/src/db/queries/bench-league';
import { rowsOf } from '../apps/api/src/db/queries/analytics-metrics';
import { listRecentActivity } from '../apps/api/src/db/queries/recent-activity';
import { hashPassword } from '../apps/api/src/lib/passwords';
import { recordStatements } from '../apps/api/src/test/statement-recorder';
import { benchOnEachDatabase } from './http-timing';
import { isMain } from './measure';
import { planBenchLeague } from './standings-endpoint';

// The dashboard's Recent Activity (ADR 063) for a player of the standings benchmark's league: 100 divisions of 20,
// 19,000 matches, each arranged or played one with its audit rows (about 31,000). Prints the plan PostgreSQL
// makes, with what it read, and the time of a call: the read must stay with the viewer's division, not the club.

const RUNS = 200;
const WARMUP = 20;

/** What the API would have written for each match: its schedule, then its score and the opponent's answer. */
async function writeAuditRows(handle: DatabaseHandle, leagueId: number) {
  await handle.db.transaction(async (tx) => {
    // Without the notification triggers, which would tell each player of 31,000 changes one by one.
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
    insert into match_events (match_id, kind, actor_is_admin, match_datetime, status, set_scores, created_at)
    select m.id, e.kind, false, m.match_datetime, e.status, e.sets, m.match_datetime + e.after
    from matches m
    cross join lateral (values
      ('scheduled', 'scheduled', null::jsonb, interval '-5 days'),
      ('score_submitted', m.status, (select jsonb_agg(jsonb_build_object('set_number', s.set_number,
        'home_games', s.home_games, 'away_games', s.away_games) order by s.set_number)
        from match_set_scores s where s.match_id = m.id), interval '3 hours'),
      ('score_confirmed', m.status, null, interval '1 day')
    ) as e(kind, status, sets, after)
    where m.league_id = ${leagueId} and m.status <> 'unscheduled'
      and (e.kind = 'scheduled' or m.status <> 'scheduled')
      and (e.kind <> 'score_confirmed' or m.score_confirmation = 'confirmed')`);
  });
  await handle.db.execute(sql`analyze`);
}

async function bench(handle: DatabaseHandle, label: string) {
  const runId = randomBytes(4).toString('hex');
  const plan = { ...planBenchLeague(runId), passwordHash: await hashPassword('benchmark password') };
  const { leagueId, playerIds } = await insertBenchLeague(handle.db, plan);
  await writeAuditRows(handle, leagueId);
  const [counts] = rowsOf<{ matches: number; events: number }>(
    await handle.db.execute(sql`select (select count(*)::int from matches) as matches,
      (select count(*)::int from match_events) as events`),
  );
  const viewer = rowsOf<{ user_id: number }>(
    await handle.db.execute(sql`select user_id from players where id = ${playerIds[0]![0]!}`),
  )[0]!.user_id;

  const { result, statements } = await recordStatements(handle.db, () => listRecentActivity(handle.db, viewer, 10));
  const [statement] = statements;
  const explained = rowsOf<{ 'QUERY PLAN': string }>(
    await handle.db.execute(
      sql.raw(
        `explain (analyze, buffers, costs off) ${statement!.text.replace(/\$(\d+)\b/g, (_, i: string) =>
          String(statement!.params[Number(i) - 1]),
        )}`,
      ),
    ),
  );
  console.info(`${label}: ${counts!.matches} matches, ${counts!.events} audit rows; ${result.length} entries read`);
  console.info(explained.map((row) => `  ${row['QUERY PLAN']}`).join('\n'));

  const times: number[] = [];
  for (let i = 0; i < WARMUP + RUNS; i++) {
    const at = performance.now();
    await listRecentActivity(handle.db, viewer, 10);
    if (i >= WARMUP) times.push(performance.now() - at);
  }
  times.sort((a, b) => a - b);
  const at = (fraction: number) => times[Math.floor(fraction * times.length)]!.toFixed(2);
  console.info(`  listRecentActivity, ${RUNS} calls: median ${at(0.5)} ms, p90 ${at(0.9)} ms, min ${at(0)} ms\n`);
}

if (isMain(import.meta.url)) {
  await benchOnEachDatabase(bench);
}
