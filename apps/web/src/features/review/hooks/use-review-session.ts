import type { TDocument, TDocumentState } from '@papertray/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  useDocumentAction,
  useInvalidateDocumentState,
  type DocumentAction,
} from '@/features/documents/api/document-actions';
import { documentQueryOptions } from '@/features/documents/api/get-document';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast-store';
import { useReviewQueue } from '../api/get-review-queue';
import { afterPaint } from '../lib/after-paint';
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

/** How long the review stays quiet (no call on the wire, no new action) before lists refresh. */
const REFRESH_WHEN_QUIET_MS = 1_000;

type LocalState = TDocumentState | 'deleted';
type Position = { mode: ReviewMode; id: string | null; index: number };

export type QueueAction =
  { action: 'approve'; folderId?: string } | { action: 'trash' | 'restore' | 'delete' };

/**
 * The review queue of one mode, where the review stands in it, and its actions. Actions are
 * optimistic: the next document shows at once and the call runs behind it, so the next key acts
 * on the next document right away, however many calls are still on the wire (each concerns
 * another document); a failed call puts its document back and says why. The neighbours' data is
 * fetched ahead.
 */
export function useReviewSession(projectId: string | undefined, mode: ReviewMode) {
  const queryClient = useQueryClient();
  const list = useReviewQueue(projectId, mode);
  const mutation = useDocumentAction({ refreshEach: false });
  const invalidate = useInvalidateDocumentState();
  // Calls on the wire, read when one settles (the state below is a render behind).
  const pending = useRef(0);
  const refresh = useRef<{ timer: ReturnType<typeof setTimeout>; projectId: string } | null>(null);
  const cancelRefresh = () => {
    if (refresh.current) clearTimeout(refresh.current.timer);
    refresh.current = null;
  };
  // Leaving the review with a refresh still due: the other screens get it at once.
  useEffect(
    () => () => {
      if (!refresh.current) return;
      clearTimeout(refresh.current.timer);
      void invalidate(refresh.current.projectId);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on unmount only
    [],
  );
  const [local, setLocal] = useState<LocalStates>(new Map());
  const [inFlight, setInFlight] = useState(0);
  // Documents with a call on the wire: a second key for one of them (two presses landing before
  // React re-rendered) is not a second action. Cleared when the call settles.
  const acting = useRef(new Set<string>());
  const [stored, setPosition] = useState<Position>({ mode, id: null, index: 0 });
  // Switching between Paper Tray and Trash starts at the top of the other queue.
  const position = stored.mode === mode ? stored : { mode, id: null, index: 0 };

  const loading = list.isPending || list.isPlaceholderData;
  const documents = loading ? [] : (list.data?.data ?? []);
  const queue = visibleQueue(documents, local, mode);
  const index = currentIndex(queue, position.id, position.index);
  const current = index >= 0 ? queue[index]! : null;
  const total = queueTotal(list.data?.pagination.total ?? 0, documents.length, queue.length);

  const neighbours = neighbourIds(queue, index);
  const thumbnails = neighbours.map((id) => queue.find((d) => d._id === id)?.thumbnailUrl);
  useEffect(
    () =>
      afterPaint(() => {
        for (const id of neighbours) void queryClient.prefetchQuery(documentQueryOptions(id));
        // In the browser's cache for when a burst of keys shows them (usePreviewWindow).
        for (const url of thumbnails) if (url) new Image().src = url;
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the neighbours' ids are the key
    [neighbours.join(','), queryClient],
  );

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

  /** Runs an action on a document of the queue (the current one by default). */
  const act = (input: QueueAction, documentId = current?._id) => {
    const at = queue.findIndex((d) => d._id === documentId);
    if (at < 0 || !projectId || acting.current.has(documentId!)) return;
    const document: TDocument = queue[at]!;
    acting.current.add(document._id);
    const rest = queue.filter((d) => d._id !== document._id);
    const nextIndex = indexAfterRemoval(at, queue.length);
    setLocalState(document._id, input.action === 'delete' ? 'deleted' : STATE_AFTER[input.action]);
    // Another document leaving keeps the review where it is (the current one is found by id).
    if (at === index) {
      setPosition({ mode, id: rest[nextIndex]?._id ?? null, index: Math.max(nextIndex, 0) });
    }
    setInFlight((n) => n + 1);
    pending.current += 1;
    cancelRefresh();
    const call: DocumentAction = { ...input, documentId: document._id, projectId };
    // Sent once the next document is on screen: starting a request costs the main thread
    // milliseconds the key's frame should not wait for. mutateAsync: each call settles on its
    // own (mutate's callbacks only follow the latest).
    afterPaint(() => void send(call, document, input.action));
  };

  const send = (call: DocumentAction, document: TDocument, action: QueueAction['action']) =>
    mutation
      .mutateAsync(call)
      .catch((error: unknown) => {
        setLocalState(document._id, null);
        toast({
          title: 'Error',
          description: `${document.name} is back in the queue: ${errorMessage(error, `Failed to ${action} document`)}`,
          variant: 'destructive',
        });
      })
      .finally(() => {
        // Settled: the document may be acted on again (restored from the trash, say).
        acting.current.delete(document._id);
        setInFlight((n) => n - 1);
        pending.current -= 1;
        // Lists, counts, folders and contacts are refetched once the review has been quiet for a
        // moment, not after each call: the server often answers before the next key, and a
        // refetch of the queue (a page of 100 documents) re-rendered the review between keys.
        // The queue needs none meanwhile: acted documents are hidden by their local state.
        if (pending.current === 0) {
          cancelRefresh();
          const { projectId: project } = call;
          refresh.current = {
            projectId: project,
            timer: setTimeout(() => {
              refresh.current = null;
              void invalidate(project);
            }, REFRESH_WHEN_QUIET_MS),
          };
        }
      });

  return {
    list,
    loading,
    queue,
    current,
    /** 1-based position for 'n of total'. */
    position: index + 1,
    total,
    /** Calls on the wire (shown as busy; keys keep acting meanwhile). */
    busy: inFlight > 0,
    previous: () => step(-1, false),
    next: () => step(1, false),
    skip: () => step(1, true),
    act,
  };
}
