import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TPlanType, TRole } from '@papertray/contract';
import type { DatabaseHandle } from '../src/platform/db/database';
import { projectMembers, users } from '../src/platform/db/schema';
import { ProjectsRepository } from '../src/modules/projects/projects.repository';

/**
 * Puts a registered user (by email) into a project's team directly (the teams module's
 * invitations come later).
 */
export async function addMember(
  database: DatabaseHandle,
  projectId: string,
  email: string,
  role: TRole,
): Promise<void> {
  const userId = await userIdByEmail(database, email);
  await database.db.insert(projectMembers).values({ projectId, userId, role });
}

export async function setPlan(database: DatabaseHandle, userId: string, plan: TPlanType) {
  await database.db.update(users).set({ plan }).where(eq(users.id, userId));
}

export async function userIdByEmail(database: DatabaseHandle, email: string): Promise<string> {
  const [row] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** A user made straight in the database and a project they own, for tests below the HTTP layer. */
export async function ownerWithProject(
  database: DatabaseHandle,
  projectName: string,
): Promise<{ ownerId: string; projectId: string }> {
  const [user] = await database.db
    .insert(users)
    .values({ email: `${randomUUID()}@example.com`, name: 'Owner' })
    .returning();
  const ownerId = user!.id;
  const project = await new ProjectsRepository(database.db).insertWithOwner(
    { name: projectName, description: '', tags: [], ownerId },
    database.db,
  );
  return { ownerId, projectId: project.id };
}
