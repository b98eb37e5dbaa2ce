import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LIMIT_KEYS,
  type TDemoCheckout,
  type TPlan,
  type TRedirectUrl,
  type TSubscription,
} from '@papertray/contract';
import { DB_KINDS } from '../../../test/databases';
import { userIdByEmail } from '../../../test/factories';
import { api, createProject, json, registerUser } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';

const WEBHOOK_SECRET = 'whsec_test_papertray';

/**
 * Stands in for api.stripe.com, the one boundary these tests mock: the SDK is pointed at it with
 * its host/port options (STRIPE_API_URL). It records what the server asked Stripe for.
 */
async function startStripeApiStandIn() {
  const requests: { method: string; path: string; body: URLSearchParams }[] = [];
  const subscriptions = new Map<string, object>();
  const read = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
  };
  const server: Server = createServer((req, res) => {
    void read(req).then((body) => {
      const path = (req.url ?? '').split('?')[0] ?? '';
      requests.push({ method: req.method ?? '', path, body });
      const send = (status: number, value: object) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        return send(200, {
          id: 'cs_test_1',
          object: 'checkout.session',
          url: 'https://checkout.stripe.test/c/cs_test_1',
        });
      }
      if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
        return send(200, {
          id: 'bps_1',
          object: 'billing_portal.session',
          url: `https://billing.stripe.test/p/${body.get('customer')}`,
        });
      }
      const sub = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && sub?.[1] && subscriptions.has(sub[1])) {
        return send(200, subscriptions.get(sub[1])!);
      }
      send(404, { error: { type: 'invalid_request_error', message: `No such route ${path}` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    subscriptions,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function subscriptionObject(input: {
  id: string;
  userId: string;
  plan: string;
  interval: 'month' | 'year';
  status?: string;
  periodEnd: number;
  cancelAtPeriodEnd?: boolean;
}) {
  return {
    id: input.id,
    object: 'subscription',
    customer: 'cus_test_1',
    status: input.status ?? 'active',
    cancel_at_period_end: input.cancelAtPeriodEnd ?? false,
    metadata: { userId: input.userId, planType: input.plan },
    items: {
      object: 'list',
      data: [
        {
          id: 'si_1',
          object: 'subscription_item',
          current_period_end: input.periodEnd,
          price: {
            id: 'price_1',
            object: 'price',
            metadata: {},
            lookup_key: null,
            recurring: { interval: input.interval, interval_count: 1 },
          },
        },
      ],
    },
  };
}

describe.each(DB_KINDS)(
  'billing with Stripe (api.stripe.com mocked by a local HTTP stand-in) on %s',
  (kind) => {
    let t: TestApp;
    let stripeApi: Awaited<ReturnType<typeof startStripeApiStandIn>>;
    let token: string;
    let userId: string;
    const stripe = new Stripe('sk_test_unused');
    const http = () => api(t.app);
    let created = Math.floor(Date.now() / 1000);

    beforeAll(async () => {
      stripeApi = await startStripeApiStandIn();
      t = await createTestApp(kind, {
        env: {
          STRIPE_SECRET_KEY: 'sk_test_papertray',
          STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
          STRIPE_API_URL: stripeApi.url,
        },
      });
      const user = await registerUser(t.app);
      token = user.accessToken;
      userId = await userIdByEmail(t.database, user.email);
    }, 60_000);
    afterAll(async () => {
      await t?.close();
      await stripeApi?.close();
    });

    /** Posts an event signed the way Stripe signs it (the SDK's own test helper). */
    const deliver = (event: object, secret = WEBHOOK_SECRET) => {
      const payload = JSON.stringify(event);
      const signature = stripe.webhooks.generateTestHeaderString({ payload, secret });
      return t.app.inject({
        method: 'POST',
        url: '/api/billing/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload,
      });
    };
    const subscription = async () =>
      json<TSubscription>(await http().get('/api/billing/subscription', token));
    const subscriptionEvent = (id: string, type: string, object: object) => ({
      id,
      object: 'event',
      type,
      created: (created += 10),
      data: { object },
    });

    it('creates a Stripe Checkout session for the plan, interval and account', async () => {
      const response = await http().post(
        '/api/billing/checkout-session',
        { planType: 'professional', interval: 'yearly' },
        token,
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(json<TRedirectUrl>(response).url).toBe('https://checkout.stripe.test/c/cs_test_1');
      const sent = stripeApi.requests.find((r) => r.path === '/v1/checkout/sessions');
      expect(sent?.body.get('mode')).toBe('subscription');
      expect(sent?.body.get('line_items[0][price_data][unit_amount]')).toBe('29000');
      expect(sent?.body.get('line_items[0][price_data][recurring][interval]')).toBe('year');
      expect(sent?.body.get('subscription_data[metadata][userId]')).toBe(userId);
      expect(sent?.body.get('client_reference_id')).toBe(userId);
    });

    it('refuses Enterprise and Free at checkout with a message', async () => {
      const response = await http().post(
        '/api/billing/checkout-session',
        { planType: 'enterprise', interval: 'monthly' },
        token,
      );
      expect(response.statusCode).toBe(400);
      expect(json(response).message).toContain('contact sales');
    });

    it('rejects webhooks with a wrong or missing signature and changes nothing', async () => {
      const event = subscriptionEvent(
        'evt_forged',
        'customer.subscription.updated',
        subscriptionObject({
          id: 'sub_1',
          userId,
          plan: 'business',
          interval: 'month',
          periodEnd: created + 1000,
        }),
      );
      const forged = await deliver(event, 'whsec_someone_else');
      expect(forged.statusCode).toBe(400);
      expect(json(forged).message).toBe('Invalid webhook signature');
      const unsigned = await t.app.inject({
        method: 'POST',
        url: '/api/billing/webhook',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(event),
      });
      expect(unsigned.statusCode).toBe(400);
      expect((await subscription()).plan).toBe('free');
    });

    it('applies checkout.session.completed (subscription fetched from Stripe) once; a replay changes nothing', async () => {
      const periodEnd = Math.floor(Date.now() / 1000) + 365 * 86400;
      stripeApi.subscriptions.set(
        'sub_1',
        subscriptionObject({
          id: 'sub_1',
          userId,
          plan: 'professional',
          interval: 'year',
          periodEnd,
        }),
      );
      const completed = subscriptionEvent('evt_checkout', 'checkout.session.completed', {
        id: 'cs_test_1',
        object: 'checkout.session',
        mode: 'subscription',
        subscription: 'sub_1',
        customer: 'cus_test_1',
        client_reference_id: userId,
      });
      const first = await deliver(completed);
      expect(first.statusCode, first.body).toBe(200);
      expect(json(first).outcome).toBe('applied');
      expect(await subscription()).toMatchObject({
        plan: 'professional',
        interval: 'yearly',
        status: 'active',
        renewsAt: new Date(periodEnd * 1000).toISOString(),
        provider: 'stripe',
        canManage: true,
      });

      // Later the customer moves to Business; then Stripe retries the old checkout event.
      const upgraded = subscriptionEvent(
        'evt_upgrade',
        'customer.subscription.updated',
        subscriptionObject({ id: 'sub_1', userId, plan: 'business', interval: 'year', periodEnd }),
      );
      expect(json(await deliver(upgraded)).outcome).toBe('applied');
      const replay = await deliver(completed);
      expect(replay.statusCode).toBe(200);
      expect(json(replay).outcome).toBe('replay');
      expect((await subscription()).plan).toBe('business');
    });

    it('ignores an event older than the state it would change (out of order)', async () => {
      const periodEnd = created + 30 * 86400;
      const newer = subscriptionEvent(
        'evt_newer',
        'customer.subscription.updated',
        subscriptionObject({ id: 'sub_1', userId, plan: 'business', interval: 'month', periodEnd }),
      );
      const older = {
        ...subscriptionEvent(
          'evt_older',
          'customer.subscription.updated',
          subscriptionObject({
            id: 'sub_1',
            userId,
            plan: 'professional',
            interval: 'month',
            periodEnd,
          }),
        ),
        created: newer.created - 5,
      };
      expect(json(await deliver(newer)).outcome).toBe('applied');
      expect(json(await deliver(older)).outcome).toBe('stale');
      expect(await subscription()).toMatchObject({ plan: 'business', interval: 'monthly' });
    });

    it('opens the customer portal for the Stripe customer', async () => {
      const response = await http().post('/api/billing/portal-session', undefined, token);
      expect(response.statusCode, response.body).toBe(200);
      expect(json<TRedirectUrl>(response).url).toBe('https://billing.stripe.test/p/cus_test_1');
    });

    it('a deleted subscription returns the account to Free without deleting anything', async () => {
      const project = await createProject(t.app, token, { name: 'Kept' });
      await createProject(t.app, token, { name: 'Also kept' });
      const deleted = subscriptionEvent(
        'evt_deleted',
        'customer.subscription.deleted',
        subscriptionObject({
          id: 'sub_1',
          userId,
          plan: 'business',
          interval: 'month',
          status: 'canceled',
          periodEnd: created,
        }),
      );
      expect(json(await deliver(deleted)).outcome).toBe('applied');
      const now = await subscription();
      expect(now).toMatchObject({ plan: 'free', status: 'none', interval: null });
      expect(now.usage.find((u) => u.key === 'projects')).toMatchObject({ used: 2, limit: 1 });
      expect((await http().get(`/api/projects/${project._id}`, token)).statusCode).toBe(200);
      const refused = await http().post('/api/projects', { name: 'Third' }, token);
      expect(refused.statusCode).toBe(403);
      expect(json(refused).message).toContain('Upgrade to Professional');
    });

    it('records events it has nothing to do with, once', async () => {
      const other = subscriptionEvent('evt_invoice', 'invoice.paid', {
        id: 'in_1',
        object: 'invoice',
      });
      expect(json(await deliver(other)).outcome).toBe('ignored');
      expect(json(await deliver(other)).outcome).toBe('replay');
    });
  },
);

describe.each(DB_KINDS)('billing without Stripe: the built-in demo checkout on %s', (kind) => {
  let t: TestApp;
  const http = () => api(t.app);

  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('lists the plan table publicly', async () => {
    const response = await http().get('/api/billing/plans');
    expect(response.statusCode).toBe(200);
    const plans = json<TPlan[]>(response);
    expect(plans.map((p) => [p.name, p.monthlyPrice, p.yearlyPrice])).toEqual([
      ['free', 0, 0],
      ['professional', 29, 290],
      ['business', 99, 950],
      ['enterprise', 0, 0],
    ]);
  });

  it('upgrades through the demo checkout, after which the blocked action works; completing twice changes nothing', async () => {
    const { accessToken: token } = await registerUser(t.app);
    await createProject(t.app, token, { name: 'First' });
    expect((await http().post('/api/projects', { name: 'Second' }, token)).statusCode).toBe(403);

    const before = json<TSubscription>(await http().get('/api/billing/subscription', token));
    expect(before).toMatchObject({ plan: 'free', status: 'none', provider: 'demo' });
    expect(before.usage.map((u) => u.key)).toEqual([...LIMIT_KEYS]);

    const checkout = await http().post(
      '/api/billing/checkout-session',
      { planType: 'professional', interval: 'monthly' },
      token,
    );
    expect(checkout.statusCode, checkout.body).toBe(200);
    const url = new URL(json<TRedirectUrl>(checkout).url, 'http://papertray.test');
    expect(url.pathname).toBe('/billing/demo-checkout');
    const session = url.searchParams.get('session') ?? '';

    const details = await http().get(
      `/api/billing/demo-checkout?token=${encodeURIComponent(session)}`,
      token,
    );
    expect(json<TDemoCheckout>(details)).toMatchObject({
      plan: 'professional',
      interval: 'monthly',
      amount: 29,
    });

    const someoneElse = (await registerUser(t.app)).accessToken;
    const stolen = await http().post(
      '/api/billing/demo-checkout/complete',
      { token: session },
      someoneElse,
    );
    expect(stolen.statusCode).toBe(400);

    const done = await http().post(
      '/api/billing/demo-checkout/complete',
      { token: session },
      token,
    );
    expect(done.statusCode, done.body).toBe(200);
    const after = json<TSubscription>(done);
    expect(after).toMatchObject({ plan: 'professional', interval: 'monthly', status: 'active' });
    expect(after.renewsAt).not.toBeNull();
    expect((await http().get('/api/users/profile', token)).json()).toMatchObject({
      plan: 'professional',
    });
    expect((await http().post('/api/projects', { name: 'Second' }, token)).statusCode).toBe(201);

    const again = await http().post(
      '/api/billing/demo-checkout/complete',
      { token: session },
      token,
    );
    expect(json<TSubscription>(again).renewsAt).toBe(after.renewsAt);

    const cancelled = await http().post('/api/billing/demo-checkout/cancel', undefined, token);
    expect(json<TSubscription>(cancelled)).toMatchObject({ plan: 'free', status: 'none' });
    expect((await http().get('/api/projects', token)).json()).toHaveLength(2);
  });

  it('answers the Stripe-only endpoints with a message', async () => {
    const { accessToken: token } = await registerUser(t.app);
    const portal = await http().post('/api/billing/portal-session', undefined, token);
    expect(portal.statusCode).toBe(400);
    expect(json(portal).message).toBe('There is no paid subscription to manage.');
    const webhook = await t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
      payload: '{}',
    });
    expect(webhook.statusCode).toBe(503);
  });
});
