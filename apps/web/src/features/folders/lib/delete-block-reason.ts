import { FOLDER_MESSAGES, type TFolder } from '@papertray/contract';

/** Why a folder cannot be deleted (the delete button's tooltip), or null when it can be. */
export function deleteBlockReason(folder: Pick<TFolder, 'isDefault' | 'documentCount'>) {
  if (folder.isDefault) return FOLDER_MESSAGES.defaultNotDeletable;
  if (folder.documentCount > 0) return FOLDER_MESSAGES.hasDocuments;
  return null;
}
