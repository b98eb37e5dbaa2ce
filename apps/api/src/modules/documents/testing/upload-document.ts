import type { FastifyInstance } from 'fastify';
import type { TDocument, TUploadDocumentResponse } from '@papertray/contract';
import { api, json } from '../../../../test/http';
import { multipart } from './multipart';

/**
 * Uploads one file through the API and reads the document back. Without a queue the app
 * processes it before answering, so the document read is the processed one.
 */
export async function uploadProcessed(
  app: FastifyInstance,
  token: string,
  file: { projectId: string; filename: string; content: Buffer },
): Promise<TDocument> {
  const form = multipart({ projectId: file.projectId, source: 'manual_upload' }, [file]);
  const response = await app.inject({
    method: 'POST',
    url: '/api/documents/upload',
    headers: { ...form.headers, authorization: `Bearer ${token}` },
    payload: form.payload,
  });
  if (response.statusCode !== 201) {
    throw new Error(`Upload answered ${response.statusCode}: ${response.body}`);
  }
  const { _id } = json<TUploadDocumentResponse>(response).document;
  return json<TDocument>(await api(app).get(`/api/documents/${_id}`, token));
}
