import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/lib/paths';
import { LeagueForm } from './league-form';
import { privateLeagueDefaults } from './private-league-defaults';

/** /leagues/new: a player starts their own private league and runs it as its organizer (issue 38). */
export function NewPrivateLeaguePage() {
  const navigate = useNavigate();
  // Today's defaults, taken once: a form left open past midnight keeps what the player saw.
  const [initial] = useState(() => privateLeagueDefaults());
  const [createdId, setCreatedId] = useState<number | null>(null);
  // Once the form has drawn itself saved: before, its unsaved-changes prompt would stop the move.
  useEffect(() => {
    if (createdId !== null) void navigate(paths.leagueManage(createdId));
  }, [createdId, navigate]);
  return (
    <>
      <PageHeader
        title="Start a Private League"
        description="A league for you and your friends: only the people you invite can see it and join."
      />
      <LeagueForm
        kind="private"
        initial={initial}
        backTo={paths.myLeagues}
        onSaved={(league) => setCreatedId(league.id)}
      />
    </>
  );
}
