import { MAX_UPLOAD_BYTES } from '@papertray/contract';
import { describe, expect, it } from 'vitest';
import { validateUploadFile } from './validate-upload-file';

describe('validateUploadFile', () => {
  it('accepts PDFs and images up to 10MB', () => {
    for (const type of ['application/pdf', 'image/jpeg', 'image/png', 'image/webp']) {
      expect(validateUploadFile({ name: 'a', type, size: MAX_UPLOAD_BYTES })).toBeNull();
    }
  });

  it('falls back to the extension when the browser gives no type', () => {
    expect(validateUploadFile({ name: 'scan.JPG', type: '', size: 10 })).toBeNull();
    expect(validateUploadFile({ name: 'notes.txt', type: '', size: 10 })?.title).toBe(
      'Invalid file type',
    );
  });

  it('refuses other types and files over 10MB', () => {
    expect(validateUploadFile({ name: 'a.txt', type: 'text/plain', size: 10 })).toEqual({
      title: 'Invalid file type',
      description: 'Please upload a PDF or image file (JPEG, PNG, WebP)',
    });
    expect(
      validateUploadFile({ name: 'a.pdf', type: 'application/pdf', size: MAX_UPLOAD_BYTES + 1 }),
    ).toEqual({ title: 'File too large', description: 'Please upload a file smaller than 10MB' });
  });
});
