import { createHash, type Hash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { MailParseError } from './errors';

/** How far we look for the end of the first line before judging whether the input is a mail. */
const SNIFF_BYTES = 4096;

/**
 * The first line of a mail is a header field ("Name: value"; obsolete syntax allows blanks
 * before the colon) or an mbox "From " separator. Anything else (a PDF, binary junk, HTML, a
 * blank first line) is not a mail. The decision is deliberately narrow: everything that passes
 * is parsed best effort and never rejected later.
 */
export function assertLooksLikeMail(head: Buffer): void {
  let start = 0;
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) start = 3; // UTF-8 BOM
  if (head.length <= start) throw new MailParseError('not a mail: the input is empty');
  const newline = head.indexOf(0x0a, start);
  const line = head.toString('latin1', start, newline === -1 ? head.length : newline);
  if (/^From /.test(line) || /^[\x21-\x39\x3b-\x7e]+[ \t]*:/.test(line)) return;
  throw new MailParseError('not a mail: the first line is not a header field');
}

/**
 * Passes the raw bytes through unchanged while hashing and counting them, and rejects input
 * that is not a mail as soon as its first line is known (so a 25 MB PDF is not read in full).
 */
export class RawInspector extends Transform {
  readonly hash: Hash = createHash('sha256');
  size = 0;
  /** Set when some line ends in LF without CR (common, but worth a warning). */
  bareLineFeeds = false;
  private lastByte = -1;
  private head: Buffer[] = [];
  private headSize = 0;
  private checked = false;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.hash.update(chunk);
    this.size += chunk.length;
    if (!this.bareLineFeeds) this.scanLineEndings(chunk);
    if (this.checked) return done(null, chunk);

    this.head.push(chunk);
    this.headSize += chunk.length;
    const head = Buffer.concat(this.head, this.headSize);
    if (head.indexOf(0x0a) === -1 && head.length < SNIFF_BYTES) return done();
    this.release(head, done);
  }

  override _flush(done: TransformCallback): void {
    if (this.checked) return done();
    this.release(Buffer.concat(this.head, this.headSize), done);
  }

  private release(head: Buffer, done: TransformCallback): void {
    try {
      assertLooksLikeMail(head);
    } catch (error) {
      return done(error as Error);
    }
    this.checked = true;
    this.head = [];
    done(null, head);
  }

  private scanLineEndings(chunk: Buffer): void {
    for (let i = chunk.indexOf(0x0a); i !== -1; i = chunk.indexOf(0x0a, i + 1)) {
      const before = i > 0 ? chunk[i - 1] : this.lastByte;
      if (before !== 0x0d) {
        this.bareLineFeeds = true;
        break;
      }
    }
    this.lastByte = chunk[chunk.length - 1] ?? this.lastByte;
  }

  digest(): string {
    return this.hash.digest('hex');
  }
}
