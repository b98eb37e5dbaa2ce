import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { MailParseError, parseMessage } from '../src';
import { HEADERS, base64Lines, mail, pdf } from './samples';

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

describe('parseMessage basics', () => {
  it('reads headers, addresses, bodies and one attachment', async () => {
    const raw = mail([
      ...HEADERS,
      'Cc: "Doe, Jane" <jane@example.com>, bob@example.com',
      'In-Reply-To: <previous@vendor.example>',
      'List-Id: Billing <billing.vendor.example>',
      'Content-Type: multipart/mixed; boundary="b1"',
      '',
      '--b1',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Please find the invoice attached.',
      '--b1',
      'Content-Type: application/pdf; name="invoice.pdf"',
      'Content-Disposition: attachment; filename="invoice.pdf"',
      'Content-Transfer-Encoding: base64',
      '',
      base64Lines(pdf()),
      '--b1--',
    ]);
    const parsed = await parseMessage(raw);
    expect(parsed.messageId).toBe('<invoice-1@vendor.example>');
    expect(parsed.messageIdSynthetic).toBe(false);
    expect(parsed.subject).toBe('Invoice');
    expect(parsed.from).toEqual([{ address: 'billing@vendor.example', name: 'Vendor Billing' }]);
    expect(parsed.cc).toEqual([
      { address: 'jane@example.com', name: 'Doe, Jane' },
      { address: 'bob@example.com', name: '' },
    ]);
    expect(parsed.date.toISOString()).toBe('2026-11-22T08:00:00.000Z');
    expect(parsed.inReplyTo).toBe('<previous@vendor.example>');
    expect(parsed.headers['list-id']).toBe('Billing <billing.vendor.example>');
    expect(parsed.text?.trim()).toBe('Please find the invoice attached.');
    expect(parsed.html).toBeNull();
    expect(parsed.warnings).toEqual([]);
    expect(parsed.rawSha256).toBe(sha(raw));
    expect(parsed.attachments).toHaveLength(1);
    expect(parsed.attachments[0]).toMatchObject({
      filename: 'invoice.pdf',
      originalFilename: 'invoice.pdf',
      contentType: 'application/pdf',
      detectedType: 'pdf',
      size: pdf().length,
      sha256: sha(pdf()),
      inline: false,
      isDocumentCandidate: true,
      path: '2',
    });
  });

  it('accepts a Readable and gives the same result as a Buffer', async () => {
    const raw = mail([...HEADERS, 'Content-Type: application/pdf', '', pdf().toString('latin1')]);
    const fromBuffer = await parseMessage(raw);
    const fromStream = await parseMessage(Readable.from([raw.subarray(0, 10), raw.subarray(10)]));
    expect(fromStream.rawSha256).toBe(fromBuffer.rawSha256);
    expect(fromStream.attachments.map((a) => a.sha256)).toEqual(
      fromBuffer.attachments.map((a) => a.sha256),
    );
  });

  it('rejects with the stream error when the input stream fails', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.from('Subject: x\r\n'));
        this.destroy(new Error('connection reset'));
      },
    });
    await expect(parseMessage(failing)).rejects.toThrow('connection reset');
  });

  it('derives a stable Message-ID from the raw bytes when there is none', async () => {
    const raw = mail(['From: a@example.com', 'Subject: no id', '', 'hello']);
    const first = await parseMessage(raw);
    const second = await parseMessage(Buffer.from(raw));
    expect(first.messageIdSynthetic).toBe(true);
    expect(first.messageId).toBe(`<${sha(raw)}@papertray.invalid>`);
    expect(second.messageId).toBe(first.messageId);
  });

  it('falls back to the received date for a missing or broken Date header', async () => {
    const receivedAt = new Date('2026-01-02T03:04:05Z');
    const missing = await parseMessage(mail(['From: a@example.com', '', 'x']), { receivedAt });
    const broken = await parseMessage(mail(['Date: yesterday-ish', '', 'x']), { receivedAt });
    expect(missing.date).toEqual(receivedAt);
    expect(broken.date).toEqual(receivedAt);
    expect(broken.warnings.join()).toMatch(/unparsable Date/);
  });

  it('derives text from HTML when the mail has only HTML', async () => {
    const parsed = await parseMessage(
      mail([
        ...HEADERS,
        'Content-Type: multipart/alternative; boundary=alt',
        '',
        '--alt',
        'Content-Type: text/html; charset=utf-8',
        '',
        '<p>Total <b>42,00 EUR</b></p>',
        '--alt--',
      ]),
    );
    expect(parsed.html).toContain('<b>42,00 EUR</b>');
    expect(parsed.text).toContain('Total 42,00 EUR');
  });
});

describe('MailParseError: only for input that is not a mail', () => {
  const notMail: [string, Buffer][] = [
    ['empty input', Buffer.alloc(0)],
    ['a PDF', pdf()],
    ['binary junk', Buffer.from([0, 1, 2, 3, 255, 254, 10, 13])],
    ['HTML', Buffer.from('<html><body>hi</body></html>')],
    ['a blank first line', Buffer.from('\r\nSubject: x\r\n\r\nbody')],
  ];
  for (const [name, input] of notMail) {
    it(`rejects ${name}`, async () => {
      await expect(parseMessage(input)).rejects.toBeInstanceOf(MailParseError);
      await expect(parseMessage(Readable.from([input]))).rejects.toBeInstanceOf(MailParseError);
    });
  }

  it('parses anything that starts like a mail, however broken the rest', async () => {
    for (let seed = 0; seed < 20; seed++) {
      const junk = Buffer.concat([Buffer.from('Subject: junk\r\n'), randomBytes(4096 + seed)]);
      const parsed = await parseMessage(junk);
      expect(parsed.rawSize).toBe(junk.length);
    }
    const mbox = await parseMessage(
      mail(['From someone@example.com Sat Jan  3 01:05:34 1996', 'Subject: x', '', 'y']),
    );
    expect(mbox.subject).toBe('x');
  });
});
