import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseMessage } from '../src';
import { SOURCES, fixture, indexOf } from './fixtures';

/** Parts that are empty in the source itself (a header block directly followed by a boundary). */
const EMPTY_IN_SOURCE: Record<string, number> = {
  'mimekit/UnitTests/TestData/messages/body.4.txt': 2,
  'mimekit/UnitTests/TestData/messages/body.5.txt': 2,
  'mimekit/UnitTests/TestData/messages/body.6.txt': 2,
  'mimekit/UnitTests/TestData/messages/body.7.txt': 2,
  'mimekit/UnitTests/TestData/messages/body.8.txt': 1,
  'mimekit/UnitTests/TestData/messages/body.9.txt': 1,
  'mimekit/UnitTests/TestData/messages/epilogue.txt': 1,
  'nodemailer/test/fixtures/decoderended.eml': 1,
};

/**
 * Names INDEX.json lists that we knowingly do not produce as separate files. message/partial
 * (RFC 2046 5.2.2) fragments are not reassembled: the fragment is kept whole as an attachment,
 * while Python's parser peeks into the first fragment's body and reports the file inside it.
 */
const NOT_EXTRACTED: Record<string, string[]> = {
  'mimekit/UnitTests/TestData/partial/message-partial.0.eml': ['earrings.jpg'],
};

describe('every fixture mail', () => {
  for (const source of SOURCES) {
    for (const entry of indexOf(source)) {
      const key = `${source}/${entry.file}`;
      it(`parses ${key}`, async () => {
        const raw = fixture(source, entry.file);
        const mail = await parseMessage(raw);

        expect(mail.rawSize).toBe(raw.length);
        expect(mail.rawSha256).toBe(createHash('sha256').update(raw).digest('hex'));
        expect(mail.messageId).toMatch(/^<.+>$/);
        expect(mail.date.getTime()).not.toBeNaN();

        const names = mail.attachments.map((a) => a.originalFilename);
        const expected = entry.attachmentNames.filter((n) => !NOT_EXTRACTED[key]?.includes(n));
        for (const name of expected) expect(names).toContain(name);

        for (const attachment of mail.attachments) {
          expect(attachment.filename).toMatch(/\S/);
          // eslint-disable-next-line no-control-regex -- asserting their absence
          expect(attachment.filename).not.toMatch(/[/\\\u0000-\u001f]/);
          expect(attachment.size).toBe(attachment.content.length);
          expect(attachment.sha256).toBe(
            createHash('sha256').update(attachment.content).digest('hex'),
          );
          expect(attachment.path).toMatch(/^\d/);
        }
        const empty = mail.attachments.filter((a) => a.size === 0).length;
        expect(empty).toBe(EMPTY_IN_SOURCE[key] ?? 0);
      });
    }
  }
});
