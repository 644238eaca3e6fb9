import { lazy, Suspense, type CSSProperties } from 'react';
import { Badge, rem, VisuallyHidden } from '@mantine/core';
import type { StandingRowDto } from '@courtside/shared/schemas/standings';
import { formatPercentage, formatRecord } from '@courtside/shared/tennis/standings/standing-row';
import { disputedExplanation } from './disputed-matches';
import plainTable from '@/components/plain-table.module.css';
import classes from './standings-table.module.css';

export interface StandingsTableProps {
  /** The id of the heading that names the table. */
  labelledBy: string;
  rows: readonly StandingRowDto[];
  nameOf: (playerId: number) => string;
  currentPlayerId: number | null;
  disputed: ReadonlyMap<number, number>;
  showDetails: boolean;
}

const percent = (value: number) => `${formatPercentage(value)}%`;

/**
 * Rank, Player, Matches, Win % and Record, with Sets, Set %, Games and Game % as details. The table scrolls
 * sideways inside its box on a narrow screen rather than squeezing the names; the box is focusable so the
 * keyboard can scroll it too.
 *
 * Plain table elements with a class, not Mantine's Table: a row of Mantine's took ten components (each cell, the
 * name's group and text), most of the standings' render in the page's first load; the look is the same (issue 10).
 */
export function StandingsTable({
  labelledBy,
  rows,
  nameOf,
  currentPlayerId,
  disputed,
  showDetails,
}: StandingsTableProps) {
  return (
    <div className={classes.scrollBox} tabIndex={0} role="region" aria-labelledby={labelledBy}>
      <table
        className={`${plainTable.table} ${plainTable.hoverRows} ${classes.table}`}
        style={{ '--table-min-width': rem(showDetails ? 720 : 340) } as CSSProperties}
        aria-labelledby={labelledBy}
      >
        <thead>
          <tr>
            <th scope="col">Rank</th>
            <th scope="col">Player</th>
            <th scope="col">Matches</th>
            <th scope="col">Win %</th>
            <th scope="col">Record</th>
            {showDetails ? (
              <>
                <th scope="col">Sets</th>
                <th scope="col">Set %</th>
                <th scope="col">Games</th>
                <th scope="col">Game %</th>
              </>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const isMe = currentPlayerId !== null && row.player_id === currentPlayerId;
            const disputes = disputed.get(row.player_id) ?? 0;
            return (
              <tr
                key={row.player_id}
                aria-current={isMe ? 'true' : undefined}
                className={isMe ? plainTable.current : undefined}
              >
                <td>{index + 1}</td>
                <th scope="row" className={classes.player}>
                  <div className={classes.playerLine}>
                    <span className={classes.name}>
                      {nameOf(row.player_id)}
                      {isMe ? ' (you)' : null}
                    </span>
                    {disputes > 0 ? <DisputedBadge explanation={disputedExplanation(disputes)} /> : null}
                  </div>
                </th>
                <td>{row.matches_played}</td>
                <td>{percent(row.win_percentage)}</td>
                <td>{formatRecord(row.wins, row.losses)}</td>
                {showDetails ? (
                  <>
                    <td>{formatRecord(row.sets_won, row.sets_lost)}</td>
                    <td>{percent(row.set_win_percentage)}</td>
                    <td>{formatRecord(row.games_won, row.games_lost)}</td>
                    <td>{percent(row.game_win_percentage)}</td>
                  </>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

const DisputedTooltip = lazy(() => import('./disputed-tooltip'));

/**
 * The mark beside a player with a disputed score: read out after the word, and on hover once the tooltip's code
 * has come (the badge alone until then).
 */
function DisputedBadge({ explanation }: { explanation: string }) {
  const badge = (
    <Badge component="span" size="sm" variant="light" color="orange">
      Disputed
      <VisuallyHidden>: {explanation}</VisuallyHidden>
    </Badge>
  );
  return (
    <Suspense fallback={badge}>
      <DisputedTooltip explanation={explanation}>{badge}</DisputedTooltip>
    </Suspense>
  );
}
