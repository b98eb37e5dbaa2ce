import type { TProject } from '@papertray/contract';
import type { MemberProject } from './projects.repository';

export function presentProject(project: MemberProject): TProject {
  return {
    _id: project.id,
    name: project.name,
    description: project.description,
    tags: project.tags,
    role: project.role,
    ownerId: project.ownerId,
    createdAt: project.createdAt.toISOString(),
    updatedAt: project.updatedAt.toISOString(),
  };
}
