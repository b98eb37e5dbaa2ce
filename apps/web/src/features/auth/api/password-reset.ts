import type { TForgotPasswordRequest, TResetPasswordRequest } from '@papertray/contract';
import { api } from '@/lib/api';

export function requestPasswordReset(input: TForgotPasswordRequest) {
  return api.post<void>('/auth/forgot-password', input);
}

export function resetPassword(input: TResetPasswordRequest) {
  return api.post<void>('/auth/reset-password', input);
}
