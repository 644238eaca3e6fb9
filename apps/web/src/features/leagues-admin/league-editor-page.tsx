import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { isLeagueReadOnly, readOnlyLeagueMessage } from '@courtside/shared/league/league-changes';
import type { LeagueDto } from '@courtside/shared/schemas/leagues';
import { ErrorAlert } from '@/components/error-alert';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { LoadFailure } from '@/components/load-failure';
import { paths } from '@/lib/paths';
import { useLeague } from './api';
import { emptyLeagueForm, toLeagueFormValues } from './league-form-values';
import { LeagueForm } from './league-form';
import { LeagueSavedModal } from './league-saved-modal';

export const LEAGUE_DETAILS_FAILED_MESSAGE = 'Failed to load league details';

/** /admin/leagues/editor (create) and /admin/leagues/editor/{leagueId} (edit). */
export function LeagueEditorPage() {
  const { leagueId } = useParams();
  const navigate = useNavigate();
  const [saved, setSaved] = useState<{ league: LeagueDto; created: boolean } | null>(null);

  const handleStay = () => {
    // A league just created is edited from now on, at its own address, so a second save does not make another.
    if (saved?.created) void navigate(`${paths.adminLeagueEditor}/${saved.league.id}`, { replace: true });
    setSaved(null);
  };

  const onSaved = (league: LeagueDto, created: boolean) => setSaved({ league, created });
  const id = leagueId === undefined ? undefined : Number(leagueId);

  return (
    <>
      <PageHeader title={leagueId === undefined ? 'Create League' : 'Edit League'} />
      {id === undefined ? (
        <LeagueForm initial={emptyLeagueForm} onSaved={onSaved} />
      ) : (
        <EditLeague key={id} leagueId={id} onSaved={onSaved} />
      )}
      <LeagueSavedModal
        savedName={saved ? saved.league.name : null}
        onStay={handleStay}
        onGoToManagement={() => void navigate(paths.adminLeagues)}
      />
    </>
  );
}

function EditLeague({
  leagueId,
  onSaved,
}: {
  leagueId: number;
  onSaved: (league: LeagueDto, created: boolean) => void;
}) {
  if (!Number.isInteger(leagueId) || leagueId <= 0) {
    return <ErrorAlert title={LEAGUE_DETAILS_FAILED_MESSAGE}>League not found.</ErrorAlert>;
  }
  return <LoadedEditLeague leagueId={leagueId} onSaved={onSaved} />;
}

function LoadedEditLeague({
  leagueId,
  onSaved,
}: {
  leagueId: number;
  onSaved: (league: LeagueDto, created: boolean) => void;
}) {
  const league = useLeague(leagueId);
  if (league.data === undefined && league.error) {
    return (
      <LoadFailure title={LEAGUE_DETAILS_FAILED_MESSAGE} query={league}>
        {league.error.message}
      </LoadFailure>
    );
  }
  if (!league.data) return <PageLoader label="Loading league..." />;
  const status = league.data.league_status;
  return (
    <LeagueForm
      initial={toLeagueFormValues(league.data)}
      leagueId={leagueId}
      readOnlyReason={isLeagueReadOnly(status) ? readOnlyLeagueMessage(status) : undefined}
      onSaved={onSaved}
    />
  );
}
