export { myLeaguesQueryKey, myPlayersQueryKey, useMyLeagues, useMyPlayers } from '@/lib/account-queries';
