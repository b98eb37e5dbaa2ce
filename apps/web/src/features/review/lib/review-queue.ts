import type { TDocumentState } from '@papertray/contract';
import type { ReviewMode } from './review-keys';

/** The document state each review mode lists. */
export const MODE_STATE: Record<ReviewMode, TDocumentState> = {
  tray: 'paper_tray',
  trash: 'trash',
};

/** States set on this screen before the server answered, by document id. */
export type LocalStates = ReadonlyMap<string, TDocumentState | 'deleted'>;

/** The documents still to review: the server's list without those already acted on here. */
export function visibleQueue<T extends { _id: string; state: TDocumentState }>(
  documents: readonly T[],
  local: LocalStates,
  mode: ReviewMode,
): T[] {
  return documents.filter((d) => (local.get(d._id) ?? d.state) === MODE_STATE[mode]);
}

/** How many there are in all: the server's total less those acted on but still in its answer. */
export function queueTotal(serverTotal: number, serverCount: number, queueLength: number): number {
  return Math.max(queueLength, serverTotal - (serverCount - queueLength));
}

/**
 * Where the review stands in the queue: on the current document while it is still there;
 * once it left (approved, trashed ...), on the one that took its place, or the last one.
 */
export function currentIndex(
  queue: readonly { _id: string }[],
  currentId: string | null,
  lastIndex: number,
): number {
  if (queue.length === 0) return -1;
  const found = currentId === null ? -1 : queue.findIndex((d) => d._id === currentId);
  if (found >= 0) return found;
  return Math.min(Math.max(lastIndex, 0), queue.length - 1);
}

/** The index after moving by `step`; wraps around when asked (skip), else stops at the ends. */
export function moveIndex(index: number, step: number, length: number, wrap: boolean): number {
  if (length === 0) return -1;
  const next = index + step;
  if (wrap) return ((next % length) + length) % length;
  return Math.min(Math.max(next, 0), length - 1);
}

/**
 * Where to go once the document at `index` leaves the queue (approve, trash, restore, delete):
 * the next one, or the first one when it was the last (skipped ones come round again).
 */
export function indexAfterRemoval(index: number, lengthBefore: number): number {
  const lengthAfter = lengthBefore - 1;
  if (lengthAfter <= 0) return -1;
  return index >= lengthAfter ? 0 : index;
}

/** The documents worth loading ahead: the next one first, then the previous one. */
export function neighbourIds(queue: readonly { _id: string }[], index: number): string[] {
  if (index < 0) return [];
  const ids = [queue[index + 1]?._id, queue[index - 1]?._id];
  return ids.filter((id): id is string => id !== undefined && id !== queue[index]?._id);
}
