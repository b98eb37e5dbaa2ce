import {
  EXTRACTED_FIELD_NAMES,
  type TDocumentFieldMeta,
  type TExtractedData,
  type TExtractedDataPatch,
  type TExtractedFieldName,
} from '@papertray/contract';

type FieldValue = TExtractedData[keyof TExtractedData] | string | null;

function read(data: TExtractedData, field: TExtractedFieldName): FieldValue {
  if (field.startsWith('vendor.')) {
    return data.vendor[field.slice('vendor.'.length) as keyof TExtractedData['vendor']];
  }
  return data[field as Exclude<keyof TExtractedData, 'vendor'>];
}

function write(data: TExtractedData, field: TExtractedFieldName, value: FieldValue): void {
  if (field.startsWith('vendor.')) {
    const key = field.slice('vendor.'.length) as keyof TExtractedData['vendor'];
    data.vendor[key] = value as string | null;
    return;
  }
  (data as unknown as Record<string, FieldValue>)[field] = value;
}

function clone(data: TExtractedData): TExtractedData {
  return structuredClone(data);
}

/**
 * A new extraction over the previous data: every field a user set (source 'user') keeps the
 * user's value and meta; all other fields take the new extraction's.
 */
export function mergeKeepingUserValues(
  previous: { data: TExtractedData | null; meta: TDocumentFieldMeta },
  extracted: { data: TExtractedData; meta: TDocumentFieldMeta },
): { data: TExtractedData; meta: TDocumentFieldMeta } {
  const data = clone(extracted.data);
  const meta: TDocumentFieldMeta = { ...extracted.meta };
  if (!previous.data) return { data, meta };
  for (const field of EXTRACTED_FIELD_NAMES) {
    const before = previous.meta[field];
    if (before?.source !== 'user') continue;
    write(data, field, read(previous.data, field));
    meta[field] = before;
  }
  return { data, meta };
}

/** Applies a user's corrections; each field set is marked source 'user', confidence 1. */
export function applyUserPatch(
  current: { data: TExtractedData; meta: TDocumentFieldMeta },
  patch: TExtractedDataPatch,
): { data: TExtractedData; meta: TDocumentFieldMeta } {
  const data = clone(current.data);
  const meta: TDocumentFieldMeta = { ...current.meta };
  const set = (field: TExtractedFieldName, value: FieldValue) => {
    write(data, field, value);
    meta[field] = { confidence: 1, source: 'user' };
  };
  const { vendor, ...plain } = patch;
  for (const [key, value] of Object.entries(plain)) {
    if (value !== undefined) set(key as TExtractedFieldName, value as FieldValue);
  }
  for (const [key, value] of Object.entries(vendor ?? {})) {
    if (value !== undefined) set(`vendor.${key}` as TExtractedFieldName, value);
  }
  return { data, meta };
}
