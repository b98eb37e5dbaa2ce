import type { TUserProfile } from '@papertray/contract';
import type { UserRow } from '../../platform/db/schema';

export function presentProfile(user: UserRow): TUserProfile {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    plan: user.plan,
    picture: user.picture,
    createdAt: user.createdAt.toISOString(),
  };
}
