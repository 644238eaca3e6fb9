// How the server's own texts (CSV exports, the admin's lists, messages) name one side of a match: "Ann Lee" in
// singles, "Ann Lee & Bo Park" for a doubles pair (ADR 078), as entryName does on the pages.

interface Person {
  firstName: string;
  lastName: string;
}

const fullName = (person: Person) => `${person.firstName} ${person.lastName}`.trim();

/** The anchor's name, and the partner's beside it when the entry is a pair; a side read without one has null. */
export function entryNameOf(anchor: Person, partner: { firstName: string | null; lastName: string | null } | null) {
  if (partner === null || partner.firstName === null) return fullName(anchor);
  return `${fullName(anchor)} & ${fullName({ firstName: partner.firstName, lastName: partner.lastName ?? '' })}`;
}
