import { z } from 'zod';
import { ZCreateFolderRequest, ZFolderColor } from '@papertray/contract';

/** The create/edit dialog's fields, validated with the same rules the server applies. */
export const ZFolderForm = z.object({
  name: ZCreateFolderRequest.shape.name,
  description: z.string().trim().max(500, 'Please keep the description under 500 characters'),
  color: ZFolderColor,
});
export type FolderFormValues = z.infer<typeof ZFolderForm>;
