import { Table, Text } from '@mantine/core';
import type { MyDivisionDto } from '@courtside/shared/schemas/divisions';
import { getMatchState } from '@courtside/shared/tennis/match-status';
import { LeagueSection } from './league-section';
import classes from './league-home.module.css';
import { entryLabel } from '@/lib/match-display';
import { matchAgainst, scoreFor } from './match-view';

export const NOT_PLAYED = 'Not played';

/**
 * league-play section 2: Opponent, Home/Away and Score, one row per other member of my division. Three short
 * columns that wrap fit a 375 px phone, so the table stays a table there.
 */
export function DivisionOpponentsTable({ division }: { division: MyDivisionDto }) {
  const me = division.player_id;
  const opponents = division.roster.filter((player) => player.id !== me);
  return (
    <LeagueSection title="Division Opponents">
      {opponents.length === 0 ? (
        <Text>No other players are in your division yet.</Text>
      ) : (
        <Table striped verticalSpacing="sm" aria-label="Division Opponents" className={classes.compactTable}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Opponent</Table.Th>
              <Table.Th scope="col">Home/Away</Table.Th>
              <Table.Th scope="col">Score</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {opponents.map((opponent) => {
              const match = matchAgainst(division.matches, me, opponent.id);
              const played = match !== undefined && getMatchState(match.status) === 'completed';
              return (
                <Table.Tr key={opponent.id}>
                  <Table.Th scope="row" className={classes.nameCell}>
                    {entryLabel(opponent, opponent.partner)}
                  </Table.Th>
                  <Table.Td>{match ? (match.home_player_id === me ? 'Home' : 'Away') : '–'}</Table.Td>
                  <Table.Td>{played ? scoreFor(match, me) : NOT_PLAYED}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
    </LeagueSection>
  );
}
