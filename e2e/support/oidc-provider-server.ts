import { startOidcProvider } from '../../apps/api/test/oidc-provider';

/**
 * The OpenID Connect provider of the e2e run (see playwright.config.ts): started before the app
 * server, which gets its issuer as OIDC_ISSUER. Playwright stops it by pid at the end.
 */
const port = Number(process.env.OIDC_PORT);
const redirectUri = process.env.OIDC_REDIRECT_URI;
if (!port || !redirectUri) throw new Error('OIDC_PORT and OIDC_REDIRECT_URI are required');

const provider = await startOidcProvider({ port, redirectUris: [redirectUri] });
console.log(`OpenID Connect provider at ${provider.issuer}`);
