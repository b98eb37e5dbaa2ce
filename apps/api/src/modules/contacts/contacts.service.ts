import {
  CONTACT_MESSAGES,
  MESSAGES,
  type TContact,
  type TContactList,
  type TContactListQuery,
} from '@papertray/contract';
import type { DbOrTx } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { ProjectsRepository } from '../projects/projects.repository';
import { companyNameKey, normalizeTaxId } from './contact-matching';
import { presentContact } from './contacts.presenter';
import type { ContactsRepository } from './contacts.repository';

export interface VendorInput {
  name: string | null;
  address: string | null;
  taxId: string | null;
}

export class ContactsService {
  constructor(
    private readonly repo: ContactsRepository,
    private readonly projects: ProjectsRepository,
  ) {}

  async list(userId: string, query: TContactListQuery): Promise<TContactList> {
    const page = await this.repo.listForMember(query, userId);
    if (!page) throw AppError.notFound(MESSAGES.projectNotFound);
    const { rows, total } = page;
    return {
      data: rows.map(presentContact),
      pagination: {
        page: query.page,
        limit: query.limit,
        total,
        pages: Math.ceil(total / query.limit),
        // 5,000 contacts a project count in well under a millisecond: always exact.
        totalIsLowerBound: false,
      },
    };
  }

  /** Every contact of the project by name (not paged), for pickers and filters. */
  async listInProject(projectId: string, userId: string): Promise<TContact[]> {
    const project = await this.projects.findForMember(projectId, userId);
    if (!project) throw AppError.notFound(MESSAGES.projectNotFound);
    return (await this.repo.listInProject(projectId)).map(presentContact);
  }

  /** Outsiders get the same 404 as for a contact that does not exist. */
  async get(contactId: string, userId: string): Promise<TContact> {
    const contact = await this.repo.findForMember(contactId, userId);
    if (!contact) throw AppError.notFound(CONTACT_MESSAGES.contactNotFound);
    return presentContact(contact);
  }

  /**
   * The company contact for a document's vendor: matched first by tax id, then by normalised
   * name ("Coolblue B.V." = "COOLBLUE BV"), then by the name a user's correction gave a contact
   * (decision 088: brand and legal name are one contact), created when none matches. Missing tax id or
   * address are filled in from later documents. Null when the vendor has neither name nor tax
   * id. Call inside a transaction: the project is locked so concurrent documents agree.
   */
  async upsertVendor(projectId: string, vendor: VendorInput, tx: DbOrTx): Promise<string | null> {
    const taxId = normalizeTaxId(vendor.taxId);
    const nameKey = companyNameKey(vendor.name);
    if (!taxId && !nameKey) return null;
    await this.repo.lockProject(projectId, tx);
    const match =
      (taxId ? await this.repo.findCompanyByTaxId(projectId, taxId, tx) : null) ??
      (nameKey ? await this.repo.findCompanyByNameKey(projectId, nameKey, tx) : null) ??
      (nameKey ? await this.repo.findCompanyByLearnedNameKey(projectId, nameKey, tx) : null);
    // Same name but another tax id: two companies that happen to share a name.
    if (match && !(taxId && match.taxId && match.taxId !== taxId)) {
      await this.repo.fillMissing(match.id, { taxId, address: vendor.address }, tx);
      return match.id;
    }
    const name = vendor.name?.trim() || taxId || '';
    const created = await this.repo.insertCompany(
      { projectId, name, nameKey: nameKey ?? name.toLowerCase(), taxId, address: vendor.address },
      tx,
    );
    return created.id;
  }

  /**
   * The contact takes the name a user's correction chose (decision 088); its name key stays, so
   * documents printing the old name still find it. Returns the name it had (null: no contact).
   */
  rename(contactId: string, name: string, tx: DbOrTx): Promise<string | null> {
    return this.repo.rename(contactId, name, tx);
  }

  /** Forgetting a learned name: the contact's name goes back, unless renamed since. */
  restoreName(contactId: string, from: string, to: string, tx: DbOrTx): Promise<void> {
    return this.repo.restoreName(contactId, from, to, tx);
  }

  existsInProject(projectId: string, contactId: string, tx: DbOrTx): Promise<boolean> {
    return this.repo.existsInProject(projectId, contactId, tx);
  }

  recomputeMetadata(contactIds: (string | null)[], tx: DbOrTx): Promise<void> {
    return this.repo.recomputeMetadata(
      contactIds.filter((id): id is string => id !== null),
      tx,
    );
  }
}
