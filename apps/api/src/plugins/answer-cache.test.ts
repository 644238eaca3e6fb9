import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { AnswerCache } from '../lib/answer-cache';
import type { InFlightAnswers } from '../lib/in-flight-answers';
import { compressAnswer } from '../lib/response-encoding';
import type { SessionUser } from '../lib/session';
import { installAnswerCache } from './answer-cache';

/**
 * Requests that miss the answer cache together (ADR 049), on a bare Fastify app with one cached route whose
 * handler the test holds open: the viewer comes from a header, so no database is needed.
 */
class Counter {
  value = 0;
  complete = true;
  bump() {
    this.value++;
  }
}

interface Harness {
  app: FastifyInstance;
  changes: Counter;
  inFlight: InFlightAnswers;
  /** How many times the handler has started. */
  runs: () => number;
  /** Lets the handler calls that have started finish: answering `body`, or failing with a 500. */
  finish: (outcome: { body: string } | 'fail') => void;
  /** Resolves once `count` handler runs have started. */
  started: (count: number) => Promise<void>;
}

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function harness(): Promise<Harness> {
  const changes = new Counter();
  const app = Fastify();
  apps.push(app);
  app.decorateRequest('sessionUser', undefined);
  app.addHook('onRequest', async (request) => {
    const id = Number(request.headers['x-viewer']);
    request.sessionUser = id ? ({ id } as SessionUser) : null;
  });
  const inFlight = installAnswerCache(app, new AnswerCache(changes, compressAnswer))!;
  let runs = 0;
  let waiting: Array<(outcome: { body: string } | 'fail') => void> = [];
  let onStart: () => void = () => {};
  app.get('/answer', { config: { answerCache: true } }, async (request, reply) => {
    runs++;
    onStart();
    const outcome = await new Promise<{ body: string } | 'fail'>((resolve) => waiting.push(resolve));
    if (outcome === 'fail') throw new Error('the database went away');
    return reply.type('application/json; charset=utf-8').send(outcome.body);
  });
  await app.ready();
  return {
    app,
    changes,
    inFlight,
    runs: () => runs,
    finish(outcome) {
      const calls = waiting;
      waiting = [];
      for (const resolve of calls) resolve(outcome);
    },
    async started(count) {
      while (runs < count) await new Promise<void>((resolve) => (onStart = resolve));
    },
  };
}

const read = (app: FastifyInstance, viewer = 1) =>
  app.inject({ method: 'GET', url: '/answer', headers: { 'x-viewer': String(viewer), 'accept-encoding': 'identity' } });

/** Lets every request sent so far get through its hooks up to the point where it waits. */
const settleHooks = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('requests that miss the answer cache together', () => {
  it('compute the answer once: the first request runs the handler and the others take its answer', async () => {
    const h = await harness();
    const first = read(h.app);
    await h.started(1);
    const others = Array.from({ length: 9 }, () => read(h.app));
    await settleHooks();
    expect(h.runs()).toBe(1);
    h.finish({ body: '{"n":1}' });
    const answers = await Promise.all([first, ...others]);
    expect(answers.map((answer) => [answer.statusCode, answer.body])).toEqual(
      Array.from({ length: 10 }, () => [200, '{"n":1}']),
    );
    expect(h.runs()).toBe(1);
    expect(h.inFlight.size).toBe(0);
  });

  it('wait only for their own viewer’s answer', async () => {
    const h = await harness();
    const one = read(h.app, 1);
    const two = read(h.app, 2);
    await h.started(2);
    h.finish({ body: '{"for":"both"}' });
    await Promise.all([one, two]);
    expect(h.runs()).toBe(2);
  });

  it('do not wait for an answer read before a change committed since: they read again', async () => {
    const h = await harness();
    const before = read(h.app);
    await h.started(1);
    h.changes.bump();
    const after = read(h.app);
    await h.started(2);
    h.finish({ body: '{"n":2}' });
    expect((await before).body).toBe('{"n":2}');
    expect((await after).body).toBe('{"n":2}');
    expect(h.runs()).toBe(2);
    expect(h.inFlight.size).toBe(0);
  });

  it('read again themselves when the first request fails, and none is left waiting', async () => {
    const h = await harness();
    const first = read(h.app);
    await h.started(1);
    const waiters = [read(h.app), read(h.app)];
    await settleHooks();
    h.finish('fail');
    expect((await first).statusCode).toBe(500);
    // Both are sent back to the handler at once, rather than one after the other: were the database down, each
    // in turn would wait out its failure.
    await h.started(3);
    h.finish({ body: '{"n":3}' });
    const answers = await Promise.all(waiters);
    expect(answers.map((answer) => [answer.statusCode, answer.body])).toEqual([
      [200, '{"n":3}'],
      [200, '{"n":3}'],
    ]);
    expect(h.inFlight.size).toBe(0);
  });

  it('take the first answer even when it could not be kept, and a request after the change reads again', async () => {
    const h = await harness();
    const first = read(h.app);
    await h.started(1);
    const waiter = read(h.app);
    await settleHooks();
    // Counted while both were under way: the answer may be from before it, which is true for both of them.
    h.changes.bump();
    h.finish({ body: '{"n":4}' });
    expect((await first).body).toBe('{"n":4}');
    expect((await waiter).body).toBe('{"n":4}');
    expect(h.runs()).toBe(1);
    // Not kept: the next request, which arrived after the change, reads again.
    const later = read(h.app);
    await h.started(2);
    h.finish({ body: '{"n":5}' });
    expect((await later).body).toBe('{"n":5}');
    expect(h.inFlight.size).toBe(0);
  });

  it('each read for themselves while answers cannot be kept (changes may go unseen)', async () => {
    const h = await harness();
    h.changes.complete = false;
    const reads = [read(h.app), read(h.app), read(h.app)];
    await h.started(3);
    h.finish({ body: '{"n":6}' });
    await Promise.all(reads);
    expect(h.runs()).toBe(3);
    expect(h.inFlight.size).toBe(0);
  });

  it('read again themselves as soon as the first request’s client has gone, and none is left waiting', async () => {
    const h = await harness();
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = h.app.server.address() as AddressInfo;
    const gone = http.get({ port, host: '127.0.0.1', path: '/answer', headers: { 'x-viewer': '1' } });
    gone.on('error', () => {});
    await h.started(1);
    const waiter = read(h.app);
    await settleHooks();
    expect(h.runs()).toBe(1);
    // The client's going ends the wait, before the first request's handler is done: the waiter reads its own.
    gone.destroy();
    await h.started(2);
    h.finish({ body: '{"n":7}' });
    const answer = await waiter;
    expect([answer.statusCode, answer.body]).toEqual([200, '{"n":7}']);
    expect(h.inFlight.size).toBe(0);
  });
});
