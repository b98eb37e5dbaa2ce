import { and, asc, count, eq, inArray, lt, lte, ne, sql } from 'drizzle-orm';
import { type TDocumentListQuery, type TDocumentState, type TRole } from '@papertray/contract';
import type { Db, DbOrTx } from '../../platform/db/database';
import {
  CONTACT_TYPE_COUNTS,
  COUNT_ROWS_BEFORE_FOLD,
  DOCUMENT_STATE_COUNTS,
  foldDeltaCounts,
} from '../../platform/db/delta-counts';
import {
  attachments,
  contacts,
  contactTypeCounts,
  documentAttachments,
  documents,
  documentStateCounts,
  folders,
  projectMembers,
  type DocumentRow,
  type NewDocumentRow,
} from '../../platform/db/schema';
import {
  emptyPageTotals,
  listParams,
  listShape,
  preparePage,
  refsOf,
  countCap,
  shapeKey,
  type DocumentListRefRow,
  type ListTotals,
  type PageStatement,
} from './documents-list.statements';

/** What presenting a document needs besides its row. */
export interface DocumentRefs {
  contacts: Map<string, { id: string; name: string }>;
  folders: Map<string, { id: string; name: string; color: string }>;
  attachments: Map<string, { id: string; filename: string }>;
  duplicates: Map<string, { id: string; name: string }>;
}

/** One row of loadRefs' union: `name` is the attachment's filename for attachments. */
interface RefRow {
  kind: 'contact' | 'folder' | 'attachment' | 'duplicate';
  id: string;
  name: string;
  color: string | null;
}

export type ProcessingOutcome = Partial<
  Pick<
    DocumentRow,
    | 'name'
    | 'type'
    | 'extractedData'
    | 'fieldMeta'
    | 'text'
    | 'pageCount'
    | 'thumbnailKey'
    | 'contactId'
    | 'suggestedFolderId'
    | 'possibleDuplicateOf'
    | 'processingStatus'
    | 'processingError'
    | 'processedAt'
  >
>;

/** A listed document: every column but the text layer and its search vector, which can be big. */
export type DocumentListRow = Omit<
  DocumentRow,
  'text' | 'searchVector' | 'totalAmount' | 'issueDate'
>;

/** A page of listed documents, the names and colours they point at, and the list's total. */
export interface DocumentListPage {
  rows: DocumentListRow[];
  refs: DocumentRefs;
  /** Exact, or with totalIsLowerBound the count's cap: more than that many match. */
  total: number;
  totalIsLowerBound: boolean;
}

/**
 * The per-state sums every unfiltered list and the stats read, as a named prepared statement:
 * built once, parsed and planned once per database connection.
 */
function prepareStateCounts(db: Db) {
  return db
    .select({
      state: documentStateCounts.state,
      n: sql<string>`sum(${documentStateCounts.delta})`,
      parts: count(),
    })
    .from(documentStateCounts)
    .where(eq(documentStateCounts.projectId, sql.placeholder('projectId')))
    .groupBy(documentStateCounts.state)
    .prepare('document_state_counts');
}

/** The stats cards' document and contact figures (see DocumentsRepository.projectStats). */
function prepareProjectFigures(db: Db) {
  const projectId = sql.placeholder('projectId');
  const inState = (state: TDocumentState) =>
    sql<string>`coalesce(sum(${documentStateCounts.delta}) filter (where ${documentStateCounts.state} = ${state}), 0)`;
  return db
    .select({
      paperTray: inState('paper_tray'),
      approved: inState('approved'),
      trash: inState('trash'),
      parts: count(),
      // From the contacts' per-type counts, as [total, companies, persons, count rows].
      contacts: sql<(string | number | bigint)[]>`(select array[
        coalesce(sum(${contactTypeCounts.delta}), 0),
        coalesce(sum(${contactTypeCounts.delta}) filter (where ${contactTypeCounts.type} = 'company'), 0),
        coalesce(sum(${contactTypeCounts.delta}) filter (where ${contactTypeCounts.type} = 'person'), 0),
        count(*)]
        from ${contactTypeCounts} where ${contactTypeCounts.projectId} = ${projectId})`,
    })
    .from(documentStateCounts)
    .where(eq(documentStateCounts.projectId, projectId))
    .prepare('project_figures');
}

export class DocumentsRepository {
  private readonly preparedStateCounts: ReturnType<typeof prepareStateCounts>;
  private readonly preparedProjectFigures: ReturnType<typeof prepareProjectFigures>;
  /** The list's page statements by shape, prepared on first use. */
  private readonly pageStatements = new Map<string, PageStatement>();

  constructor(private readonly db: Db) {
    this.preparedStateCounts = prepareStateCounts(db);
    this.preparedProjectFigures = prepareProjectFigures(db);
  }

  /** Inserts the document unless the project already has this file; returns the one that is. */
  async insertUnlessKnown(
    row: NewDocumentRow,
    tx: DbOrTx = this.db,
  ): Promise<{ document: DocumentRow; created: boolean }> {
    const [created] = await tx.insert(documents).values(row).onConflictDoNothing().returning();
    if (created) return { document: created, created: true };
    const [existing] = await tx
      .select()
      .from(documents)
      .where(and(eq(documents.projectId, row.projectId), eq(documents.fileKey, row.fileKey)))
      .limit(1);
    if (!existing) throw new Error('document vanished between insert and select');
    return { document: existing, created: false };
  }

  /** The document with the user's role in its project; null for outsiders. */
  async findForMember(
    id: string,
    userId: string,
  ): Promise<{ document: DocumentRow; role: TRole } | null> {
    const [row] = await this.db
      .select({ document: documents, role: projectMembers.role })
      .from(documents)
      .innerJoin(
        projectMembers,
        and(eq(projectMembers.projectId, documents.projectId), eq(projectMembers.userId, userId)),
      )
      .where(eq(documents.id, id))
      .limit(1);
    return row ?? null;
  }

  async findById(id: string, tx: DbOrTx = this.db): Promise<DocumentRow | null> {
    const [row] = await tx.select().from(documents).where(eq(documents.id, id)).limit(1);
    return row ?? null;
  }

  /**
   * A page of the project's documents with what they point at and the total, in one prepared
   * statement (documents-list.statements.ts), or null when the user is not a member.
   */
  async listForMember(query: TDocumentListQuery, userId: string): Promise<DocumentListPage | null> {
    const shape = listShape(query);
    const key = shapeKey(shape);
    let statement = this.pageStatements.get(key);
    if (!statement) {
      statement = preparePage(this.db, shape);
      this.pageStatements.set(key, statement);
    }
    const params = listParams(query, userId);
    const rows: (DocumentListRefRow & ListTotals)[] = await statement.execute(params);
    // An empty page: not a member, an empty project or a page past the last one.
    let totals: ListTotals | undefined = rows[0];
    if (!totals) {
      const empty = await emptyPageTotals(this.db, shape, params);
      if (!empty?.member) return null;
      totals = empty;
    }
    if (totals.parts !== null && Number(totals.parts) > COUNT_ROWS_BEFORE_FOLD) {
      await this.foldStateCounts(query.projectId);
    }
    const total = Number(totals.total);
    // A capped count reports cap + 1 for "more than the cap" (decision 063).
    const cap = countCap(query);
    const totalIsLowerBound = shape.cappedTotal && total > cap;
    return {
      rows,
      refs: refsOf(rows),
      total: totalIsLowerBound ? cap : total,
      totalIsLowerBound,
    };
  }

  /**
   * The project's documents per state, exact, from the rows the documents triggers append
   * (document_state_counts) instead of counting documents. Folds the rows when many piled up.
   */
  async stateCounts(projectId: string): Promise<Record<TDocumentState, number>> {
    const rows = await this.preparedStateCounts.execute({ projectId });
    if (rows.reduce((sum, row) => sum + row.parts, 0) > COUNT_ROWS_BEFORE_FOLD) {
      await this.foldStateCounts(projectId);
    }
    const counts: Record<TDocumentState, number> = { paper_tray: 0, approved: 0, trash: 0 };
    for (const row of rows) counts[row.state] = Number(row.n);
    return counts;
  }

  private foldStateCounts(projectId: string): Promise<void> {
    return foldDeltaCounts(this.db, DOCUMENT_STATE_COUNTS, projectId);
  }

  /**
   * Names and colours of everything the documents point at, in one round trip: a UNION ALL of
   * the contacts, folders, attachments and duplicates asked for (each branch by primary key).
   */
  async loadRefs(rows: DocumentListRow[]): Promise<DocumentRefs> {
    const ids = (pick: (row: DocumentListRow) => string | null) => [
      ...new Set(rows.map(pick).filter((id): id is string => id !== null)),
    ];
    const contactIds = ids((r) => r.contactId);
    const folderIds = [...new Set([...ids((r) => r.folderId), ...ids((r) => r.suggestedFolderId)])];
    const attachmentIds = ids((r) => r.attachmentId);
    const duplicateIds = ids((r) => r.possibleDuplicateOf);
    const branches = [
      contactIds.length
        ? sql`select 'contact' as kind, ${contacts.id} as id, ${contacts.name} as name, null as color
            from ${contacts} where ${inArray(contacts.id, contactIds)}`
        : null,
      folderIds.length
        ? sql`select 'folder' as kind, ${folders.id} as id, ${folders.name} as name, ${folders.color} as color
            from ${folders} where ${inArray(folders.id, folderIds)}`
        : null,
      attachmentIds.length
        ? sql`select 'attachment' as kind, ${attachments.id} as id, ${attachments.filename} as name, null as color
            from ${attachments} where ${inArray(attachments.id, attachmentIds)}`
        : null,
      duplicateIds.length
        ? sql`select 'duplicate' as kind, ${documents.id} as id, ${documents.name} as name, null as color
            from ${documents} where ${inArray(documents.id, duplicateIds)}`
        : null,
    ].filter((branch) => branch !== null);
    const refs: DocumentRefs = {
      contacts: new Map(),
      folders: new Map(),
      attachments: new Map(),
      duplicates: new Map(),
    };
    if (!branches.length) return refs;
    // Every branch names its columns: the first one present names the union's. Both drivers
    // (node-postgres, PGlite) answer a raw statement with { rows }.
    const { rows: found } = (await this.db.execute(sql.join(branches, sql` union all `))) as {
      rows: RefRow[];
    };
    for (const { kind, id, name, color } of found) {
      if (kind === 'contact') refs.contacts.set(id, { id, name });
      else if (kind === 'folder') refs.folders.set(id, { id, name, color: color ?? '' });
      else if (kind === 'attachment') refs.attachments.set(id, { id, filename: name });
      else refs.duplicates.set(id, { id, name });
    }
    return refs;
  }

  /** Starts an attempt of the given run; null when the run was superseded or already ended. */
  async startAttempt(id: string, runId: string, attempt: number): Promise<DocumentRow | null> {
    const [row] = await this.db
      .update(documents)
      .set({
        processingStatus: 'processing',
        processingAttempts: attempt,
        processingUpdatedAt: new Date(),
      })
      .where(
        and(
          eq(documents.id, id),
          eq(documents.processingRunId, runId),
          inArray(documents.processingStatus, ['queued', 'processing']),
        ),
      )
      .returning();
    return row ?? null;
  }

  /** Writes a run's result unless a newer run has started meanwhile. */
  async finishAttempt(
    id: string,
    runId: string,
    outcome: ProcessingOutcome,
    tx: DbOrTx = this.db,
  ): Promise<boolean> {
    const now = new Date();
    const updated = await tx
      .update(documents)
      .set({ ...outcome, processingUpdatedAt: now, updatedAt: now })
      .where(and(eq(documents.id, id), eq(documents.processingRunId, runId)))
      .returning({ id: documents.id });
    return updated.length > 0;
  }

  /** A new run: queued again, attempts from zero, the previous error cleared. */
  async startRun(id: string, runId: string): Promise<DocumentRow | null> {
    const now = new Date();
    const [row] = await this.db
      .update(documents)
      .set({
        processingRunId: runId,
        processingStatus: 'queued',
        processingAttempts: 0,
        processingError: null,
        processingUpdatedAt: now,
        updatedAt: now,
      })
      .where(eq(documents.id, id))
      .returning();
    return row ?? null;
  }

  async update(
    id: string,
    patch: Partial<
      Pick<
        DocumentRow,
        | 'name'
        | 'type'
        | 'typeSetByUser'
        | 'extractedData'
        | 'fieldMeta'
        | 'suggestedFolderId'
        | 'contactId'
        | 'contactSetByUser'
        | 'folderId'
      >
    >,
    tx: DbOrTx = this.db,
  ): Promise<DocumentRow | null> {
    const [row] = await tx
      .update(documents)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(documents.id, id))
      .returning();
    return row ?? null;
  }

  /** The oldest other document with the same contact, invoice number and total. */
  async findSameInvoice(
    input: {
      projectId: string;
      documentId: string;
      /** Only earlier documents: the first copy is the original, later ones the duplicates. */
      createdBefore: Date;
      contactId: string;
      invoiceNumber: string;
      totalAmount: number;
    },
    tx: DbOrTx,
  ): Promise<string | null> {
    const [row] = await tx
      .select({ id: documents.id })
      .from(documents)
      .where(
        and(
          eq(documents.projectId, input.projectId),
          ne(documents.id, input.documentId),
          lte(documents.createdAt, input.createdBefore),
          eq(documents.contactId, input.contactId),
          sql`${documents.extractedData} ->> 'invoiceNumber' = ${input.invoiceNumber}`,
          sql`(${documents.extractedData} ->> 'totalAmount')::bigint = ${input.totalAmount}`,
        ),
      )
      .orderBy(asc(documents.createdAt), asc(documents.id))
      .limit(1);
    return row?.id ?? null;
  }

  /** Records that a mail attachment carried the document's file; it becomes the latest source. */
  async linkAttachment(
    documentId: string,
    link: { attachmentId: string; emailId: string },
    tx: DbOrTx,
  ): Promise<void> {
    await tx
      .insert(documentAttachments)
      .values({ documentId, ...link })
      .onConflictDoNothing();
    await tx
      .update(documents)
      .set({ emailId: link.emailId, attachmentId: link.attachmentId, updatedAt: new Date() })
      .where(eq(documents.id, documentId));
  }

  /** Documents whose run never got its job (a crash between commit and send), oldest first. */
  async findStaleQueued(olderThan: Date, limit: number): Promise<DocumentRow[]> {
    return this.db
      .select()
      .from(documents)
      .where(
        and(eq(documents.processingStatus, 'queued'), lt(documents.processingUpdatedAt, olderThan)),
      )
      .orderBy(asc(documents.processingUpdatedAt))
      .limit(limit);
  }

  /**
   * Ends runs that stopped without a result (a worker killed for good): they show failed with a
   * reason instead of "processing" forever.
   */
  async failStuckProcessing(olderThan: Date, message: string): Promise<number> {
    const now = new Date();
    const rows = await this.db
      .update(documents)
      .set({
        processingStatus: 'failed',
        processingError: message,
        processingUpdatedAt: now,
        updatedAt: now,
      })
      .where(
        and(
          eq(documents.processingStatus, 'processing'),
          lt(documents.processingUpdatedAt, olderThan),
        ),
      )
      .returning({ id: documents.id });
    return rows.length;
  }

  /**
   * The document and contact figures of the dashboard's stats cards in one prepared statement:
   * the per-state sums (folded when many rows piled up) and the contacts per type.
   */
  async projectStats(projectId: string) {
    const [row] = await this.preparedProjectFigures.execute({ projectId });
    const figure = (n: string | number | bigint | undefined) => Number(n ?? 0);
    const [contactsTotal, companies, persons, contactParts] = row?.contacts ?? [];
    if (figure(row?.parts) > COUNT_ROWS_BEFORE_FOLD) await this.foldStateCounts(projectId);
    if (figure(contactParts) > COUNT_ROWS_BEFORE_FOLD) {
      await foldDeltaCounts(this.db, CONTACT_TYPE_COUNTS, projectId);
    }
    const documentCounts = {
      paperTray: figure(row?.paperTray),
      approved: figure(row?.approved),
      trash: figure(row?.trash),
    };
    return {
      documents: {
        total: documentCounts.paperTray + documentCounts.approved + documentCounts.trash,
        ...documentCounts,
      },
      contacts: {
        total: figure(contactsTotal),
        companies: figure(companies),
        persons: figure(persons),
      },
    };
  }
}
