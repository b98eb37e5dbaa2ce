import { describe, expect, it } from 'vitest';
import type { PreparedBatch, RawMessageInput } from '../ingest/ingest.service';
import { GroupCommit } from './group-commit';

const input = (projectId: string): RawMessageInput => ({
  projectId,
  inboxId: null,
  source: 'smtp',
  raw: Buffer.from(projectId),
});

/**
 * A stand-in for ingestion that records its transactions (no database needed for the policy):
 * a prepared message is just its input, as far as this policy is concerned.
 */
function recordingIngest(
  failWhen: (ids: string[]) => boolean = () => false,
  prepareFails: (id: string) => boolean = () => false,
) {
  const transactions: string[][] = [];
  return {
    transactions,
    prepareBatch: async (inputs: RawMessageInput[]) => {
      await new Promise((r) => setTimeout(r, 1));
      if (inputs.some((i) => prepareFails(i.projectId))) throw new Error('disk full');
      return {
        messages: inputs.map((input) => ({ input })),
        durable: Promise.resolve(),
      } as unknown as PreparedBatch;
    },
    commitBatch: async (batch: PreparedBatch) => {
      await new Promise((r) => setTimeout(r, 5));
      const ids = batch.messages.map((m) => m.input.projectId);
      if (failWhen(ids)) throw new Error('refused');
      transactions.push(ids);
      return [];
    },
  };
}

describe('GroupCommit', () => {
  it('groups the deliveries that arrive while the first is being stored, up to the limit', async () => {
    const ingest = recordingIngest();
    const commits = new GroupCommit(ingest, 3);
    await Promise.all(['a', 'b', 'c', 'd', 'e'].map((id) => commits.deliver([input(id)])));
    expect(ingest.transactions).toEqual([
      ['a', 'b', 'c'],
      ['d', 'e'],
    ]);
    // Idle again: a lone delivery commits on its own, without waiting for company.
    await commits.deliver([input('f')]);
    expect(ingest.transactions.at(-1)).toEqual(['f']);
  });

  it('keeps a multi-project delivery in one transaction', async () => {
    const ingest = recordingIngest();
    await new GroupCommit(ingest).deliver([input('p1'), input('p2')]);
    expect(ingest.transactions).toEqual([['p1', 'p2']]);
  });

  it('retries a failed shared transaction one by one, so only the bad delivery fails', async () => {
    const ingest = recordingIngest((ids) => ids.includes('bad'));
    const commits = new GroupCommit(ingest);
    const outcomes = await Promise.allSettled(
      ['first', 'ok', 'bad', 'fine'].map((id) => commits.deliver([input(id)])),
    );
    expect(outcomes.map((o) => o.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect(ingest.transactions).toEqual([['first'], ['ok'], ['fine']]);
  });

  it('fails only the delivery whose files could not be stored, and commits the others', async () => {
    const ingest = recordingIngest(undefined, (id) => id === 'broken');
    const commits = new GroupCommit(ingest);
    const outcomes = await Promise.allSettled(
      ['first', 'broken', 'next'].map((id) => commits.deliver([input(id)])),
    );
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(ingest.transactions.flat()).toEqual(['first', 'next']);
  });
});
