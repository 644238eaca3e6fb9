/**
 * What the Add Availability form tells the league's availability page it sends the player to: that a slot
 * was just saved, so the page offers the next step, seeing who is free at the same time (issue 36).
 */
export const AVAILABILITY_ADDED_STATE = { availabilityAdded: true } as const;

export function cameFromAddingAvailability(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && (state as { availabilityAdded?: unknown }).availabilityAdded === true
  );
}
