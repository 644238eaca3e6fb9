import { describe, expect, it } from 'vitest';
import { ApiError, UNAUTHORIZED_MESSAGE } from '@/lib/api-client';
import { refusalMessage } from './refusal-message';

describe('refusalMessage', () => {
  it("gives the server's reason for a refusal", () => {
    expect(refusalMessage(new ApiError(409, 'Cannot start league.'), 'Failed')).toBe('Cannot start league.');
    expect(refusalMessage(new ApiError(400, 'Division 9 is not a division of this league.'), 'Failed')).toBe(
      'Division 9 is not a division of this league.',
    );
  });

  it('falls back for failures that carry no reason', () => {
    expect(refusalMessage(new ApiError(500, 'There was an unexpected error.'), 'Failed')).toBe('Failed');
    expect(refusalMessage(new ApiError(0, 'Unable to reach the server.'), 'Failed')).toBe('Failed');
    expect(refusalMessage(new ApiError(401, UNAUTHORIZED_MESSAGE), 'Failed')).toBe('Failed');
    expect(refusalMessage(new Error('boom'), 'Failed')).toBe('Failed');
  });
});
