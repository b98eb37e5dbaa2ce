import { AttachmentViewTokens } from '../attachments/view-token';

export interface DocumentViewUrls {
  /** GET /documents/{id}/file with a token: for <iframe>/<img>, which cannot send a bearer. */
  viewUrl: string;
  thumbnailUrl: string | null;
  expiresAt: Date;
}

/**
 * Short-lived view links for one document's file and thumbnail, on the attachments' HMAC token
 * scheme. The signed scope names the document and what it opens, so a token never opens an
 * attachment, another document, or the file where only the thumbnail was granted.
 */
export class DocumentViewTokens {
  private readonly tokens: AttachmentViewTokens;

  constructor(secret: string) {
    this.tokens = new AttachmentViewTokens(secret);
  }

  urlsFor(
    document: { id: string; thumbnailKey: string | null },
    now = Date.now(),
  ): DocumentViewUrls {
    const file = this.tokens.mint(`document-file:${document.id}`, now);
    const base = `/api/documents/${document.id}`;
    // Only a document with a thumbnail gets its token (an HMAC each, two per listed document).
    const thumbnail = document.thumbnailKey
      ? this.tokens.mint(`document-thumbnail:${document.id}`, now)
      : null;
    return {
      viewUrl: `${base}/file?token=${encodeURIComponent(file.token)}`,
      thumbnailUrl: thumbnail
        ? `${base}/thumbnail?token=${encodeURIComponent(thumbnail.token)}`
        : null,
      expiresAt: file.expiresAt,
    };
  }

  verify(documentId: string, what: 'file' | 'thumbnail', token: string): boolean {
    return this.tokens.verify(`document-${what}:${documentId}`, token);
  }
}
