import { and, asc, eq, sql } from 'drizzle-orm';
import type { TRole } from '@papertray/contract';
import type { Db, DbOrTx } from '../../platform/db/database';
import { projectMembers, projects, type ProjectRow } from '../../platform/db/schema';

/** A project as one member sees it. */
export type MemberProject = ProjectRow & { role: TRole };

const memberColumns = {
  id: projects.id,
  name: projects.name,
  description: projects.description,
  tags: projects.tags,
  ownerId: projects.ownerId,
  createdAt: projects.createdAt,
  updatedAt: projects.updatedAt,
  role: projectMembers.role,
};

/**
 * The membership check every project-scoped request starts with, as a named prepared statement:
 * built once instead of per request, parsed and planned once per database connection.
 */
function prepareFindForMember(db: Db) {
  return db
    .select(memberColumns)
    .from(projectMembers)
    .innerJoin(projects, eq(projects.id, projectMembers.projectId))
    .where(
      and(
        eq(projectMembers.projectId, sql.placeholder('projectId')),
        eq(projectMembers.userId, sql.placeholder('userId')),
      ),
    )
    .limit(1)
    .prepare('project_for_member');
}

export class ProjectsRepository {
  private readonly preparedFindForMember: ReturnType<typeof prepareFindForMember>;

  constructor(private readonly db: Db) {
    this.preparedFindForMember = prepareFindForMember(db);
  }

  /** Every query is scoped to membership: a project the user is not in does not exist for them. */
  async listForMember(userId: string): Promise<MemberProject[]> {
    return this.db
      .select(memberColumns)
      .from(projectMembers)
      .innerJoin(projects, eq(projects.id, projectMembers.projectId))
      .where(eq(projectMembers.userId, userId))
      .orderBy(asc(projects.createdAt), asc(projects.id));
  }

  async findForMember(
    projectId: string,
    userId: string,
    tx: DbOrTx = this.db,
  ): Promise<MemberProject | null> {
    if (tx === this.db) {
      const [found] = await this.preparedFindForMember.execute({ projectId, userId });
      return found ?? null;
    }
    const [row] = await tx
      .select(memberColumns)
      .from(projectMembers)
      .innerJoin(projects, eq(projects.id, projectMembers.projectId))
      .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)))
      .limit(1);
    return row ?? null;
  }

  /** Creates the project and makes the creator its owner, in the caller's transaction. */
  async insertWithOwner(
    input: { name: string; description: string; tags: string[]; ownerId: string },
    tx: DbOrTx,
  ): Promise<MemberProject> {
    const [project] = await tx.insert(projects).values(input).returning();
    if (!project) throw new Error('insert returned no row');
    await tx
      .insert(projectMembers)
      .values({ projectId: project.id, userId: input.ownerId, role: 'owner' });
    return { ...project, role: 'owner' };
  }

  async update(
    projectId: string,
    patch: Partial<{ name: string; description: string; tags: string[] }>,
  ): Promise<ProjectRow | null> {
    const [row] = await this.db
      .update(projects)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(projects.id, projectId))
      .returning();
    return row ?? null;
  }

  /** Members and every row of later modules go with it (ON DELETE CASCADE). */
  async delete(projectId: string): Promise<void> {
    await this.db.delete(projects).where(eq(projects.id, projectId));
  }

  async addMember(
    projectId: string,
    userId: string,
    role: TRole,
    tx: DbOrTx = this.db,
  ): Promise<void> {
    await tx.insert(projectMembers).values({ projectId, userId, role });
  }
}
