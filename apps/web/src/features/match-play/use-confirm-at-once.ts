import { startTransition, useOptimistic, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { MatchDto } from '@courtside/shared/schemas/matches';
import { errorMessage } from '@/lib/error-message';
import { matchKey } from '@/lib/league-queries';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useConfirmScore } from './api';

export const SCORE_CONFIRMED_MESSAGE = 'Score confirmed.';
export const confirmFailedMessage = (message: string) => `Failed to confirm the score: ${message}`;

/**
 * Confirm Score, shown as done the moment it is pressed: `shown` is the match as confirmed while the server is
 * asked, so the badge reads Confirmed and the question goes away at once.
 *
 * useOptimistic rather than the mutation's variables: the confirmed look has to last past the answer until the
 * match has been read again, and a mutation stops being pending at the answer, which would show 'Pending
 * confirmation' again for that round trip. The transition lasts until the new read is in; on a failure it ends
 * at once, React drops the optimistic match by itself (back to the stored one) and the error toast says why.
 */
export function useConfirmAtOnce(match: MatchDto) {
  const queryClient = useQueryClient();
  const confirm = useConfirmScore();
  const [shown, setShown] = useOptimistic(match);
  // The button goes with the next render; a second click before it must not confirm twice.
  const sending = useRef(false);

  const confirmScore = () => {
    if (sending.current) return;
    sending.current = true;
    startTransition(async () => {
      setShown({ ...match, score_confirmation: 'confirmed' });
      try {
        await confirm.mutateAsync(match.id);
      } catch (error) {
        notifyError(confirmFailedMessage(errorMessage(error)));
        return;
      } finally {
        sending.current = false;
      }
      notifySuccess(SCORE_CONFIRMED_MESSAGE);
      // The server said yes: the stored match is confirmed now, before the optimistic one is dropped. Waiting for
      // the read alone was not enough: the read the change starts (refreshAfterMatchChange) can cancel the one
      // waited for, which ends the transition with the old answer still stored, and 'Pending confirmation' flashed.
      queryClient.setQueryData<MatchDto>(matchKey(match.id), (stored) =>
        stored ? { ...stored, score_confirmation: 'confirmed' } : stored,
      );
      await queryClient.invalidateQueries({ queryKey: matchKey(match.id) }, { cancelRefetch: false });
    });
  };

  return { shown, confirmScore };
}
