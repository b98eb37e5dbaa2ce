import { MESSAGES, type TProjectStats, type TUpdateProjectRequest } from '@papertray/contract';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { PlanLimits } from '../billing/plan-limits';
import type { UsersRepository } from '../users/users.repository';
import { assertCan } from './project-access';
import type { ProjectStatsRegistry } from './project-stats';
import type { MemberProject, ProjectsRepository } from './projects.repository';

export class ProjectsService {
  constructor(
    private readonly db: Db,
    private readonly projects: ProjectsRepository,
    private readonly users: UsersRepository,
    private readonly stats: ProjectStatsRegistry,
    private readonly limits: Pick<PlanLimits, 'assertWithin'>,
  ) {}

  list(userId: string): Promise<MemberProject[]> {
    return this.projects.listForMember(userId);
  }

  /** 404 for anyone who is not a member: outsiders cannot tell whether the project exists. */
  async get(projectId: string, userId: string): Promise<MemberProject> {
    const project = await this.projects.findForMember(projectId, userId);
    if (!project) throw AppError.notFound(MESSAGES.projectNotFound);
    return project;
  }

  /**
   * Creates a project owned by the user, within their plan's project limit plus the grace. The
   * user row is locked so two concurrent creates cannot both pass the count.
   */
  async create(
    userId: string,
    input: { name: string; description: string; tags: string[] },
  ): Promise<MemberProject> {
    return this.db.transaction(async (tx) => {
      const user = await this.users.lockForUpdate(userId, tx);
      if (!user) throw AppError.unauthorized(MESSAGES.sessionExpired);
      await this.limits.assertWithin('projects', { ownerId: userId }, { tx });
      return this.projects.insertWithOwner({ ...input, ownerId: userId }, tx);
    });
  }

  async update(
    projectId: string,
    userId: string,
    patch: TUpdateProjectRequest,
  ): Promise<MemberProject> {
    const project = await this.get(projectId, userId);
    assertCan(project.role, 'project.update');
    const row = await this.projects.update(projectId, patch);
    if (!row) throw AppError.notFound(MESSAGES.projectNotFound);
    return { ...row, role: project.role };
  }

  async remove(projectId: string, userId: string): Promise<void> {
    const project = await this.get(projectId, userId);
    assertCan(project.role, 'project.delete', MESSAGES.onlyOwnerCanDelete);
    await this.projects.delete(projectId);
  }

  async getStats(projectId: string, userId: string): Promise<TProjectStats> {
    await this.get(projectId, userId);
    return this.stats.collect(projectId);
  }
}
