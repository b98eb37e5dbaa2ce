import type { FastifyRequest } from 'fastify';
import {
  DOCUMENT_MESSAGES,
  MAX_SCAN_PAGES,
  MAX_SCAN_TOTAL_BYTES,
  MAX_UPLOAD_BYTES,
  ZUploadDocumentFields,
} from '@papertray/contract';
import { AppError } from '../../platform/http/app-error';
import type { UploadedFile } from './document-intake.service';

/** Limits handed to @fastify/multipart: every file up to 10 MB, a scan up to 50 pages. */
export const MULTIPART_LIMITS = {
  fileSize: MAX_UPLOAD_BYTES,
  files: MAX_SCAN_PAGES,
  fields: 10,
  fieldSize: 1024,
  parts: MAX_SCAN_PAGES + 10,
};

export interface UploadForm {
  projectId: string;
  source: 'manual_upload' | 'mobile_scan' | undefined;
  files: UploadedFile[];
}

function isMultipartLimitError(error: unknown): error is { code: string } {
  return typeof error === 'object' && error !== null && 'code' in error;
}

/**
 * Reads a multipart upload (fields in any order) into memory; files are at most 10 MB each and
 * 60 MB together. Turns the plugin's limit errors into the spec's messages.
 */
export async function readUploadForm(request: FastifyRequest): Promise<UploadForm> {
  if (!request.isMultipart()) throw new AppError('bad_request', DOCUMENT_MESSAGES.noFile);
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    let totalBytes = 0;
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        totalBytes += content.length;
        if (totalBytes > MAX_SCAN_TOTAL_BYTES) {
          throw new AppError('file_too_large', DOCUMENT_MESSAGES.scanTooLarge);
        }
        files.push({ filename: part.filename, content });
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (isMultipartLimitError(error) && error.code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('file_too_large', DOCUMENT_MESSAGES.fileTooLarge);
    }
    if (isMultipartLimitError(error) && error.code === 'FST_FILES_LIMIT') {
      throw new AppError('file_too_large', DOCUMENT_MESSAGES.tooManyScans);
    }
    throw error;
  }
  const parsed = ZUploadDocumentFields.safeParse(fields);
  if (!parsed.success) {
    const message = parsed.error.issues.some((issue) => issue.path[0] === 'projectId')
      ? DOCUMENT_MESSAGES.noProject
      : (parsed.error.issues[0]?.message ?? 'Invalid upload');
    throw new AppError('validation_failed', message);
  }
  return { projectId: parsed.data.projectId, source: parsed.data.source, files };
}
