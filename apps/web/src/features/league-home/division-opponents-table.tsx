import { Text } from '@mantine/core';
import type { MyDivisionDto } from '@courtside/shared/schemas/divisions';
import { getMatchState } from '@courtside/shared/tennis/match-status';
import { LeagueSection } from './league-section';
import plainTable from '@/components/plain-table.module.css';
import classes from './league-home.module.css';
import { personName } from '@/lib/match-display';
import { matchAgainst, scoreFor } from './match-view';

export const NOT_PLAYED = 'Not played';

/**
 * league-play section 2: Opponent, Home/Away and Score, one row per other member of my division. Three short
 * columns that wrap fit a 375 px phone, so the table stays a table there. Plain table elements with the app's
 * table class, not Mantine's Table: a component a cell made it a long task of the page's first load (issue 10).
 */
export function DivisionOpponentsTable({ division }: { division: MyDivisionDto }) {
  const me = division.player_id;
  const opponents = division.roster.filter((player) => player.id !== me);
  return (
    <LeagueSection title="Division Opponents">
      {opponents.length === 0 ? (
        <Text>No other players are in your division yet.</Text>
      ) : (
        <table aria-label="Division Opponents" className={`${plainTable.table} ${classes.compactTable}`}>
          <thead>
            <tr>
              <th scope="col">Opponent</th>
              <th scope="col">Home/Away</th>
              <th scope="col">Score</th>
            </tr>
          </thead>
          <tbody>
            {opponents.map((opponent) => {
              const match = matchAgainst(division.matches, me, opponent.id);
              const played = match !== undefined && getMatchState(match.status) === 'completed';
              return (
                <tr key={opponent.id}>
                  <th scope="row" className={classes.nameCell}>
                    {personName(opponent.first_name, opponent.last_name)}
                  </th>
                  <td>{match ? (match.home_player_id === me ? 'Home' : 'Away') : '–'}</td>
                  <td>{played ? scoreFor(match, me) : NOT_PLAYED}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </LeagueSection>
  );
}
