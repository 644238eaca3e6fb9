import { useRef, useState } from 'react';
import { Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { PROPOSAL_MESSAGES } from '@courtside/shared/schemas/match-proposal-messages';
// A dialog loaded when first opened (propose-match-modal.tsx): zod comes with it, not with the pages it opens on.
import { createProposalRequest } from '@courtside/shared/schemas/match-proposals';
import { ErrorAlert } from '@/components/error-alert';
import { errorMessage } from '@/lib/error-message';
import { validateWith } from '@/lib/form-validation';
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

/** The form's fields, named as the request's: the chosen start (an ISO instant) and a location's id, '' for none. */
interface ProposeValues {
  proposed_time: string;
  location_id: string;
}
const FIELDS: readonly string[] = ['proposed_time', 'location_id'];

/** A problem with what the dialog was opened for (no league chosen yet), which no field of the form can correct. */
function contextProblem(errors: FormErrors): string | undefined {
  for (const [field, message] of Object.entries(errors)) {
    if (!FIELDS.includes(field) && typeof message === 'string') return message;
  }
  return undefined;
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
  const toRequest = (values: ProposeValues) => ({
    opponent_player_id: target.opponent.id,
    proposed_time: values.proposed_time,
    league_id: leagueId,
    division_id: divisionId,
    location_id: values.location_id === '' ? null : Number(values.location_id),
  });
  const checkRequest = validateWith(createProposalRequest, { toRequest });
  const form = useForm<ProposeValues>({
    initialValues: { proposed_time: choices[0] ?? '', location_id: '' },
    // Without a league the schema says 'is required'; the spec has its own words for it.
    validate: (values) => ({
      ...checkRequest(values),
      ...(leagueId === null ? { league_id: PROPOSAL_MESSAGES.selectLeagueFirst } : {}),
    }),
  });
  // The button is disabled only after the next render; a double click must still send one proposal.
  const sending = useRef(false);

  const submit = (values: ProposeValues) => {
    if (sending.current || leagueId === null) return;
    sending.current = true;
    send.mutate(
      { ...toRequest(values), league_id: leagueId },
      {
        onSuccess: () => {
          notifySuccess(PROPOSAL_MESSAGES.sent);
          onClose();
        },
        onError: () => notifyError(PROPOSAL_MESSAGES.sendFailed),
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };
  const refuse = (errors: FormErrors) => {
    const problem = contextProblem(errors);
    if (problem) notifyError(problem);
  };

  const problem = contextProblem(form.errors) ?? (send.isError ? errorMessage(send.error) : null);

  const locationOptions = [
    { value: '', label: NO_LOCATION_CHOICE },
    ...(locations.data ?? []).map((location) => ({ value: String(location.id), label: location.name })),
  ];

  return (
    <form onSubmit={(event) => form.onSubmit(submit, refuse)(event)} noValidate>
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
            {...form.getInputProps('proposed_time')}
          />
        )}
        <NativeSelect
          label="Location (optional)"
          description={
            locations.isError ? 'The list of locations could not be loaded; you can agree on one later.' : undefined
          }
          data={locationOptions}
          {...form.getInputProps('location_id')}
        />
        {problem ? <ErrorAlert title={PROPOSAL_MESSAGES.sendFailed}>{problem}</ErrorAlert> : null}
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
