import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';

export interface FailedJob {
  id: string;
  name: string;
  /** The last failure's message, when the handler threw one. */
  error: string | null;
  attempts: number;
  createdOn: Date;
  completedOn: Date | null;
}

/** Failed jobs across every queue, for the operator's `jobs failed` and `jobs retry`. */
export class FailedJobsRepository {
  constructor(private readonly db: Db) {}

  async list(limit = 500): Promise<FailedJob[]> {
    const result = (await this.db.execute(sql`
      select id::text as id, name, output->>'message' as error, retry_count as attempts,
        created_on, completed_on
      from pgboss.job
      where state = 'failed'
      order by created_on
      limit ${limit}
    `)) as unknown as {
      rows: {
        id: string;
        name: string;
        error: string | null;
        attempts: number;
        created_on: string | Date;
        completed_on: string | Date | null;
      }[];
    };
    return result.rows.map((row) => ({
      id: row.id,
      name: row.name,
      error: row.error,
      attempts: Number(row.attempts) + 1,
      createdOn: new Date(row.created_on),
      completedOn: row.completed_on === null ? null : new Date(row.completed_on),
    }));
  }
}
