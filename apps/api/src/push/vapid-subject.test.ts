import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_VAPID_SUBJECT, vapidSubject } from './vapid-subject';

describe('vapidSubject', () => {
  it('names the address mail comes from, with or without a display name', () => {
    expect(vapidSubject({ mailFrom: 'Courtside <courtside@club.example>' })).toBe('mailto:courtside@club.example');
    expect(vapidSubject({ mailFrom: 'leagues@club.example', publicUrl: 'https://club.example' })).toBe(
      'mailto:leagues@club.example',
    );
  });

  it("falls back to the site's https address when mail has no real sender", () => {
    expect(
      vapidSubject({ mailFrom: 'Courtside <courtside@localhost>', publicUrl: 'https://tennis.club.example/' }),
    ).toBe('https://tennis.club.example');
    expect(vapidSubject({ publicUrl: 'https://tennis.club.example' })).toBe('https://tennis.club.example');
  });

  it('says plainly that there is no contact when neither is real', () => {
    expect(vapidSubject({})).toBe(PLACEHOLDER_VAPID_SUBJECT);
    expect(vapidSubject({ mailFrom: 'courtside@localhost', publicUrl: 'http://localhost:3000' })).toBe(
      PLACEHOLDER_VAPID_SUBJECT,
    );
    expect(vapidSubject({ mailFrom: 'not an address', publicUrl: 'https://courtside' })).toBe(
      PLACEHOLDER_VAPID_SUBJECT,
    );
  });
});
