import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractTnef, parseMessage } from '../src';
import { TNEF_DIR, fixture, tnefCases } from './fixtures';

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/**
 * The content fingerprints an extracted file may match. MimeKit's expected files differ from the
 * bytes inside the stream in two known ways: text files were checked in with LF line endings
 * (the stream has CRLF), and OLE attachments (PT_OBJECT) keep the 16-byte interface id in front
 * of the compound file, which we strip so the file opens as what it is.
 */
function fingerprints(expected: Buffer): string[] {
  const out = [sha(expected)];
  if (expected.length > 16) out.push(sha(expected.subarray(16)));
  return out;
}
function ownFingerprints(data: Buffer): string[] {
  return [sha(data), sha(Buffer.from(data.toString('latin1').replace(/\r\n/g, '\n'), 'latin1'))];
}

/**
 * Files MimeKit's expected output has that we deliberately do not produce: for an embedded
 * message Outlook adds an attAttachData of 89 bytes saying "This attachment is a MAPI 1.0
 * embedded message and is not supported by this mail system."; we return the embedded message
 * itself (and the files inside it) instead of that placeholder text.
 */
const PLACEHOLDERS: Record<string, string[]> = {
  christmas: ['Untitled Attachment.1', 'Untitled Attachment.3'],
};

// Message bodies MimeKit lists as body.rtf / body.html: ours stay with the mail, not as files.
const BODY_FILES = /^(body|message)\.(rtf|html|txt)$/;

describe('TNEF extraction against MimeKit expectations', () => {
  for (const name of tnefCases()) {
    it(`extracts ${name}.tnef`, () => {
      const result = extractTnef(readFileSync(join(TNEF_DIR, `${name}.tnef`)));
      const ours = result.files.flatMap((file) => ownFingerprints(file.data));

      const dir = join(TNEF_DIR, name);
      const expectedFiles = existsSync(dir)
        ? readdirSync(dir).filter((f) => !BODY_FILES.test(f) && !PLACEHOLDERS[name]?.includes(f))
        : [];
      for (const file of expectedFiles) {
        const matches = fingerprints(readFileSync(join(dir, file)));
        expect(
          matches.some((m) => ours.includes(m)),
          `${name}: ${file}`,
        ).toBe(true);
      }

      const listed = readFileSync(join(TNEF_DIR, `${name}.list`), 'utf8')
        .split(/\r?\n/)
        .filter((line) => line && !BODY_FILES.test(line));
      const names = result.files.map((file) => file.name);
      for (const file of listed) expect(names).toContain(file);
    });
  }

  it('reports a truncated stream and keeps what it read', () => {
    const full = readFileSync(join(TNEF_DIR, 'two-files.tnef'));
    const result = extractTnef(full.subarray(0, full.length - 100));
    expect(result.files.map((f) => f.name)).toContain('AUTHORS');
    expect(result.warnings.join()).toMatch(/truncated/);
  });

  it('never throws on corrupt streams', () => {
    const base = readFileSync(join(TNEF_DIR, 'attachments.tnef'));
    for (let seed = 1; seed <= 200; seed++) {
      const copy = Buffer.from(base);
      // Deterministic corruption of a few bytes after the signature.
      for (let i = 0; i < 8; i++) copy[6 + ((seed * 7919 * (i + 1)) % (copy.length - 6))] = seed;
      expect(() => extractTnef(copy)).not.toThrow();
    }
    expect(extractTnef(Buffer.from('not tnef')).warnings[0]).toMatch(/signature/);
  });

  it('flattens winmail.dat inside a mail, embedded messages included', async () => {
    const mail = await parseMessage(fixture('mimekit/UnitTests/TestData/tnef/rich-text.eml'));
    const paths = mail.attachments.map((a) => `${a.path} ${a.originalFilename}`);
    expect(paths).toEqual([
      '2 winmail.dat',
      '2/tnef:1 kitten-playing-with-a-christmas-tree.jpg',
      '2/tnef:2 Untitled Attachment',
      '2/tnef:3 Untitled Attachment',
      '2/tnef:3/tnef:1 kitten-playing-with-a-christmas-tree.jpg',
    ]);
    const kitten = mail.attachments[1];
    expect(kitten?.detectedType).toBe('jpeg');
    expect(kitten?.isDocumentCandidate).toBe(true);
    expect(mail.attachments[0]?.isDocumentCandidate).toBe(false);
    expect(mail.attachments[0]?.detectedType).toBe('tnef');
  });
});
