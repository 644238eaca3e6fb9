/** The answer to a league read of a user who can see the league but does not play in it (404). */
export const NOT_REGISTERED_MESSAGE = 'You are not registered in this league.';
/** The answer to a read of a division that is not one of the league's (or does not exist), 404. */
export const DIVISION_NOT_FOUND_MESSAGE = 'Division not found.';
