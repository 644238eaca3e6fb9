import { z } from 'zod';
import { REQUIRED_MARKER, errorResponse, id, visibleText } from './common';
import { matchDto } from './matches';
import { partnerField } from './pairs';
import { RATING_CHOICES } from './players';

/**
 * A division's level is one of the ratings a player can give themselves, so that every player has a level to
 * be placed at: the spec's 2.5 to 5.0 left players rated 5.5 and 6.0 above every division (issue 36, ADR 073).
 */
export const RANK_LEVELS = RATING_CHOICES;
export const DIVISION_GENDERS = ['male', 'female', 'coed'] as const;
/** The one message of the Create Division form (accounts-and-admin section 5). */
export const DIVISION_FIELDS_REQUIRED = 'Please fill in all required fields.';
/** More changes than this in one request is not a league, it is a mistake. */
export const MAX_ASSIGNMENT_CHANGES = 5000;

const isAbsent = (input: unknown) => input === undefined || input === null || input === '';

/** A select sends its value as text; '3.5' and 3.5 are the same rank. */
const numberFromText = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value;

const divisionFields = {
  division_name: z
    .string({ error: (issue) => (isAbsent(issue.input) ? DIVISION_FIELDS_REQUIRED : 'Division name must be text.') })
    .pipe(visibleText(100, { label: 'Division name' }).min(1, { error: DIVISION_FIELDS_REQUIRED })),
  rank_level: z.preprocess(
    numberFromText,
    z
      .number({
        error: (issue) => (isAbsent(issue.input) ? DIVISION_FIELDS_REQUIRED : 'Rank level must be a number.'),
      })
      .refine((level) => (RANK_LEVELS as readonly number[]).includes(level), {
        error: 'Rank level must be one of 2.5, 3.0, 3.5, 4.0, 4.5, 5.0, 5.5 or 6.0.',
      }),
  ),
  gender: z.enum(DIVISION_GENDERS, {
    error: (issue) => (isAbsent(issue.input) ? DIVISION_FIELDS_REQUIRED : 'Gender must be male, female or coed.'),
  }),
};

export const createDivisionRequest = z.object({ league_id: id, ...divisionFields });
export type CreateDivisionRequest = z.input<typeof createDivisionRequest>;

export const updateDivisionRequest = z.object({ id, ...divisionFields });
export type UpdateDivisionRequest = z.input<typeof updateDivisionRequest>;

export const divisionIdQuery = z.object({ division_id: id });

export const divisionDto = z.object({
  id: z.number().int(),
  league_id: z.number().int(),
  division_name: z.string(),
  rank_level: z.number(),
  gender: z.enum(DIVISION_GENDERS),
});
export type DivisionDto = z.infer<typeof divisionDto>;
export const divisionsListResponse = z.array(divisionDto);

/** Assignment (accounts-and-admin section 3). */
export const assignmentDto = z.object({ division_id: z.number().int(), player_id: z.number().int() });
export type AssignmentDto = z.infer<typeof assignmentDto>;
export const assignmentsListResponse = z.array(assignmentDto);

/** A missing list is a missing parameter like any other; a list of the wrong shape says what it should be. */
const listError = (message: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? REQUIRED_MARKER : message;

/** Draft change: a null division_id means "unassigned". */
export const draftChange = z.object({ player_id: id, division_id: id.nullable() });

/**
 * The board version the change is based on (divisions/board): a save or publish based on an older one is refused
 * with 409, so one admin's change never silently undoes another's. Optional for clients that do not track it.
 */
export const boardVersion = z.number().int().nonnegative().optional();

export const saveDraftAssignmentsRequest = z.object({
  league_id: id,
  board_version: boardVersion,
  changes: z
    .array(draftChange, { error: listError('changes must be a list of { player_id, division_id }.') })
    .max(MAX_ASSIGNMENT_CHANGES, { error: `changes must hold at most ${MAX_ASSIGNMENT_CHANGES} entries.` }),
});
export type SaveDraftAssignmentsRequest = z.input<typeof saveDraftAssignmentsRequest>;

/** The whole published picture: a registered player who is not listed becomes unassigned. */
export const publishedAssignments = z
  .array(z.object({ division_id: id, player_id: id }), {
    error: listError('assignments must be a list of { division_id, player_id }.'),
  })
  .max(MAX_ASSIGNMENT_CHANGES, { error: `assignments must hold at most ${MAX_ASSIGNMENT_CHANGES} entries.` });

export const publishAssignmentsRequest = z.object({
  league_id: id,
  assignments: publishedAssignments,
  board_version: boardVersion,
  /** Needed when the publish would remove matches or unplace players; without it the answer is 409 with a summary. */
  confirm_removals: z.boolean().optional(),
});
export type PublishAssignmentsRequest = z.input<typeof publishAssignmentsRequest>;

/** GET divisions/board: the admin's working placements and the version they are at. */
export const boardResponse = z.object({
  success: z.literal(true),
  assignments: assignmentsListResponse,
  board_version: z.number().int(),
});
export type BoardResponse = z.infer<typeof boardResponse>;

export const saveDraftAssignmentsResponse = z.object({
  success: z.literal(true),
  assignments: assignmentsListResponse,
  board_version: z.number().int(),
});

/** A refused publish: `removals` says what it would have taken away when that is why (ADR 026). */
export const publishRefusalResponse = errorResponse.extend({
  removals: z
    .object({
      matches: z.number().int(),
      scheduled_matches: z.number().int(),
      players_unplaced: z.number().int(),
    })
    .optional(),
});

/** What publishing changed: after a league has started, placements create and remove matches (ADR 026). */
export const publishAssignmentsResponse = z.object({
  success: z.literal(true),
  assignments: assignmentsListResponse,
  matches_created: z.number().int(),
  matches_removed: z.number().int(),
  board_version: z.number().int(),
});
export type PublishAssignmentsResponse = z.infer<typeof publishAssignmentsResponse>;

/** A division member as the league pages show them. */
export const rosterPlayerDto = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  user_id: z.number().int(),
  division_name: z.string(),
  rating: z.number().nullable(),
  /** In a doubles league a roster entry is a pair, named by its anchor (ADR 078); null in singles. */
  partner: partnerField,
});
export type RosterPlayerDto = z.infer<typeof rosterPlayerDto>;
export const rosterResponse = z.array(rosterPlayerDto);

/** GET divisions/getMyDivision: league-play section 3 "League division info"; division fields null until placed. */
export const myDivisionDto = z.object({
  league_id: z.number().int(),
  league_name: z.string(),
  player_id: z.number().int(),
  division_id: z.number().int().nullable(),
  division_name: z.string().nullable(),
  roster: rosterResponse,
  matches: z.array(matchDto),
});
export type MyDivisionDto = z.infer<typeof myDivisionDto>;

/** GET divisions/getDivisionView: which division of the league to show; without one, its first. */
export const divisionViewQuery = z.object({ league_id: id, division_id: id.optional() });
export type DivisionViewQuery = z.input<typeof divisionViewQuery>;

/**
 * GET divisions/getDivisionView: one division of a league as its players see it (the roster and matches of
 * getMyDivision, without a player of the viewer's own), and the league's divisions to choose from. For admins
 * looking at a league they do not play in (issue 34); division fields are null while the league has none.
 */
export const divisionViewDto = myDivisionDto.omit({ player_id: true }).extend({ divisions: divisionsListResponse });
export type DivisionViewDto = z.infer<typeof divisionViewDto>;
