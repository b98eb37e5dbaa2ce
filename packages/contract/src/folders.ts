import { z } from 'zod';
import { ZId, ZTimestamp } from './common';
import { ZDocumentType } from './document-types';

export const DEFAULT_FOLDER_COLOR = '#3B82F6';

/** The default folder of each document type, created on demand. */
export const DEFAULT_FOLDER_NAMES = {
  invoice: 'Invoices',
  receipt: 'Receipts',
  contract: 'Contracts',
  other: 'Other',
} as const;

export const ZFolderColor = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Please pick a colour like #3B82F6')
  .describe('Hex colour #RRGGBB');

/** What a document shows of its folder. */
export const ZFolderRef = z.object({
  _id: ZId,
  name: z.string(),
  color: ZFolderColor,
});
export type TFolderRef = z.infer<typeof ZFolderRef>;

export const ZFolder = ZFolderRef.extend({
  projectId: ZId,
  description: z.string(),
  isDefault: z.boolean().describe('Default folders keep their name and cannot be deleted'),
  documentType: ZDocumentType.nullable().describe('The type a default folder collects'),
  documentCount: z.number().int(),
  createdAt: ZTimestamp,
  updatedAt: ZTimestamp,
});
export type TFolder = z.infer<typeof ZFolder>;
