import type { TBillingInterval, TPlanType, TSubscriptionStatus } from '@papertray/contract';

/**
 * One change to an account's subscription, whoever reports it: a Stripe webhook event or the
 * demo checkout. Both go through BillingService.applyChange, so they behave the same.
 */
export interface SubscriptionChange {
  /** Unique per event: applying the same id twice changes nothing the second time. */
  eventId: string;
  eventType: string;
  /** When the provider created the event; an older event than the last applied is stale. */
  occurredAt: Date;
  userId: string;
  plan: TPlanType;
  interval: TBillingInterval | null;
  status: Exclude<TSubscriptionStatus, 'none'>;
  periodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  provider: 'stripe' | 'demo';
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
}

export type ChangeOutcome = 'applied' | 'replay' | 'stale' | 'ignored';
