import { DOCUMENT_MESSAGES } from '@papertray/contract';
import type { UploadProblem } from './validate-upload-file';

/** Spec section 5: what stops an upload or a scan before anything is sent. */
export const UPLOAD_PROBLEMS = {
  noProject: { title: 'No project selected', description: DOCUMENT_MESSAGES.noProject },
  noFile: { title: 'No file selected', description: DOCUMENT_MESSAGES.noFile },
  noScans: { title: 'No images scanned', description: DOCUMENT_MESSAGES.noScans },
  notAnImage: { title: 'Invalid file type', description: 'Please scan or pick an image' },
} satisfies Record<string, UploadProblem>;
