import { describe, expect, it } from 'vitest';
import type { NotificationDto } from '@courtside/shared/schemas/notifications';
import { notificationLink, notificationText } from './notification-text';

function partnerNotice(kind: NotificationDto['kind']): NotificationDto {
  return {
    id: 1,
    kind,
    league_id: 5,
    league_name: 'Summer Mixed',
    match_id: null,
    division_name: null,
    actor_name: 'Ann Lee',
    proposed_time: null,
    match_datetime: null,
    opponent_name: null,
    created_at: '2026-03-02T09:00:00.000Z',
    read_at: null,
  };
}

describe('partner notifications', () => {
  it("lead to the league's page, where the invitation is answered and the pair is shown", () => {
    expect(notificationText(partnerNotice('partner_invited'))).toBe(
      'Ann Lee asked you to be their partner in Summer Mixed',
    );
    for (const kind of ['partner_invited', 'partner_accepted', 'partner_declined'] as const) {
      expect(notificationLink(partnerNotice(kind))).toBe('/leagues/5');
    }
  });
});
