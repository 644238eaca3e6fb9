import type { StandingsResponseDto } from '@courtside/shared/schemas/standings';
import { ColumnGrid } from '@/components/column-grid';
import plainCard from '@/components/plain-card.module.css';
import plainType from '@/components/plain-type.module.css';
import classes from './standings-statistics.module.css';

type Statistics = StandingsResponseDto['standings']['statistics'];

/**
 * The four tiles of league-play section 2, as a description list so each number keeps its name. Plain elements,
 * drawn as Mantine's bordered Paper and Text were: the standings draw these in their first load (issue 10).
 */
export function StandingsStatistics({ statistics }: { statistics: Statistics }) {
  const tiles: [string, number][] = [
    ['Total Players', statistics.total_players],
    ['Completed Matches', statistics.completed_matches],
    ['Scheduled Matches', statistics.scheduled_matches],
    ['Divisions', statistics.divisions],
  ];
  return (
    <ColumnGrid component="dl" cols={{ base: 2, sm: 4 }} spacing="sm" className={classes.list}>
      {tiles.map(([label, value]) => (
        <div key={label} className={`${plainCard.card} ${plainCard.compact} ${plainCard.paper}`}>
          <dt className={`${plainType.textSm} ${plainType.dimmed}`}>{label}</dt>
          <dd className={classes.figure}>{value}</dd>
        </div>
      ))}
    </ColumnGrid>
  );
}
