import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { TLearnedFieldName } from '@papertray/contract';
import type { LearnedHint, LearnedName } from '@papertray/extract';
import type { Db, DbOrTx } from '../../platform/db/database';
import { documents, learnedFields, type LearnedFieldRow } from '../../platform/db/schema';

export type LearnedFieldWithDocument = LearnedFieldRow & { documentName: string | null };

/** The only SQL of learned fields. */
export class LearnedFieldsRepository {
  constructor(private readonly db: Db) {}

  async listForContact(contactId: string): Promise<LearnedFieldWithDocument[]> {
    const rows = await this.db
      .select({ learned: learnedFields, documentName: documents.name })
      .from(learnedFields)
      .leftJoin(documents, eq(documents.id, learnedFields.documentId))
      .where(eq(learnedFields.contactId, contactId))
      .orderBy(asc(learnedFields.field));
    return rows.map((r) => ({ ...r.learned, documentName: r.documentName }));
  }

  async hintsForContact(contactId: string, tx: DbOrTx = this.db): Promise<LearnedFieldRow[]> {
    return tx.select().from(learnedFields).where(eq(learnedFields.contactId, contactId));
  }

  /** One hint per contact and field: a later correction replaces the earlier one. */
  async save(
    input: {
      projectId: string;
      contactId: string;
      field: TLearnedFieldName;
      hint: LearnedHint | LearnedName;
      documentId: string;
      learnedAt: Date;
    },
    tx: DbOrTx = this.db,
  ): Promise<void> {
    await tx
      .insert(learnedFields)
      .values(input)
      .onConflictDoUpdate({
        target: [learnedFields.contactId, learnedFields.field],
        set: { hint: input.hint, documentId: input.documentId, learnedAt: input.learnedAt },
      });
  }

  /**
   * A merge: the source's hints go to the target for the fields the target has not learned yet
   * (the target's own hint, taught on its own documents, stays). The rest go with the source.
   */
  async moveToContact(sourceId: string, targetId: string, tx: DbOrTx): Promise<void> {
    const targetFields = tx
      .select({ field: learnedFields.field })
      .from(learnedFields)
      .where(eq(learnedFields.contactId, targetId));
    await tx
      .update(learnedFields)
      .set({ contactId: targetId })
      .where(
        and(eq(learnedFields.contactId, sourceId), notInArray(learnedFields.field, targetFields)),
      );
  }

  /** The contact's learned field of this name, if it has one. */
  async findField(
    contactId: string,
    field: TLearnedFieldName,
    tx: DbOrTx = this.db,
  ): Promise<LearnedFieldRow | null> {
    const [row] = await tx
      .select()
      .from(learnedFields)
      .where(and(eq(learnedFields.contactId, contactId), eq(learnedFields.field, field)));
    return row ?? null;
  }

  /** The deleted row, or null when the contact did not have it. */
  async delete(
    contactId: string,
    id: string,
    tx: DbOrTx = this.db,
  ): Promise<LearnedFieldRow | null> {
    const [deleted] = await tx
      .delete(learnedFields)
      .where(and(eq(learnedFields.contactId, contactId), eq(learnedFields.id, id)))
      .returning();
    return deleted ?? null;
  }
}
