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

export const FOLDER_MESSAGES = {
  folderNotFound: 'Folder not found',
  nameRequired: 'Please enter a folder name',
  hasDocuments: 'Cannot delete folder with documents',
  defaultNotDeletable: 'Default folders cannot be deleted',
  defaultNameLocked: 'The name of a default folder cannot be changed',
  manageForbidden: 'Only owners and admins can manage folders',
  deleted: 'Folder deleted',
} as const;

export const ZFolderList = z.array(ZFolder).describe("The project's folders, defaults first");
export type TFolderList = z.infer<typeof ZFolderList>;

export const ZFolderProjectParams = z.object({
  projectId: ZId.describe('The project the folders belong to'),
});
export const ZFolderParams = ZFolderProjectParams.extend({ folderId: ZId });

const ZFolderName = z
  .string()
  .trim()
  .min(1, FOLDER_MESSAGES.nameRequired)
  .max(100)
  .describe('Shown on the folder card; locked for default folders');

export const ZCreateFolderRequest = z.object({
  name: ZFolderName,
  description: z.string().trim().max(500).default('').describe('Optional text under the name'),
  color: ZFolderColor.default(DEFAULT_FOLDER_COLOR),
});
export type TCreateFolderRequest = z.infer<typeof ZCreateFolderRequest>;

export const ZUpdateFolderRequest = z.object({
  name: ZFolderName.optional(),
  description: z.string().trim().max(500).optional(),
  color: ZFolderColor.optional(),
});
export type TUpdateFolderRequest = z.infer<typeof ZUpdateFolderRequest>;
