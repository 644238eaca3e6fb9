import type { FastifyInstance } from 'fastify';
import { pruneAnalytics } from '../db/queries/analytics-retention';
import { describeErrorForLog } from './error-handler';

/** ADR 033: events are kept this many days unless ANALYTICS_RETENTION_DAYS says otherwise. */
export const ANALYTICS_RETENTION_DAYS_DEFAULT = 180;
export const PRUNE_INTERVAL_MS = 6 * 60 * 60 * 1000;

/** Each app's run in progress, so a test (or a shutdown) can wait for it without reaching into the plugin. */
const runsInProgress = new WeakMap<FastifyInstance, () => Promise<void> | undefined>();

/** Resolves when the app's pruning run in progress, if any, has finished (it never rejects). */
export async function analyticsPruneSettled(app: FastifyInstance): Promise<void> {
  await runsInProgress.get(app)?.();
}

export const retentionDaysOf = (app: FastifyInstance) =>
  app.settings.analyticsRetentionDays ?? ANALYTICS_RETENTION_DAYS_DEFAULT;

/**
 * Prunes old analytics events once the app is ready (in the background: start-up does not wait for it) and
 * then every six hours. A failed run is logged and tried again at the next; it never takes the server down.
 * Closing the app stops the timer and lets a run in progress finish its current batch.
 */
export function installAnalyticsRetention(app: FastifyInstance, options: { intervalMs?: number } = {}) {
  const retentionDays = retentionDaysOf(app);
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const runOnce = () => {
    // A slow run (a long backlog) is not joined by a second one deleting the same rows.
    running ??= pruneAnalytics(app.db, { retentionDays, now: new Date(), signal: stopping.signal })
      .then(({ cutoff, ...pruned }) =>
        app.log.info({ pruned, cutoff: cutoff.toISOString(), retentionDays }, 'pruned old analytics events'),
      )
      .catch((error: unknown) => app.log.error({ err: describeErrorForLog(error) }, 'pruning analytics events failed'))
      .finally(() => {
        running = undefined;
      });
    return running;
  };

  runsInProgress.set(app, () => running);

  app.addHook('onReady', async () => {
    void runOnce();
    timer = setInterval(runOnce, options.intervalMs ?? PRUNE_INTERVAL_MS);
    // The schedule alone must not keep the process alive.
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    stopping.abort();
    await running;
  });
}
