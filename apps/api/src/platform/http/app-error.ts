import { MESSAGES } from '@papertray/contract';

/** Stable error codes; the HTTP status belongs to the code, so services never pick statuses. */
export const ERROR_STATUS = {
  bad_request: 400,
  validation_failed: 400,
  bot_check_failed: 400,
  unauthorized: 401,
  session_expired: 401,
  invalid_credentials: 401,
  forbidden: 403,
  plan_limit: 403,
  /** Invitations: the invitation is bound to another address. */
  email_mismatch: 403,
  /** Invitations: an account exists for the address; its password is needed (spec section 8). */
  password_required: 409,
  /** 400, not 401: the web client answers a 401 by refreshing its own session and retrying. */
  invalid_password: 400,
  invitation_accepted: 409,
  invitation_rejected: 409,
  invitation_expired: 410,
  not_found: 404,
  conflict: 409,
  file_too_large: 413,
  unsupported_file_type: 415,
  too_many_requests: 429,
  internal: 500,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** The one error type services throw; the error handler turns it into `{message, code}`. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
  }

  static notFound(message: string = MESSAGES.notFound) {
    return new AppError('not_found', message);
  }
  static forbidden(message: string = MESSAGES.forbidden) {
    return new AppError('forbidden', message);
  }
  static unauthorized(message: string = MESSAGES.unauthorized) {
    return new AppError('unauthorized', message);
  }
}
