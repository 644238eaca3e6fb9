import { describe, expect, it } from 'vitest';
import type { InviteCodeDto } from '@courtside/shared/schemas/invite-codes';
import { inviteCodeState } from './invite-code-state';

const now = new Date('2025-06-15T12:00:00.000Z');
const use = { user_id: 9, email: 'a@example.com', used_at: '2025-06-01T00:00:00.000Z' };
const fresh: Pick<InviteCodeDto, 'disabled' | 'expires_at' | 'max_uses' | 'used_by'> = {
  disabled: false,
  expires_at: null,
  max_uses: 2,
  used_by: [use],
};

describe('inviteCodeState', () => {
  it('calls a code with uses left and no expiry usable', () => {
    expect(inviteCodeState(fresh, now)).toBe('usable');
    expect(inviteCodeState({ ...fresh, expires_at: '2025-06-15T12:00:00.001Z' }, now)).toBe('usable');
  });

  it('calls a code disabled when an admin disabled it', () => {
    expect(inviteCodeState({ ...fresh, disabled: true }, now)).toBe('disabled');
  });

  it('calls a code expired from its expires_at instant on', () => {
    expect(inviteCodeState({ ...fresh, expires_at: '2025-06-15T12:00:00.000Z' }, now)).toBe('expired');
    expect(inviteCodeState({ ...fresh, expires_at: '2025-06-14T23:59:59.999Z' }, now)).toBe('expired');
  });

  it('calls a code used up once its uses reach max uses', () => {
    expect(inviteCodeState({ ...fresh, used_by: [use, use] }, now)).toBe('used-up');
    expect(inviteCodeState({ ...fresh, max_uses: 1 }, now)).toBe('used-up');
  });

  it('names the reason the server would give first: disabled, then expired, then used up', () => {
    const usedUp = { ...fresh, max_uses: 1 };
    const expiredAndUsedUp = { ...usedUp, expires_at: '2025-01-01T00:00:00.000Z' };
    expect(inviteCodeState(expiredAndUsedUp, now)).toBe('expired');
    expect(inviteCodeState({ ...expiredAndUsedUp, disabled: true }, now)).toBe('disabled');
  });
});
