import type { IngestService, RawMessageInput } from '../ingest/ingest.service';

interface Pending {
  inputs: RawMessageInput[];
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit for SMTP deliveries. Every delivery must be committed before its 250, and one
 * transaction per message makes the commit (an fsync) the bottleneck; so deliveries that arrive
 * while a transaction runs wait for the next one and share it. An idle receiver commits at once
 * (no timer, no added latency). When a shared transaction fails, its deliveries are retried one
 * by one, so a single message the database refuses gets its 451 without taking others with it.
 */
export class GroupCommit {
  private queue: Pending[] = [];
  private running = false;

  constructor(
    private readonly ingest: Pick<IngestService, 'ingestBatch'>,
    private readonly maxMessages = 32,
  ) {}

  /** Resolves once every input is committed; rejects when it could not be. */
  deliver(inputs: RawMessageInput[]): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ inputs, resolve, reject });
      if (!this.running) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.running = true;
    while (this.queue.length > 0) {
      const batch = this.take();
      try {
        await this.ingest.ingestBatch(batch.flatMap((p) => p.inputs));
        for (const pending of batch) pending.resolve();
      } catch (error) {
        if (batch.length === 1) batch[0]!.reject(error);
        else await this.oneByOne(batch);
      }
    }
    this.running = false;
  }

  private take(): Pending[] {
    const batch: Pending[] = [];
    let size = 0;
    while (this.queue.length > 0) {
      const next = this.queue[0]!;
      if (batch.length > 0 && size + next.inputs.length > this.maxMessages) break;
      batch.push(next);
      size += next.inputs.length;
      this.queue.shift();
    }
    return batch;
  }

  private async oneByOne(batch: Pending[]): Promise<void> {
    for (const pending of batch) {
      try {
        await this.ingest.ingestBatch(pending.inputs);
        pending.resolve();
      } catch (error) {
        pending.reject(error);
      }
    }
  }
}
