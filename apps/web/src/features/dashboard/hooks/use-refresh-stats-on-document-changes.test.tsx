import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TDocument, TProcessingStatus } from '@papertray/contract';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRefreshStatsOnDocumentChanges } from './use-refresh-stats-on-document-changes';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

type RecentDocument = Pick<TDocument, '_id' | 'processing'>;

function recent(id: string, status: TProcessingStatus): RecentDocument {
  return {
    _id: id,
    processing: { status, error: null, attempts: 1, updatedAt: '2026-01-01T00:00:00.000Z' },
  };
}

function Probe(props: { projectId: string; documents: RecentDocument[] | undefined }) {
  useRefreshStatsOnDocumentChanges(props.projectId, props.documents);
  return null;
}

describe('useRefreshStatsOnDocumentChanges', () => {
  let root: Root;
  let queryClient: QueryClient;
  let invalidated: unknown[];

  beforeEach(() => {
    queryClient = new QueryClient();
    invalidated = [];
    vi.spyOn(queryClient, 'invalidateQueries').mockImplementation(async (filters) => {
      invalidated.push(filters?.queryKey);
    });
    root = createRoot(document.createElement('div'));
  });
  afterEach(() => act(() => root.unmount()));

  const show = (documents: RecentDocument[] | undefined, projectId = 'p1') =>
    act(() =>
      root.render(
        <QueryClientProvider client={queryClient}>
          <Probe projectId={projectId} documents={documents} />
        </QueryClientProvider>,
      ),
    );

  it('fetches the stats again when a document it saw in progress is done', () => {
    show([recent('a', 'processing'), recent('b', 'done')]);
    show([recent('a', 'processing'), recent('b', 'done')]);
    expect(invalidated).toEqual([]);
    show([recent('a', 'done'), recent('b', 'done')]);
    expect(invalidated).toEqual([['projects', 'p1', 'stats']]);
  });

  it('also counts a failed run as finished', () => {
    show([recent('a', 'queued')]);
    show([recent('a', 'failed')]);
    expect(invalidated).toHaveLength(1);
  });

  it('fetches them when a new document shows up, but not for the first list', () => {
    show(undefined);
    show([recent('a', 'done')]);
    expect(invalidated).toEqual([]);
    show([recent('b', 'done'), recent('a', 'done')]);
    expect(invalidated).toEqual([['projects', 'p1', 'stats']]);
  });

  it('takes the first list of another project as its new baseline', () => {
    show([recent('a', 'processing')]);
    show([recent('x', 'done')], 'p2');
    expect(invalidated).toEqual([]);
  });
});
