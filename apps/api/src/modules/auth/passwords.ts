import { hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id`; the package exports a const enum, which isolated modules cannot read. */
const ARGON2ID = 2;

/**
 * argon2id cost: OWASP's recommended minimum (19 MiB, 2 passes, 1 lane). See
 * docs/decisions/001-argon2-cost.md for the measured login cost on a 2-core machine.
 */
export const ARGON2_COST = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export type Argon2Cost = { memoryCost: number; timeCost: number; parallelism: number };

export class PasswordHasher {
  /** A hash of a random password, verified against when the account does not exist (timing). */
  private dummyHash: Promise<string> | null = null;

  constructor(private readonly cost: Argon2Cost = ARGON2_COST) {}

  hash(password: string): Promise<string> {
    return hash(password, { algorithm: ARGON2ID, ...this.cost });
  }

  async verify(passwordHash: string | null, password: string): Promise<boolean> {
    if (!passwordHash) {
      // Spend the same time as a real check so response times do not reveal which emails exist.
      this.dummyHash ??= this.hash('papertray-dummy-password');
      await verify(await this.dummyHash, password).catch(() => false);
      return false;
    }
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  }
}
