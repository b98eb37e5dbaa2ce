import {
  mergePrepared,
  type IngestService,
  type PreparedBatch,
  type RawMessageInput,
} from '../ingest/ingest.service';

interface Pending {
  /** Parsing and storing start on arrival, in parallel with other deliveries and commits. */
  prepared: Promise<PreparedBatch>;
  size: number;
  /** Set once the delivery is parsed and its files are durable, or once either failed. */
  outcome: { batch: PreparedBatch } | { error: unknown } | null;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit for SMTP deliveries. Every delivery must be committed before its 250, and one
 * transaction per message makes the commit the bottleneck; so deliveries share transactions.
 * Each delivery is parsed and its files stored (fsynced) as soon as it arrives; that work needs
 * no turn. A transaction takes every delivery whose files are durable by the time it starts (up
 * to `maxMessages`), never one still being stored: a delivery that becomes durable while a
 * transaction runs joins the next, so no delivery waits for another's fsync, and the one
 * transaction at a time is never idle while a stored delivery waits.
 * An idle receiver commits at once (no timer, no added latency). When a shared transaction
 * fails, its deliveries are retried one by one, so a single message the database refuses gets
 * its 451 without taking others with it.
 */
export class GroupCommit {
  private queue: Pending[] = [];
  private running = false;
  /** Wakes the drain loop when a delivery becomes ready while none was. */
  private wake: (() => void) | null = null;

  constructor(
    private readonly ingest: Pick<IngestService, 'prepareBatch' | 'commitBatch'>,
    private readonly maxMessages = 32,
  ) {}

  /** Resolves once every input is committed; rejects when it could not be. */
  deliver(inputs: RawMessageInput[]): Promise<void> {
    const prepared = this.ingest.prepareBatch(inputs);
    return new Promise((resolve, reject) => {
      const pending: Pending = { prepared, size: inputs.length, outcome: null, resolve, reject };
      this.queue.push(pending);
      prepared
        .then(async (batch) => {
          await batch.durable;
          return { batch };
        })
        .catch((error: unknown) => ({ error }))
        .then((outcome) => {
          pending.outcome = outcome;
          this.wake?.();
        });
      if (!this.running) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.running = true;
    while (this.queue.length > 0) {
      const group = this.takeReady();
      if (group.length === 0) {
        await new Promise<void>((resolve) => (this.wake = resolve));
        this.wake = null;
        continue;
      }
      const ready: [Pending, PreparedBatch][] = [];
      for (const pending of group) {
        const outcome = pending.outcome!;
        if ('error' in outcome) pending.reject(outcome.error);
        else ready.push([pending, outcome.batch]);
      }
      if (ready.length === 0) continue;
      try {
        await this.ingest.commitBatch(mergePrepared(ready.map(([, batch]) => batch)));
        for (const [pending] of ready) pending.resolve();
      } catch (error) {
        if (ready.length === 1) ready[0]![0].reject(error);
        else await this.oneByOne(ready);
      }
    }
    this.running = false;
  }

  /** The ready deliveries, in arrival order, up to maxMessages (at least one). */
  private takeReady(): Pending[] {
    const group: Pending[] = [];
    let size = 0;
    this.queue = this.queue.filter((pending) => {
      if (!pending.outcome) return true;
      if (group.length > 0 && size + pending.size > this.maxMessages) return true;
      group.push(pending);
      size += pending.size;
      return false;
    });
    return group;
  }

  private async oneByOne(ready: [Pending, PreparedBatch][]): Promise<void> {
    for (const [pending, batch] of ready) {
      try {
        await this.ingest.commitBatch(batch);
        pending.resolve();
      } catch (error) {
        pending.reject(error);
      }
    }
  }
}
