import { and, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/database';
import { documents } from '../../platform/db/schema';

/** How many of the latest documents with a known currency the usual currency is taken from. */
export const USUAL_CURRENCY_WINDOW = 100;

export interface UsualCurrencyCount {
  currency: string;
  /** Documents in the window that are in this currency. */
  documents: number;
  /** Documents in the window. */
  outOf: number;
}

const currencyMeta = sql`${documents.fieldMeta} -> 'currency'`;

/**
 * A currency that says something about the project: read from the document with evidence, or
 * confirmed by a user (corrected, or approved after review). A fallback the document gave no
 * hint of, and a usual currency put in its place, are no evidence (they would only repeat
 * themselves).
 */
const KNOWN_CURRENCY = sql`(
  ${currencyMeta} ->> 'source' = 'user'
  or ${documents.approvedAt} is not null
  or (coalesce(${currencyMeta} ->> 'source', '') <> 'usual'
      and coalesce(${currencyMeta} ->> 'fallback', 'false') <> 'true')
)`;

/** The only SQL of the usual-currency rule (decision 092). */
export class UsualCurrencyRepository {
  constructor(private readonly db: Db) {}

  /**
   * The most frequent currency among the project's (or, with contactId, the supplier's) latest
   * documents with a known currency, other than `documentId` and the trash; ties go to the
   * currency used most recently. Null when there is none.
   */
  async mostFrequent(
    scope: { projectId: string; contactId?: string; documentId: string },
    tx: DbOrTx = this.db,
  ): Promise<UsualCurrencyCount | null> {
    const latest = tx
      .select({
        currency: sql<string>`${documents.extractedData} ->> 'currency'`.as('currency'),
        createdAt: documents.createdAt,
      })
      .from(documents)
      .where(
        and(
          eq(documents.projectId, scope.projectId),
          scope.contactId ? eq(documents.contactId, scope.contactId) : undefined,
          ne(documents.id, scope.documentId),
          ne(documents.state, 'trash'),
          isNotNull(sql`${documents.extractedData} ->> 'currency'`),
          KNOWN_CURRENCY,
        ),
      )
      .orderBy(desc(documents.createdAt), desc(documents.id))
      .limit(USUAL_CURRENCY_WINDOW)
      .as('latest');
    const [row] = await tx
      .select({
        currency: latest.currency,
        documents: sql<number>`count(*)::int`,
        outOf: sql<number>`(sum(count(*)) over ())::int`,
      })
      .from(latest)
      .groupBy(latest.currency)
      .orderBy(desc(sql`count(*)`), desc(sql`max(${latest.createdAt})`))
      .limit(1);
    return row ? { ...row, documents: Number(row.documents), outOf: Number(row.outOf) } : null;
  }
}
