import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { documents } from '../../platform/db/tables/documents';
import { inboxes } from '../../platform/db/tables/inboxes';

/** The few reads the operator's commands need that no product screen does. */
export class AdminRepository {
  constructor(private readonly db: Db) {}

  /** Documents of a project that are not in the trash, oldest first. */
  async documentsOfProject(projectId: string) {
    return this.db
      .select()
      .from(documents)
      .where(and(eq(documents.projectId, projectId), isNull(documents.trashedAt)))
      .orderBy(asc(documents.createdAt));
  }

  async inboxById(inboxId: string) {
    const [row] = await this.db
      .select({ id: inboxes.id, type: inboxes.type, name: inboxes.name })
      .from(inboxes)
      .where(eq(inboxes.id, inboxId))
      .limit(1);
    return row ?? null;
  }
}
