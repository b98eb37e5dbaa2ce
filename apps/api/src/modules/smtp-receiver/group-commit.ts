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
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit for SMTP deliveries. Every delivery must be committed before its 250, and one
 * transaction per message makes the commit (an fsync) the bottleneck; so deliveries that arrive
 * while a transaction runs (or while the group's first delivery is being stored) wait for the
 * next one and share it. Each delivery is parsed and its files stored as soon as it arrives
 * (that work needs no turn); only the transaction is shared.
 * An idle receiver commits at once (no timer, no added latency). When a shared transaction
 * fails, its deliveries are retried one by one, so a single message the database refuses gets
 * its 451 without taking others with it.
 */
export class GroupCommit {
  private queue: Pending[] = [];
  private running = false;

  constructor(
    private readonly ingest: Pick<IngestService, 'prepareBatch' | 'commitBatch'>,
    private readonly maxMessages = 32,
  ) {}

  /** Resolves once every input is committed; rejects when it could not be. */
  deliver(inputs: RawMessageInput[]): Promise<void> {
    const prepared = this.ingest.prepareBatch(inputs);
    prepared.catch(() => {}); // rejected through the delivery's own promise below
    return new Promise((resolve, reject) => {
      this.queue.push({ prepared, size: inputs.length, resolve, reject });
      if (!this.running) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.running = true;
    while (this.queue.length > 0) {
      // The group forms once its first delivery is stored: whatever arrived meanwhile joins.
      await this.queue[0]!.prepared.catch(() => {});
      const ready: [Pending, PreparedBatch][] = [];
      for (const pending of this.take()) {
        try {
          ready.push([pending, await pending.prepared]);
        } catch (error) {
          pending.reject(error);
        }
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

  private take(): Pending[] {
    const batch: Pending[] = [];
    let size = 0;
    while (this.queue.length > 0) {
      const next = this.queue[0]!;
      if (batch.length > 0 && size + next.size > this.maxMessages) break;
      batch.push(next);
      size += next.size;
      this.queue.shift();
    }
    return batch;
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
