import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { projectMembers } from '../../platform/db/schema';

/**
 * "The user is a member of the project" as a condition to put into a list's own statement: it
 * does not depend on the listed rows, so PostgreSQL evaluates it once (a one-time filter) and a
 * non-member gets no rows instead of costing a round trip of its own before every list.
 */
export function memberExists(projectId: Placeholder | string, userId: Placeholder | string): SQL {
  return sql`exists (select 1 from ${projectMembers} where ${and(
    eq(projectMembers.projectId, projectId),
    eq(projectMembers.userId, userId),
  )})`;
}
