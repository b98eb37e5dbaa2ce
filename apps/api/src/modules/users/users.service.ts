import { MESSAGES, type TUpdateProfileRequest } from '@papertray/contract';
import type { UserRow } from '../../platform/db/schema';
import { AppError } from '../../platform/http/app-error';
import type { AuthRepository } from '../auth/auth.repository';
import type { PasswordHasher } from '../auth/passwords';
import type { UsersRepository } from './users.repository';

export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly authRepo: AuthRepository,
    private readonly passwords: PasswordHasher,
  ) {}

  async getProfile(userId: string): Promise<UserRow> {
    const user = await this.users.findById(userId);
    // A valid token for a user that no longer exists: the session is over.
    if (!user) throw AppError.unauthorized(MESSAGES.sessionExpired);
    return user;
  }

  /**
   * Name changes apply directly. A new password needs the current one (accounts created through
   * the external provider have none and set their first password without it) and ends every
   * other session of the user.
   */
  async updateProfile(
    userId: string,
    sessionId: string,
    input: TUpdateProfileRequest,
  ): Promise<UserRow> {
    const user = await this.getProfile(userId);
    const patch: { name?: string; passwordHash?: string } = {};
    if (input.name !== undefined) patch.name = input.name;
    if (input.newPassword) {
      if (user.passwordHash) {
        const ok = await this.passwords.verify(user.passwordHash, input.currentPassword ?? '');
        if (!ok) throw new AppError('bad_request', MESSAGES.currentPasswordWrong);
      }
      patch.passwordHash = await this.passwords.hash(input.newPassword);
    }
    if (Object.keys(patch).length === 0) return user;
    const updated = await this.users.update(userId, patch);
    if (!updated) throw AppError.unauthorized(MESSAGES.sessionExpired);
    if (patch.passwordHash) await this.authRepo.revokeAllFamilies(userId, sessionId);
    return updated;
  }
}
