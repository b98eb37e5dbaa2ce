import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseMessage } from '../src';
import { HEADERS, TRACKING_GIF, base64Lines, mail, pdf, png } from './samples';

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

function part(headers: string[], body: string): string[] {
  return [...headers, '', body];
}

function multipart(type: string, boundary: string, parts: string[][]): string[] {
  return [
    `Content-Type: multipart/${type}; boundary="${boundary}"`,
    '',
    ...parts.flatMap((p) => [`--${boundary}`, ...p]),
    `--${boundary}--`,
  ];
}

describe('attachments', () => {
  it('finds PDFs by magic bytes whatever the headers say', async () => {
    const parsed = await parseMessage(
      mail([
        ...HEADERS,
        ...multipart('mixed', 'b', [
          part(['Content-Type: text/plain'], 'see attachments'),
          // No name, no disposition, octet-stream.
          part(
            ['Content-Type: application/octet-stream', 'Content-Transfer-Encoding: base64'],
            base64Lines(pdf()),
          ),
          // Lies about being a JPEG, and is inline.
          part(
            [
              'Content-Type: image/jpeg; name="scan.jpg"',
              'Content-Disposition: inline',
              'Content-Transfer-Encoding: base64',
            ],
            base64Lines(pdf(10)),
          ),
        ]),
      ]),
    );
    expect(
      parsed.attachments.map((a) => [a.filename, a.detectedType, a.isDocumentCandidate]),
    ).toEqual([
      ['attachment.pdf', 'pdf', true],
      ['scan.jpg', 'pdf', true],
    ]);
    expect(parsed.attachments[1]?.inline).toBe(true);
    expect(parsed.attachments[1]?.contentType).toBe('image/jpeg');
  });

  it('keeps inline images with their Content-ID and skips tracking pixels and logos', async () => {
    const photo = png(1200, 1600, 5000);
    const logo = png(180, 40, 3000); // a signature logo: big enough in bytes, too flat
    const parsed = await parseMessage(
      mail([
        ...HEADERS,
        ...multipart('related', 'rel', [
          part(
            ['Content-Type: text/html'],
            '<p>Receipt:</p><img src="cid:photo@x"><img src="cid:logo@x"><img src="cid:px@x">',
          ),
          part(
            [
              'Content-Type: image/png',
              'Content-ID: <photo@x>',
              'Content-Transfer-Encoding: base64',
            ],
            base64Lines(photo),
          ),
          part(
            [
              'Content-Type: image/png; name=logo.png',
              'Content-ID: <logo@x>',
              'Content-Disposition: inline; filename=logo.png',
              'Content-Transfer-Encoding: base64',
            ],
            base64Lines(logo),
          ),
          part(
            ['Content-Type: image/gif', 'Content-ID: <px@x>', 'Content-Transfer-Encoding: base64'],
            base64Lines(TRACKING_GIF),
          ),
        ]),
      ]),
    );
    expect(parsed.html).toContain('cid:photo@x'); // left for rewriteCidImages
    const [first, second, third] = parsed.attachments;
    expect(first).toMatchObject({ contentId: 'photo@x', inline: true, detectedType: 'png' });
    expect(first?.isDocumentCandidate).toBe(true);
    expect(first?.filename).toBe('attachment.png');
    expect(second).toMatchObject({ contentId: 'logo@x', inline: true, isDocumentCandidate: false });
    expect(third).toMatchObject({
      detectedType: 'gif',
      size: TRACKING_GIF.length,
      isDocumentCandidate: false,
    });
  });

  it('decodes RFC 2231 and encoded-word file names', async () => {
    const parsed = await parseMessage(
      mail([
        ...HEADERS,
        ...multipart('mixed', 'b', [
          part(
            [
              'Content-Type: application/pdf',
              "Content-Disposition: attachment; filename*=UTF-8''Rechnung%20M%C3%A4rz%202026.pdf",
            ],
            pdf().toString('latin1'),
          ),
          part(
            [
              'Content-Type: application/pdf',
              'Content-Disposition: attachment;',
              " filename*0*=UTF-8''Sehr%20lange%20;",
              ' filename*1*=Gutschrift%20%E2%82%AC.pdf',
            ],
            pdf().toString('latin1'),
          ),
          part(
            [
              'Content-Type: application/pdf; name="=?UTF-8?B?0KHRh9C10YIucGRm?="',
              'Content-Disposition: attachment',
            ],
            pdf().toString('latin1'),
          ),
          part(
            [
              'Content-Type: application/pdf',
              "Content-Disposition: attachment; filename*=iso-8859-1''Quittung%FC.pdf",
            ],
            pdf().toString('latin1'),
          ),
        ]),
      ]),
    );
    expect(parsed.attachments.map((a) => a.filename)).toEqual([
      'Rechnung März 2026.pdf',
      'Sehr lange Gutschrift €.pdf',
      'Счет.pdf',
      'Quittungü.pdf',
    ]);
  });

  it('sanitises hostile file names and keeps the original for display', async () => {
    const names = [
      'filename="../../etc/passwd"',
      'filename="CON"',
      "filename*=UTF-8''a%00b%07c.pdf",
      "filename*=UTF-8''invoice%E2%80%AEfdp.exe",
      'filename="C:\\\\Windows\\\\evil.pdf"',
    ];
    const parsed = await parseMessage(
      mail([
        ...HEADERS,
        ...multipart(
          'mixed',
          'b',
          names.map((name) =>
            part(
              [
                'Content-Type: application/octet-stream',
                `Content-Disposition: attachment; ${name}`,
              ],
              pdf().toString('latin1'),
            ),
          ),
        ),
      ]),
    );
    expect(parsed.attachments.map((a) => a.filename)).toEqual([
      'passwd.pdf',
      '_CON.pdf',
      'abc.pdf',
      'invoicefdp.exe',
      'evil.pdf',
    ]);
    expect(parsed.attachments[0]?.originalFilename).toBe('../../etc/passwd');
    expect(parsed.attachments.every((a) => a.isDocumentCandidate)).toBe(true);
  });

  it('parses bare-LF mail and a missing closing boundary', async () => {
    const raw = mail(
      [
        ...HEADERS,
        'Content-Type: multipart/mixed; boundary=lf',
        '',
        '--lf',
        'Content-Type: text/plain',
        '',
        'body',
        '--lf',
        'Content-Type: application/pdf; name=a.pdf',
        'Content-Transfer-Encoding: base64',
        '',
        base64Lines(pdf(300), '\n'),
        // no closing --lf--
      ],
      '\n',
    );
    const parsed = await parseMessage(raw);
    expect(parsed.attachments).toHaveLength(1);
    expect(parsed.attachments[0]?.sha256).toBe(sha(pdf(300)));
    expect(parsed.warnings).toContain('bare LF line endings');
  });

  it('treats a multipart without a boundary parameter as one part, without crashing', async () => {
    const parsed = await parseMessage(
      mail([
        ...HEADERS,
        'Content-Type: multipart/mixed',
        '',
        '--x',
        'Content-Type: application/pdf',
        '',
        'junk',
      ]),
    );
    expect(parsed.rawSize).toBeGreaterThan(0);
  });
});

describe('attached messages', () => {
  const inner = (name: string) =>
    mail([
      'From: supplier@example.com',
      'Subject: Original invoice',
      'Content-Type: multipart/mixed; boundary=inner',
      '',
      '--inner',
      'Content-Type: text/plain',
      '',
      'Original text',
      '--inner',
      `Content-Type: application/pdf; name=${name}`,
      'Content-Transfer-Encoding: base64',
      '',
      base64Lines(pdf(50)),
      '--inner--',
    ]).toString('latin1');

  it('flattens files of nested message/rfc822, 7bit or base64, with their path', async () => {
    const parsed = await parseMessage(
      mail([
        ...HEADERS,
        ...multipart('mixed', 'outer', [
          part(['Content-Type: text/plain'], 'Forwarding two invoices'),
          part(['Content-Type: message/rfc822', 'Content-Disposition: inline'], inner('one.pdf')),
          part(
            [
              'Content-Type: message/rfc822; name="fwd.eml"',
              'Content-Disposition: attachment; filename="fwd.eml"',
              'Content-Transfer-Encoding: base64',
            ],
            base64Lines(Buffer.from(inner('two.pdf'), 'latin1')),
          ),
        ]),
      ]),
    );
    expect(parsed.attachments.map((a) => [a.path, a.filename, a.isDocumentCandidate])).toEqual([
      ['2', 'Original invoice.eml', false],
      ['2/2', 'one.pdf', true],
      ['3', 'fwd.eml', false],
      ['3/2', 'two.pdf', true],
    ]);
    // The outer text is not mixed with the attached message's text.
    expect(parsed.text).not.toContain('Original text');
  });

  it('stops opening attached messages at depth 10 of a 1,000-deep chain', async () => {
    let raw = mail([
      'Subject: bottom',
      'Content-Type: application/pdf',
      '',
      pdf().toString('latin1'),
    ]);
    for (let level = 0; level < 1000; level++) {
      raw = Buffer.concat([
        Buffer.from(`Subject: level ${level}\r\nContent-Type: message/rfc822\r\n\r\n`),
        raw,
      ]);
    }
    const started = Date.now();
    const parsed = await parseMessage(raw);
    expect(Date.now() - started).toBeLessThan(5000);
    // The outer mail's own part plus one per opened level; the 11th message stays a closed file.
    expect(parsed.attachments).toHaveLength(11);
    expect(parsed.warnings.join('\n')).toMatch(/not opened: nesting deeper than 10 levels/);
    expect(parsed.attachments.at(-1)?.path).toBe(Array(11).fill('1').join('/'));
    expect(parsed.attachments.every((a) => a.detectedType !== 'pdf')).toBe(true);
  });

  it('survives 1,000 nested multiparts (mailsplit gives up at 1,000 nodes: a warning)', async () => {
    const open: string[] = [];
    const close: string[] = [];
    for (let level = 0; level < 1000; level++) {
      open.push(`Content-Type: multipart/mixed; boundary="b${level}"`, '', `--b${level}`);
      close.unshift(`--b${level}--`);
    }
    const raw = mail([
      ...HEADERS,
      ...open,
      'Content-Type: application/pdf',
      'Content-Transfer-Encoding: base64',
      '',
      base64Lines(pdf()),
      ...close,
    ]);
    const started = Date.now();
    const parsed = await parseMessage(raw);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(parsed.rawSize).toBe(raw.length);
    expect(parsed.warnings.join()).toMatch(/parser stopped early: Max allowed child nodes/);
  });
});
