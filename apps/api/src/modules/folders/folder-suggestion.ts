import type { TDocumentType } from '@papertray/contract';
import type { DbOrTx } from '../../platform/db/database';
import type { FoldersRepository } from './folders.repository';

/**
 * Where a document would be filed: learned from the project's own approvals (the folder the same
 * contact's documents went to), else the default folder of its type, created on demand.
 */
export class FolderSuggestion {
  constructor(private readonly folders: FoldersRepository) {}

  async suggest(
    input: { projectId: string; documentId: string; contactId: string | null; type: TDocumentType },
    tx: DbOrTx,
  ): Promise<string> {
    if (input.contactId) {
      const learned = await this.folders.mostUsedForContact(input.contactId, input.documentId, tx);
      if (learned) return learned;
    }
    return (await this.folders.ensureDefault(input.projectId, input.type, tx)).id;
  }
}
