import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TContactListQuery } from '@papertray/contract';
import type { Db, DbOrTx } from '../../platform/db/database';
import {
  CONTACT_TYPE_COUNTS,
  COUNT_ROWS_BEFORE_FOLD,
  foldDeltaCounts,
} from '../../platform/db/delta-counts';
import {
  contacts,
  documents,
  learnedFields,
  projectMembers,
  projects,
  type ContactRow,
} from '../../platform/db/schema';
import {
  contactListParams,
  contactListShape,
  emptyContactPageTotals,
  prepareContactPage,
  type ContactPageStatement,
} from './contacts-list.statements';

export type ContactWithProject = ContactRow & { projectName: string };

export interface NewCompany {
  projectId: string;
  name: string;
  nameKey: string;
  taxId: string | null;
  address: string | null;
}

export class ContactsRepository {
  /** The list's page statements by shape, prepared on first use. */
  private readonly pageStatements = new Map<string, ContactPageStatement>();

  constructor(private readonly db: Db) {}

  /**
   * Serialises contact matching within a project for the rest of the transaction, so two
   * documents of a new supplier processed at once still make one contact.
   */
  async lockProject(projectId: string, tx: DbOrTx): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`contacts:${projectId}`}))`);
  }

  async findCompanyByTaxId(projectId: string, taxId: string, tx: DbOrTx) {
    const [row] = await tx
      .select()
      .from(contacts)
      .where(and(eq(contacts.projectId, projectId), eq(contacts.taxId, taxId)))
      .limit(1);
    return row ?? null;
  }

  /** A same-named company, preferring one whose tax id is still unknown. */
  async findCompanyByNameKey(projectId: string, nameKey: string, tx: DbOrTx) {
    const [row] = await tx
      .select()
      .from(contacts)
      .where(
        and(
          eq(contacts.projectId, projectId),
          eq(contacts.nameKey, nameKey),
          eq(contacts.type, 'company'),
        ),
      )
      .orderBy(sql`${contacts.taxId} is not null`, contacts.createdAt)
      .limit(1);
    return row ?? null;
  }

  /**
   * The company whose learned name (decision 088) has this key: a document printing the name a
   * user gave the supplier finds the supplier, not a second contact.
   */
  async findCompanyByLearnedNameKey(projectId: string, nameKey: string, tx: DbOrTx) {
    const [row] = await tx
      .select({ contact: contacts })
      .from(learnedFields)
      .innerJoin(contacts, eq(contacts.id, learnedFields.contactId))
      .where(
        and(
          eq(learnedFields.projectId, projectId),
          eq(learnedFields.field, 'vendor.name'),
          sql`${learnedFields.hint} ->> 'nameKey' = ${nameKey}`,
        ),
      )
      .orderBy(contacts.createdAt)
      .limit(1);
    return row?.contact ?? null;
  }

  /**
   * Renames a contact, keeping its name key (what documents are matched by); returns the name
   * it had, or null when there is no such contact.
   */
  async rename(contactId: string, name: string, tx: DbOrTx): Promise<string | null> {
    const [before] = await tx
      .select({ name: contacts.name })
      .from(contacts)
      .where(eq(contacts.id, contactId))
      .for('update');
    if (!before) return null;
    await tx
      .update(contacts)
      .set({ name, updatedAt: new Date() })
      .where(eq(contacts.id, contactId));
    return before.name;
  }

  /** Gives a contact its earlier name back, unless it was renamed to something else since. */
  async restoreName(contactId: string, from: string, to: string, tx: DbOrTx): Promise<void> {
    await tx
      .update(contacts)
      .set({ name: to, updatedAt: new Date() })
      .where(and(eq(contacts.id, contactId), eq(contacts.name, from)));
  }

  async insertCompany(input: NewCompany, tx: DbOrTx): Promise<ContactRow> {
    const [row] = await tx
      .insert(contacts)
      .values({ ...input, type: 'company' })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  }

  /** Fills fields the contact does not have yet; never overwrites what is there. */
  async fillMissing(
    contactId: string,
    fields: { taxId: string | null; address: string | null },
    tx: DbOrTx,
  ): Promise<void> {
    if (fields.taxId) {
      await tx
        .update(contacts)
        .set({ taxId: fields.taxId, updatedAt: new Date() })
        .where(and(eq(contacts.id, contactId), isNull(contacts.taxId)));
    }
    if (fields.address) {
      await tx
        .update(contacts)
        .set({ address: fields.address, updatedAt: new Date() })
        .where(and(eq(contacts.id, contactId), isNull(contacts.address)));
    }
  }

  /**
   * Recomputes document count, per-currency totals, the main currency and last seen from the
   * contact's documents (trash excluded). Derived, so running it twice is harmless.
   */
  async recomputeMetadata(contactIds: string[], tx: DbOrTx): Promise<void> {
    const ids = [...new Set(contactIds)];
    if (ids.length === 0) return;
    const live = sql`d.contact_id = ${contacts.id} and d.state <> 'trash'`;
    const priced = sql`${live} and d.extracted_data ->> 'currency' is not null and d.extracted_data ->> 'totalAmount' is not null`;
    const totals = sql`coalesce((
      select jsonb_object_agg(s.currency, s.amount) from (
        select d.extracted_data ->> 'currency' as currency,
               sum((d.extracted_data ->> 'totalAmount')::bigint) as amount
        from documents d where ${priced} group by 1
      ) s), '{}'::jsonb)`;
    const mainCurrency = sql`(
      select d.extracted_data ->> 'currency' from documents d where ${priced}
      group by 1 order by count(*) desc, 1 limit 1)`;
    await tx
      .update(contacts)
      .set({
        documentCount: sql`(select count(*) from documents d where ${live})::int`,
        totals,
        currency: mainCurrency,
        totalAmount: sql`coalesce((${totals} ->> ${mainCurrency})::bigint, 0)`,
        // The latest document's own date (issue, else transaction date), else when it was
        // received: its mail's date (mail synced years later keeps its day), else its upload.
        lastSeen: sql`(select max(coalesce(
          ((d.extracted_data ->> 'issueDate')::date)::timestamp at time zone 'UTC',
          ((d.extracted_data ->> 'transactionDate')::date)::timestamp at time zone 'UTC',
          (select e.date from emails e where e.id = d.email_id),
          d.created_at)) from documents d where ${live})`,
        updatedAt: new Date(),
      })
      .where(inArray(contacts.id, ids));
  }

  /**
   * A page of the project's contacts and the total, in one prepared statement
   * (contacts-list.statements.ts), or null when the user is not a member.
   */
  async listForMember(
    query: TContactListQuery,
    userId: string,
  ): Promise<{ rows: ContactWithProject[]; total: number } | null> {
    const shape = contactListShape(query);
    const key = JSON.stringify(shape);
    let statement = this.pageStatements.get(key);
    if (!statement) {
      statement = prepareContactPage(this.db, shape);
      this.pageStatements.set(key, statement);
    }
    const params = contactListParams(query, userId);
    const rows = await statement.execute(params);
    const first = rows[0];
    if (first) {
      if (first.parts !== null && Number(first.parts) > COUNT_ROWS_BEFORE_FOLD) {
        await foldDeltaCounts(this.db, CONTACT_TYPE_COUNTS, query.projectId);
      }
      return { rows, total: Number(first.total) };
    }
    // An empty page: not a member, no contacts (matching) or a page past the last one.
    const empty = await emptyContactPageTotals(this.db, shape, params);
    return empty?.member ? { rows, total: Number(empty.total) } : null;
  }

  /** The contact if the user is a member of its project; null for outsiders. */
  async findForMember(contactId: string, userId: string): Promise<ContactWithProject | null> {
    const [row] = await this.db
      .select({ contact: contacts, projectName: projects.name })
      .from(contacts)
      .innerJoin(projects, eq(projects.id, contacts.projectId))
      .innerJoin(
        projectMembers,
        and(eq(projectMembers.projectId, contacts.projectId), eq(projectMembers.userId, userId)),
      )
      .where(eq(contacts.id, contactId))
      .limit(1);
    return row ? { ...row.contact, projectName: row.projectName } : null;
  }

  async existsInProject(projectId: string, contactId: string, tx: DbOrTx): Promise<boolean> {
    const [row] = await tx
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(eq(contacts.projectId, projectId), eq(contacts.id, contactId)))
      .limit(1);
    return row !== undefined;
  }

  /** Every contact of a project by name, for pickers and filters. */
  async listInProject(projectId: string): Promise<ContactWithProject[]> {
    const rows = await this.db
      .select({ contact: contacts, projectName: projects.name })
      .from(contacts)
      .innerJoin(projects, eq(projects.id, contacts.projectId))
      .where(eq(contacts.projectId, projectId))
      .orderBy(asc(contacts.name), asc(contacts.id));
    return rows.map((row) => ({ ...row.contact, projectName: row.projectName }));
  }

  /**
   * Moves the source's documents to the target, fills what the target lacks from the source and
   * removes the source. The target's figures are recomputed by the caller in the same transaction.
   */
  async mergeInto(targetId: string, source: ContactRow, tx: DbOrTx): Promise<void> {
    await tx
      .update(documents)
      .set({ contactId: targetId, updatedAt: new Date() })
      .where(eq(documents.contactId, source.id));
    await tx
      .update(contacts)
      .set({
        email: sql`coalesce(${contacts.email}, ${source.email})`,
        phone: sql`coalesce(${contacts.phone}, ${source.phone})`,
        taxId: sql`coalesce(${contacts.taxId}, ${source.taxId})`,
        address: sql`coalesce(${contacts.address}, ${source.address})`,
      })
      .where(eq(contacts.id, targetId));
    await tx.delete(contacts).where(eq(contacts.id, source.id));
  }
}
