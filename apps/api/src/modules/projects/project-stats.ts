import type { TProjectStats } from '@papertray/contract';

/** Zeros for every figure; modules that do not exist yet contribute nothing. */
export function emptyProjectStats(): TProjectStats {
  return {
    emails: { total: 0, processed: 0, pending: 0 },
    documents: { total: 0, paperTray: 0, approved: 0, trash: 0 },
    attachments: { total: 0, processed: 0, averageSize: 0 },
    contacts: { total: 0, companies: 0, persons: 0 },
  };
}

/** A module's share of the dashboard figures, e.g. emails counts its section. */
export type ProjectStatsContributor = (projectId: string) => Promise<Partial<TProjectStats>>;

/**
 * Collects the per-module figures of GET /projects/{id}/stats. Later modules (emails, documents,
 * contacts ...) register a contributor at composition time; the projects module never queries
 * their tables.
 */
export class ProjectStatsRegistry {
  private readonly contributors: ProjectStatsContributor[] = [];

  register(contributor: ProjectStatsContributor): void {
    this.contributors.push(contributor);
  }

  async collect(projectId: string): Promise<TProjectStats> {
    const parts = await Promise.all(this.contributors.map((c) => c(projectId)));
    return Object.assign(emptyProjectStats(), ...parts) as TProjectStats;
  }
}
