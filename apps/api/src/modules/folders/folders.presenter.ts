import type { TFolder } from '@papertray/contract';
import type { FolderWithCount } from './folders.repository';

export function presentFolder(row: FolderWithCount): TFolder {
  return {
    _id: row.id,
    projectId: row.projectId,
    name: row.name,
    description: row.description,
    color: row.color,
    isDefault: row.isDefault,
    documentType: row.documentType,
    documentCount: row.documentCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
