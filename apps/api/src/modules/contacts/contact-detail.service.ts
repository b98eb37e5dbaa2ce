import {
  CONTACT_MESSAGES,
  type TContact,
  type TContactDocumentsQuery,
  type TContactMonthly,
  type TDocumentList,
} from '@papertray/contract';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { DocumentsService } from '../documents/documents.service';
import type { LearnedFieldsRepository } from '../learned-fields/learned-fields.repository';
import { presentContactMonthly } from './contact-monthly.presenter';
import type { ContactMonthlyRepository } from './contact-monthly.repository';
import { presentContact } from './contacts.presenter';
import type { ContactsRepository, ContactWithProject } from './contacts.repository';

/**
 * The contact detail screen: its documents, its monthly chart, and merging a duplicate contact
 * into it. Every member may do this (accountants manage contacts); outsiders get 404.
 */
export class ContactDetailService {
  constructor(
    private readonly deps: {
      db: Db;
      contacts: ContactsRepository;
      monthly: ContactMonthlyRepository;
      documents: DocumentsService;
      learned: LearnedFieldsRepository;
      /** "Now" for the default year. */
      now?: () => Date;
    },
  ) {}

  async documents(
    contactId: string,
    userId: string,
    query: TContactDocumentsQuery,
  ): Promise<TDocumentList> {
    const contact = await this.forMember(contactId, userId);
    return this.deps.documents.list(userId, {
      ...query,
      projectId: contact.projectId,
      contactId: contact.id,
    });
  }

  async monthly(contactId: string, userId: string, year?: number): Promise<TContactMonthly> {
    const contact = await this.forMember(contactId, userId);
    const years = await this.deps.monthly.years(contact.id);
    // A supplier whose invoices are all from 2014 opens on 2014, not on an empty current year.
    const chosen = year ?? years[0] ?? (this.deps.now?.() ?? new Date()).getUTCFullYear();
    return presentContactMonthly(
      chosen,
      await this.deps.monthly.byMonthAndCurrency(contact.id, chosen),
      years,
    );
  }

  /**
   * One transaction: the source's documents, figures and learned fields move over and the source
   * is gone.
   */
  async merge(targetId: string, userId: string, sourceId: string): Promise<TContact> {
    if (targetId === sourceId) throw new AppError('bad_request', CONTACT_MESSAGES.mergeIntoItself);
    const target = await this.forMember(targetId, userId);
    const source = await this.forMember(sourceId, userId);
    // Contacts of two projects never merge: to the user the other one does not exist here.
    if (source.projectId !== target.projectId) {
      throw AppError.notFound(CONTACT_MESSAGES.contactNotFound);
    }
    await this.deps.db.transaction(async (tx) => {
      // Contact matching of documents processed meanwhile must not pick the vanishing source.
      await this.deps.contacts.lockProject(target.projectId, tx);
      await this.deps.learned.moveToContact(source.id, target.id, tx);
      await this.deps.contacts.mergeInto(target.id, source, tx);
      await this.deps.contacts.recomputeMetadata([target.id], tx);
    });
    return presentContact(await this.forMember(targetId, userId));
  }

  private async forMember(contactId: string, userId: string): Promise<ContactWithProject> {
    const contact = await this.deps.contacts.findForMember(contactId, userId);
    if (!contact) throw AppError.notFound(CONTACT_MESSAGES.contactNotFound);
    return contact;
  }
}
