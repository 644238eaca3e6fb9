import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCalendar } from '../test/parse-icalendar';
import {
  escapeText,
  foldLine,
  formatDuration,
  formatUtcDateTime,
  writeCalendar,
  type Calendar,
  type CalendarEvent,
} from './icalendar';

const NOW = new Date('2026-11-24T09:30:15.123Z');

function event(overrides: Partial<CalendarEvent> = {}): CalendarEvent {
  return {
    uid: 'match-1@courtside',
    sequence: 0,
    start: new Date('2026-11-24T18:00:00Z'),
    durationMinutes: 90,
    summary: 'Tennis: Alice Smith vs Bob Jones',
    location: 'Riverside Courts, 1 River Road',
    description: 'League: Spring Singles\nDivision: Blue',
    status: 'CONFIRMED',
    ...overrides,
  };
}

function calendar(events: CalendarEvent[]): Calendar {
  return { name: 'Courtside matches', productId: '-//Courtside//Courtside matches//EN', refreshMinutes: 60, events };
}

const octets = (text: string) => new TextEncoder().encode(text).length;
const unfold = (text: string) => text.replace(/\r\n /g, '');

describe('escapeText', () => {
  it('escapes backslash, semicolon and comma, and writes every line break as \\n', () => {
    expect(escapeText('a\\b;c,d')).toBe('a\\\\b\\;c\\,d');
    expect(escapeText('one\ntwo\r\nthree\rfour')).toBe('one\\ntwo\\nthree\\nfour');
    expect(escapeText('colon: "quoted"\ttab')).toBe('colon: "quoted"\ttab');
  });

  it('drops control characters that TEXT may not hold', () => {
    expect(escapeText('a\u0000b\u0007c\u001bd\u007fe')).toBe('abcde');
  });
});

describe('formatUtcDateTime and formatDuration', () => {
  it('writes UTC instants in the basic form with Z', () => {
    expect(formatUtcDateTime(new Date('2026-03-08T06:59:59.999Z'))).toBe('20260308T065959Z');
    expect(formatUtcDateTime(new Date('2026-11-24T18:00:00+01:00'))).toBe('20261124T170000Z');
  });

  it('writes minutes as an RFC 5545 duration', () => {
    expect(formatDuration(90)).toBe('PT1H30M');
    expect(formatDuration(60)).toBe('PT1H');
    expect(formatDuration(45)).toBe('PT45M');
    expect(formatDuration(0)).toBe('PT0M');
  });
});

describe('foldLine', () => {
  it('leaves lines of 75 octets alone and folds longer ones with CRLF and a space', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    const folded = foldLine('x'.repeat(200));
    const lines = folded.split('\r\n');
    // 75 + 74 + 51 characters; each continuation line spends one octet on its leading space.
    expect(lines.map(octets)).toEqual([75, 75, 52]);
    expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(unfold(folded)).toBe('x'.repeat(200));
  });

  it('never cuts inside a character, whatever its UTF-8 length', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), fc.nat(80), (text, prefixLength) => {
        const line = `${'P'.repeat(prefixLength)}:${text}`;
        const folded = foldLine(line);
        for (const physical of folded.split('\r\n')) {
          expect(octets(physical)).toBeLessThanOrEqual(75);
          // A cut inside a character would leave bytes that decode to U+FFFD.
          const bytes = new TextEncoder().encode(physical);
          expect(new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toBe(physical);
        }
        expect(unfold(folded)).toBe(line);
      }),
    );
  });

  it('keeps an emoji whole at the fold', () => {
    // 73 octets, then a 4-octet character that would end at octet 77: it starts the next line instead.
    const line = `SUMMARY:${'a'.repeat(65)}🎾🎾🎾`;
    const [first, second] = foldLine(line).split('\r\n');
    expect(first).toBe(`SUMMARY:${'a'.repeat(65)}`);
    expect(second).toBe(' 🎾🎾🎾');
  });
});

describe('writeCalendar', () => {
  it('writes a published calendar with CRLF line ends that a real parser reads back', () => {
    const text = writeCalendar(calendar([event(), event({ uid: 'match-2@courtside', sequence: 3 })]), NOW);
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);

    const parsed = parseCalendar(text);
    expect(parsed.property('version')).toBe('2.0');
    expect(parsed.property('prodid')).toBe('-//Courtside//Courtside matches//EN');
    expect(parsed.property('calscale')).toBe('GREGORIAN');
    expect(parsed.property('method')).toBe('PUBLISH');
    expect(parsed.property('x-wr-calname')).toBe('Courtside matches');
    expect(text).toContain('\r\nREFRESH-INTERVAL;VALUE=DURATION:PT1H\r\n');
    expect(text).toContain('\r\nX-PUBLISHED-TTL:PT1H\r\n');

    expect(parsed.events).toHaveLength(2);
    expect(parsed.events[0]).toEqual({
      uid: 'match-1@courtside',
      summary: 'Tennis: Alice Smith vs Bob Jones',
      location: 'Riverside Courts, 1 River Road',
      description: 'League: Spring Singles\nDivision: Blue',
      sequence: 0,
      start: new Date('2026-11-24T18:00:00Z'),
      startIsUtc: true,
      durationSeconds: 5400,
      status: 'CONFIRMED',
      dtstamp: '2026-11-24T09:30:15Z',
    });
    expect(parsed.events[1]?.sequence).toBe(3);
    expect(text).toContain('\r\nDTSTART:20261124T180000Z\r\n');
    expect(text).toContain('\r\nDURATION:PT1H30M\r\n');
  });

  it('writes an empty calendar when there are no events', () => {
    const parsed = parseCalendar(writeCalendar(calendar([]), NOW));
    expect(parsed.events).toEqual([]);
    expect(parsed.property('x-wr-calname')).toBe('Courtside matches');
  });

  it('leaves out an empty location and description', () => {
    const text = writeCalendar(calendar([event({ location: null, description: '' })]), NOW);
    expect(text).not.toMatch(/LOCATION|DESCRIPTION/);
    expect(parseCalendar(text).events[0]?.location).toBeNull();
  });

  it('keeps names with commas, semicolons, backslashes, newlines, emoji and long text through a parse', () => {
    const nasty = {
      summary: 'Tennis: Zoë "Ace" O\'Brien-Łukasiewicz, Jr.; 🎾🔥 vs 李小龍 \\ the second',
      location: `Court 3; "Main", Park\\Lane\n${'Straße '.repeat(30)}🏟️`,
      description: `League: Mixed, 4.0; A\\B\r\nDivision: 👩‍👩‍👧‍👦 family\n\n${'long text, '.repeat(40)}`,
    };
    const parsed = parseCalendar(writeCalendar(calendar([event(nasty)]), NOW));
    expect(parsed.events[0]).toMatchObject({
      summary: nasty.summary,
      location: nasty.location,
      description: nasty.description.replace(/\r\n/g, '\n'),
    });
  });

  it('round-trips any text in every field', () => {
    const special = fc.constantFrom(',', ';', '\\', '\n', '\r\n', '\r', '\u0001', ':', '"', ' ', '\t', 'é', '🎾', '👩‍👩‍👧');
    const text = fc.string({ unit: fc.oneof(special, fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 })) });
    fc.assert(
      fc.property(text, text, text, (summary, location, description) => {
        const parsed = parseCalendar(writeCalendar(calendar([event({ summary, location, description })]), NOW));
        // What TEXT can hold: line breaks become LF, other control characters (but tab) are dropped.
        const storable = (value: string) =>
          [...value.replace(/\r\n?/g, '\n')]
            .filter((c) => c === '\t' || c === '\n' || !(c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f))
            .join('');
        expect(parsed.events[0]?.summary ?? '').toBe(storable(summary));
        expect(parsed.events[0]?.location ?? '').toBe(storable(location));
        expect(parsed.events[0]?.description ?? '').toBe(storable(description));
      }),
      { numRuns: 200 },
    );
  });
});
