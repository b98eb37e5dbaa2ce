/** A non-OK API answer; `message` is the server's own text when it sent one. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/** A refusal by the plan's limits (403 `plan_limit`): its message names the plan that lifts it. */
export function isPlanLimit(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === 'plan_limit';
}
