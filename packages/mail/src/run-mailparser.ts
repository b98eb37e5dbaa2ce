import type { Readable } from 'node:stream';
import {
  MailParser,
  type AttachmentStream,
  type HeaderLines,
  type Headers,
  type MailParserOptions,
  type MessageText,
} from 'mailparser';

/** One non-body MIME leaf as mailparser hands it over, content fully read. */
export interface RawPart {
  content: Buffer;
  sha256: string;
  /** The Content-Type header as sent (mailparser's own `contentType` guesses from the name). */
  declaredType: string;
  filename: string | null;
  disposition: string | null;
  contentId: string | null;
  /** Inside multipart/related, i.e. referenced from the HTML body. */
  related: boolean;
  partId: string;
}

export interface MailparserResult {
  headers: Headers;
  headerLines: HeaderLines;
  text: string | null;
  html: string | null;
  parts: RawPart[];
  /** Set when mailparser gave up part-way; what was read until then is still returned. */
  error: Error | null;
}

const OPTIONS = {
  // Attached messages come out as plain attachments; parse-message.ts opens them itself, with a
  // depth bound, so every nesting level goes through the same code (and base64-encoded
  // message/rfc822 parts, which mailsplit would not descend into, are opened too).
  ignoreEmbedded: true,
  checksumAlgo: 'sha256',
  // The app renders its own views; linkifying text is costly on hostile input and unused here.
  skipTextToHtml: true,
  skipTextLinks: true,
  skipImageLinks: true,
} satisfies MailParserOptions & { ignoreEmbedded: boolean };

interface AttachmentWithExtras extends AttachmentStream {
  partId?: string;
  related?: boolean;
  cid?: string;
}

/**
 * Streams `input` through mailparser's MailParser (not simpleParser, which rewrites cid links
 * into data: URLs and inlines nested messages' bodies) and collects body text and leaves.
 * Resolves on parser errors with what was collected; rejects only when `input` itself fails.
 */
export function runMailparser(input: Readable): Promise<MailparserResult> {
  return new Promise((resolve, reject) => {
    const parser = new MailParser(OPTIONS);
    const result: MailparserResult = {
      headers: new Map(),
      headerLines: [],
      text: null,
      html: null,
      parts: [],
      error: null,
    };
    let settled = false;
    let pending = 0;
    let ended = false;
    const finish = (error: Error | null): void => {
      if (settled) return;
      // On a clean end, wait for the last attachment's content to be fully read.
      if (!error && (!ended || pending > 0)) return;
      settled = true;
      result.error = error;
      result.headerLines =
        (parser as unknown as { headerLines: HeaderLines | false }).headerLines || [];
      input.unpipe(parser);
      resolve(result);
    };

    input.once('error', (error) => {
      if (settled) return;
      settled = true;
      parser.destroy();
      reject(error);
    });
    parser.on('headers', (headers: Headers) => {
      result.headers = headers;
    });
    parser.on('error', (error: Error) => finish(error));
    parser.on('end', () => {
      ended = true;
      finish(null);
    });
    parser.on('data', (data: AttachmentWithExtras | MessageText) => {
      if (data.type === 'text') {
        result.text = typeof data.text === 'string' ? data.text : null;
        result.html = typeof data.html === 'string' ? data.html : null;
        return;
      }
      pending++;
      collectAttachment(data, result.parts, () => {
        pending--;
        finish(null);
      });
    });
    input.pipe(parser);
  });
}

function collectAttachment(data: AttachmentWithExtras, parts: RawPart[], done: () => void): void {
  const chunks: Buffer[] = [];
  let length = 0;
  data.content.on('data', (chunk: Buffer) => {
    chunks.push(chunk);
    length += chunk.length;
  });
  data.content.on('end', () => {
    const declared = data.headers.get('content-type') as { value?: string } | undefined;
    parts.push({
      content: Buffer.concat(chunks, length),
      sha256: data.checksum,
      declaredType: declared?.value?.toLowerCase() || 'application/octet-stream',
      filename: data.filename ?? null,
      disposition: data.contentDisposition ?? null,
      contentId: data.cid ?? null,
      related: data.related === true,
      partId: data.partId || '1',
    });
    chunks.length = 0; // let the chunks go before the next attachment is read
    data.release();
    done();
  });
}
