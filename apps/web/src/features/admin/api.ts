import { useQuery } from '@tanstack/react-query';
import { fetchStaticText } from '@/lib/api-client';

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
