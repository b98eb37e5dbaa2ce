import { TEAM_MESSAGES } from '@papertray/contract';
import { ApiError, errorMessage } from '@/lib/api-error';

/** The server's refusal as the invitation page words it (spec section 8, Invitations). */
export function invitationErrorText(error: unknown, fallback: string): string {
  const message = errorMessage(error, fallback);
  return message === TEAM_MESSAGES.emailMismatch
    ? 'This invitation was sent to a different email address'
    : message;
}

export function isPasswordRequired(error: unknown): boolean {
  return error instanceof ApiError && error.message === TEAM_MESSAGES.passwordRequired;
}
