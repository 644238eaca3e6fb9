import { useRef, useState, type FormEvent } from 'react';
import { Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { PROPOSAL_MESSAGES } from '@courtside/shared/schemas/match-proposal-messages';
import { ErrorAlert } from '@/components/error-alert';
import { errorMessage } from '@/lib/error-message';
import { useLocations } from '@/lib/league-queries';
import { formatProposalTime } from '@/lib/match-display';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useSendProposal } from '@/lib/proposal-queries';

/** Start times offered inside a shared slot are this far apart. */
export const PROPOSAL_STEP_MINUTES = 30;
export const NO_LOCATION_CHOICE = 'No location yet';
export const TIME_PASSED_NOTE = 'This time has passed. Choose another one.';

/** Who to propose to and the shared free time the match would fit in. */
export interface ProposeTarget {
  opponent: { id: number; name: string };
  slot: { start_time: string; end_time: string };
}

/**
 * The starts a proposal can have inside a slot: its start, then every 30 minutes while still inside it,
 * leaving out those already passed (a slot under way is still offered from the next step).
 */
export function proposalStartChoices(slot: ProposeTarget['slot'], now: number): string[] {
  const start = Date.parse(slot.start_time);
  const end = Date.parse(slot.end_time);
  const step = PROPOSAL_STEP_MINUTES * 60_000;
  const choices: string[] = [];
  for (let time = start; time < end; time += step) {
    if (time > now) choices.push(new Date(time).toISOString());
  }
  return choices;
}

/** What the Propose Match dialog takes; see ProposeMatchModal (propose-match-modal.tsx), which loads it. */
export interface ProposeMatchModalProps {
  /** Opens the modal; null closes it. */
  target: ProposeTarget | null;
  /** The league the proposal is for; null when none is chosen yet. */
  leagueId: number | null;
  divisionId?: number | null;
  onClose: () => void;
}

/** The Propose Match dialog itself: the opponent, the proposed time and an optional location, then Send Proposal. */
export function ProposeMatchDialog({ target, leagueId, divisionId, onClose }: ProposeMatchModalProps) {
  // The last target stays on screen while the modal closes, so its content does not vanish mid-animation.
  const [shown, setShown] = useState(target);
  if (target !== null && target !== shown) setShown(target);

  return (
    <Modal opened={target !== null} onClose={onClose} title="Propose Match" centered>
      {shown ? (
        <ProposeMatchForm
          key={`${shown.opponent.id}-${shown.slot.start_time}`}
          target={shown}
          leagueId={leagueId}
          divisionId={divisionId ?? null}
          onClose={onClose}
        />
      ) : null}
    </Modal>
  );
}

function ProposeMatchForm({
  target,
  leagueId,
  divisionId,
  onClose,
}: {
  target: ProposeTarget;
  leagueId: number | null;
  divisionId: number | null;
  onClose: () => void;
}) {
  const send = useSendProposal();
  const locations = useLocations();
  const [choices] = useState(() => proposalStartChoices(target.slot, Date.now()));
  const [time, setTime] = useState(choices[0] ?? '');
  const [locationId, setLocationId] = useState('');
  const [failure, setFailure] = useState<{ title: string; message: string } | null>(null);
  // The button is disabled only after the next render; a double click must still send one proposal.
  const sending = useRef(false);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current || time === '') return;
    if (leagueId === null) {
      notifyError(PROPOSAL_MESSAGES.selectLeagueFirst);
      setFailure({ title: PROPOSAL_MESSAGES.sendFailed, message: PROPOSAL_MESSAGES.selectLeagueFirst });
      return;
    }
    sending.current = true;
    setFailure(null);
    send.mutate(
      {
        opponent_player_id: target.opponent.id,
        proposed_time: time,
        league_id: leagueId,
        division_id: divisionId,
        location_id: locationId === '' ? null : Number(locationId),
      },
      {
        onSuccess: () => {
          notifySuccess(PROPOSAL_MESSAGES.sent);
          onClose();
        },
        onError: (error) => {
          notifyError(PROPOSAL_MESSAGES.sendFailed);
          setFailure({ title: PROPOSAL_MESSAGES.sendFailed, message: errorMessage(error) });
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  const locationOptions = [
    { value: '', label: NO_LOCATION_CHOICE },
    ...(locations.data ?? []).map((location) => ({ value: String(location.id), label: location.name })),
  ];

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            Opponent
          </Text>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {target.opponent.name}
          </Text>
        </Stack>
        {choices.length === 0 ? (
          <Text>{TIME_PASSED_NOTE}</Text>
        ) : (
          <NativeSelect
            label="Proposed time"
            description="Within the time you are both free."
            data={choices.map((choice) => ({ value: choice, label: formatProposalTime(choice) }))}
            value={time}
            onChange={(event) => setTime(event.currentTarget.value)}
          />
        )}
        <NativeSelect
          label="Location (optional)"
          description={
            locations.isError ? 'The list of locations could not be loaded; you can agree on one later.' : undefined
          }
          data={locationOptions}
          value={locationId}
          onChange={(event) => setLocationId(event.currentTarget.value)}
        />
        {failure ? <ErrorAlert title={failure.title}>{failure.message}</ErrorAlert> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={send.isPending} disabled={choices.length === 0}>
            Send Proposal
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
