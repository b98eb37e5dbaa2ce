import type { TLearnedField } from '@papertray/contract';
import type { LearnedFieldWithDocument } from './learned-fields.repository';

export function presentLearnedField(row: LearnedFieldWithDocument): TLearnedField {
  return {
    _id: row.id,
    contactId: row.contactId,
    field: row.field,
    label: row.hint.label,
    page: row.hint.page,
    learnedAt: row.learnedAt.toISOString(),
    document:
      row.documentId && row.documentName !== null
        ? { _id: row.documentId, name: row.documentName }
        : null,
  };
}
