import { queryOptions, useQuery } from '@tanstack/react-query';
import type { leagueInvitePreviewDto } from '@courtside/shared/schemas/league-invites';
import { type Answer, api } from '@/lib/api-client';

/**
 * What an invite link of a private league leads to (issue 38). Read by the join page and by Sign Up through a
 * link, so it lives here rather than in either feature. Answered to visitors too: the token is the invitation.
 */
export const leagueInvitePreviewKey = (token: string) => ['league-invites', 'preview', token] as const;

export const leagueInvitePreviewQuery = (token: string) =>
  queryOptions({
    queryKey: leagueInvitePreviewKey(token),
    queryFn: ({ signal }) =>
      api.get<Answer<typeof leagueInvitePreviewDto>>('league-invites/preview', { query: { token }, signal }),
    // An unknown or mistyped token is an answer, not a hiccup: asking again only counts against the throttle.
    retry: false,
  });

/** `token` null: no request (a sign-up without a link). */
export function useLeagueInvitePreview(token: string | null) {
  return useQuery({ ...leagueInvitePreviewQuery(token ?? ''), enabled: token !== null && token !== '' });
}
