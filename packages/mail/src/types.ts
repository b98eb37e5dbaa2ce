export interface MailAddress {
  address: string;
  name: string;
}

/** Coarse type from the file's magic bytes; `unknown` when nothing matched. */
export type DetectedType =
  | 'pdf'
  | 'jpeg'
  | 'png'
  | 'webp'
  | 'gif'
  | 'tiff'
  | 'bmp'
  | 'heic'
  | 'xml'
  | 'zip'
  | 'tnef'
  | 'text'
  | 'other'
  | 'unknown';

export interface ParsedAttachment {
  /** Safe to use as a file name on any OS: no path, no control chars, bounded, has an extension. */
  filename: string;
  /** The name as the sender wrote it (decoded), for display only; null when none was given. */
  originalFilename: string | null;
  /** Content-Type as declared by the sender (never trusted for decisions). */
  contentType: string;
  detectedType: DetectedType;
  /** MIME type that belongs to `detectedType` (e.g. application/pdf), null when unknown. */
  detectedMime: string | null;
  size: number;
  sha256: string;
  content: Buffer;
  inline: boolean;
  contentId: string | null;
  /** PDF or image by magic bytes, and not a tracking pixel / logo (see document-candidate.ts). */
  isDocumentCandidate: boolean;
  /**
   * Where in the MIME tree the file came from: IMAP-style part numbers, `/` enters an attached
   * message, `tnef:N` enters the N-th file inside a winmail.dat. Example: `2/1.3/tnef:1`.
   */
  path: string;
}

export interface ParsedMessage {
  /** From the header, or `<sha256-of-raw@papertray.invalid>` when the mail has none. */
  messageId: string;
  messageIdSynthetic: boolean;
  subject: string;
  from: MailAddress[];
  to: MailAddress[];
  cc: MailAddress[];
  replyTo: MailAddress[];
  /** The Date header, or the received date / now when it is missing or unparsable. */
  date: Date;
  inReplyTo: string | null;
  references: string[];
  text: string | null;
  html: string | null;
  /** Selected headers as raw (unfolded) strings, lower-case keys. */
  headers: Record<string, string>;
  attachments: ParsedAttachment[];
  warnings: string[];
  /** SHA-256 (hex) and size of the raw bytes as parsed. */
  rawSha256: string;
  rawSize: number;
}

export interface ParseOptions {
  /** Used for `date` when the mail has no usable Date header (default: now). */
  receivedAt?: Date;
  /** Attached messages deeper than this are kept as files but not opened (default 10). */
  maxDepth?: number;
}
