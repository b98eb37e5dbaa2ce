import type { TProjectEmail } from '@papertray/contract';
import type { ProjectEmailView } from './project-email.service';

export function presentProjectEmail(view: ProjectEmailView): TProjectEmail {
  const { row, fullEmail, inboxId, statistics } = view;
  return {
    _id: row.id,
    projectId: row.projectId,
    name: row.name,
    fullEmail,
    inboxId,
    isActive: row.deactivatedAt === null,
    deactivatedAt: row.deactivatedAt?.toISOString() ?? null,
    statistics,
    createdAt: row.createdAt.toISOString(),
  };
}
