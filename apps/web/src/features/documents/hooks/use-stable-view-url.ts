import type { TDocument } from '@papertray/contract';
import { useState } from 'react';

/** A view link this close to its expiry is replaced by the fresher one of a refetch. */
const RENEW_MARGIN_MS = 60_000;

type ViewUrlSource = Pick<TDocument, '_id' | 'viewUrl' | 'viewUrlExpiresAt'>;

/**
 * The document's view URL, kept while it is valid: every refetch mints a new token, and a new
 * URL would make the frame or image load the file again.
 */
export function useStableViewUrl(document: ViewUrlSource): string {
  const [kept, setKept] = useState(document);
  const expiring = Date.parse(kept.viewUrlExpiresAt) - RENEW_MARGIN_MS < Date.now();
  if (kept._id !== document._id || (expiring && kept.viewUrl !== document.viewUrl)) {
    setKept(document);
    return document.viewUrl;
  }
  return kept.viewUrl;
}
