import { and, asc, count, eq, inArray, ne, sql, sum, type SQL } from 'drizzle-orm';
import type {
  TDocumentFieldMeta,
  TDocumentSource,
  TDocumentState,
  TDocumentType,
  TExtractedData,
} from '@papertray/contract';
import type { Db } from '../../platform/db/database';
import { contacts, documents, emails, folders } from '../../platform/db/schema';

/** Which documents an export holds; dates are calendar days (YYYY-MM-DD), both inclusive. */
export interface ExportFilter {
  projectId: string;
  startDate: string;
  endDate: string;
  /** Empty: every folder (and documents in none). */
  folderIds: readonly string[];
  /** Empty: every contact (and documents without one). */
  contactIds: readonly string[];
  /** IANA name; the day a document was received is read in this zone. */
  timeZone: string;
}

/** Where a page of an export ends: the next page starts after this (day, id). */
export interface ExportCursor {
  day: string;
  id: string;
}

export interface ExportDocumentRow {
  id: string;
  name: string;
  type: TDocumentType | null;
  state: TDocumentState;
  source: TDocumentSource;
  originalFilename: string;
  mimeType: string;
  size: number;
  fileKey: string;
  extractedData: TExtractedData | null;
  fieldMeta: TDocumentFieldMeta;
  createdAt: Date;
  /** The mail's date for mail documents, else when the file was uploaded. */
  receivedAt: Date;
  /** receivedAt as a calendar day in the export's time zone. */
  receivedDay: string;
  /** The day the period is judged by: the issue date, else receivedDay. */
  day: string;
  folderId: string | null;
  folderName: string | null;
  contactId: string | null;
  contactName: string | null;
  contactTaxId: string | null;
  emailId: string | null;
  emailSubject: string | null;
}

/** A stored ISO issue date (YYYY-MM-DD), compared as text so a malformed value cannot fail the query. */
const issueDay = sql<
  string | null
>`case when ${documents.extractedData} ->> 'issueDate' ~ '^\\d{4}-\\d{2}-\\d{2}$' then ${documents.extractedData} ->> 'issueDate' end`;
const receivedAt = sql<Date>`coalesce(${emails.date}, ${documents.createdAt})`;

function receivedDay(timeZone: string): SQL<string> {
  return sql<string>`to_char(${receivedAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
}

function exportDay(timeZone: string): SQL<string> {
  return sql<string>`coalesce(${issueDay}, ${receivedDay(timeZone)})`;
}

/**
 * The SQL of the export: the project's documents (trash left out) in the period, filtered by
 * folder and contact, read a page at a time in (day, id) order so memory stays flat whatever
 * the project's size and no transaction is held while the zip is written.
 */
export class ExportsRepository {
  constructor(private readonly db: Db) {}

  /** Names of the project's folders among `ids`, by id (ids of other projects are absent). */
  async folderNames(projectId: string, ids: readonly string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({ id: folders.id, name: folders.name })
      .from(folders)
      .where(and(eq(folders.projectId, projectId), inArray(folders.id, [...ids])));
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  /** Names of the project's contacts among `ids`, by id (ids of other projects are absent). */
  async contactNames(projectId: string, ids: readonly string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({ id: contacts.id, name: contacts.name })
      .from(contacts)
      .where(and(eq(contacts.projectId, projectId), inArray(contacts.id, [...ids])));
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  /** Whether PostgreSQL knows the time zone (its tz database and the browser's can differ). */
  async knowsTimeZone(timeZone: string): Promise<boolean> {
    try {
      await this.db.execute(sql`select now() at time zone ${timeZone}`);
      return true;
    } catch {
      return false;
    }
  }

  private where(filter: ExportFilter): SQL | undefined {
    const day = exportDay(filter.timeZone);
    return and(
      eq(documents.projectId, filter.projectId),
      ne(documents.state, 'trash'),
      filter.folderIds.length > 0 ? inArray(documents.folderId, [...filter.folderIds]) : undefined,
      filter.contactIds.length > 0
        ? inArray(documents.contactId, [...filter.contactIds])
        : undefined,
      sql`${day} between ${filter.startDate} and ${filter.endDate}`,
    );
  }

  /** How many documents the export holds and the bytes of their files. */
  async summary(filter: ExportFilter): Promise<{ documents: number; fileBytes: number }> {
    const [row] = await this.db
      .select({ documents: count(), fileBytes: sum(documents.size) })
      .from(documents)
      .leftJoin(emails, eq(emails.id, documents.emailId))
      .where(this.where(filter));
    return { documents: Number(row?.documents ?? 0), fileBytes: Number(row?.fileBytes ?? 0) };
  }

  /** One page of the export's documents after `cursor`, in (day, id) order. */
  async page(
    filter: ExportFilter,
    cursor: ExportCursor | null,
    limit: number,
  ): Promise<ExportDocumentRow[]> {
    const day = exportDay(filter.timeZone);
    const rows = await this.db
      .select({
        id: documents.id,
        name: documents.name,
        type: documents.type,
        state: documents.state,
        source: documents.source,
        originalFilename: documents.originalFilename,
        mimeType: documents.mimeType,
        size: documents.size,
        fileKey: documents.fileKey,
        extractedData: documents.extractedData,
        fieldMeta: documents.fieldMeta,
        createdAt: documents.createdAt,
        // Raw timestamps from sql`` are not mapped by drizzle; read them as ISO text.
        receivedAt: sql<string>`to_char(${receivedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
        receivedDay: receivedDay(filter.timeZone),
        day,
        folderId: documents.folderId,
        folderName: folders.name,
        contactId: documents.contactId,
        contactName: contacts.name,
        contactTaxId: contacts.taxId,
        emailId: documents.emailId,
        emailSubject: emails.subject,
      })
      .from(documents)
      .leftJoin(emails, eq(emails.id, documents.emailId))
      .leftJoin(folders, eq(folders.id, documents.folderId))
      .leftJoin(contacts, eq(contacts.id, documents.contactId))
      .where(
        and(
          this.where(filter),
          cursor ? sql`(${day}, ${documents.id}) > (${cursor.day}, ${cursor.id}::uuid)` : undefined,
        ),
      )
      .orderBy(asc(day), asc(documents.id))
      .limit(limit);
    return rows.map((row) => ({ ...row, receivedAt: new Date(row.receivedAt) }));
  }

  /**
   * Every document of the export, read page by page. Pages are small and each row leaves the
   * page as it is handed out, so a row is garbage soon after its file is written: rows held for
   * a whole page's files outlive two young-generation GCs and pile up in the old generation
   * until a full GC (decision 041).
   */
  async *documents(filter: ExportFilter, pageSize = 50): AsyncGenerator<ExportDocumentRow> {
    let cursor: ExportCursor | null = null;
    for (;;) {
      const rows: ExportDocumentRow[] = (await this.page(filter, cursor, pageSize)).reverse();
      const count = rows.length;
      const last: ExportDocumentRow | undefined = rows[0];
      if (last) cursor = { day: last.day, id: last.id };
      for (let row = rows.pop(); row; row = rows.pop()) yield row;
      if (count < pageSize) return;
    }
  }
}
