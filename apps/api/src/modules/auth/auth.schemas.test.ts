import { describe, expect, it } from 'vitest';
import {
  ZCreateProjectRequest,
  ZLoginRequest,
  ZRegisterRequest,
  ZResetPasswordRequest,
  ZUpdateProfileRequest,
} from '@papertray/contract';

describe('input schemas', () => {
  it('normalises the email and requires 8-character passwords at registration', () => {
    const ok = ZRegisterRequest.parse({
      name: ' Ann ',
      email: ' Ann@Example.COM ',
      password: '12345678',
    });
    expect(ok).toMatchObject({ name: 'Ann', email: 'ann@example.com' });
    const short = ZRegisterRequest.safeParse({ name: 'A', email: 'a@b.io', password: '1234567' });
    expect(short.error?.issues[0]?.message).toBe('Password must be at least 8 characters long');
  });

  it('rejects invalid emails and empty passwords at login', () => {
    expect(
      ZLoginRequest.safeParse({ email: 'nope', password: 'x' }).error?.issues[0]?.message,
    ).toBe('Please enter a valid email address');
    expect(
      ZLoginRequest.safeParse({ email: 'a@b.io', password: '' }).error?.issues[0]?.message,
    ).toBe('Please enter your password');
  });

  it('needs a reset token', () => {
    expect(
      ZResetPasswordRequest.safeParse({ token: '', password: '12345678' }).error?.issues[0]
        ?.message,
    ).toBe('Invalid or missing reset token');
  });

  it('needs the current password to set a new one', () => {
    const result = ZUpdateProfileRequest.safeParse({ newPassword: 'abcdefgh' });
    expect(result.error?.issues[0]?.path).toEqual(['currentPassword']);
  });

  it('fills project defaults', () => {
    expect(ZCreateProjectRequest.parse({ name: 'P' })).toEqual({
      name: 'P',
      description: '',
      tags: [],
    });
  });
});
