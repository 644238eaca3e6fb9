// What the pairs routes answer (issue 37, ADR 078), in the words the pages show.

export const PAIR_NOT_FOUND = 'Pair not found.';
export const PLAYER_NOT_FOUND = 'Player not found.';
export const NO_PLAYER_WITH_EMAIL = 'No player has that email.';
export const OWN_PLAYER_ONLY = 'You can only enter a league with your own player.';
export const OWN_PRIMARY_ONLY = 'You can only register your own primary player.';
export const SINGLES_LEAGUE = 'This is a singles league: players enter it alone, without a partner.';
export const INVITE_YOURSELF = 'You cannot invite yourself as your partner.';
export const ONLY_PARTNER = 'Only the invited partner can answer this invitation.';
export const ONLY_ANCHOR = 'Only the player who sent this invitation can withdraw it.';
export const NOT_INVITED = 'This invitation has already been answered.';
export const PARTNER_PROFILE_INCOMPLETE = 'Your partner needs to complete their player profile first.';

const fullName = (player: { firstName: string; lastName: string }) => `${player.firstName} ${player.lastName}`;

/** The caller (you) or the named player already anchors or partners a pair of the league. */
export const alreadyPaired = (player: { firstName: string; lastName: string }, role: 'you' | 'other') =>
  role === 'you'
    ? 'You are already in a pair in this league.'
    : `${fullName(player)} is already in a pair in this league.`;

export const notRegistered = (player: { firstName: string; lastName: string }) =>
  `${fullName(player)} is not registered in this league.`;

export const stillPlaced = (player: { firstName: string; lastName: string }) =>
  `${fullName(player)} is still placed in a division: unplace them on the board first.`;

export const pairingClosed = (status: string) =>
  `Partners can no longer be changed: the league is ${status.replace(/_/g, ' ')}.`;
export const SAME_PLAYER = 'A pair is two different players.';

/** Why the board may not place a doubles league's player: only a complete pair's anchor stands for its pair. */
export const notPlaceable = (
  player: { firstName: string; lastName: string },
  anchor: { firstName: string; lastName: string } | null,
) =>
  anchor
    ? `${fullName(player)} plays in ${fullName(anchor)}'s pair: place ${fullName(anchor)} for the pair.`
    : `${fullName(player)} has no partner yet.`;
export const SINGLES_WITH_PAIRS = 'This league has doubles pairs, so it cannot be changed to Singles.';
export const PAIRS_WITH_PLACEMENTS =
  'Players are already placed in divisions as singles: take them off the divisions before making this a doubles league.';
export const notMixedPair = (
  anchor: { firstName: string; lastName: string },
  partner: { firstName: string; lastName: string },
) => `${fullName(anchor)} & ${fullName(partner)} are not one man and one woman, so this league cannot be Mixed.`;
