import { useQuery } from '@tanstack/react-query';
import type { needsAttentionResponse } from '@courtside/shared/schemas/needs-attention';
import { type Answer, api, fetchStaticText } from '@/lib/api-client';
import { needsAttentionKey } from '@/lib/league-queries';

// A short or full git hash; anything else (e.g. an HTML fallback page) means "not available".
const COMMIT_ID_PATTERN = /^[0-9a-f]{7,40}$/i;

export function parseCommitId(text: string | null): string | null {
  const candidate = text?.trim() ?? '';
  return COMMIT_ID_PATTERN.test(candidate) ? candidate : null;
}

export function useCommitId() {
  return useQuery({
    queryKey: ['static', 'commit'],
    queryFn: async () => parseCommitId(await fetchStaticText('/commit.txt')),
    staleTime: Infinity,
    retry: false,
  });
}

/** What waits for an admin in the leagues under way (issue 34). */
export function useNeedsAttention() {
  return useQuery({
    queryKey: needsAttentionKey,
    queryFn: ({ signal }) => api.get<Answer<typeof needsAttentionResponse>>('admin/needsAttention', { signal }),
  });
}
