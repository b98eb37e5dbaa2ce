/**
 * The Stripe SDK's client. Its own module, imported on demand (app.ts): the SDK is ~700 KB of
 * JavaScript that a server without Stripe settings never needs to load (decision 061).
 */
import Stripe from 'stripe';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string | null;
  /** Another API origin than api.stripe.com (stripe-mock, or a test's local server). */
  apiUrl: string | null;
}

export function createStripeClient(settings: StripeSettings): Stripe {
  const api = settings.apiUrl ? new URL(settings.apiUrl) : null;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === 'https:' ? 443 : 80),
          protocol: api.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}
