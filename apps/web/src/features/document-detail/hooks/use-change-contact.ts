import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast-store';
import { useUpdateDocument } from '../api/update-document';

/** Links the document to another contact (or none), with its toasts. */
export function useChangeContact(documentId: string) {
  const update = useUpdateDocument(documentId);
  const change = (contactId: string | null) =>
    update.mutate(
      { contactId },
      {
        onSuccess: (document) =>
          toast({
            title: 'Contact changed',
            description: document.contactId
              ? `Linked to ${document.contactId.name}.`
              : 'The document is no longer linked to a contact.',
          }),
        onError: (error) =>
          toast({
            title: 'Error',
            description: errorMessage(error, 'Failed to change contact'),
            variant: 'destructive',
          }),
      },
    );
  return { change, isPending: update.isPending };
}
