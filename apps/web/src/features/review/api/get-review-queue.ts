import { useDocuments } from '@/features/documents/api/get-documents';
import type { DocumentListParams } from '@/features/documents/api/document-keys';
import type { ReviewMode } from '../lib/review-keys';
import { MODE_STATE } from '../lib/review-queue';

/** One page holds the whole session's queue; the next page comes in as this one is cleared. */
export const REVIEW_PAGE_SIZE = 100;

/** The tray oldest first (as it piled up); the trash most recently changed first. */
export function reviewQueueParams(projectId: string, mode: ReviewMode): DocumentListParams {
  return {
    projectId,
    state: MODE_STATE[mode],
    limit: REVIEW_PAGE_SIZE,
    sortBy: mode === 'tray' ? 'createdAt' : 'updatedAt',
    sortOrder: mode === 'tray' ? 'asc' : 'desc',
  };
}

export function useReviewQueue(projectId: string | undefined, mode: ReviewMode) {
  return useDocuments(reviewQueueParams(projectId ?? '', mode));
}
