/** Row ids arrive as numbers from the database and as strings from routes and forms. */
export type Id = number | string;

/**
 * Two ids name the same row when their text is equal, so 7 and '7' match.
 * A missing id never matches anything, not even another missing id.
 */
export function sameId(a: Id | null | undefined, b: Id | null | undefined): boolean {
  if (a === null || a === undefined || b === null || b === undefined) return false;
  return String(a) === String(b);
}

const CANONICAL_INTEGER = /^(?:0|-?[1-9]\d{0,14})$/;

/**
 * A Map key for an id under sameId's equality: numbers stay numbers (cheap to hash) and a string that is
 * exactly a number's text becomes that number, so 7 and '7' share a key while '07' keeps its own.
 */
export function idKey(id: Id): number | string {
  if (typeof id === 'number') {
    // Whole numbers up to 15 digits are exactly the texts CANONICAL_INTEGER reads back; -0 reads as '0'.
    return Number.isSafeInteger(id) && Math.abs(id) < 1e15 ? id + 0 : String(id);
  }
  return CANONICAL_INTEGER.test(id) ? Number(id) : id;
}

/** A total order over ids: numbers numerically, then strings by code unit; used as the last tie-break. */
export function compareIds(a: Id, b: Id): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'number') return -1;
  if (typeof b === 'number') return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}
