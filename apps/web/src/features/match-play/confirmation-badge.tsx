import { Badge } from '@mantine/core';
import type { ScoreConfirmation } from '@courtside/shared/schemas/matches';

export const CONFIRMATION_LABELS: Record<ScoreConfirmation, string> = {
  pending: 'Pending confirmation',
  confirmed: 'Confirmed',
  disputed: 'Disputed',
  resolved: 'Resolved by an admin',
};

// Not yellow: Mantine's light yellow badge has about 2.6:1 text contrast (axe colour-contrast); gray matches the
// league home's 'Awaiting confirmation' badge.
const COLORS: Record<ScoreConfirmation, string> = {
  pending: 'gray',
  confirmed: 'court',
  disputed: 'red',
  resolved: 'blue',
};

/** Where the score stands with the opponent (ADR 028). */
export function ConfirmationBadge({ state }: { state: ScoreConfirmation }) {
  return (
    <Badge variant="light" color={COLORS[state]} size="lg">
      {CONFIRMATION_LABELS[state]}
    </Badge>
  );
}
