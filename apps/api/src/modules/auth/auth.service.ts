import {
  MESSAGES,
  RESET_TOKEN_TTL_SECONDS,
  type TExternalLoginRequest,
  type TExternalLoginResponse,
  type TLoginRequest,
  type TRegisterRequest,
  type TResetPasswordRequest,
  type TTokenPair,
} from '@papertray/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { MailDelivery } from '../mail/mail-delivery';
import type { UsersRepository } from '../users/users.repository';
import type { AuthRepository } from './auth.repository';
import type { ExternalIdentityVerifier } from './external-identity';
import { generateOpaqueToken, hashOpaqueToken } from './opaque-token';
import type { PasswordHasher } from './passwords';
import type { SessionsService } from './sessions.service';
import { passwordResetMail } from '../mail/templates/password-reset.mail';

export interface AuthServiceDeps {
  db: Db;
  users: UsersRepository;
  repo: AuthRepository;
  sessions: SessionsService;
  passwords: PasswordHasher;
  mail: Pick<MailDelivery, 'send'>;
  externalIdentity: ExternalIdentityVerifier | null;
  publicUrl: string;
  log: FastifyBaseLogger;
  clock?: () => Date;
}

export class AuthService {
  private readonly clock: () => Date;

  constructor(private readonly deps: AuthServiceDeps) {
    this.clock = deps.clock ?? (() => new Date());
  }

  async register(input: TRegisterRequest): Promise<TTokenPair> {
    const passwordHash = await this.deps.passwords.hash(input.password);
    const user = await this.deps.users.insert({
      email: input.email,
      name: input.name,
      passwordHash,
    });
    if (!user) throw new AppError('conflict', MESSAGES.emailTaken);
    return this.deps.sessions.start(user.id);
  }

  async login(input: TLoginRequest): Promise<TTokenPair> {
    const user = await this.deps.users.findByEmail(input.email);
    const ok = await this.deps.passwords.verify(user?.passwordHash ?? null, input.password);
    if (!user || !ok) throw new AppError('invalid_credentials', MESSAGES.invalidCredentials);
    return this.deps.sessions.start(user.id);
  }

  /**
   * Always resolves the same way whether or not the account exists; the mail goes out in the
   * background so the response time does not tell either.
   */
  async forgotPassword(email: string): Promise<void> {
    const user = await this.deps.users.findByEmail(email);
    if (!user) return;
    const token = generateOpaqueToken();
    await this.deps.repo.insertResetToken({
      userId: user.id,
      tokenHash: hashOpaqueToken(token),
      expiresAt: new Date(this.clock().getTime() + RESET_TOKEN_TTL_SECONDS * 1000),
    });
    const link = `${this.deps.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    this.deps.mail
      .send(passwordResetMail({ to: user.email, name: user.name, link }))
      .catch((error: unknown) => this.deps.log.error({ err: error }, 'Password reset mail failed'));
  }

  /** Sets the new password, burns the token (and older ones), and ends every session. */
  async resetPassword(input: TResetPasswordRequest): Promise<void> {
    const now = this.clock();
    const row = await this.deps.repo.findResetToken(hashOpaqueToken(input.token));
    if (!row || row.usedAt || row.expiresAt.getTime() <= now.getTime()) {
      throw new AppError('bad_request', MESSAGES.resetTokenInvalid);
    }
    const passwordHash = await this.deps.passwords.hash(input.password);
    const done = await this.deps.db.transaction(async (tx) => {
      if (!(await this.deps.repo.consumeResetToken(row.id, now, tx))) return false;
      await this.deps.repo.invalidateResetTokens(row.userId, now, tx);
      await this.deps.users.update(row.userId, { passwordHash }, tx);
      await this.deps.repo.revokeAllFamilies(row.userId, undefined, tx);
      return true;
    });
    if (!done) throw new AppError('bad_request', MESSAGES.resetTokenInvalid);
  }

  /**
   * Sign-in through the OpenID Connect provider. The user is found by (issuer, subject); a new
   * identity is linked to an existing account only through an email the provider itself
   * reports as verified.
   */
  async externalLogin(
    providerAccessToken: string | null,
    body: TExternalLoginRequest,
  ): Promise<TExternalLoginResponse> {
    if (!this.deps.externalIdentity) {
      throw AppError.notFound('External sign-in is not configured on this server');
    }
    if (!providerAccessToken) throw AppError.unauthorized('The provider access token is missing');
    const identity = await this.deps.externalIdentity.verify(providerAccessToken);
    if (body.user.sub !== identity.subject) {
      throw AppError.unauthorized('The external sign-in does not match the provider token');
    }
    const known = await this.deps.users.findByIdentity(identity.issuer, identity.subject);
    if (known) return { ...(await this.deps.sessions.start(known.id)), isNewUser: false };

    // An account, and the invitations bound to its email, belong to whoever proves the email:
    // an email the provider has not verified neither links nor opens an account.
    const email = identity.email;
    if (!email || !identity.emailVerified) {
      const existing = email ? await this.deps.users.findByEmail(email) : null;
      if (existing) {
        throw new AppError(
          'conflict',
          'An account with this email already exists. Log in with your password, or verify your email at the provider first.',
        );
      }
      throw AppError.forbidden(
        email
          ? 'Your email address is not verified at the sign-in provider. Verify it there, then try again.'
          : 'The sign-in provider did not share your email address.',
      );
    }
    const existing = await this.deps.users.findByEmail(email);
    if (existing) {
      await this.deps.users.linkIdentity(existing.id, identity.issuer, identity.subject);
      return { ...(await this.deps.sessions.start(existing.id)), isNewUser: false };
    }
    const user = await this.deps.db.transaction(async (tx) => {
      const created = await this.deps.users.insert(
        {
          email,
          name: identity.name ?? body.user.name ?? email.split('@')[0] ?? email,
          passwordHash: null,
          picture: identity.picture ?? body.user.picture ?? null,
        },
        tx,
      );
      if (!created) throw new AppError('conflict', MESSAGES.emailTaken);
      await this.deps.users.linkIdentity(created.id, identity.issuer, identity.subject, tx);
      return created;
    });
    return { ...(await this.deps.sessions.start(user.id)), isNewUser: true };
  }
}
