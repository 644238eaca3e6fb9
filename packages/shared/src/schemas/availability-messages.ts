/**
 * The availability messages without zod, so that browser code showing one (the weekly calendar's dialogs) does
 * not load zod with its page (issue 10). `schemas/availability.ts` builds its checks with them and re-exports them.
 */

/** The availability messages of league-play sections 5 and 8, word for word. */
export const AVAILABILITY_MESSAGES = {
  fillAllFields: 'Please fill in all fields',
  endAfterStart: 'End time must be after start time',
  selectLeague: 'Please select a league to add availability for',
  loadingLeague: 'Loading league information, please try again in a moment',
  bothTimes: 'Please select both start and end times',
  leagueAndDivisionRequired: 'League and division information is required. Please wait for data to load and try again.',
  idRequired: 'Availability ID is required for updates',
  notRegistered: 'You are not registered in any leagues.',
  deleteConfirm: 'Are you sure you want to delete this availability?',
  modalDeleteConfirm: 'Are you sure you want to delete this availability slot?',
  empty: 'No availability scheduled',
} as const;
