import { Badge, Code, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { LoadFailure } from '@/components/load-failure';
import { PageLoader } from '@/components/page-loader';
import { formatDateTime } from '@/lib/format-date';
import { useOutboxMessage } from './api';
import classes from './outbox.module.css';
import { KIND_LABELS, NOT_RENDERED_YET, STATUS_LABELS } from './outbox-text';

/**
 * One message as its reader gets it: the plain text, and the HTML drawn in a sandboxed frame that runs no script
 * and reaches nothing, whatever the message holds. Full screen on a phone.
 */
export function OutboxMessageModal({ id, onClose }: { id: number | null; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 48em)');
  const message = useOutboxMessage(id);
  const data = message.data?.message;
  return (
    <Modal opened={id !== null} onClose={onClose} title={data?.subject ?? 'Message'} size="xl" fullScreen={phone}>
      {id === null ? null : !data ? (
        message.error ? (
          <LoadFailure title="Could not load the message" query={message}>
            {message.error.message}
          </LoadFailure>
        ) : (
          <PageLoader label="Loading the message..." />
        )
      ) : (
        <Stack gap="md">
          <Group gap="xs">
            <Badge variant="light" color={STATUS_LABELS[data.status].color}>
              {STATUS_LABELS[data.status].label}
            </Badge>
            <Text size="sm">{KIND_LABELS[data.kind]}</Text>
          </Group>
          <Text size="sm">
            To <strong>{data.recipient}</strong>, queued {formatDateTime(data.created_at)}
            {data.sent_at ? `, sent ${formatDateTime(data.sent_at)}` : ''}, {data.attempts} attempt
            {data.attempts === 1 ? '' : 's'}
          </Text>
          {data.last_error ? <Text size="sm">{data.last_error}</Text> : null}
          {data.text === null || data.html === null ? (
            <Text>{NOT_RENDERED_YET}: the message is written when it is first taken for sending.</Text>
          ) : (
            <>
              <Title order={3} size="h4">
                Plain text
              </Title>
              <Code block className={classes.text}>
                {data.text}
              </Code>
              <Title order={3} size="h4">
                As HTML
              </Title>
              <iframe className={classes.preview} title="The message as HTML" sandbox="" srcDoc={data.html} />
            </>
          )}
        </Stack>
      )}
    </Modal>
  );
}
