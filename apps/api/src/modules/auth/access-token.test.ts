import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS } from '@papertray/contract';
import { AccessTokens, looksLikeJwt } from './access-token';
import { generateOpaqueToken, hashOpaqueToken } from './opaque-token';

const SECRET = 'x'.repeat(64);
const claims = { userId: '6d1c1b53-0cda-4b5e-9a54-4c1f2d3e4f50', sessionId: 'family-1' };

describe('access tokens', () => {
  it('round-trips user and session id', async () => {
    const tokens = new AccessTokens(SECRET);
    expect(await tokens.verify(await tokens.sign(claims))).toEqual(claims);
  });

  it('is valid until its 15-minute expiry and not after', async () => {
    const tokens = new AccessTokens(SECRET);
    const issued = new Date('2026-01-01T10:00:00Z');
    const token = await tokens.sign(claims, issued);
    const justBefore = new Date(issued.getTime() + (ACCESS_TOKEN_TTL_SECONDS - 1) * 1000);
    const after = new Date(issued.getTime() + (ACCESS_TOKEN_TTL_SECONDS + 1) * 1000);
    expect(await tokens.verify(token, justBefore)).toEqual(claims);
    expect(await tokens.verify(token, after)).toBeNull();
  });

  it('rejects tokens signed with another key, tampered or malformed', async () => {
    const token = await new AccessTokens('y'.repeat(64)).sign(claims);
    const tokens = new AccessTokens(SECRET);
    expect(await tokens.verify(token)).toBeNull();
    const good = await tokens.sign(claims);
    const [header, , signature] = good.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 'someone-else', sid: 'x' })).toString(
      'base64url',
    );
    expect(await tokens.verify(`${header}.${forged}.${signature}`)).toBeNull();
    expect(await tokens.verify('not-a-token')).toBeNull();
  });

  it('tells access tokens from opaque refresh tokens', async () => {
    expect(looksLikeJwt(await new AccessTokens(SECRET).sign(claims))).toBe(true);
    expect(looksLikeJwt(generateOpaqueToken())).toBe(false);
  });
});

describe('opaque tokens', () => {
  it('are random, URL-safe and hashed deterministically', () => {
    const a = generateOpaqueToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(generateOpaqueToken()).not.toBe(a);
    expect(hashOpaqueToken(a)).toBe(hashOpaqueToken(a));
    expect(hashOpaqueToken(a)).toMatch(/^[0-9a-f]{64}$/);
  });
});
