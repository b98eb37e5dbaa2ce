import { DOCUMENT_MESSAGES } from '@papertray/contract';
import { detectFileType } from '@papertray/extract/light';
import { AppError } from '../../platform/http/app-error';

export type UploadFileType = 'pdf' | 'jpeg' | 'png' | 'webp';

export const MIME_OF: Record<UploadFileType, string> = {
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** The upload's type from its magic bytes; anything but PDF, JPEG, PNG or WebP is refused. */
export async function uploadFileType(content: Buffer): Promise<UploadFileType> {
  const type = await detectFileType(content);
  if (type === null || type === 'xml') {
    throw new AppError('unsupported_file_type', DOCUMENT_MESSAGES.invalidFileType);
  }
  return type;
}
