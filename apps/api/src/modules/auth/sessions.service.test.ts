import { describe, expect, it } from 'vitest';
import { judgeRefreshToken } from './sessions.service';

const now = new Date('2026-01-01T12:00:00Z');
const future = new Date('2026-01-02T12:00:00Z');
const past = new Date('2025-12-31T12:00:00Z');

describe('refresh token rules', () => {
  it('accepts a current, unrotated, unrevoked token', () => {
    expect(judgeRefreshToken({ rotatedAt: null, revokedAt: null, expiresAt: future }, now)).toBe(
      'ok',
    );
  });

  it('treats an already rotated token as reuse (the family must be revoked)', () => {
    expect(judgeRefreshToken({ rotatedAt: past, revokedAt: null, expiresAt: future }, now)).toBe(
      'reused',
    );
  });

  it('refuses revoked, expired and unknown tokens', () => {
    expect(judgeRefreshToken({ rotatedAt: past, revokedAt: past, expiresAt: future }, now)).toBe(
      'revoked',
    );
    expect(judgeRefreshToken({ rotatedAt: null, revokedAt: null, expiresAt: now }, now)).toBe(
      'expired',
    );
    expect(judgeRefreshToken(null, now)).toBe('unknown');
  });
});
