import type { BULK_DOCUMENT_ACTIONS } from '@papertray/contract';

type BulkAction = (typeof BULK_DOCUMENT_ACTIONS)[number];

const documents = (n: number) => `${n} ${n === 1 ? 'document' : 'documents'}`;

/** The toast after a bulk action went through. */
export function bulkDoneMessage(
  action: BulkAction,
  count: number,
  folderName?: string,
): { title: string; description: string } {
  switch (action) {
    case 'approve':
      return {
        title: 'Documents approved',
        description: `${documents(count)} approved into ${folderName ?? 'their suggested folders'}.`,
      };
    case 'move':
      return {
        title: 'Documents moved',
        description: `${documents(count)} moved to ${folderName ?? 'the folder'}.`,
      };
    case 'trash':
      return {
        title: 'Moved to trash',
        description: `${documents(count)} moved to the trash. They are deleted for good after 14 days.`,
      };
    case 'restore':
      return {
        title: 'Documents restored',
        description: `${documents(count)} back in the paper tray.`,
      };
  }
}
