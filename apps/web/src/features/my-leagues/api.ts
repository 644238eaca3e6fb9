export { myLeaguesQueryKey, useMyLeagues } from '@/lib/account-queries';
