import { ZErrorResponse } from '@papertray/contract';

/** The answers a signed-in member's call can get besides success: each is `{ message }`. */
export const memberErrorResponses = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
};
