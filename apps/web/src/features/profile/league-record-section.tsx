import { Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { PlayerLeagueRecordDto, playerRecordsResponse } from '@courtside/shared/schemas/player-records';
import { LoadFailure } from '@/components/load-failure';
import { PageLoader } from '@/components/page-loader';
import { type Answer, api } from '@/lib/api-client';
import { ProfileSection } from './profile-section';

export const LEAGUE_RECORD_TITLE = 'League record';
export const LEAGUE_RECORD_EMPTY = 'No league record yet: it starts once you are placed in a division.';
export const LEAGUE_RECORD_LOAD_FAILED = 'Your league record could not be loaded.';

export const playerRecordsKey = ['players', 'records'] as const;

/** GET players/records: the signed-in user's record in every league they were placed in (issue 37 item 4). */
function usePlayerRecords() {
  return useQuery({
    queryKey: playerRecordsKey,
    queryFn: ({ signal }) => api.get<Answer<typeof playerRecordsResponse>>('players/records', { signal }),
  });
}

const partnerText = (record: PlayerLeagueRecordDto) =>
  record.partner ? `${record.partner.first_name} ${record.partner.last_name}` : '–';

/** Played, won and lost in each league, with the partner beside whom a doubles record was played. */
export function LeagueRecordSection() {
  const records = usePlayerRecords();
  let content;
  if (records.data === undefined && records.error) {
    content = (
      <LoadFailure title={LEAGUE_RECORD_LOAD_FAILED} query={records}>
        {records.error.message}
      </LoadFailure>
    );
  } else if (!records.data) {
    content = <PageLoader label="Loading your league record..." />;
  } else if (records.data.records.length === 0) {
    content = <Text c="dimmed">{LEAGUE_RECORD_EMPTY}</Text>;
  } else {
    content = (
      // A scrolling table is reached by keyboard and named, as the standings' is.
      <Table.ScrollContainer
        type="native"
        minWidth={480}
        tabIndex={0}
        role="region"
        aria-labelledby="league-record-title"
      >
        <Table aria-labelledby="league-record-title" verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">League</Table.Th>
              <Table.Th scope="col">Division</Table.Th>
              <Table.Th scope="col">Partner</Table.Th>
              <Table.Th scope="col">Played</Table.Th>
              <Table.Th scope="col">Won</Table.Th>
              <Table.Th scope="col">Lost</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {records.data.records.map((record) => (
              <Table.Tr key={record.league_id}>
                <Table.Th scope="row">{record.league_name}</Table.Th>
                <Table.Td>{record.division_name ?? '–'}</Table.Td>
                <Table.Td>{partnerText(record)}</Table.Td>
                <Table.Td>{record.played}</Table.Td>
                <Table.Td>{record.wins}</Table.Td>
                <Table.Td>{record.losses}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }
  return (
    <ProfileSection id="league-record-title" title={LEAGUE_RECORD_TITLE}>
      {content}
    </ProfileSection>
  );
}
