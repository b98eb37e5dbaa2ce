import { z } from 'zod';
import { ZId, ZTimestamp } from './common';
import { ZLearnedFieldName } from './documents';

export const LEARNED_FIELD_MESSAGES = {
  learnedFieldNotFound: 'Learned field not found',
  forgotten: 'Forgotten. The next documents from this contact are read without it.',
} as const;

export const ZLearnedField = z
  .object({
    _id: ZId,
    contactId: ZId,
    field: ZLearnedFieldName,
    label: z
      .string()
      .nullable()
      .describe('The label printed next to the value; null when its place alone finds it'),
    page: z
      .number()
      .int()
      .min(1)
      .nullable()
      .describe('The page the value was printed on; null for a learned value (the vendor name)'),
    value: z
      .string()
      .nullable()
      .describe(
        "The value the contact's next documents get as it is (the vendor name the user chose); " +
          'null when a place is learned',
      ),
    learnedAt: ZTimestamp.describe('When the correction was made'),
    document: z
      .object({ _id: ZId, name: z.string() })
      .nullable()
      .describe('The corrected document it was learned from; null once that one is deleted'),
  })
  .describe(
    "Where this contact prints one field, or (vendor name) the value itself, learned from a user's correction; used first on the contact's next documents",
  );
export type TLearnedField = z.infer<typeof ZLearnedField>;

export const ZLearnedFieldList = z.object({ data: z.array(ZLearnedField) });
export type TLearnedFieldList = z.infer<typeof ZLearnedFieldList>;

export const ZLearnedFieldParams = z.object({ id: ZId, learnedFieldId: ZId });
export type TLearnedFieldParams = z.infer<typeof ZLearnedFieldParams>;
