import { describe, expect, it } from 'vitest';
import {
  SLOT_RULE_MESSAGES,
  availabilitySlotInput,
  updateAvailabilityRequest,
} from '@courtside/shared/schemas/availability';
import { makeSlotDto } from '@/test/league-fixtures';
import { movedSlotRequest, newSlotRequest, type SlotPlace } from './availability-form';

// The modal sends times picked on the viewer's half hours; the API takes times on the half hours of the slot's own
// zone (ADR 059). These check that what the modal sends is what the API takes, in zones with :30 and :45 offsets.

const place = (zone: string): SlotPlace => ({ date: '2030-06-04', zone, leagueId: 12, divisionId: 4 });
const issues = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('the availability modal’s requests', () => {
  it.each(['Asia/Kathmandu', 'Asia/Kolkata', 'Pacific/Chatham', 'America/St_Johns', 'Europe/Paris'])(
    'a new slot at 18:00 to 19:30 in %s is taken',
    (zone) => {
      const request = newSlotRequest({ start_time: '18:00', end_time: '19:30' }, place(zone));
      expect(issues(availabilitySlotInput.safeParse(request))).toEqual([]);
    },
  );

  it('a one-off slot saved on UTC’s clock, moved by a viewer in Kathmandu, takes the viewer’s clock', () => {
    const slot = makeSlotDto({
      start_time: '2030-06-04T12:00:00.000Z',
      end_time: '2030-06-04T13:00:00.000Z',
      time_zone: 'UTC',
    });
    const request = movedSlotRequest(slot, { start_time: '18:00', end_time: '19:00' }, place('Asia/Kathmandu'));
    expect(request).toMatchObject({ start_time: '2030-06-04T12:15:00.000Z', time_zone: 'Asia/Kathmandu' });
    expect(issues(updateAvailabilityRequest.safeParse(request))).toEqual([]);
  });

  it('a weekly slot keeps its own zone, and says why when the viewer’s half hours are not that zone’s', () => {
    const slot = makeSlotDto({
      start_time: '2030-06-04T12:00:00.000Z',
      end_time: '2030-06-04T13:00:00.000Z',
      time_zone: 'UTC',
      is_recurring: true,
      recurrence_rule: 'FREQ=WEEKLY;BYDAY=TU',
    });
    const fromKathmandu = movedSlotRequest(slot, { start_time: '18:00', end_time: '19:00' }, place('Asia/Kathmandu'));
    expect(fromKathmandu.time_zone).toBe('UTC');
    expect(issues(updateAvailabilityRequest.safeParse(fromKathmandu))).toEqual([SLOT_RULE_MESSAGES.offStep('UTC')]);
    const fromKolkata = movedSlotRequest(slot, { start_time: '18:00', end_time: '19:00' }, place('Asia/Kolkata'));
    expect(issues(updateAvailabilityRequest.safeParse(fromKolkata))).toEqual([]);
  });
});
