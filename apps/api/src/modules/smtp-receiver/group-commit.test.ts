import { describe, expect, it } from 'vitest';
import type { RawMessageInput } from '../ingest/ingest.service';
import { GroupCommit } from './group-commit';

const input = (projectId: string): RawMessageInput => ({
  projectId,
  inboxId: null,
  source: 'smtp',
  raw: Buffer.from(projectId),
});

/** A stand-in for ingestion that records its transactions (no database needed for the policy). */
function recordingIngest(failWhen: (ids: string[]) => boolean = () => false) {
  const transactions: string[][] = [];
  return {
    transactions,
    ingestBatch: async (inputs: RawMessageInput[]) => {
      await new Promise((r) => setTimeout(r, 5));
      const ids = inputs.map((i) => i.projectId);
      if (failWhen(ids)) throw new Error('refused');
      transactions.push(ids);
      return [];
    },
  };
}

describe('GroupCommit', () => {
  it('commits at once when idle and shares the next transaction among later arrivals', async () => {
    const ingest = recordingIngest();
    const commits = new GroupCommit(ingest, 3);
    await Promise.all(['a', 'b', 'c', 'd', 'e'].map((id) => commits.deliver([input(id)])));
    expect(ingest.transactions).toEqual([['a'], ['b', 'c', 'd'], ['e']]);
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
});
