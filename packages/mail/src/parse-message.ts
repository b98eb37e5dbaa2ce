import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { convert as htmlToText } from 'html-to-text';
import { buildAttachment } from './build-attachment';
import { MailParseError } from './errors';
import { sanitizeFilename } from './filename';
import { addresses, headersOfInterest, rawHeader, stringHeader, stringListHeader } from './headers';
import { RawInspector } from './raw-input';
import { runMailparser } from './run-mailparser';
import { DEFAULT_MAX_DEPTH } from './limits';
import { extractTnef } from './tnef/extract-tnef';
import type { ParseOptions, ParsedAttachment, ParsedMessage } from './types';

/** html-to-text is linear but slow; beyond this an HTML-only mail gets no derived text. */
const MAX_HTML_TO_TEXT_CHARS = 5 * 1024 * 1024;
const CHUNK = 64 * 1024;

const MESSAGE_TYPES = new Set(['message/rfc822', 'message/global']);

interface Context {
  warnings: string[];
  maxDepth: number;
}

/**
 * Parses one raw mail into headers, bodies and a flat list of every attachment, including the
 * files inside attached messages (message/rfc822) and winmail.dat (TNEF), up to
 * `opts.maxDepth` levels. Oddities become `warnings`; the only rejection for bad input is
 * MailParseError when the input is not a mail at all. The caller keeps the raw bytes: a
 * Readable is consumed here.
 */
export async function parseMessage(
  raw: Buffer | Readable,
  opts: ParseOptions = {},
): Promise<ParsedMessage> {
  const context: Context = { warnings: [], maxDepth: opts.maxDepth ?? DEFAULT_MAX_DEPTH };
  const parsed = await parseLevel(raw, context, 0, '');

  for (const attachment of parsed.attachments) {
    if (attachment.size === 0) context.warnings.push(`empty attachment at ${attachment.path}`);
  }
  const messageId = stringHeader(parsed.headers, 'message-id');
  if (!messageId) context.warnings.push('no Message-ID header; derived one from the content hash');
  const html = parsed.html;
  let text = parsed.text;
  if (!text && html) {
    if (html.length <= MAX_HTML_TO_TEXT_CHARS) text = htmlToText(html, { wordwrap: false });
    else context.warnings.push('HTML body too large to derive a plain-text version');
  }

  return {
    messageId: messageId ?? `<${parsed.rawSha256}@papertray.invalid>`,
    messageIdSynthetic: !messageId,
    subject: stringHeader(parsed.headers, 'subject') ?? '',
    from: addresses(parsed.headers, 'from'),
    to: addresses(parsed.headers, 'to'),
    cc: addresses(parsed.headers, 'cc'),
    replyTo: addresses(parsed.headers, 'reply-to'),
    date: messageDate(rawHeader(parsed.headerLines, 'date'), opts.receivedAt, context.warnings),
    inReplyTo: stringHeader(parsed.headers, 'in-reply-to'),
    references: stringListHeader(parsed.headers, 'references'),
    text,
    html,
    headers: headersOfInterest(parsed.headerLines),
    attachments: parsed.attachments,
    warnings: context.warnings,
    rawSha256: parsed.rawSha256,
    rawSize: parsed.rawSize,
  };
}

async function parseLevel(raw: Buffer | Readable, context: Context, depth: number, prefix: string) {
  const inspector = new RawInspector();
  const source = Buffer.isBuffer(raw) ? chunked(raw) : raw;
  source.once('error', (error) => inspector.destroy(error));
  source.pipe(inspector);

  const result = await runMailparser(inspector);
  if (result.error) {
    context.warnings.push(`${where(prefix)}parser stopped early: ${result.error.message}`);
    // Keep hashing to the end so rawSha256 always covers the whole input.
    inspector.resume();
    await finished(inspector);
  }
  // Reported once for the outer mail; attached messages inherit its line endings.
  if (depth === 0 && inspector.bareLineFeeds) context.warnings.push('bare LF line endings');

  const attachments: ParsedAttachment[] = [];
  for (const part of result.parts) {
    const attachment = await buildAttachment({
      content: part.content,
      sha256: part.sha256,
      originalFilename: part.filename,
      declaredType: part.declaredType,
      inline: part.disposition === 'inline' || (part.related && part.contentId !== null),
      contentId: part.contentId,
      path: prefix + part.partId,
    });
    attachments.push(attachment);
    await expand(attachment, attachments, context, depth);
  }
  return { ...result, attachments, rawSha256: inspector.digest(), rawSize: inspector.size };
}

/** Adds the files inside an attached message or a TNEF stream after `container`. */
async function expand(
  container: ParsedAttachment,
  out: ParsedAttachment[],
  context: Context,
  depth: number,
): Promise<void> {
  const isMessage = MESSAGE_TYPES.has(container.contentType);
  const isTnef = container.detectedType === 'tnef';
  if ((!isMessage && !isTnef) || container.size === 0) {
    if (container.contentType === 'application/ms-tnef') {
      context.warnings.push(`${container.path} is declared TNEF but has no TNEF signature`);
    }
    return;
  }
  if (depth + 1 > context.maxDepth) {
    context.warnings.push(
      `${container.path} not opened: nesting deeper than ${context.maxDepth} levels`,
    );
    return;
  }

  if (isMessage) {
    try {
      const nested = await parseLevel(container.content, context, depth + 1, `${container.path}/`);
      // A forwarded mail usually has no file name; its subject is the name people recognise.
      const subject = stringHeader(nested.headers, 'subject');
      if (!container.originalFilename && subject) {
        container.filename = sanitizeFilename(subject, 'eml', 'message');
      }
      out.push(...nested.attachments);
    } catch (error) {
      if (!(error instanceof MailParseError)) throw error;
      context.warnings.push(`${container.path} is declared as a message but is not one`);
    }
    return;
  }

  const tnef = extractTnef(container.content);
  for (const warning of tnef.warnings) context.warnings.push(`${container.path}: ${warning}`);
  for (const [index, file] of tnef.files.entries()) {
    const inner = await buildAttachment({
      content: file.data,
      originalFilename: file.name,
      declaredType: (file.contentType ?? 'application/octet-stream').toLowerCase(),
      inline: false,
      contentId: file.contentId,
      path: `${container.path}/tnef:${index + 1}`,
    });
    out.push(inner);
    await expand(inner, out, context, depth + 1);
  }
}

function messageDate(header: string | null, receivedAt: Date | undefined, warnings: string[]) {
  const fallback = receivedAt ?? new Date();
  if (!header) {
    warnings.push('no Date header; using the received date');
    return fallback;
  }
  // RFC 5322 allows comments such as "(CEST)" that Date.parse does not accept.
  const date = new Date(header.replace(/\([^)]*\)/g, ' ').trim());
  if (Number.isNaN(date.getTime())) {
    warnings.push(`unparsable Date header "${header.slice(0, 80)}"; using the received date`);
    return fallback;
  }
  return date;
}

function where(prefix: string): string {
  return prefix ? `${prefix.replace(/\/$/, '')}: ` : '';
}

/** A Buffer as a stream of views (no copies), so mailsplit never sees one giant chunk. */
function chunked(buffer: Buffer): Readable {
  let offset = 0;
  return new Readable({
    read() {
      if (offset >= buffer.length) return void this.push(null);
      this.push(buffer.subarray(offset, offset + CHUNK));
      offset += CHUNK;
    },
  });
}
