import dayjs from 'dayjs';

/** An expiry picked as a calendar day means "valid through that day" in the admin's own time zone. */
export function expiryDateToIso(date: string): string | null {
  if (date === '') return null;
  const day = dayjs(date);
  return day.isValid() ? day.endOf('day').toISOString() : null;
}
