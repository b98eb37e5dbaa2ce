import type { TAttachmentSummary } from '@papertray/contract';
import { api, API_BASE_URL } from '@/lib/api';
import { ApiError, errorMessage } from '@/lib/api-error';
import { tokenStorage } from '@/lib/token-storage';
import { toast } from '@/lib/toast-store';

async function failureMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string') return body.message;
  } catch {
    // Not JSON: the status text says enough.
  }
  return `Failed to download attachment: ${response.statusText}`;
}

/** GET /attachments/{id}/download with the bearer token, as a Blob. */
export async function downloadAttachment(attachmentId: string): Promise<Blob> {
  await api.refreshIfExpiring();
  const token = tokenStorage.getAccessToken();
  const response = await fetch(`${API_BASE_URL}/attachments/${attachmentId}/download`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new ApiError(await failureMessage(response), response.status);
  return response.blob();
}

function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Downloads under the attachment's own file name, with the spec's toasts. */
export async function downloadAndSaveAttachment(
  attachment: Pick<TAttachmentSummary, '_id' | 'filename'>,
) {
  try {
    toast({ title: 'Download started', description: `Downloading ${attachment.filename}` });
    saveBlob(await downloadAttachment(attachment._id), attachment.filename);
  } catch (error) {
    toast({
      title: 'Download failed',
      description: errorMessage(error, 'Failed to download attachment'),
      variant: 'destructive',
    });
  }
}
