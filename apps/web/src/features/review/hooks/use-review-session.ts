import type { TDocument, TDocumentState } from '@papertray/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDocumentAction, type DocumentAction } from '@/features/documents/api/document-actions';
import { documentQueryOptions } from '@/features/documents/api/get-document';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast-store';
import { useReviewQueue } from '../api/get-review-queue';
import type { ReviewMode } from '../lib/review-keys';
import {
  currentIndex,
  indexAfterRemoval,
  type LocalStates,
  moveIndex,
  neighbourIds,
  queueTotal,
  visibleQueue,
} from '../lib/review-queue';

/** The state a document leaves the queue for, per action. */
const STATE_AFTER: Record<'approve' | 'trash' | 'restore', TDocumentState> = {
  approve: 'approved',
  trash: 'trash',
  restore: 'paper_tray',
};

type LocalState = TDocumentState | 'deleted';
type Position = { mode: ReviewMode; id: string | null; index: number };

export type QueueAction =
  { action: 'approve'; folderId?: string } | { action: 'trash' | 'restore' | 'delete' };

/**
 * The review queue of one mode, where the review stands in it, and its actions. Actions are
 * optimistic: the next document shows at once and the call runs behind it; a failed call puts
 * the document back and says why. The neighbours' data is fetched ahead.
 */
export function useReviewSession(projectId: string | undefined, mode: ReviewMode) {
  const queryClient = useQueryClient();
  const list = useReviewQueue(projectId, mode);
  const mutation = useDocumentAction();
  const [local, setLocal] = useState<LocalStates>(new Map());
  const [stored, setPosition] = useState<Position>({ mode, id: null, index: 0 });
  // Switching between Paper Tray and Trash starts at the top of the other queue.
  const position = stored.mode === mode ? stored : { mode, id: null, index: 0 };

  const loading = list.isPending || list.isPlaceholderData;
  const documents = loading ? [] : (list.data?.data ?? []);
  const queue = visibleQueue(documents, local, mode);
  const index = currentIndex(queue, position.id, position.index);
  const current = index >= 0 ? queue[index]! : null;
  const total = queueTotal(list.data?.pagination.total ?? 0, documents.length, queue.length);

  const neighbours = neighbourIds(queue, index).join(',');
  useEffect(() => {
    for (const id of neighbours.split(',').filter(Boolean)) {
      void queryClient.prefetchQuery(documentQueryOptions(id));
    }
  }, [neighbours, queryClient]);

  const goTo = (nextIndex: number) =>
    setPosition({ mode, id: queue[nextIndex]?._id ?? null, index: nextIndex });
  const step = (delta: number, wrap: boolean) => {
    if (index >= 0) goTo(moveIndex(index, delta, queue.length, wrap));
  };

  const setLocalState = (id: string, state: LocalState | null) =>
    setLocal((before) => {
      const after = new Map(before);
      if (state === null) after.delete(id);
      else after.set(id, state);
      return after;
    });

  /** Runs an action on a document of the queue (the current one by default); ignored while busy. */
  const act = (input: QueueAction, documentId = current?._id) => {
    const at = queue.findIndex((d) => d._id === documentId);
    if (at < 0 || !projectId || mutation.isPending) return;
    const document: TDocument = queue[at]!;
    const rest = queue.filter((d) => d._id !== document._id);
    const nextIndex = indexAfterRemoval(at, queue.length);
    setLocalState(document._id, input.action === 'delete' ? 'deleted' : STATE_AFTER[input.action]);
    // Another document leaving keeps the review where it is (the current one is found by id).
    if (at === index) {
      setPosition({ mode, id: rest[nextIndex]?._id ?? null, index: Math.max(nextIndex, 0) });
    }
    const call: DocumentAction = { ...input, documentId: document._id, projectId };
    mutation.mutate(call, {
      onError: (error) => {
        setLocalState(document._id, null);
        toast({
          title: 'Error',
          description: errorMessage(error, `Failed to ${input.action} document`),
          variant: 'destructive',
        });
      },
    });
  };

  return {
    list,
    loading,
    queue,
    current,
    /** 1-based position for 'n of total'. */
    position: index + 1,
    total,
    busy: mutation.isPending,
    previous: () => step(-1, false),
    next: () => step(1, false),
    skip: () => step(1, true),
    act,
  };
}
