import type { TDocument } from '@papertray/contract';
import { api, API_BASE_URL } from '@/lib/api';
import { ApiError } from '@/lib/api-error';
import { tokenStorage } from '@/lib/token-storage';
import { toast } from '@/lib/toast-store';

/** GET /documents/{id}/download with the bearer token: the original file. */
async function fetchOriginal(documentId: string): Promise<Blob> {
  await api.refreshIfExpiring();
  const token = tokenStorage.getAccessToken();
  const response = await fetch(`${API_BASE_URL}/documents/${documentId}/download`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new ApiError(`API Error: ${response.statusText}`, response.status);
  return response.blob();
}

/** Saves a document's original under its own file name; a failure says so in a toast. */
export async function downloadDocument(document: Pick<TDocument, '_id' | 'file'>) {
  try {
    toast({ title: 'Download started', description: `Downloading ${document.file.filename}` });
    const href = URL.createObjectURL(await fetchOriginal(document._id));
    const anchor = Object.assign(window.document.createElement('a'), {
      href,
      download: document.file.filename,
    });
    anchor.click();
    // The browser has taken the file over by the time this runs.
    window.setTimeout(() => URL.revokeObjectURL(href), 10_000);
  } catch (error) {
    console.error('Document download failed', error);
    // Spec section 8: the toast says this, whatever the cause.
    toast({ title: 'Error', description: 'Failed to download document', variant: 'destructive' });
  }
}
