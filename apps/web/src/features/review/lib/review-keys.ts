/** Paper Tray reviews new documents; Trash reviews trashed ones. */
export type ReviewMode = 'tray' | 'trash';

export type ReviewCommand =
  'approve' | 'skip' | 'trash' | 'restore' | 'delete' | 'previous' | 'next';

export interface ReviewActionSpec {
  command: ReviewCommand;
  /** The key, as shown (the handler ignores case). */
  key: string;
  label: string;
  /** For the phone's bottom bar. */
  shortLabel: string;
}

/**
 * Spec: Approve (A), Skip (S), Move to Trash (D) in the paper tray; the trash restores (R) or
 * deletes for good (D, after a confirmation).
 */
export const REVIEW_ACTIONS: Record<ReviewMode, ReviewActionSpec[]> = {
  tray: [
    { command: 'approve', key: 'A', label: 'Approve', shortLabel: 'Approve' },
    { command: 'skip', key: 'S', label: 'Skip', shortLabel: 'Skip' },
    { command: 'trash', key: 'D', label: 'Move to Trash', shortLabel: 'Trash' },
  ],
  trash: [
    { command: 'restore', key: 'R', label: 'Restore', shortLabel: 'Restore' },
    { command: 'skip', key: 'S', label: 'Skip', shortLabel: 'Skip' },
    { command: 'delete', key: 'D', label: 'Delete Permanently', shortLabel: 'Delete' },
  ],
};

/** What a keydown needs to be judged; a KeyboardEvent fits. */
export interface ReviewKeyEvent {
  key: string;
  repeat: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  target: EventTarget | null;
}

const TYPING_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/**
 * True when the key belongs to a field, a dialog or a menu, not to the review. A dialog that is
 * closing (Radix keeps it, and the focus in it, while its exit animation runs) no longer owns
 * the keys: the S typed 50 ms after the Enter that approved belongs to the review.
 */
export function isInsideControl(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  if (
    element.closest(
      '[role="dialog"][data-state="closed"],[role="alertdialog"][data-state="closed"]',
    )
  )
    return false;
  if (TYPING_TAGS.has(element.tagName) || element.isContentEditable) return true;
  return element.closest('[role="dialog"],[role="alertdialog"],[role="menu"]') !== null;
}

/**
 * The review command for a key press, or null when the key is not one of ours: modified keys,
 * held-down repeats, and keys typed into fields or dialogs are left alone.
 */
export function reviewCommandForKey(event: ReviewKeyEvent, mode: ReviewMode): ReviewCommand | null {
  if (event.repeat || event.altKey || event.ctrlKey || event.metaKey) return null;
  if (isInsideControl(event.target)) return null;
  if (event.key === 'ArrowLeft') return 'previous';
  if (event.key === 'ArrowRight') return 'next';
  const key = event.key.toUpperCase();
  return REVIEW_ACTIONS[mode].find((action) => action.key === key)?.command ?? null;
}

/**
 * Explains the focused key field: how its value was read. A function key, because the field has
 * the focus and every printable key (with Shift or Alt too, on some layouts) is typing there; F1
 * is the key for help about what has focus in desktop programs, and no review key uses it.
 */
export const EXPLAIN_FIELD_KEY = 'F1';

export function isExplainFieldKey(
  event: Pick<ReviewKeyEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey'> & { shiftKey: boolean },
): boolean {
  return (
    event.key === EXPLAIN_FIELD_KEY &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.metaKey &&
    !event.shiftKey
  );
}
