import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { documents } from '../../platform/db/schema';

export interface MonthlyRow {
  month: number;
  /** Null for documents without an amount: counted, not summed. */
  currency: string | null;
  count: number;
  amount: number;
}

/** The issue date, else the day the document arrived (UTC), as YYYY-MM-DD. */
const documentDay = sql<string>`coalesce(${documents.extractedData} ->> 'issueDate', to_char(${documents.createdAt} at time zone 'UTC', 'YYYY-MM-DD'))`;

/** The documents a contact's chart counts: its invoices and receipts, the trash left out. */
const charted = (contactId: string) =>
  and(
    eq(documents.contactId, contactId),
    ne(documents.state, 'trash'),
    inArray(documents.type, ['invoice', 'receipt']),
  );

/** The figures behind a contact's monthly chart. */
export class ContactMonthlyRepository {
  constructor(private readonly db: Db) {}

  /** The years with invoices or receipts of the contact (trash left out), newest first. */
  async years(contactId: string): Promise<number[]> {
    const year = sql<string>`left(${documentDay}, 4)`;
    const rows = await this.db
      .selectDistinct({ year })
      .from(documents)
      .where(charted(contactId))
      .orderBy(sql`1 desc`);
    return rows.map((row) => Number(row.year)).filter(Number.isFinite);
  }

  /** Invoices and receipts of the contact (trash left out) in a year, per month and currency. */
  async byMonthAndCurrency(contactId: string, year: number): Promise<MonthlyRow[]> {
    const currency = sql<string | null>`${documents.extractedData} ->> 'currency'`;
    const rows = await this.db
      .select({
        month: sql<number>`substr(${documentDay}, 6, 2)::int`,
        currency,
        count: count(),
        // A sum of bigints is numeric, which drivers hand over as a string.
        amount: sql<string>`coalesce(sum((${documents.extractedData} ->> 'totalAmount')::bigint), 0)`,
      })
      .from(documents)
      .where(
        and(charted(contactId), sql`left(${documentDay}, 4) = ${String(year).padStart(4, '0')}`),
      )
      .groupBy(sql`1`, sql`2`);
    return rows.map((row) => ({
      month: Number(row.month),
      currency: row.currency,
      count: Number(row.count),
      amount: Number(row.amount),
    }));
  }
}
