import type Stripe from 'stripe';
import {
  BILLING_MESSAGES,
  PLANS,
  PRODUCT_NAME,
  ZPlanType,
  type TBillingInterval,
  type TPlanType,
} from '@papertray/contract';
import { AppError } from '../../platform/http/app-error';
import type { SubscriptionChange } from './subscription-change';

const ACTIVE = new Set<Stripe.Subscription.Status>(['active', 'trialing']);
const PAST_DUE = new Set<Stripe.Subscription.Status>(['past_due', 'unpaid']);

/** `professional_yearly`-style lookup keys, for prices an operator set up in the dashboard. */
function planFromLookupKey(key: string | null): TPlanType | null {
  const parsed = ZPlanType.safeParse(key?.split('_')[0]);
  return parsed.success ? parsed.data : null;
}

/**
 * The plan a subscription pays for: the price's own `planType` metadata or lookup key first (a
 * plan switched in the customer portal changes the price, not the subscription's metadata),
 * then the subscription metadata our checkout wrote.
 */
export function planOfSubscription(subscription: Stripe.Subscription): TPlanType | null {
  const price = subscription.items.data[0]?.price;
  const candidates = [
    price?.metadata?.planType,
    planFromLookupKey(price?.lookup_key ?? null),
    subscription.metadata?.planType,
  ];
  for (const candidate of candidates) {
    const parsed = ZPlanType.safeParse(candidate);
    if (parsed.success) return parsed.data;
  }
  return null;
}

/**
 * A Stripe subscription as the change it makes to an account; null when there is nothing to
 * apply (an incomplete first payment, or a subscription we cannot attribute).
 */
export function changeFromSubscription(
  event: { id: string; type: string; created: number },
  subscription: Stripe.Subscription,
  userId: string | null,
): SubscriptionChange | null {
  const plan = planOfSubscription(subscription);
  const owner = userId ?? subscription.metadata?.userId ?? null;
  if (!plan || !owner) return null;
  const deleted = event.type === 'customer.subscription.deleted';
  let status: SubscriptionChange['status'];
  if (
    deleted ||
    subscription.status === 'canceled' ||
    subscription.status === 'incomplete_expired'
  ) {
    status = 'canceled';
  } else if (ACTIVE.has(subscription.status)) status = 'active';
  else if (PAST_DUE.has(subscription.status)) status = 'past_due';
  else return null;
  const item = subscription.items.data[0];
  const interval: TBillingInterval | null =
    item?.price.recurring?.interval === 'year'
      ? 'yearly'
      : item?.price.recurring?.interval === 'month'
        ? 'monthly'
        : null;
  return {
    eventId: event.id,
    eventType: event.type,
    occurredAt: new Date(event.created * 1000),
    userId: owner,
    plan,
    interval,
    status,
    periodEnd: item?.current_period_end ? new Date(item.current_period_end * 1000) : null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    provider: 'stripe',
    stripeCustomerId:
      typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id,
    stripeSubscriptionId: subscription.id,
  };
}

/** Stripe Checkout, the customer portal and signed webhooks, through the official SDK. */
export class StripePayments {
  constructor(
    private readonly stripe: Stripe,
    private readonly webhookSecret: string | null,
    private readonly publicUrl: string,
  ) {}

  async checkoutUrl(input: {
    userId: string;
    email: string;
    customerId: string | null;
    plan: TPlanType;
    interval: TBillingInterval;
  }): Promise<string> {
    const plan = PLANS[input.plan];
    const amount = input.interval === 'yearly' ? plan.yearlyPrice : plan.monthlyPrice;
    const session = await this.stripe.checkout.sessions.create({
      mode: 'subscription',
      ...(input.customerId ? { customer: input.customerId } : { customer_email: input.email }),
      client_reference_id: input.userId,
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'usd',
            unit_amount: Math.round(amount * 100),
            recurring: { interval: input.interval === 'yearly' ? 'year' : 'month' },
            product_data: {
              name: `${PRODUCT_NAME} ${plan.displayName}`,
              metadata: { planType: input.plan },
            },
          },
        },
      ],
      subscription_data: { metadata: { userId: input.userId, planType: input.plan } },
      metadata: { userId: input.userId, planType: input.plan, interval: input.interval },
      success_url: `${this.publicUrl}/settings/billing?checkout=success`,
      cancel_url: `${this.publicUrl}/pricing?checkout=canceled`,
    });
    if (!session.url) throw new AppError('unavailable', BILLING_MESSAGES.checkoutFailed);
    return session.url;
  }

  async portalUrl(customerId: string): Promise<string> {
    const session = await this.stripe.billingPortal.sessions.create({
      customer: customerId,
      return_url: `${this.publicUrl}/settings/billing`,
    });
    return session.url;
  }

  /** The event, if the signature over the exact raw bytes holds. */
  verify(rawBody: Buffer, signature: string | undefined): Stripe.Event {
    if (!this.webhookSecret) {
      throw new AppError('unavailable', BILLING_MESSAGES.webhookNotConfigured);
    }
    if (!signature) throw new AppError('bad_request', BILLING_MESSAGES.webhookSignature);
    try {
      return this.stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret);
    } catch {
      throw new AppError('bad_request', BILLING_MESSAGES.webhookSignature);
    }
  }

  retrieveSubscription(id: string): Promise<Stripe.Subscription> {
    return this.stripe.subscriptions.retrieve(id);
  }
}
