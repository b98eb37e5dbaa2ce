import { z } from 'zod';
import { ZPlanType } from './plans';

export const ZBotCheckProvider = z.enum(['altcha', 'turnstile', 'off']);
export type TBotCheckProvider = z.infer<typeof ZBotCheckProvider>;

/** Everything the SPA needs at run time; nothing else is baked in at build time. */
export const ZPublicConfig = z.object({
  productName: z.string(),
  botCheck: z.object({
    provider: ZBotCheckProvider,
    siteKey: z.string().nullable().describe('Public Turnstile site key'),
    challengeUrl: z.string().nullable().describe('ALTCHA challenge endpoint'),
  }),
  externalAuth: z
    .object({
      issuer: z.string(),
      clientId: z.string(),
      audience: z.string().nullable(),
      buttonLabel: z.string(),
    })
    .nullable()
    .describe('OpenID Connect provider, or null when not configured'),
  mailDomain: z.string().describe('Domain of the per-project receiving addresses'),
  plans: z.array(ZPlanType).describe('Plans that can be chosen'),
  supportEmail: z.string(),
  bookingUrl: z.string().nullable().describe('Enterprise contact-sales booking link'),
});
export type TPublicConfig = z.infer<typeof ZPublicConfig>;

export const ZHealth = z.object({ status: z.literal('ok') });
export const ZReady = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.record(z.string(), z.enum(['ok', 'failed'])),
});

export const ZMetricsHeaders = z.object({
  authorization: z
    .string()
    .optional()
    .describe('`Bearer <METRICS_TOKEN>`; the endpoint is off (404) while METRICS_TOKEN is unset'),
});
