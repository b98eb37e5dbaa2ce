import {
  MESSAGES,
  PROJECT_EMAIL_MESSAGES,
  type TProjectEmailStatistics,
} from '@papertray/contract';
import type { Db, DbOrTx } from '../../platform/db/database';
import type { ProjectEmailRow } from '../../platform/db/schema';
import { AppError } from '../../platform/http/app-error';
import { assertCan } from '../projects/project-access';
import type { MemberProject, ProjectsRepository } from '../projects/projects.repository';
import type { ProjectEmailRepository } from './project-email.repository';
import { localPartFor, newLocalPart } from './receiving-address';

/** A suffix collision among 2^40 is near impossible; a few tries make it impossible in practice. */
const MAX_INSERT_ATTEMPTS = 5;

export interface ProjectEmailView {
  row: ProjectEmailRow;
  fullEmail: string;
  /** The project inbox the address's mail is listed under. */
  inboxId: string;
  statistics: TProjectEmailStatistics;
}

/**
 * The project's receiving address: every member reads it (and the first read creates it, as the
 * dashboard badge expects); owner and admin create, regenerate and deactivate it.
 */
export class ProjectEmailService {
  constructor(
    private readonly db: Db,
    private readonly repo: ProjectEmailRepository,
    private readonly projects: ProjectsRepository,
    private readonly mailDomain: string,
  ) {}

  /** The newest address, created from the project name when the project never had one. */
  async get(projectId: string, userId: string): Promise<ProjectEmailView> {
    const project = await this.member(projectId, userId);
    const existing = await this.repo.findLatest(project.id);
    if (existing) return this.view(existing);
    // Two first reads racing: the loser's insert is refused and it returns the winner's address.
    const row =
      (await this.insertActive(project.id, project.name, this.db)) ??
      (await this.repo.findActive(project.id));
    if (!row) throw new Error('the project address vanished while it was created');
    return this.view(row);
  }

  async create(projectId: string, userId: string, name: string): Promise<ProjectEmailView> {
    const project = await this.manager(projectId, userId);
    const row = await this.insertActive(project.id, name, this.db);
    if (!row) throw new AppError('conflict', PROJECT_EMAIL_MESSAGES.alreadyActive);
    return this.view(row);
  }

  /** New address, old one refused from now on; one transaction so there is never a gap. */
  async regenerate(projectId: string, userId: string): Promise<ProjectEmailView> {
    const project = await this.manager(projectId, userId);
    const row = await this.db.transaction(async (tx) => {
      const previous = await this.repo.deactivateActive(project.id, tx);
      const name = previous?.name ?? (await this.repo.findLatest(project.id, tx))?.name;
      return this.insertActive(project.id, name ?? project.name, tx);
    });
    // Only a concurrent regenerate can have put an active address in between.
    if (!row) throw new AppError('conflict', PROJECT_EMAIL_MESSAGES.alreadyActive);
    return this.view(row);
  }

  async deactivate(projectId: string, userId: string): Promise<ProjectEmailView> {
    const project = await this.manager(projectId, userId);
    const row =
      (await this.repo.deactivateActive(project.id)) ?? (await this.repo.findLatest(project.id));
    if (!row) throw AppError.notFound(PROJECT_EMAIL_MESSAGES.noActive);
    return this.view(row);
  }

  /** Where mail to a recipient goes, or null (unknown, other domain, deactivated). */
  async deliveryTargetFor(address: string): Promise<{ projectId: string; inboxId: string } | null> {
    const localPart = localPartFor(address, this.mailDomain);
    const target = localPart ? await this.repo.findActiveTarget(localPart) : null;
    if (!target) return null;
    const inboxId =
      target.inboxId ??
      (await this.repo.syncProjectInbox(target.projectId, {
        emailAddress: `${localPart}@${this.mailDomain}`,
        active: true,
      }));
    return { projectId: target.projectId, inboxId };
  }

  private async view(row: ProjectEmailRow): Promise<ProjectEmailView> {
    const fullEmail = `${row.localPart}@${this.mailDomain}`;
    const inboxId = await this.repo.syncProjectInbox(row.projectId, {
      emailAddress: fullEmail,
      active: row.deactivatedAt === null,
    });
    return { row, fullEmail, inboxId, statistics: await this.repo.statistics(row.projectId) };
  }

  /**
   * Inserts an active address with a fresh suffix, trying another suffix on a collision; null
   * when the project already has an active address.
   */
  private async insertActive(
    projectId: string,
    name: string,
    tx: DbOrTx,
  ): Promise<ProjectEmailRow | null> {
    for (let attempt = 0; attempt < MAX_INSERT_ATTEMPTS; attempt++) {
      const row = await this.repo.insertActive(
        { projectId, name, localPart: newLocalPart(name) },
        tx,
      );
      if (row) return row;
      if (await this.repo.findActive(projectId, tx)) return null;
    }
    throw new Error('could not find a free receiving address');
  }

  /** 404 for outsiders: they cannot tell whether the project exists. */
  private async member(projectId: string, userId: string): Promise<MemberProject> {
    const project = await this.projects.findForMember(projectId, userId);
    if (!project) throw AppError.notFound(MESSAGES.projectNotFound);
    return project;
  }

  private async manager(projectId: string, userId: string): Promise<MemberProject> {
    const project = await this.member(projectId, userId);
    assertCan(project.role, 'projectEmail.manage');
    return project;
  }
}
