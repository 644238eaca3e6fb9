/** The answer to a league read of a user who can see the league but does not play in it (404). */
export const NOT_REGISTERED_MESSAGE = 'You are not registered in this league.';
