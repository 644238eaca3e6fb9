import type { CachedAnswer } from './answer-cache';

/** Ends a flight: with the answer the first request sent, or undefined when it sent none (an error, a client gone). */
export type SettleFlight = (answer: CachedAnswer | undefined) => void;

interface Flight {
  version: number;
  answer: Promise<CachedAnswer | undefined>;
  settle: SettleFlight;
}

/**
 * The answers being computed right now, by answer-cache key (ADR 049). Right after a change has emptied the
 * answer cache, every request for a key misses it at once: without this, each would compute the same answer,
 * and the last would wait for all the others (the p99 of a read under writes). With it, the first request
 * computes and the ones that miss the same key under the same change count wait for its answer.
 *
 * A waiter may take that answer, kept or not, because it is as fresh for the waiter as for the first request: a
 * change is counted before it is acknowledged (the count moves as the COMMIT returns, before the route answers),
 * so a waiter that took the same count arrived before any change the answer could miss had been acknowledged;
 * such a change and the waiter's read were under way together, and either order is a true answer. (On
 * PostgreSQL another process's change is counted when its notification arrives, the window ADR 043 accepts for
 * every cached answer.) What the cache must not do, keep that answer for requests that arrive later, it still
 * does not (AnswerCache.remember).
 *
 * A first request that sends no answer (an error, a client gone) sends every waiter back to compute its own,
 * all at once: were they to wait for each other again, a database that fails slowly would have each wait out
 * every failure before its own.
 */
export class InFlightAnswers {
  private readonly flights = new Map<string, Flight>();

  /** The answer of the flight under way for `key` under `version`, or undefined when there is none to wait for. */
  join(key: string, version: number): Promise<CachedAnswer | undefined> | undefined {
    const flight = this.flights.get(key);
    return flight?.version === version ? flight.answer : undefined;
  }

  /**
   * Starts the flight for `key` under `version`, replacing any under an older count (its waiters still get
   * its answer). The caller must settle it on every path: with the answer it sent, or with undefined.
   */
  lead(key: string, version: number): SettleFlight {
    let resolve!: (answer: CachedAnswer | undefined) => void;
    const answer = new Promise<CachedAnswer | undefined>((done) => (resolve = done));
    let settled = false;
    const flight: Flight = {
      version,
      answer,
      settle: (sent) => {
        if (settled) return;
        settled = true;
        // A later flight for the key may have replaced this one; it is not this one's to end.
        if (this.flights.get(key) === flight) this.flights.delete(key);
        resolve(sent);
      },
    };
    this.flights.set(key, flight);
    return flight.settle;
  }

  /** Flights under way: for tests, which check that none is left behind. */
  get size(): number {
    return this.flights.size;
  }
}
