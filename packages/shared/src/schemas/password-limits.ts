// The lengths a new password must have, without zod, so a page can show the rule without loading the schemas.
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;
