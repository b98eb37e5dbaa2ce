import type { TLearnedField } from '@papertray/contract';
import type { LearnedFieldWithDocument } from './learned-fields.repository';

export function presentLearnedField(row: LearnedFieldWithDocument): TLearnedField {
  const { hint } = row;
  const name = hint.field === 'vendor.name' ? hint : null;
  const place = hint.field === 'vendor.name' ? null : hint;
  return {
    _id: row.id,
    contactId: row.contactId,
    field: row.field,
    label: place?.label ?? null,
    page: place?.page ?? null,
    value: name?.name ?? null,
    learnedAt: row.learnedAt.toISOString(),
    document:
      row.documentId && row.documentName !== null
        ? { _id: row.documentId, name: row.documentName }
        : null,
  };
}
