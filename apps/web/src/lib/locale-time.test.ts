import { describe, expect, it } from 'vitest';
import { formatTimeOfDay, timeZoneNote, usesTwelveHourClock, zoneCityName } from './locale-time';

describe('the reader’s clock', () => {
  it('is 12-hour in the United States and 24-hour in Britain', () => {
    expect(usesTwelveHourClock('en-US')).toBe(true);
    expect(usesTwelveHourClock('en-GB')).toBe(false);
    expect(usesTwelveHourClock('de-DE')).toBe(false);
  });

  it('writes a time of day on either clock', () => {
    expect(formatTimeOfDay('06:00', true)).toBe('6:00 AM');
    expect(formatTimeOfDay('12:30', true)).toBe('12:30 PM');
    expect(formatTimeOfDay('00:30', true)).toBe('12:30 AM');
    expect(formatTimeOfDay(22 * 60, true)).toBe('10:00 PM');
    expect(formatTimeOfDay('06:00', false)).toBe('06:00');
    expect(formatTimeOfDay(18 * 60 + 30, false)).toBe('18:30');
  });

  it('shows an unreadable time as it came', () => {
    expect(formatTimeOfDay('6pm', true)).toBe('6pm');
  });
});

describe('zone names', () => {
  it('name the city of the zone, with spaces for underscores', () => {
    expect(zoneCityName('America/Chicago')).toBe('Chicago time');
    expect(zoneCityName('America/New_York')).toBe('New York time');
    expect(zoneCityName('America/Argentina/Buenos_Aires')).toBe('Buenos Aires time');
    expect(zoneCityName('Europe/London')).toBe('London time');
  });

  it('keep UTC as UTC', () => {
    expect(zoneCityName('UTC')).toBe('UTC');
    expect(zoneCityName('Etc/UTC')).toBe('UTC');
    expect(timeZoneNote('UTC')).toBe('Times are in UTC');
    expect(timeZoneNote('America/Chicago')).toBe('Times are in Chicago time');
  });
});
