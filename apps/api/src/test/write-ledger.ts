// What a crash test sent to the server and what became of each request, and the check of a database's contents
// against it. A request is a group of rows written together (one HTTP request, one transaction); each row has a
// marker unique across the test and a content to compare. After a restart every request must be all there or
// not there at all, and one the server acknowledged must be there with the ids it answered.

export interface LedgerRow {
  marker: string;
  /** The row's fields as a string: a row that is there but differs was written in part, or changed. */
  content: string;
}

export interface StoredRow extends LedgerRow {
  id: number;
}

type Fate =
  /** Sent; no complete answer yet (the server may be killed before it answers). */
  | { state: 'in-flight' }
  /** Answered 2xx with these ids, in the order of the request's rows. */
  | { state: 'acknowledged'; ids: number[] }
  /** Not acknowledged, but found whole after a restart: from then on it must stay, as if acknowledged. */
  | { state: 'committed'; ids: number[] }
  /** Not acknowledged and not found after a restart: it must never appear. */
  | { state: 'absent' };

interface LedgerRequest {
  label: string;
  rows: LedgerRow[];
  fate: Fate;
}

export interface Resolution {
  /** Unanswered requests found whole after the restart (the kill came after the commit, before the answer). */
  committed: number;
  /** Unanswered requests not found at all (the kill came before the commit). */
  absent: number;
}

export class WriteLedger {
  private readonly requests: LedgerRequest[] = [];
  private readonly byMarker = new Map<string, { request: LedgerRequest; index: number }>();

  /** Records a request before it is sent; returns the function that records its acknowledgement. */
  send(label: string, rows: LedgerRow[]): (ids: number[]) => void {
    const request: LedgerRequest = { label, rows, fate: { state: 'in-flight' } };
    rows.forEach((row, index) => {
      if (this.byMarker.has(row.marker)) throw new Error(`the test reused the marker ${row.marker}`);
      this.byMarker.set(row.marker, { request, index });
    });
    this.requests.push(request);
    return (ids) => {
      if (ids.length !== rows.length) throw new Error(`${label}: ${ids.length} ids for ${rows.length} rows`);
      request.fate = { state: 'acknowledged', ids };
    };
  }

  count(state: Fate['state']): number {
    return this.requests.filter((request) => request.fate.state === state).length;
  }

  /** Rows that must be in the database now: those of acknowledged and committed requests. */
  rowsThatMustExist(): number {
    return this.requests
      .filter(({ fate }) => fate.state === 'acknowledged' || fate.state === 'committed')
      .reduce((sum, request) => sum + request.rows.length, 0);
  }

  /**
   * Compares the rows the database holds with the ledger. Returns every discrepancy (empty when all is well)
   * and settles the requests that were in flight: found whole they become committed, not found absent.
   */
  verify(stored: readonly StoredRow[]): { problems: string[]; resolution: Resolution } {
    const problems: string[] = [];
    const found = new Map<string, StoredRow>();
    for (const row of stored) {
      const known = this.byMarker.get(row.marker);
      const first = found.get(row.marker);
      if (!known) {
        problems.push(`row ${row.id} (${row.marker}) was never sent`);
        continue;
      }
      // The first copy stands for the request; a second is a write applied twice.
      if (first) problems.push(`${row.marker} is there twice (ids ${first.id}, ${row.id})`);
      else found.set(row.marker, row);
      const sent = known.request.rows[known.index]!.content;
      if (row.content !== sent) problems.push(`${row.marker} holds ${row.content}, not ${sent}`);
    }

    const resolution: Resolution = { committed: 0, absent: 0 };
    for (const request of this.requests) {
      const ids = request.rows.map((row) => found.get(row.marker)?.id);
      const present = ids.filter((id) => id !== undefined).length;
      const { fate } = request;
      if (present > 0 && present < ids.length) {
        problems.push(`${request.label} is there in part: ${present} of ${ids.length} rows`);
      } else if (fate.state === 'acknowledged' || fate.state === 'committed') {
        if (present === 0) problems.push(`${request.label} was ${fate.state} (ids ${fate.ids.join(', ')}) and is lost`);
        else if (ids.join() !== fate.ids.join()) {
          problems.push(`${request.label} was ${fate.state} with ids ${fate.ids.join(', ')}, now ${ids.join(', ')}`);
        }
      } else if (fate.state === 'absent') {
        if (present > 0) problems.push(`${request.label} was not there after an earlier restart, and now is`);
      } else if (present === 0) {
        request.fate = { state: 'absent' };
        resolution.absent++;
      } else {
        request.fate = { state: 'committed', ids: ids as number[] };
        resolution.committed++;
      }
    }
    return { problems, resolution };
  }
}
