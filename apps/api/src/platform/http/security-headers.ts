import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com';

/**
 * CSP for the SPA: our own scripts only; ALTCHA solves in blob: workers; styles may be inline
 * (component libraries set style attributes); images from us, data: and blob: (previews). The
 * Turnstile and OIDC provider origins are added only when configured.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { publicUrl: string; turnstile: boolean; oidcIssuer: string | null },
): Promise<void> {
  const https = options.publicUrl.startsWith('https://');
  const oidcOrigin = options.oidcIssuer ? new URL(options.oidcIssuer).origin : null;
  const extra = (...origins: (string | null | false)[]) =>
    origins.filter((o): o is string => typeof o === 'string');

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...extra(options.turnstile && TURNSTILE_ORIGIN)],
        workerSrc: ["'self'", 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...extra(options.turnstile && TURNSTILE_ORIGIN, oidcOrigin)],
        frameSrc: ["'self'", ...extra(options.turnstile && TURNSTILE_ORIGIN, oidcOrigin)],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        // Upgrading would break plain-http installs on a LAN address; only on https deployments.
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // The SPA embeds its own PDFs and images; COEP would block them for no gain here.
    crossOriginEmbedderPolicy: false,
    hsts: https ? { maxAge: 15_552_000, includeSubDomains: false } : false,
  });
}
