import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { isLeagueReadOnly, readOnlyLeagueMessage } from '@courtside/shared/league/league-changes';
import { isAdmin } from '@courtside/shared/league/permissions';
import type { LeagueDto } from '@courtside/shared/schemas/leagues';
import { ErrorAlert } from '@/components/error-alert';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { LoadFailure } from '@/components/load-failure';
import { useCurrentUser } from '@/lib/current-user';
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
    if (saved?.created) void navigate(paths.adminLeagueEdit(saved.league.id), { replace: true });
    setSaved(null);
  };

  const onSaved = (league: LeagueDto, created: boolean) => setSaved({ league, created });
  const id = leagueId === undefined ? undefined : Number(leagueId);
  // A private league's organizer edits only their own league: its Manage page is their way back (ADR 076).
  const admin = isAdmin(useCurrentUser().data);
  const backTo = admin || id === undefined ? paths.adminLeagues : paths.leagueManage(id);

  return (
    <>
      <PageHeader title={leagueId === undefined ? 'Create League' : 'Edit League'} />
      {id === undefined ? (
        <LeagueForm initial={emptyLeagueForm} onSaved={onSaved} />
      ) : (
        <EditLeague key={id} leagueId={id} backTo={backTo} onSaved={onSaved} />
      )}
      <LeagueSavedModal
        savedName={saved ? saved.league.name : null}
        onStay={handleStay}
        goLabel={admin ? undefined : 'Go to Manage League'}
        onGoToManagement={() => void navigate(backTo)}
      />
    </>
  );
}

interface EditLeagueProps {
  leagueId: number;
  backTo: string;
  onSaved: (league: LeagueDto, created: boolean) => void;
}

function EditLeague({ leagueId, backTo, onSaved }: EditLeagueProps) {
  if (!Number.isInteger(leagueId) || leagueId <= 0) {
    return <ErrorAlert title={LEAGUE_DETAILS_FAILED_MESSAGE}>League not found.</ErrorAlert>;
  }
  return <LoadedEditLeague leagueId={leagueId} backTo={backTo} onSaved={onSaved} />;
}

function LoadedEditLeague({ leagueId, backTo, onSaved }: EditLeagueProps) {
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
      backTo={backTo}
      onSaved={onSaved}
    />
  );
}
