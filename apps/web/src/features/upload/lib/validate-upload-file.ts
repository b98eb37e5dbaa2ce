import { DOCUMENT_MESSAGES, MAX_UPLOAD_BYTES } from '@papertray/contract';

export interface UploadProblem {
  title: string;
  description: string;
}

/** What the file input offers; the server checks the magic bytes again. */
export const ACCEPTED_UPLOAD_TYPES = 'application/pdf,image/jpeg,image/png,image/webp';

const ACCEPTED_MIME_TYPES = new Set(ACCEPTED_UPLOAD_TYPES.split(','));
const ACCEPTED_EXTENSIONS = /\.(pdf|jpe?g|png|webp)$/i;

/** Spec section 5: PDF, JPEG, JPG, PNG or WebP, at most 10MB; null when the file may go. */
export function validateUploadFile(
  file: Pick<File, 'name' | 'type' | 'size'>,
): UploadProblem | null {
  const typeKnown = file.type
    ? ACCEPTED_MIME_TYPES.has(file.type)
    : ACCEPTED_EXTENSIONS.test(file.name);
  if (!typeKnown) {
    return { title: 'Invalid file type', description: DOCUMENT_MESSAGES.invalidFileType };
  }
  if (file.size > MAX_UPLOAD_BYTES) {
    return { title: 'File too large', description: DOCUMENT_MESSAGES.fileTooLarge };
  }
  return null;
}
