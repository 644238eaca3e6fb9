import { describe, expect, it } from 'vitest';
import { BackgroundLoop } from './background-loop';

/** A loop whose rounds follow a script, resolving `reached(n)` once n rounds have run. */
function scriptedLoop(script: ('fail' | 'more' | 'done')[], pauseMs: number) {
  const said: string[] = [];
  let rounds = 0;
  const waiting = new Map<number, () => void>();
  const loop = new BackgroundLoop({
    round: async () => {
      rounds += 1;
      waiting.get(rounds)?.();
      const step = script[Math.min(rounds, script.length) - 1];
      if (step === 'fail') throw new Error(`round ${rounds} failed`);
      return step === 'more';
    },
    pauseMs,
    onFailing: (error) => said.push(`failing: ${(error as Error).message}`),
    onRecovered: () => said.push('recovered'),
  });
  const reached = (n: number) => (rounds >= n ? Promise.resolve() : new Promise<void>((r) => waiting.set(n, r)));
  return { loop, said, reached, rounds: () => rounds };
}

describe('BackgroundLoop', () => {
  it('says once that rounds fail and once that they work again', async () => {
    const { loop, said, reached } = scriptedLoop(['fail', 'fail', 'fail', 'done'], 1);
    loop.start();
    await reached(5);
    await loop.stop();
    expect(said).toEqual(['failing: round 1 failed', 'recovered']);
  });

  it('runs the next round at once while more is waiting, and pauses otherwise', async () => {
    // A pause of an hour: only rounds that need no pause can happen before stop.
    const { loop, reached, rounds } = scriptedLoop(['more', 'more', 'done'], 60 * 60 * 1000);
    loop.start();
    await reached(3);
    await loop.stop();
    expect(rounds()).toBe(3);
  });

  it('stops during a pause without waiting for it to end', async () => {
    const { loop, reached } = scriptedLoop(['done'], 60 * 60 * 1000);
    loop.start();
    await reached(1);
    const stoppedBy = await Promise.race([
      loop.stop(60 * 60 * 1000).then(() => 'stop'),
      new Promise((resolve) => setTimeout(() => resolve('timeout'), 5_000)),
    ]);
    expect(stoppedBy).toBe('stop');
  });
});
