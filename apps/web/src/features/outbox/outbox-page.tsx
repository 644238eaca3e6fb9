import { useState } from 'react';
import { Badge, Group, Pagination, Stack, Text } from '@mantine/core';
import type { OutboxMessageDto } from '@courtside/shared/schemas/outbox';
import { DataList, type DataListColumn } from '@/components/data-list';
import { PageHeader } from '@/components/page-header';
import { formatDateTime } from '@/lib/format-date';
import { useOutboxPage } from './api';
import { OutboxMessageModal } from './outbox-message-modal';
import classes from './outbox.module.css';
import { KIND_LABELS, NO_MESSAGES, NOT_RENDERED_YET, STATUS_LABELS } from './outbox-text';

const when = (message: OutboxMessageDto) => message.sent_at ?? message.created_at;

const columns: DataListColumn<OutboxMessageDto>[] = [
  { id: 'to', header: 'To', primary: true, cell: (message) => message.recipient },
  {
    id: 'subject',
    header: 'Subject',
    cell: (message) => <span className={classes.subject}>{message.subject ?? NOT_RENDERED_YET}</span>,
  },
  { id: 'kind', header: 'Kind', cell: (message) => KIND_LABELS[message.kind] },
  {
    id: 'status',
    header: 'Status',
    cell: (message) => (
      <Badge variant="light" color={STATUS_LABELS[message.status].color}>
        {STATUS_LABELS[message.status].label}
      </Badge>
    ),
  },
  { id: 'attempts', header: 'Attempts', cell: (message) => message.attempts },
  {
    id: 'time',
    header: 'Sent or Queued',
    cell: (message) => (
      <time dateTime={when(message)}>
        {message.sent_at ? 'Sent' : 'Queued'} {formatDateTime(when(message))}
      </time>
    ),
  },
  { id: 'error', header: 'Last Error', cell: (message) => message.last_error ?? '' },
];

/**
 * /admin/outbox (issue 35): every email the app has sent or will send, newest first, a page at a time from the
 * server; View shows one as its reader gets it. Without SMTP_URL, this is where a newcomer sees what would go out.
 */
export function OutboxPage() {
  const [page, setPage] = useState(1);
  const [viewed, setViewed] = useState<number | null>(null);
  const list = useOutboxPage(page);
  const data = list.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  return (
    <>
      <PageHeader title="Outbox" description="Emails to players, newest first: sent, waiting, or failed and why." />
      <Stack gap="md">
        <DataList
          label="Messages"
          query={{ ...list, data: data?.messages }}
          columns={columns}
          rowKey={(message) => message.id}
          rowLabel={(message) => `message ${message.id} to ${message.recipient}`}
          actions={[{ label: 'View', variant: 'light', onClick: (message) => setViewed(message.id) }]}
          emptyMessage={NO_MESSAGES}
          loadingLabel="Loading the outbox..."
          errorTitle="Could not load the outbox"
        />
        {data && pageCount > 1 ? (
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Text size="sm" aria-live="polite">
              Page {data.page} of {pageCount}, {data.total} messages
            </Text>
            <nav aria-label="Outbox pages">
              <Pagination
                total={pageCount}
                value={page}
                onChange={setPage}
                siblings={0}
                size="sm"
                getControlProps={(control) => ({
                  'aria-label': {
                    first: 'First page',
                    previous: 'Previous page',
                    next: 'Next page',
                    last: 'Last page',
                  }[control],
                })}
                getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
              />
            </nav>
          </Group>
        ) : null}
      </Stack>
      <OutboxMessageModal id={viewed} onClose={() => setViewed(null)} />
    </>
  );
}
