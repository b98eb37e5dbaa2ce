import type { TExternalLoginResponse, TPublicConfig } from '@papertray/contract';
import { API_BASE_URL } from '@/lib/api';
import { ApiError } from '@/lib/api-error';

type ExternalAuthConfig = NonNullable<TPublicConfig['externalAuth']>;

const CALLBACK_PATH = '/auth0-callback';

async function createUserManager(config: ExternalAuthConfig) {
  const { UserManager, WebStorageStateStore } = await import('oidc-client-ts');
  return new UserManager({
    authority: config.issuer,
    client_id: config.clientId,
    redirect_uri: `${window.location.origin}${CALLBACK_PATH}`,
    response_type: 'code',
    scope: 'openid profile email offline_access',
    extraQueryParams: config.audience ? { audience: config.audience } : {},
    userStore: new WebStorageStateStore({ store: window.localStorage }),
  });
}

/**
 * Authorization code + PKCE (S256) redirect, always asking the provider for a fresh login.
 * `returnTo` (a path of this app) rides in the stored sign-in state and comes back with it.
 */
export async function startExternalSignIn(config: ExternalAuthConfig, returnTo?: string) {
  const manager = await createUserManager(config);
  await manager.signinRedirect({ prompt: 'login', state: { returnTo } });
}

export interface ExternalSignInResult {
  pair: TExternalLoginResponse;
  /** The path the sign-in started for, when it was started for one. */
  returnTo: string | null;
}

function returnToOf(state: unknown): string | null {
  if (!state || typeof state !== 'object' || !('returnTo' in state)) return null;
  return typeof state.returnTo === 'string' ? state.returnTo : null;
}

export class ExternalSignInError extends Error {
  constructor(readonly reason: 'auth0_failed' | 'exchange_failed') {
    super(reason);
  }
}

/** Completes the provider redirect and exchanges its access token for a Papertray session. */
export async function completeExternalSignIn(
  config: ExternalAuthConfig,
): Promise<ExternalSignInResult> {
  let providerUser;
  try {
    const manager = await createUserManager(config);
    providerUser = await manager.signinRedirectCallback();
  } catch (error) {
    console.error('External sign-in failed', error);
    throw new ExternalSignInError('auth0_failed');
  }
  const { profile } = providerUser;
  const response = await fetch(`${API_BASE_URL}/auth/auth0/login`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${providerUser.access_token}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({
      user: {
        email: profile.email,
        name: profile.name,
        picture: profile.picture,
        sub: profile.sub,
        email_verified: profile.email_verified,
      },
    }),
  }).catch(() => null);
  if (!response?.ok) {
    console.error('Token exchange failed', response?.status);
    throw new ExternalSignInError('exchange_failed');
  }
  const pair = (await response.json()) as TExternalLoginResponse;
  if (!pair.accessToken) throw new ApiError('No response received', response.status);
  return { pair, returnTo: returnToOf(providerUser.state) };
}
