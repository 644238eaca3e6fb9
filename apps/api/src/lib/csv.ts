// CSV as RFC 4180 writes it, made safe to open in a spreadsheet (ADR 074). Small enough to own: the project
// has no CSV library, and writing (not parsing) is three rules.

export type CsvCell = string | number | null | undefined;

/** What a spreadsheet reads as the start of a formula (and tab and CR, which some read past to one). */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One field. Text that a spreadsheet would run as a formula gets a leading apostrophe, which spreadsheets show
 * as text and do not run; numbers are ours and written as they are. A field holding a comma, a double quote,
 * CR or LF, or one that was neutralised, is quoted, its quotes doubled.
 */
export function csvField(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const neutral = FORMULA_START.test(value) ? `'${value}` : value;
  return neutral !== value || NEEDS_QUOTES.test(neutral) ? `"${neutral.replaceAll('"', '""')}"` : neutral;
}

/**
 * A whole file: a byte-order mark, so that spreadsheets read the names as UTF-8 rather than in the machine's
 * code page, then the header and the rows, each line ended by CRLF.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvField).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** A file name from a league's name: lower-case ASCII letters and digits joined by '-', never empty. */
export function csvFileName(name: string, fallback: string, what: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || fallback}-${what}.csv`;
}
