import {
  createHmac,
  createSecretKey,
  hkdfSync,
  timingSafeEqual,
  type KeyObject,
} from 'node:crypto';

/** Long enough to open a preview or render a mail's inline images, short enough not to matter in a log. */
export const VIEW_TOKEN_TTL_MS = 10 * 60_000;

/**
 * Short-lived capability for one attachment, for URLs that cannot carry a bearer header
 * (<img src>, <iframe src>): `<expiry seconds>.<HMAC(attachment id, expiry)>`. It is bound to
 * the attachment id, so it opens nothing else, and it is not the user's access token.
 */
export class AttachmentViewTokens {
  /**
   * A KeyObject, not a Buffer: createHmac imports a Buffer key on every call, which made minting
   * the two tokens of each document in a list page cost ~8x more.
   */
  private readonly key: KeyObject;

  constructor(
    secret: string,
    private readonly ttlMs = VIEW_TOKEN_TTL_MS,
  ) {
    // A key of its own, derived from the server secret: a view token can never pass as a JWT.
    this.key = createSecretKey(
      Buffer.from(hkdfSync('sha256', secret, 'papertray', 'attachment-view-token', 32)),
    );
  }

  mint(attachmentId: string, now = Date.now()): { token: string; expiresAt: Date } {
    const expires = Math.floor((now + this.ttlMs) / 1000);
    return {
      token: `${expires}.${this.sign(attachmentId, expires)}`,
      expiresAt: new Date(expires * 1000),
    };
  }

  verify(attachmentId: string, token: string, now = Date.now()): boolean {
    const match = /^(\d{1,12})\.([\w-]{43})$/.exec(token);
    if (!match) return false;
    const expires = Number(match[1]);
    if (expires * 1000 <= now) return false;
    const expected = Buffer.from(this.sign(attachmentId, expires));
    const given = Buffer.from(match[2]!);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private sign(attachmentId: string, expires: number): string {
    return createHmac('sha256', this.key).update(`${attachmentId}.${expires}`).digest('base64url');
  }
}

export function viewPath(attachmentId: string, token: string): string {
  return `/api/attachments/${attachmentId}/view?token=${encodeURIComponent(token)}`;
}
