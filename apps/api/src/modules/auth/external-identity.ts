import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { AppError } from '../../platform/http/app-error';

export interface ExternalIdentity {
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
}

interface Discovery {
  issuer: string;
  jwks_uri: string;
  userinfo_endpoint?: string;
}

const INVALID = 'The sign-in with the external provider could not be verified. Please try again.';

/**
 * Verifies an OpenID Connect provider's access token (JWT) against the issuer's JWKS and takes
 * the email from the provider: from the token itself when the provider signed it in (Keycloak,
 * oidc-provider, whose userinfo endpoint refuses tokens minted for an API audience), else from
 * the provider's userinfo endpoint (Auth0). The email in the request body is the client's claim
 * and is never trusted for linking accounts.
 */
export class ExternalIdentityVerifier {
  private discovery: Promise<{ meta: Discovery; jwks: JWTVerifyGetKey }> | null = null;

  constructor(
    private readonly settings: { issuer: string; audience: string | null },
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async verify(accessToken: string): Promise<ExternalIdentity> {
    const { meta, jwks } = await this.discover();
    let subject: string;
    let claims: Record<string, unknown>;
    try {
      const { payload } = await jwtVerify(accessToken, jwks, {
        issuer: meta.issuer,
        ...(this.settings.audience ? { audience: this.settings.audience } : {}),
      });
      if (!payload.sub) throw new Error('no sub');
      subject = payload.sub;
      claims = payload;
    } catch {
      throw AppError.unauthorized(INVALID);
    }
    const info =
      typeof claims.email === 'string' || !meta.userinfo_endpoint
        ? claims
        : await this.userinfo(meta.userinfo_endpoint, accessToken);
    if (info.sub && info.sub !== subject) throw AppError.unauthorized(INVALID);
    return {
      issuer: meta.issuer,
      subject,
      email: typeof info.email === 'string' ? info.email.toLowerCase() : null,
      emailVerified: info.email_verified === true,
      name: typeof info.name === 'string' ? info.name : null,
      picture: typeof info.picture === 'string' ? info.picture : null,
    };
  }

  private async userinfo(url: string, accessToken: string): Promise<Record<string, unknown>> {
    const response = await this.fetchImpl(url, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    if (!response.ok) throw AppError.unauthorized(INVALID);
    return (await response.json()) as Record<string, unknown>;
  }

  private discover() {
    this.discovery ??= (async () => {
      const base = this.settings.issuer.replace(/\/+$/, '');
      const response = await this.fetchImpl(`${base}/.well-known/openid-configuration`);
      if (!response.ok) throw new Error(`OIDC discovery failed: HTTP ${response.status}`);
      const meta = (await response.json()) as Discovery;
      return { meta, jwks: createRemoteJWKSet(new URL(meta.jwks_uri)) };
    })().catch((error: unknown) => {
      this.discovery = null;
      throw new AppError(
        'unavailable',
        `The external sign-in provider is unreachable: ${String(error)}`,
      );
    });
    return this.discovery;
  }
}
