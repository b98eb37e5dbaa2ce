import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCheckoutSessionRequest,
  ZDemoCheckout,
  ZDemoCheckoutToken,
  ZErrorResponse,
  ZPlanList,
  ZRedirectUrl,
  ZSubscription,
} from '@papertray/contract';
import { currentUser } from '../../platform/http/authenticate';
import type { BillingService } from './billing.service';

export interface BillingRoutesOptions {
  billing: BillingService;
  authenticate: preHandlerAsyncHookHandler;
}

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 404: ZErrorResponse };

/** Plans, the account's subscription, checkout (Stripe or the demo) and Stripe's webhook. */
export const billingRoutes: FastifyPluginAsyncZod<BillingRoutesOptions> = async (app, opts) => {
  const { billing, authenticate } = opts;
  const tags = ['billing'];
  const security = [{ bearerAuth: [] }];

  app.get(
    '/plans',
    {
      schema: {
        tags,
        summary: 'The plan table: prices, limits and features (public)',
        response: { 200: ZPlanList },
      },
    },
    async () => billing.plans(),
  );

  app.get(
    '/subscription',
    {
      preHandler: authenticate,
      schema: {
        tags,
        security,
        summary: "The account's plan, interval, renewal and usage against every limit",
        response: { 200: ZSubscription, 401: ZErrorResponse },
      },
    },
    async (request) => billing.subscription(currentUser(request).userId),
  );

  app.post(
    '/checkout-session',
    {
      preHandler: authenticate,
      schema: {
        tags,
        security,
        summary: 'Start a checkout for a paid plan: Stripe Checkout, or the built-in demo',
        body: ZCheckoutSessionRequest,
        response: { 200: ZRedirectUrl, ...errors, 503: ZErrorResponse },
      },
    },
    async (request) => ({
      url: await billing.checkoutUrl(currentUser(request).userId, request.body),
    }),
  );

  app.post(
    '/portal-session',
    {
      preHandler: authenticate,
      schema: {
        tags,
        security,
        summary: "Stripe's customer portal: cancel, change plan, payment method, invoices",
        response: { 200: ZRedirectUrl, ...errors },
      },
    },
    async (request) => ({ url: await billing.portalUrl(currentUser(request).userId) }),
  );

  app.get(
    '/demo-checkout',
    {
      preHandler: authenticate,
      schema: {
        tags,
        security,
        summary: 'What a demo checkout session buys (only without Stripe)',
        querystring: ZDemoCheckoutToken,
        response: { 200: ZDemoCheckout, ...errors },
      },
    },
    async (request) => billing.demoCheckout(currentUser(request).userId, request.query.token),
  );

  app.post(
    '/demo-checkout/complete',
    {
      preHandler: authenticate,
      schema: {
        tags,
        security,
        summary: 'Complete a demo checkout: no payment, the same plan change as a paid one',
        body: ZDemoCheckoutToken,
        response: { 200: ZSubscription, ...errors },
      },
    },
    async (request) =>
      billing.completeDemoCheckout(currentUser(request).userId, request.body.token),
  );

  app.post(
    '/demo-checkout/cancel',
    {
      preHandler: authenticate,
      schema: {
        tags,
        security,
        summary: 'End a demo subscription (back to Free; nothing is deleted)',
        response: { 200: ZSubscription, ...errors },
      },
    },
    async (request) => billing.cancelDemo(currentUser(request).userId),
  );

  // The signature covers the exact bytes Stripe sent, so this route reads the body unparsed.
  await app.register(async (raw) => {
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
      done(null, body),
    );
    raw.post(
      '/webhook',
      {
        schema: {
          tags,
          summary: 'Stripe events (signed with STRIPE_WEBHOOK_SECRET)',
          headers: z.object({ 'stripe-signature': z.string().optional() }),
          response: {
            200: z.object({ received: z.literal(true), outcome: z.string() }),
            400: ZErrorResponse,
            503: ZErrorResponse,
          },
        },
      },
      async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['stripe-signature'];
        const outcome = await billing.handleStripeWebhook(
          body,
          typeof signature === 'string' ? signature : undefined,
        );
        return { received: true as const, outcome };
      },
    );
  });
};
