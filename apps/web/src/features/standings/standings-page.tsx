import { useState } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import { useParams } from 'react-router';
import type { StandingsResponseDto } from '@courtside/shared/schemas/standings';
import { divisionRankMessage } from '@courtside/shared/tennis/standings/division-rank';
import { AfterFirstPaint } from '@/components/after-first-paint';
import { InfoNotice } from '@/components/info-notice';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { PlainSwitch } from '@/components/plain-switch';
import plainLayout from '@/components/plain-layout.module.css';
import plainType from '@/components/plain-type.module.css';
import { SegmentedChoice } from '@/components/segmented-choice';
import { LoadFailure } from '@/components/load-failure';
import { useStandings } from '@/lib/league-queries';
import { useLoadErrorToast } from '@/lib/use-load-error-toast';
import { countDisputedMatches } from './disputed-matches';
import { StandingsStatistics } from './standings-statistics';
import { StandingsTable } from './standings-table';
import classes from './standings-page.module.css';

export const STANDINGS_FAILED_TEXT = 'Unable to load league standings. Please try again later.';
export const STANDINGS_FAILED_TOAST = 'Unable to load league standings.';
export const COMING_SOON_NOTE = 'League-wide standings are coming soon.';
export const NO_PLAYERS_MESSAGE = 'No players have been placed in this league yet.';

type View = 'overall' | 'division';
const VIEWS = [
  { value: 'overall', label: 'Overall Rankings' },
  { value: 'division', label: 'By Division' },
] as const satisfies readonly { value: View; label: string }[];
// Mantine's "sm" breakpoint, the spec's mobile boundary (768 px): a phone starts without the detail columns.
const WIDE_QUERY = '(min-width: 48em)';
const failedToast = () => STANDINGS_FAILED_TOAST;

/** League standings (league-play section 2), as the server computed them (ADRs 011 and 012). */
export function StandingsPage() {
  const leagueId = Number(useParams().leagueId);
  const standings = useStandings(leagueId);
  useLoadErrorToast(standings.error, standings.errorUpdatedAt, failedToast);

  let content;
  if (standings.isPending) {
    content = <PageLoader label="Loading standings..." />;
  } else if (standings.isError) {
    content = <LoadFailure query={standings}>{STANDINGS_FAILED_TEXT}</LoadFailure>;
  } else {
    content = <Standings data={standings.data} />;
  }

  return (
    <>
      <PageHeader title="League Standings" />
      {content}
    </>
  );
}

function Standings({ data }: { data: StandingsResponseDto }) {
  const isWide = useMediaQuery(WIDE_QUERY, true, { getInitialValueInEffect: false });
  const [view, setView] = useState<View>('overall');
  // null until the person flips the switch: the default follows the screen width.
  const [detailsChoice, setDetailsChoice] = useState<boolean | null>(null);
  const showDetails = detailsChoice ?? isWide;

  const players = new Map(data.allPlayers.map((player) => [player.id, player]));
  const nameOf = (playerId: number) => {
    const player = players.get(playerId);
    return player ? `${player.first_name} ${player.last_name}`.trim() || 'Unnamed player' : 'Unknown player';
  };
  const disputed = countDisputedMatches(data.allMatches);
  const { overall, by_division: byDivision, current_player_rank: rank, statistics } = data.standings;
  const tableProps = { nameOf, currentPlayerId: data.currentPlayerId, disputed, showDetails };

  // Plain elements for the layout and type around the widgets (the table's badges), as Mantine's Stack, Group,
  // Text, Title and Alert drew them, and plain radios and switch: this is the page's first render once its one
  // read is in (issue 10, ADR 051).
  return (
    <div className={`${plainLayout.stack} ${plainLayout.gapLg}`}>
      {rank !== null ? <p className={`${plainType.textLg} ${plainType.strong}`}>{divisionRankMessage(rank)}</p> : null}
      <StandingsStatistics statistics={statistics} />
      <InfoNotice icon={<IconInfoCircle aria-hidden="true" />} text={COMING_SOON_NOTE} />
      <div className={plainLayout.spread}>
        <SegmentedChoice label="Standings view" options={VIEWS} value={view} onChange={setView} />
        <PlainSwitch
          label="Show details"
          checked={showDetails}
          onChange={(event) => setDetailsChoice(event.currentTarget.checked)}
        />
      </div>
      {/* The tables, the longest part to draw, come after the controls above them have been painted (ADR 046). */}
      <AfterFirstPaint>
        {overall.length === 0 ? (
          <p className={plainType.text}>{NO_PLAYERS_MESSAGE}</p>
        ) : view === 'overall' ? (
          // Plain boxes, not sections: the table's scroll box is already a region named by the heading.
          <div>
            <h2 className={`${plainType.h3} ${classes.tableTitle}`} id="overall-title">
              Overall Rankings
            </h2>
            <StandingsTable labelledBy="overall-title" rows={overall} {...tableProps} />
          </div>
        ) : (
          byDivision.map((division, index) => {
            const titleId = `division-title-${index}`;
            return (
              <div key={division.division_id ?? 'none'}>
                <h2 className={`${plainType.h3} ${classes.tableTitle}`} id={titleId}>
                  {division.division_name ?? 'Not in a division'}
                </h2>
                <StandingsTable labelledBy={titleId} rows={division.rows} {...tableProps} />
              </div>
            );
          })
        )}
      </AfterFirstPaint>
      {disputed.size > 0 ? (
        <p className={`${plainType.textSm} ${plainType.dimmed}`}>
          Disputed: a score in one of the player&apos;s matches is disputed. It counts as entered until an admin
          resolves it.
        </p>
      ) : null}
    </div>
  );
}
