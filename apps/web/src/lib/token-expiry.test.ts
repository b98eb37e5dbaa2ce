import { describe, expect, it } from 'vitest';
import { isTokenExpired } from './token-expiry';

function jwt(payload: object): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256' })}.${encode(payload)}.signature`;
}

describe('isTokenExpired', () => {
  const now = Date.UTC(2026, 0, 1);
  const inSeconds = (s: number) => Math.floor(now / 1000) + s;

  it('treats a token valid for longer than the margin as fresh', () => {
    expect(isTokenExpired(jwt({ exp: inSeconds(600) }), now)).toBe(false);
  });

  it('treats a token expiring within 60 s as expired', () => {
    expect(isTokenExpired(jwt({ exp: inSeconds(59) }), now)).toBe(true);
    expect(isTokenExpired(jwt({ exp: inSeconds(61) }), now)).toBe(false);
  });

  it('treats a token already past its expiry as expired', () => {
    expect(isTokenExpired(jwt({ exp: inSeconds(-10) }), now)).toBe(true);
  });

  it('treats a token without exp as expired', () => {
    expect(isTokenExpired(jwt({ sub: 'user' }), now)).toBe(true);
    expect(isTokenExpired(jwt({ exp: 'soon' }), now)).toBe(true);
  });

  it('treats malformed tokens as expired', () => {
    expect(isTokenExpired('not-a-jwt', now)).toBe(true);
    expect(isTokenExpired('a.%%%.c', now)).toBe(true);
    expect(isTokenExpired('', now)).toBe(true);
  });
});
