import { z } from 'zod';
import { ZTimestamp } from './common';
import {
  LIMIT_GRACE,
  PLANS,
  PLAN_TYPES,
  ZBillingInterval,
  ZPlan,
  ZPlanType,
  type TPlanLimits,
  type TPlanType,
} from './plans';

/** Every limit of the plan table, in the order screens show them. */
export const LIMIT_KEYS = [
  'projects',
  'emailAccounts',
  'emailsPerMonth',
  'documentsPerMonth',
  'storageBytes',
  'members',
] as const satisfies readonly (keyof TPlanLimits)[];
export type TLimitKey = (typeof LIMIT_KEYS)[number];
export const ZLimitKey = z.enum(LIMIT_KEYS);

/** How a limit is named in messages and on meters: [singular, plural]. */
export const LIMIT_NOUNS: Record<TLimitKey, readonly [string, string]> = {
  projects: ['project', 'projects'],
  emailAccounts: ['email account', 'email accounts'],
  emailsPerMonth: ['email per month', 'emails per month'],
  documentsPerMonth: ['document (AI analysis) per month', 'documents (AI analyses) per month'],
  storageBytes: ['storage', 'storage'],
  members: ['team member', 'team members'],
};

/** Short labels for usage meters. */
export const LIMIT_LABELS: Record<TLimitKey, string> = {
  projects: 'Projects',
  emailAccounts: 'Email accounts',
  emailsPerMonth: 'Emails this month',
  documentsPerMonth: 'AI analyses this month',
  storageBytes: 'Storage',
  members: 'Team members',
};

const GB = 1024 ** 3;

/** "1 project", "2,500 emails per month", "25 GB of storage". */
export function describeLimit(key: TLimitKey, limit: number): string {
  if (key === 'storageBytes') return `${Math.round((limit / GB) * 100) / 100} GB of storage`;
  const [one, many] = LIMIT_NOUNS[key];
  return `${limit.toLocaleString('en-US')} ${limit === 1 ? one : many}`;
}

/** The next plan up that allows more of this limit (null: none does). */
export function planThatLifts(plan: TPlanType, key: TLimitKey): TPlanType | null {
  const current = PLANS[plan].limits[key];
  if (current === null) return null;
  const after = PLAN_TYPES.slice(PLAN_TYPES.indexOf(plan) + 1);
  return (
    after.find((p) => {
      const limit = PLANS[p].limits[key];
      return limit === null || limit > current;
    }) ?? null
  );
}

/**
 * The refusal of an action past a limit and its grace, naming the limit and the plan that lifts
 * it: "Your Free plan allows 1 project. Upgrade to Professional for more."
 */
export function limitReachedMessage(plan: TPlanType, key: TLimitKey): string {
  const limit = PLANS[plan].limits[key];
  const next = planThatLifts(plan, key);
  const lift = next ? ` Upgrade to ${PLANS[next].displayName} for more.` : '';
  const allows = limit === null ? 'unlimited ' + LIMIT_NOUNS[key][1] : describeLimit(key, limit);
  return `Your ${PLANS[plan].displayName} plan allows ${allows}.${lift}`;
}

export const ZLimitUsage = z.object({
  key: ZLimitKey,
  label: z.string().describe('Short label for a meter'),
  used: z.number().int().describe('Current usage (bytes for storage)'),
  limit: z.number().int().nullable().describe('The plan limit; null: unlimited'),
  ceiling: z
    .number()
    .int()
    .nullable()
    .describe(`The limit plus the ${LIMIT_GRACE * 100}% grace: actions past it are refused`),
});
export type TLimitUsage = z.infer<typeof ZLimitUsage>;

export const ZSubscriptionStatus = z.enum(['none', 'active', 'past_due', 'canceled']);
export type TSubscriptionStatus = z.infer<typeof ZSubscriptionStatus>;

export const ZSubscription = z.object({
  plan: ZPlanType,
  interval: ZBillingInterval.nullable().describe('Null on the free plan'),
  status: ZSubscriptionStatus,
  renewsAt: ZTimestamp.nullable().describe('End of the paid period (renewal or end date)'),
  cancelAtPeriodEnd: z.boolean().describe('The plan ends at renewsAt instead of renewing'),
  provider: z
    .enum(['stripe', 'demo'])
    .describe('stripe: payments through Stripe; demo: the built-in demo checkout, no payment'),
  canManage: z.boolean().describe('A customer portal (Stripe) or demo cancel is available'),
  usage: z.array(ZLimitUsage),
});
export type TSubscription = z.infer<typeof ZSubscription>;

export const ZPlanList = z.array(ZPlan);

/** Plans a checkout can buy; Free needs no checkout and Enterprise goes through sales. */
export const ZPaidPlanType = z.enum(['professional', 'business'], {
  error: 'Choose the Professional or Business plan (Enterprise: contact sales)',
});

export const ZCheckoutSessionRequest = z.object({
  planType: ZPaidPlanType,
  interval: ZBillingInterval.default('monthly'),
});
export type TCheckoutSessionRequest = z.input<typeof ZCheckoutSessionRequest>;

export const ZRedirectUrl = z.object({
  url: z.string().describe('Where the browser goes next (Stripe or the built-in demo checkout)'),
});
export type TRedirectUrl = z.infer<typeof ZRedirectUrl>;

export const ZDemoCheckoutToken = z.object({
  token: z.string().min(1).describe('The demo checkout session, as in its URL'),
});

export const ZDemoCheckout = z.object({
  plan: ZPlanType,
  interval: ZBillingInterval,
  amount: z.number().describe('Price in USD for the interval'),
  expiresAt: ZTimestamp,
});
export type TDemoCheckout = z.infer<typeof ZDemoCheckout>;

export const BILLING_MESSAGES = {
  checkoutFailed: 'Failed to create checkout session. Please try again.',
  demoCheckoutInvalid: 'This demo checkout has expired or is not yours. Start again from Pricing.',
  webhookSignature: 'Invalid webhook signature',
  webhookNotConfigured: 'Stripe webhooks are not configured on this server',
  noPaidSubscription: 'There is no paid subscription to manage.',
  ownerOnly: 'Only the account holder can change its plan.',
} as const;

/** Limits the current usage exceeds on another plan: what a downgrade would put over. */
export function limitsExceededOn(plan: TPlanType, usage: readonly TLimitUsage[]): TLimitUsage[] {
  return usage.filter((u) => {
    const limit = PLANS[plan].limits[u.key];
    return limit !== null && u.used > limit;
  });
}

/** Yearly price against twelve monthly payments, in whole percent. */
export function yearlySavingPercent(plan: TPlanType): number {
  const { monthlyPrice, yearlyPrice } = PLANS[plan];
  if (monthlyPrice === 0) return 0;
  return Math.round((1 - yearlyPrice / (monthlyPrice * 12)) * 100);
}
