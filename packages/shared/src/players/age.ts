/** Whole years from a YYYY-MM-DD birthdate to a YYYY-MM-DD day, counting a birthday on that day. */
export function ageOn(birthdate: string, today: string): number {
  const [by, bm, bd] = birthdate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const hadBirthdayThisYear = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthdayThisYear ? 0 : 1);
}

/** Today's calendar date in UTC, the reference day for ages stored on save. */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
