import { FOLDER_MESSAGES } from '@papertray/contract';
import { describe, expect, it } from 'vitest';
import { deleteBlockReason } from './delete-block-reason';

describe('deleteBlockReason', () => {
  it('lets an empty user folder be deleted', () => {
    expect(deleteBlockReason({ isDefault: false, documentCount: 0 })).toBeNull();
  });

  it('keeps a folder with documents', () => {
    expect(deleteBlockReason({ isDefault: false, documentCount: 3 })).toBe(
      'Cannot delete folder with documents',
    );
  });

  it('keeps a default folder, empty or not', () => {
    expect(deleteBlockReason({ isDefault: true, documentCount: 0 })).toBe(
      FOLDER_MESSAGES.defaultNotDeletable,
    );
    expect(deleteBlockReason({ isDefault: true, documentCount: 2 })).toBe(
      FOLDER_MESSAGES.defaultNotDeletable,
    );
  });
});
