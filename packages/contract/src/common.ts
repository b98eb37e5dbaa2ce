import { z } from 'zod';

/** Every error the API returns has this body; the client shows `message` as it is. */
export const ZErrorResponse = z
  .object({
    message: z.string().describe('Human-readable explanation, safe to show to the user'),
    code: z.string().optional().describe('Stable machine-readable error code'),
    issues: z
      .array(z.object({ path: z.string(), message: z.string() }))
      .optional()
      .describe('Per-field validation problems, when the request did not validate'),
  })
  .describe('Error');
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

export const ZMessageResponse = z.object({ message: z.string() });
export type TMessageResponse = z.infer<typeof ZMessageResponse>;

export const ZId = z.string().uuid().describe('Identifier (UUID)');

export const ZIdParams = z.object({ id: ZId });
export type TIdParams = z.infer<typeof ZIdParams>;

export const ZPagination = z.object({
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
  total: z
    .number()
    .int()
    .min(0)
    .describe('How many items match; with totalIsLowerBound, at least this many (more exist)'),
  pages: z
    .number()
    .int()
    .min(0)
    .describe('ceil(total / limit); with totalIsLowerBound, at least this many'),
  totalIsLowerBound: z
    .boolean()
    .describe(
      'True when the matches were counted only up to a cap (a search with very many matches): ' +
        'more than total exist, so show it as "1,000+"; false when total is exact',
    ),
});
export type TPagination = z.infer<typeof ZPagination>;

/** ISO timestamp as sent over the wire. */
export const ZTimestamp = z.string().datetime({ offset: true });
