import type { TAttachmentSummary } from '@papertray/contract';
import { errorMessage } from '@/lib/api-error';
import { fetchApiFile, saveFile } from '@/lib/download-file';
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

/** Downloads under the attachment's own file name, with the spec's toasts. */
export async function downloadAndSaveAttachment(
  attachment: Pick<TAttachmentSummary, '_id' | 'filename'>,
) {
  try {
    toast({ title: 'Download started', description: `Downloading ${attachment.filename}` });
    saveFile(
      await fetchApiFile(`/attachments/${attachment._id}/download`, failureMessage),
      attachment.filename,
    );
  } catch (error) {
    toast({
      title: 'Download failed',
      description: errorMessage(error, 'Failed to download attachment'),
      variant: 'destructive',
    });
  }
}
