import { can, MESSAGES, type TAction, type TRole } from '@papertray/contract';
import { AppError } from '../../platform/http/app-error';
import type { MemberProject, ProjectsRepository } from './projects.repository';

/**
 * The one permission check of every service: the contract's policy (role × action), 403 with a
 * message when the member's role does not allow the action. Membership itself (404 for
 * outsiders) is settled before, by finding the resource through the member's projects.
 */
export function assertCan(role: TRole, action: TAction, message: string = MESSAGES.forbidden) {
  if (!can(role, action)) throw AppError.forbidden(message);
}

/** Finds the project as the user's membership sees it: 404 for outsiders, 403 without the role. */
export async function requireProjectAction(
  projects: Pick<ProjectsRepository, 'findForMember'>,
  projectId: string,
  userId: string,
  action: TAction,
  message?: string,
): Promise<MemberProject> {
  const project = await projects.findForMember(projectId, userId);
  if (!project) throw AppError.notFound(MESSAGES.projectNotFound);
  assertCan(project.role, action, message);
  return project;
}
