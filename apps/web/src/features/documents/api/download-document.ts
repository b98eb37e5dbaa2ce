import type { TDocument } from '@papertray/contract';
import { fetchApiFile, saveFile } from '@/lib/download-file';
import { toast } from '@/lib/toast-store';

/** Spec section 8: the toast says this, whatever the cause. */
const FAILED = 'Failed to download document';

/** Saves a document's original (GET /documents/{id}/download) under its own file name. */
export async function downloadDocument(document: Pick<TDocument, '_id' | 'file'>) {
  const filename = document.file.filename;
  try {
    toast({ title: 'Download started', description: `Downloading ${filename}` });
    saveFile(await fetchApiFile(`/documents/${document._id}/download`, () => FAILED), filename);
  } catch {
    toast({ title: 'Error', description: FAILED, variant: 'destructive' });
  }
}
