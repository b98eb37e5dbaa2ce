import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { ZBillingInterval, ZPaidPlanType } from '@papertray/contract';

const DEMO_CHECKOUT_TTL_MS = 60 * 60 * 1000;

const ZDemoSession = z.object({
  /** The account that started the checkout; only it can complete it. */
  userId: z.string(),
  plan: ZPaidPlanType,
  interval: ZBillingInterval,
  /** Also the event id the completion is recorded under: completing twice changes nothing. */
  sessionId: z.string(),
  expiresAt: z.number(),
});
export type DemoSession = z.infer<typeof ZDemoSession>;

/**
 * The built-in demo checkout's sessions: signed, self-contained tokens in the checkout URL (no
 * table, nothing to clean up). Completing one applies the plan change through the same path as
 * a Stripe webhook event.
 */
export class DemoCheckoutTokens {
  constructor(
    private readonly secret: string,
    private readonly now: () => number = Date.now,
  ) {}

  issue(input: Pick<DemoSession, 'userId' | 'plan' | 'interval'>): string {
    const session: DemoSession = {
      ...input,
      sessionId: `demo_${randomUUID()}`,
      expiresAt: this.now() + DEMO_CHECKOUT_TTL_MS,
    };
    const body = Buffer.from(JSON.stringify(session)).toString('base64url');
    return `${body}.${this.sign(body)}`;
  }

  /** The session, or null when forged, expired or someone else's. */
  read(token: string, userId: string): DemoSession | null {
    const [body, signature] = token.split('.');
    if (!body || !signature) return null;
    const expected = Buffer.from(this.sign(body));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    let parsed: unknown;
    try {
      parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    } catch {
      return null;
    }
    const session = ZDemoSession.safeParse(parsed);
    if (!session.success) return null;
    if (session.data.userId !== userId || session.data.expiresAt < this.now()) return null;
    return session.data;
  }

  private sign(body: string): string {
    return createHmac('sha256', this.secret).update(`demo-checkout:${body}`).digest('base64url');
  }
}
