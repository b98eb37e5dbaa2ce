import { DOCUMENT_MESSAGES, TRASH_RETENTION_DAYS, type TDocument } from '@papertray/contract';
import { type DocumentAction, useDocumentAction } from '@/features/documents/api/document-actions';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast-store';

type ActionName = DocumentAction['action'];
type WithoutTarget<T> = T extends unknown ? Omit<T, 'documentId' | 'projectId'> : never;
/** An action as the buttons ask for it; the hook adds which document. */
export type ActionInput = WithoutTarget<DocumentAction>;

const FAILURES: Record<ActionName, string> = {
  approve: 'Failed to approve document',
  move: 'Failed to move document',
  trash: 'Failed to move document to trash',
  restore: 'Failed to restore document',
  delete: 'Failed to delete document',
  process: 'Failed to process document',
};

function successToast(action: ActionName, document: TDocument | null) {
  const folder = document?.folderId?.name;
  switch (action) {
    case 'approve':
      return {
        title: 'Document approved',
        description: folder ? `Filed in ${folder}.` : undefined,
      };
    case 'move':
      return { title: 'Document moved', description: folder ? `Filed in ${folder}.` : undefined };
    case 'trash':
      return {
        title: 'Moved to Trash',
        description: `It is deleted for good after ${TRASH_RETENTION_DAYS} days.`,
      };
    case 'restore':
      return { title: 'Document restored', description: 'It is back in the paper tray.' };
    case 'delete':
      return { title: DOCUMENT_MESSAGES.deleted };
    case 'process':
      return {
        title: DOCUMENT_MESSAGES.processingQueued,
        description: 'Fields you corrected are kept.',
      };
  }
}

/**
 * The detail screen's state actions with their toasts; `busy` names the action under way so
 * only its button says so and the others wait.
 */
export function useDetailActions(document: Pick<TDocument, '_id' | 'projectId'>) {
  const mutation = useDocumentAction();
  const run = (input: ActionInput, onDone?: () => void) =>
    mutation.mutate(
      { ...input, documentId: document._id, projectId: document.projectId },
      {
        onSuccess: (result) => {
          toast(successToast(input.action, result));
          onDone?.();
        },
        onError: (error) =>
          toast({
            title: 'Error',
            description: errorMessage(error, FAILURES[input.action]),
            variant: 'destructive',
          }),
      },
    );
  const busy: ActionName | null = mutation.isPending ? mutation.variables.action : null;
  return { run, busy };
}
