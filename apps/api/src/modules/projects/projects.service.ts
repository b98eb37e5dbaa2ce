import {
  MESSAGES,
  PLANS,
  PLAN_TYPES,
  hardLimit,
  planLimitMessage,
  type TPlanType,
  type TProjectStats,
  type TUpdateProjectRequest,
} from '@papertray/contract';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { UsersRepository } from '../users/users.repository';
import { assertCan } from './project-access';
import type { ProjectStatsRegistry } from './project-stats';
import type { MemberProject, ProjectsRepository } from './projects.repository';

/** The next plan up that allows more of a limit, for the "upgrade to" hint. */
function planThatLifts(current: TPlanType, currentLimit: number): string | null {
  const after = PLAN_TYPES.slice(PLAN_TYPES.indexOf(current) + 1);
  const next = after.find((p) => {
    const limit = PLANS[p].limits.projects;
    return limit === null || limit > currentLimit;
  });
  return next ? PLANS[next].displayName : null;
}

export class ProjectsService {
  constructor(
    private readonly db: Db,
    private readonly projects: ProjectsRepository,
    private readonly users: UsersRepository,
    private readonly stats: ProjectStatsRegistry,
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
      const plan = PLANS[user.plan];
      const limit = plan.limits.projects;
      const ceiling = hardLimit(limit);
      if (limit !== null && ceiling !== null) {
        const owned = await this.projects.countOwnedBy(userId, tx);
        if (owned >= ceiling) {
          throw new AppError(
            'plan_limit',
            planLimitMessage(
              limit === 1 ? 'project' : 'projects',
              limit,
              plan.displayName,
              planThatLifts(user.plan, limit),
            ),
          );
        }
      }
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
