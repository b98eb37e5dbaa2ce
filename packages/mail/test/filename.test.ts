import { describe, expect, it } from 'vitest';
import { sanitizeFilename } from '../src';

describe('sanitizeFilename', () => {
  const cases: [string | null, string | null, string][] = [
    ['invoice.pdf', 'pdf', 'invoice.pdf'],
    ['../../etc/passwd', null, 'passwd'],
    ['..\\..\\windows\\system32\\evil.pdf', 'pdf', 'evil.pdf'],
    ['/absolute/path/scan.png', 'png', 'scan.png'],
    ['CON', 'pdf', '_CON.pdf'],
    ['con.txt', null, '_con.txt'],
    ['LPT1.pdf', 'pdf', '_LPT1.pdf'],
    ['CONFIG.SYS', null, 'CONFIG.SYS'],
    ['a\u0000b.pdf', 'pdf', 'ab.pdf'],
    ['tab\there\nnewline.pdf', 'pdf', 'tabherenewline.pdf'],
    ['invoice\u202Efdp.exe', null, 'invoicefdp.exe'],
    ['\u200Bzero\uFEFFwidth.pdf', 'pdf', 'zerowidth.pdf'],
    ['.htaccess', null, 'htaccess'],
    ['..', 'pdf', 'attachment.pdf'],
    ['report.pdf. . ', 'pdf', 'report.pdf'],
    ['what?<>:"|*.pdf', 'pdf', 'what_______.pdf'],
    ['', 'jpg', 'attachment.jpg'],
    [null, null, 'attachment'],
    ['scan', 'pdf', 'scan.pdf'],
    ['Rechnung März.pdf', 'pdf', 'Rechnung März.pdf'],
    ['e\u0301te\u0301.pdf', 'pdf', 'été.pdf'], // NFC
  ];
  for (const [input, ext, expected] of cases) {
    it(`${JSON.stringify(input)} -> ${expected}`, () => {
      expect(sanitizeFilename(input, ext)).toBe(expected);
    });
  }

  it('bounds the length in bytes and keeps the extension and whole characters', () => {
    const long = `${'ä'.repeat(300)}.pdf`;
    const safe = sanitizeFilename(long, 'pdf');
    expect(Buffer.byteLength(safe)).toBeLessThanOrEqual(200);
    expect(safe.endsWith('ä.pdf')).toBe(true);
    expect(safe).not.toContain('\uFFFD');
  });
});
