import { EXPORT_HEADERS, EXPORT_MESSAGES, type TExportRequest } from '@papertray/contract';
import { api, API_BASE_URL } from '@/lib/api';
import { ApiError } from '@/lib/api-error';
import { tokenStorage } from '@/lib/token-storage';

export interface ExportProgress {
  /** Bytes of the zip received so far. */
  received: number;
  /** The originals' total size (the zip is a little larger), or null when not announced. */
  expected: number | null;
  /** Documents in the export, or null when not announced. */
  documents: number | null;
}

export interface ExportFile {
  blob: Blob;
  filename: string;
  documents: number | null;
}

function headerNumber(response: Response, name: string): number | null {
  const value = response.headers.get(name);
  return value === null || value === '' || Number.isNaN(Number(value)) ? null : Number(value);
}

/** `filename*=UTF-8''...` (exact) or `filename="..."` of a Content-Disposition header. */
export function dispositionFilename(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // Fall through to the plain name.
    }
  }
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? fallback;
}

async function failure(response: Response): Promise<ApiError> {
  try {
    const body = (await response.json()) as { message?: unknown; code?: unknown };
    if (typeof body.message === 'string' && body.message) {
      return new ApiError(
        body.message,
        response.status,
        typeof body.code === 'string' ? body.code : undefined,
      );
    }
  } catch {
    // Not JSON: the spec's default text.
  }
  return new ApiError(EXPORT_MESSAGES.failed, response.status);
}

/**
 * POST /exports/generate: the zip, read chunk by chunk so the screen can show the bytes
 * received while the server is still writing it.
 */
export async function generateExport(
  request: TExportRequest,
  onProgress: (progress: ExportProgress) => void,
  signal?: AbortSignal,
): Promise<ExportFile> {
  await api.refreshIfExpiring();
  const token = tokenStorage.getAccessToken();
  const response = await fetch(`${API_BASE_URL}/exports/generate`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/zip, application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(request),
    signal,
  });
  if (!response.ok || !response.body) throw await failure(response);
  const expected = headerNumber(response, EXPORT_HEADERS.fileBytes);
  const documents = headerNumber(response, EXPORT_HEADERS.documents);
  const reader = response.body.getReader();
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  onProgress({ received, expected, documents });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    received += value.byteLength;
    onProgress({ received, expected, documents });
  }
  return {
    blob: new Blob(parts, { type: 'application/zip' }),
    filename: dispositionFilename(response.headers.get('content-disposition'), 'export.zip'),
    documents,
  };
}
