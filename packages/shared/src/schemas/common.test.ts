import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { containsHiddenCharacters, optionalText, visibleText } from './common';

const HIDDEN_MESSAGE = 'First name cannot contain invisible or direction-changing characters.';
const firstName = visibleText(100, { label: 'First name' });
const bio = visibleText(1000, { label: 'Bio', multiline: true });

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

/** Written out here, apart from the code under test: what must never reach a table or a profile. */
const BIDI_CONTROLS = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];
const BIDI_MARKS = ['\u200E', '\u200F', '\u061C'];
const INVISIBLE = ['\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u00AD', '\u2061', '\u2062', '\u2063', '\u2064'];
const CONTROLS = ['\u0000', '\u0001', '\u0007', '\u0008', '\u000B', '\u000C', '\u001B', '\u007F', '\u0085', '\u009B'];
const LINE_LAYOUT = ['\n', '\r', '\t'];
const JOINERS = ['\u200C', '\u200D'];
/**
 * Refused wherever they stand. The zero-width joiners are not: between two emoji or two letters of a shaping
 * script (Arabic, Devanagari) they are part of what is seen, so they are judged by their neighbours below.
 */
const ALWAYS_REFUSED = [
  ...BIDI_CONTROLS,
  ...BIDI_MARKS,
  ...INVISIBLE,
  ...CONTROLS,
  '\u2028',
  '\u2029',
  '\u3164',
].filter((character) => !JOINERS.includes(character));

/** Visible text in several scripts, with emoji and punctuation, never starting or ending in a space. */
const visibleWord = fc.string({
  unit: fc.constantFrom(
    ...'abcxyzABCXYZ0189',
    ...'éñøßçÅ’-.,!?&()@',
    ...'абвгд',
    ...'αβγ',
    ...'中文字',
    ...'אבג',
    ...'عربي',
    '🎾',
    '😀',
    '👍🏽',
  ),
  minLength: 1,
  maxLength: 20,
});
const visibleText_ = fc.array(visibleWord, { minLength: 1, maxLength: 4 }).map((words) => words.join(' '));

describe('visibleText', () => {
  it('accepts visible text in any script, trimmed', () => {
    fc.assert(
      fc.property(visibleText_, (text) => {
        expect(firstName.safeParse(`  ${text} `)).toEqual({ success: true, data: text });
        expect(bio.safeParse(text)).toEqual({ success: true, data: text });
      }),
    );
  });

  it('refuses a bidi control, invisible or control character anywhere inside, with the field named', () => {
    fc.assert(
      fc.property(visibleText_, fc.constantFrom(...ALWAYS_REFUSED), visibleText_, (before, hidden, after) => {
        // Inside the text: trimming may rightly drop some of these (U+FEFF, U+2028) from the ends.
        const spoofed = `${before}${hidden}${after}`;
        expect(messagesOf(firstName.safeParse(spoofed))).toEqual([HIDDEN_MESSAGE]);
        expect(messagesOf(bio.safeParse(spoofed))).toEqual([
          'Bio cannot contain invisible or direction-changing characters.',
        ]);
      }),
    );
  });

  it('lets multiline text keep line breaks and tabs, and refuses them on one line', () => {
    fc.assert(
      fc.property(visibleText_, visibleText_, fc.constantFrom(...LINE_LAYOUT, '\r\n'), (before, after, layout) => {
        const text = `${before}${layout}${after}`;
        expect(bio.safeParse(text)).toEqual({ success: true, data: text });
        expect(messagesOf(firstName.safeParse(text))).toEqual([HIDDEN_MESSAGE]);
      }),
    );
  });

  const codePoint = (character: string) => character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
  it.each([...BIDI_CONTROLS, ...BIDI_MARKS, ...INVISIBLE, ...CONTROLS].map((c) => [codePoint(c), c]))(
    'refuses U+%s between letters, in one-line and multiline text',
    (_code, hidden) => {
      expect(containsHiddenCharacters(`a${hidden}b`)).toBe(true);
      expect(containsHiddenCharacters(`a${hidden}b`, { multiline: true })).toBe(true);
    },
  );

  it('refuses every C0 and C1 control character except the layout ones in multiline text', () => {
    for (let point = 0; point <= 0x9f; point++) {
      if (point > 0x1f && point < 0x7f) continue;
      const character = String.fromCodePoint(point);
      expect(containsHiddenCharacters(`x${character}y`), `U+${point.toString(16)}`).toBe(true);
      expect(containsHiddenCharacters(`x${character}y`, { multiline: true }), `U+${point.toString(16)}`).toBe(
        !LINE_LAYOUT.includes(character),
      );
    }
  });

  it.each([
    ['an emoji family (zero-width joiners between pictographs)', '👨\u200D👩\u200D👧'],
    ['a profession emoji with a skin tone', '👩🏽\u200D💻'],
    ['a Persian word with a zero-width non-joiner', 'می\u200Cخواهم'],
    ['a Sinhala name with a zero-width joiner', 'ශ්\u200Dරී'],
    ['a Hindi word with a zero-width non-joiner', 'क्\u200Cष'],
  ])('accepts %s, where the joiner shows', (_name, text) => {
    expect(firstName.safeParse(text)).toEqual({ success: true, data: text });
  });

  it.each([
    ['between Latin letters', 'ad\u200Dmin'],
    ['a non-joiner between Latin letters', 'ad\u200Cmin'],
    ['at the start', '\u200Dadmin'],
    ['at the end', 'admin\u200D'],
    ['after an emoji, before a letter', '🎾\u200Dx'],
    ['between an Arabic and a Latin letter', 'ع\u200Cx'],
  ])('refuses a joiner %s, where it hides', (_name, text) => {
    expect(messagesOf(firstName.safeParse(text))).toEqual([HIDDEN_MESSAGE]);
  });

  it('refuses a joiner between Latin letters anywhere inside any text', () => {
    fc.assert(
      fc.property(visibleText_, fc.constantFrom(...JOINERS), visibleText_, (before, joiner, after) => {
        expect(messagesOf(firstName.safeParse(`${before}a${joiner}b${after}`))).toEqual([HIDDEN_MESSAGE]);
      }),
    );
  });

  it('counts length after trimming, with its own message or the labelled one', () => {
    expect(messagesOf(visibleText(5, { label: 'Name' }).safeParse('abcdef'))).toEqual([
      'Name must be at most 5 characters.',
    ]);
    expect(messagesOf(visibleText(5, { label: 'Name', tooLong: 'Too long.' }).safeParse('abcdef'))).toEqual([
      'Too long.',
    ]);
    expect(visibleText(5).safeParse('  abcde  ')).toEqual({ success: true, data: 'abcde' });
  });

  it('gives terse messages without a label, for the error handler to name the field', () => {
    expect(messagesOf(visibleText(5).safeParse('a\u202Eb'))).toEqual([
      'cannot contain invisible or direction-changing characters.',
    ]);
    expect(messagesOf(visibleText(5).safeParse('abcdefg'))).toEqual(['must be at most 5 characters']);
  });
});

describe('optionalText', () => {
  const address = optionalText(300, { label: 'Address' });

  it('treats blank, null and missing as not given', () => {
    expect(address.safeParse('   ')).toEqual({ success: true, data: null });
    expect(address.safeParse(null)).toEqual({ success: true, data: null });
    expect(address.safeParse(undefined)).toEqual({ success: true, data: undefined });
  });

  it('checks for hidden characters like visibleText, keeping its terse length message', () => {
    expect(messagesOf(address.safeParse('1 Main St\u200E'))).toEqual([
      'Address cannot contain invisible or direction-changing characters.',
    ]);
    expect(messagesOf(address.safeParse('x'.repeat(301)))).toEqual(['must be at most 300 characters']);
    expect(messagesOf(optionalText(10).safeParse('a\nb'))).toEqual([
      'cannot contain invisible or direction-changing characters.',
    ]);
    expect(optionalText(10, { multiline: true }).safeParse('a\nb')).toEqual({ success: true, data: 'a\nb' });
  });
});
