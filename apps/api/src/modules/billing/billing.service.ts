import type Stripe from 'stripe';
import {
  BILLING_MESSAGES,
  MESSAGES,
  PLANS,
  PLAN_TYPES,
  type TCheckoutSessionRequest,
  type TDemoCheckout,
  type TPlan,
  type TSubscription,
} from '@papertray/contract';
import type { z } from 'zod';
import type { ZCheckoutSessionRequest } from '@papertray/contract';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { BillingRepository } from './billing.repository';
import type { DemoCheckoutTokens } from './demo-checkout';
import type { PlanLimits } from './plan-limits';
import { changeFromSubscription, type StripePayments } from './stripe-payments';
import type { ChangeOutcome, SubscriptionChange } from './subscription-change';

type CheckoutInput = z.output<typeof ZCheckoutSessionRequest>;

function addInterval(from: Date, interval: 'monthly' | 'yearly'): Date {
  const next = new Date(from);
  if (interval === 'yearly') next.setUTCFullYear(next.getUTCFullYear() + 1);
  else next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

export interface BillingServiceDeps {
  db: Db;
  repo: BillingRepository;
  limits: Pick<PlanLimits, 'usage'>;
  /** Stripe when STRIPE_SECRET_KEY is set; otherwise the built-in demo checkout. */
  stripe: StripePayments | null;
  demo: DemoCheckoutTokens;
  log: { info(obj: object, msg: string): void };
  now?: () => Date;
}

/**
 * Plans, the account's subscription and its changes. Every plan change, from a Stripe webhook or
 * the demo checkout, goes through `applyChange`: once per event id, never older over newer.
 */
export class BillingService {
  private readonly now: () => Date;

  constructor(private readonly deps: BillingServiceDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  plans(): TPlan[] {
    return PLAN_TYPES.map((name) => PLANS[name]);
  }

  async subscription(userId: string): Promise<TSubscription> {
    const account = await this.deps.repo.account(userId);
    if (!account) throw AppError.unauthorized(MESSAGES.sessionExpired);
    const sub = await this.deps.repo.findSubscription(userId);
    const paid = account.plan !== 'free';
    const current = sub && sub.status !== 'canceled' && sub.plan === account.plan ? sub : null;
    return {
      plan: account.plan,
      interval: current?.interval ?? null,
      status: current?.status ?? (paid ? 'active' : 'none'),
      renewsAt: current?.currentPeriodEnd?.toISOString() ?? null,
      cancelAtPeriodEnd: current?.cancelAtPeriodEnd ?? false,
      provider: this.deps.stripe ? 'stripe' : 'demo',
      canManage: this.deps.stripe ? Boolean(sub?.stripeCustomerId) : current !== null,
      usage: await this.deps.limits.usage(userId, account.plan, this.now()),
    };
  }

  async checkoutUrl(userId: string, input: CheckoutInput | TCheckoutSessionRequest) {
    const interval = input.interval ?? 'monthly';
    const account = await this.deps.repo.account(userId);
    if (!account) throw AppError.unauthorized(MESSAGES.sessionExpired);
    if (!this.deps.stripe) {
      const token = this.deps.demo.issue({ userId, plan: input.planType, interval });
      return `/billing/demo-checkout?session=${encodeURIComponent(token)}`;
    }
    const sub = await this.deps.repo.findSubscription(userId);
    return this.deps.stripe.checkoutUrl({
      userId,
      email: account.email,
      customerId: sub?.stripeCustomerId ?? null,
      plan: input.planType,
      interval,
    });
  }

  async portalUrl(userId: string): Promise<string> {
    const sub = await this.deps.repo.findSubscription(userId);
    if (!this.deps.stripe || !sub?.stripeCustomerId) {
      throw new AppError('bad_request', BILLING_MESSAGES.noPaidSubscription);
    }
    return this.deps.stripe.portalUrl(sub.stripeCustomerId);
  }

  demoCheckout(userId: string, token: string): TDemoCheckout {
    const session = this.demoSession(userId, token);
    const plan = PLANS[session.plan];
    return {
      plan: session.plan,
      interval: session.interval,
      amount: session.interval === 'yearly' ? plan.yearlyPrice : plan.monthlyPrice,
      expiresAt: new Date(session.expiresAt).toISOString(),
    };
  }

  /** Pays the demo checkout: the same plan change a Stripe webhook applies. */
  async completeDemoCheckout(userId: string, token: string): Promise<TSubscription> {
    const session = this.demoSession(userId, token);
    const now = this.now();
    await this.applyChange({
      eventId: session.sessionId,
      eventType: 'demo.checkout.completed',
      occurredAt: now,
      userId,
      plan: session.plan,
      interval: session.interval,
      status: 'active',
      periodEnd: addInterval(now, session.interval),
      cancelAtPeriodEnd: false,
      provider: 'demo',
      stripeCustomerId: null,
      stripeSubscriptionId: null,
    });
    return this.subscription(userId);
  }

  /** Ends a demo subscription at once (back to Free); with Stripe, the portal cancels. */
  async cancelDemo(userId: string): Promise<TSubscription> {
    const sub = await this.deps.repo.findSubscription(userId);
    if (this.deps.stripe || !sub || sub.status === 'canceled') {
      throw new AppError('bad_request', BILLING_MESSAGES.noPaidSubscription);
    }
    const now = this.now();
    await this.applyChange({
      eventId: `demo_cancel_${userId}_${now.getTime()}`,
      eventType: 'demo.subscription.canceled',
      occurredAt: now,
      userId,
      plan: sub.plan,
      interval: sub.interval,
      status: 'canceled',
      periodEnd: now,
      cancelAtPeriodEnd: false,
      provider: 'demo',
      stripeCustomerId: null,
      stripeSubscriptionId: null,
    });
    return this.subscription(userId);
  }

  /** A signed Stripe event: verified over the raw bytes, applied at most once. */
  async handleStripeWebhook(
    rawBody: Buffer,
    signature: string | undefined,
  ): Promise<ChangeOutcome> {
    const stripe = this.deps.stripe;
    if (!stripe) throw new AppError('unavailable', BILLING_MESSAGES.webhookNotConfigured);
    const event = stripe.verify(rawBody, signature);
    const change = await this.changeOf(event);
    const outcome = change
      ? await this.applyChange(change)
      : await this.recordIgnored(event.id, event.type, new Date(event.created * 1000));
    this.deps.log.info({ eventId: event.id, type: event.type, outcome }, 'Stripe event');
    return outcome;
  }

  /**
   * The one path of every plan change. In one transaction with the account row locked: an event
   * id seen before is a replay (nothing happens); an event older than the last one applied is
   * stale (recorded, nothing changes); otherwise the subscription and the plan in force change
   * together. A downgrade only changes the plan: nothing is deleted, limits refuse new additions.
   */
  async applyChange(change: SubscriptionChange): Promise<ChangeOutcome> {
    const { repo } = this.deps;
    return this.deps.db.transaction(async (tx) => {
      const exists = await repo.lockAccount(change.userId, tx);
      const event = {
        id: change.eventId,
        type: change.eventType,
        userId: exists ? change.userId : null,
        occurredAt: change.occurredAt,
        outcome: 'applied',
      };
      if (!exists) {
        return (await repo.recordEvent({ ...event, outcome: 'ignored' }, tx))
          ? 'ignored'
          : 'replay';
      }
      if (!(await repo.recordEvent(event, tx))) return 'replay';
      const current = await repo.findSubscription(change.userId, tx);
      const older = current !== null && current.lastEventAt > change.occurredAt;
      // The end of a subscription the account has since replaced must not end the new one.
      const replaced =
        change.status === 'canceled' &&
        current?.stripeSubscriptionId != null &&
        change.stripeSubscriptionId !== null &&
        current.stripeSubscriptionId !== change.stripeSubscriptionId;
      if (older || replaced) {
        await repo.setOutcome(change.eventId, 'stale', tx);
        return 'stale';
      }
      await repo.saveSubscription(
        {
          userId: change.userId,
          plan: change.plan,
          interval: change.interval,
          status: change.status,
          currentPeriodEnd: change.periodEnd,
          cancelAtPeriodEnd: change.cancelAtPeriodEnd,
          provider: change.provider,
          stripeCustomerId: change.stripeCustomerId ?? current?.stripeCustomerId ?? null,
          stripeSubscriptionId: change.stripeSubscriptionId,
          lastEventAt: change.occurredAt,
        },
        tx,
      );
      await repo.setPlan(change.userId, change.status === 'canceled' ? 'free' : change.plan, tx);
      return 'applied';
    });
  }

  private async recordIgnored(id: string, type: string, occurredAt: Date): Promise<ChangeOutcome> {
    return this.deps.db.transaction(async (tx) =>
      (await this.deps.repo.recordEvent(
        { id, type, userId: null, occurredAt, outcome: 'ignored' },
        tx,
      ))
        ? 'ignored'
        : 'replay',
    );
  }

  private async changeOf(event: Stripe.Event): Promise<SubscriptionChange | null> {
    const stripe = this.deps.stripe;
    if (!stripe) return null;
    switch (event.type) {
      case 'checkout.session.completed': {
        const session = event.data.object;
        if (session.mode !== 'subscription' || !session.subscription) return null;
        const subscription =
          typeof session.subscription === 'string'
            ? await stripe.retrieveSubscription(session.subscription)
            : session.subscription;
        return changeFromSubscription(event, subscription, session.client_reference_id);
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted': {
        const subscription = event.data.object;
        const customer =
          typeof subscription.customer === 'string'
            ? subscription.customer
            : subscription.customer.id;
        const userId =
          subscription.metadata?.userId ??
          (await this.deps.repo.findUserByStripeCustomer(customer));
        return changeFromSubscription(event, subscription, userId);
      }
      default:
        return null;
    }
  }

  private demoSession(userId: string, token: string) {
    if (this.deps.stripe) throw AppError.notFound();
    const session = this.deps.demo.read(token, userId);
    if (!session) throw new AppError('bad_request', BILLING_MESSAGES.demoCheckoutInvalid);
    return session;
  }
}
