import pg from 'pg';
import type { WriteGeneration } from './write-generation';

/** The channel the tables' triggers notify at each commit (migrations/0007_answer_cache_change_notifications.sql). */
export const CHANGE_CHANNEL = 'courtside_changes';
/** Names the connection in pg_stat_activity, for operators and for the tests that end it. */
export const CHANGE_LISTENER_NAME = 'courtside change listener';
/**
 * Until then the answer and session caches are off; reconnecting sooner would only hammer a server that is
 * down.
 */
const RECONNECT_DELAY_MS = 1_000;
const CONNECT_TIMEOUT_MS = 10_000;

export interface ChangeListenerOptions {
  reconnectDelayMs?: number;
  /**
   * Told when listening stops (the connection was lost, or could not be made after it had been), and when it
   * starts again after that: the answer and session caches are off in between. Not told of each failed attempt in
   * between.
   */
  onStateChange?: (listening: boolean, error?: Error) => void;
}

/** A count of committed changes that the listener keeps up to date with other processes' commits. */
export interface ListenedCount {
  generation: WriteGeneration;
  /**
   * Only changes to these tables move it (the notification names the table, migration 0008); every change when
   * omitted. A notification that names no table moves it whatever this says.
   */
  tables?: ReadonlySet<string>;
  /**
   * Notifications sent by these server processes (PostgreSQL backend PIDs) do not move it: this process's own
   * pooled connections, whose commits the count has had as they returned (countClientWrites). Moving it again
   * when their notifications arrive would empty the answer cache a second time for nothing (ADR 049).
   */
  countedAlready?: ReadonlySet<number>;
}

export interface ChangeListener {
  /** Stops listening (the count is then incomplete) and closes the connection. */
  close(): Promise<void>;
}

/**
 * One dedicated connection per process that LISTENs on the change channel and bumps each count's `generation` at
 * each notification of a change to one of its tables: other processes' commits, and this one's own unless the
 * count has had them already (`countedAlready`). ADR 043 and 049; the session cache's count is bumped by
 * changes to the tables a session is looked up in, this process's own included.
 *
 * The counts are `complete` only while this connection listens: they are made incomplete (which bumps, dropping
 * whatever was kept) when the connection is lost, and complete again (bumping once more, so nothing read while
 * notifications could be missed is kept) only after the LISTEN has returned, from when on every commit is
 * notified. Meanwhile it reconnects every `reconnectDelayMs`.
 */
export async function listenForChanges(
  url: string,
  counts: readonly ListenedCount[],
  options: ChangeListenerOptions = {},
): Promise<ChangeListener> {
  const setComplete = (complete: boolean) => {
    for (const { generation } of counts) if (generation.complete !== complete) generation.setComplete(complete);
  };
  const notified = (table: string | undefined, sender: number) => {
    for (const { generation, tables, countedAlready } of counts) {
      if (countedAlready?.has(sender)) continue;
      if (!table || !tables || tables.has(table)) generation.bump();
    }
  };
  const reconnectDelayMs = options.reconnectDelayMs ?? RECONNECT_DELAY_MS;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  /** The attempt under way, which close() waits for, so that no connection outlives it. */
  let attempt: Promise<void> = Promise.resolve();
  let closed = false;
  /** Whether the loss now being retried has been reported, so an outage is reported once, not every second. */
  let lossReported = false;

  const report = (listening: boolean, error?: Error) => {
    if (closed) return;
    if (!listening && lossReported) return;
    lossReported = !listening;
    options.onStateChange?.(listening, error);
  };

  const connect = async () => {
    retry = undefined;
    const client = new pg.Client({
      connectionString: url,
      application_name: CHANGE_LISTENER_NAME,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // A connection that dies without a word (a network cut) is found out by TCP keepalive.
      keepAlive: true,
    });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      client.end().catch(() => {});
      if (current === client) {
        current = undefined;
        setComplete(false);
      }
      if (closed) return;
      report(false, error ?? new Error('the connection ended'));
      retry ??= setTimeout(() => (attempt = connect()), reconnectDelayMs);
      retry.unref();
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    client.on('notification', (message) => notified(message.payload, message.processId));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGE_CHANNEL}`);
    } catch (error) {
      onLost(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (lost) return;
    if (closed) {
      lost = true;
      await client.end().catch(() => {});
      return;
    }
    current = client;
    setComplete(true);
    if (lossReported) report(true);
  };

  attempt = connect();
  await attempt;
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      await attempt;
      const client = current;
      current = undefined;
      setComplete(false);
      await client?.end().catch(() => {});
    },
  };
}
