import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS } from '@papertray/contract';
import { AccessTokens } from '../../modules/auth/access-token';
import { VerifiedAccessTokens } from './verified-access-tokens';

const claims = { userId: '6d1c1b53-0cda-4b5e-9a54-4c1f2d3e4f50', sessionId: 'family-1' };
const issued = new Date('2026-01-01T10:00:00Z');
const at = (seconds: number) => new Date(issued.getTime() + seconds * 1000);

describe('verified access tokens', () => {
  it('accepts a verified token again until its expiry, and not from its expiry on', async () => {
    const tokens = new AccessTokens('x'.repeat(64));
    const verified = new VerifiedAccessTokens(tokens);
    const token = await tokens.sign(claims, issued);
    expect(await verified.verify(token, at(1))).toEqual(claims);
    expect(await verified.verify(token, at(ACCESS_TOKEN_TTL_SECONDS - 0.001))).toEqual(claims);
    expect(await verified.verify(token, at(ACCESS_TOKEN_TTL_SECONDS))).toBeNull();
    expect(await verified.verify(token, at(ACCESS_TOKEN_TTL_SECONDS + 60))).toBeNull();
  });

  it("rejects another key's and tampered tokens, also after a valid one was remembered", async () => {
    const tokens = new AccessTokens('x'.repeat(64));
    const verified = new VerifiedAccessTokens(tokens);
    const good = await tokens.sign(claims, issued);
    expect(await verified.verify(good, at(1))).toEqual(claims);
    const foreign = await new AccessTokens('y'.repeat(64)).sign(claims, issued);
    expect(await verified.verify(foreign, at(1))).toBeNull();
    const [header, payload] = good.split('.');
    expect(await verified.verify(`${header}.${payload}.${'A'.repeat(43)}`, at(1))).toBeNull();
  });

  it('keeps at most its limit, forgetting the oldest, which is then verified afresh', async () => {
    const tokens = new AccessTokens('x'.repeat(64));
    const verified = new VerifiedAccessTokens(tokens, 1);
    const first = await tokens.sign(claims, issued);
    const second = await tokens.sign({ ...claims, sessionId: 'family-2' }, issued);
    expect(await verified.verify(first, at(1))).toEqual(claims);
    expect(await verified.verify(second, at(1))).toEqual({ ...claims, sessionId: 'family-2' });
    // Forgotten, so its expiry is checked by full verification again: still right.
    expect(await verified.verify(first, at(ACCESS_TOKEN_TTL_SECONDS + 1))).toBeNull();
    expect(await verified.verify(first, at(2))).toEqual(claims);
  });
});
