import type { TDocument } from '@papertray/contract';
import { api, API_BASE_URL } from '@/lib/api';
import { ApiError } from '@/lib/api-error';
import { tokenStorage } from '@/lib/token-storage';
import { toast } from '@/lib/toast-store';

const FAILED = 'Failed to download document';

/** GET /documents/{id}/download with the bearer token, as a Blob. */
export async function downloadDocument(documentId: string): Promise<Blob> {
  await api.refreshIfExpiring();
  const token = tokenStorage.getAccessToken();
  const response = await fetch(`${API_BASE_URL}/documents/${documentId}/download`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new ApiError(FAILED, response.status);
  return response.blob();
}

/** Saves the original file under its own name, with the spec's toasts. */
export async function downloadAndSaveDocument(document: Pick<TDocument, '_id' | 'file'>) {
  const filename = document.file.filename;
  try {
    toast({ title: 'Download started', description: `Downloading ${filename}` });
    const url = URL.createObjectURL(await downloadDocument(document._id));
    const link = window.document.createElement('a');
    link.href = url;
    link.download = filename;
    link.click();
    // Give the browser a moment to start the download before the URL goes away.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  } catch {
    toast({ title: 'Error', description: FAILED, variant: 'destructive' });
  }
}
