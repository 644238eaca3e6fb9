import { z } from 'zod';

/**
 * A field that is absent gets the marker message 'is required', which the API's error handler gathers into
 * the spec's 'Missing required parameters: {list}'. Other type errors read like 'must be a number'.
 * Set once here because both the server and the browser load this module before any schema is used.
 */
export const REQUIRED_MARKER = 'is required';
z.config({
  customError: (issue) => {
    if (issue.code !== 'invalid_type') return undefined;
    if (issue.input === undefined || issue.input === null) return REQUIRED_MARKER;
    return `must be a ${issue.expected}`;
  },
});

/** Every 4xx/5xx body: one human-readable message the web shows as is (spec: "the body's error field"). */
export const errorResponse = z.object({ error: z.string() });
export type ErrorResponse = z.infer<typeof errorResponse>;

export const successResponse = z.object({ success: z.literal(true) });
export type SuccessResponse = z.infer<typeof successResponse>;

/** Ids arrive as JSON numbers in bodies and as strings in query strings; both become positive integers. */
export const id = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value),
  z
    .number()
    .int({ error: 'must be a whole number' })
    .positive({ error: 'must be a positive number' })
    .max(2_147_483_647, { error: 'is too large' }),
);

export const isoDateTime = z.iso.datetime({
  offset: true,
  error: (issue) => (issue.input == null ? REQUIRED_MARKER : 'must be an ISO date-time'),
});

/** A calendar date as the spec writes it: YYYY-MM-DD, and a real day (2025-02-30 is refused). */
export const calendarDate = z.iso.date({ error: 'must be a date in the form YYYY-MM-DD' });

/**
 * Characters a reader cannot see that still change what they read, so a name can pass for someone else's in
 * a table, as inclusive code point ranges: C0 controls (tab, line feed and carriage return are judged apart),
 * DEL and C1 controls; the soft hyphen and the combining grapheme joiner; bidirectional marks, embeddings,
 * overrides and isolates (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069); zero-width and invisible
 * characters (U+180E, U+200B, U+2060–U+2064, U+FEFF, U+FFF9–U+FFFB); the line and paragraph separators; the
 * blank Hangul fillers (U+3164, U+FFA0). The zero-width joiners (U+200C, U+200D) are judged by their
 * neighbours.
 */
const HIDDEN_RANGES: readonly (readonly [number, number])[] = [
  [0x00, 0x08],
  [0x0b, 0x0c],
  [0x0e, 0x1f],
  [0x7f, 0x9f],
  [0xad, 0xad],
  [0x34f, 0x34f],
  [0x61c, 0x61c],
  [0x180e, 0x180e],
  [0x200b, 0x200b],
  [0x200e, 0x200f],
  [0x2028, 0x202e],
  [0x2060, 0x2064],
  [0x2066, 0x2069],
  [0x3164, 0x3164],
  [0xfeff, 0xfeff],
  [0xffa0, 0xffa0],
  [0xfff9, 0xfffb],
];
/** Tab, line feed and carriage return: layout in a bio, hidden trouble on one line. */
const LINE_LAYOUT = new Set(['\t', '\n', '\r']);
const ZERO_WIDTH_NON_JOINER = '\u200C';
const ZERO_WIDTH_JOINER = '\u200D';
/**
 * Scripts whose letters change shape with U+200C/U+200D (Arabic joining, Brahmic conjuncts), so there a
 * joiner shows: Persian words and Sinhala names need them.
 */
const SHAPING_SCRIPT =
  /[\p{Script=Arabic}\p{Script=Syriac}\p{Script=Nko}\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Gurmukhi}\p{Script=Gujarati}\p{Script=Oriya}\p{Script=Tamil}\p{Script=Telugu}\p{Script=Kannada}\p{Script=Malayalam}\p{Script=Sinhala}]/u;
const PICTOGRAPH = /\p{Extended_Pictographic}/u;

const isHidden = (character: string) => {
  const point = character.codePointAt(0)!;
  return HIDDEN_RANGES.some(([first, last]) => point >= first && point <= last);
};
/** What may sit between an emoji and a zero-width joiner: the emoji presentation selector and skin tones. */
const isEmojiModifier = (character: string) => {
  const point = character.codePointAt(0)!;
  return point === 0xfe0f || (point >= 0x1f3fb && point <= 0x1f3ff);
};

function joinerShows(characters: string[], index: number): boolean {
  const next = characters[index + 1];
  const previous = characters[index - 1];
  if (next === undefined || previous === undefined) return false;
  if (SHAPING_SCRIPT.test(previous) && SHAPING_SCRIPT.test(next)) return true;
  // An emoji sequence (a family, a profession) draws as one picture: the joiner is part of what is seen.
  if (characters[index] !== ZERO_WIDTH_JOINER || !PICTOGRAPH.test(next)) return false;
  let before = index - 1;
  while (before > 0 && isEmojiModifier(characters[before]!)) before--;
  return PICTOGRAPH.test(characters[before]!);
}

/**
 * Whether text holds a character that is invisible or changes the direction of what follows (see
 * HIDDEN_RANGES). `multiline` text (a bio) may keep tabs and line breaks.
 */
export function containsHiddenCharacters(text: string, { multiline = false }: { multiline?: boolean } = {}): boolean {
  const characters = Array.from(text);
  return characters.some((character, index) => {
    if (LINE_LAYOUT.has(character)) return !multiline;
    if (character === ZERO_WIDTH_NON_JOINER || character === ZERO_WIDTH_JOINER) {
      return !joinerShows(characters, index);
    }
    return isHidden(character);
  });
}

export interface VisibleTextOptions {
  /** The field as people call it, starting the messages: 'First name' gives 'First name cannot contain …'. */
  label?: string;
  /** Keeps tabs and line breaks (a bio). */
  multiline?: boolean;
  /** The too-long message, when the field already has one of its own. */
  tooLong?: string;
}

/**
 * Text that people will read, in a table or on a profile: trimmed, at most `max` characters, and free of
 * invisible and direction-changing characters. Every human-visible text field uses it (names, email, bio,
 * address, and league and region names as they come). Without a label the messages are terse ('cannot
 * contain …') and the error handler puts the field's name in front.
 */
export const visibleText = (max: number, { label, multiline = false, tooLong }: VisibleTextOptions = {}) =>
  z
    .string()
    .trim()
    .max(max, {
      error: tooLong ?? (label ? `${label} must be at most ${max} characters.` : `must be at most ${max} characters`),
    })
    .refine((value) => !containsHiddenCharacters(value, { multiline }), {
      error: `${label ? `${label} cannot` : 'cannot'} contain invisible or direction-changing characters.`,
    });

/** Optional free text (visibleText): a blank string counts as "not given". */
export const optionalText = (max: number, options: Omit<VisibleTextOptions, 'tooLong'> = {}) =>
  visibleText(max, { ...options, tooLong: `must be at most ${max} characters` })
    .transform((value) => (value === '' ? null : value))
    .nullish();
