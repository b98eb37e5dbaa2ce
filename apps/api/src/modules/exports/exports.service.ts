import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import {
  DOCUMENT_MESSAGES,
  EXPORT_MESSAGES,
  MESSAGES,
  PRODUCT_NAME,
  type TExportAccess,
  type ZExportRequest,
} from '@papertray/contract';
import type { z } from 'zod';
import { AppError } from '../../platform/http/app-error';
import type { PlanLimits } from '../billing/plan-limits';
import type { FileStorage } from '../../platform/storage/file-storage';
import { requireProjectAction } from '../projects/project-access';
import type { MemberProject, ProjectsRepository } from '../projects/projects.repository';
import { exportAccess } from './export-access';
import type { ExportFilter, ExportsRepository } from './exports.repository';

export type ExportRequest = z.output<typeof ZExportRequest>;

export interface ExportDownload {
  stream: Readable;
  filename: string;
  documents: number;
  fileBytes: number;
}

function slug(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return ascii || 'project';
}

async function names(found: Map<string, string>, ids: string[], notFound: string) {
  const missing = ids.some((id) => !found.has(id));
  if (missing) throw AppError.notFound(notFound);
  return ids.map((id) => found.get(id) ?? '');
}

/**
 * Exports of a project's documents as a zip. The role policy's `exports.create` says who may
 * export (every role today); the project owner's plan must include `dataExport`.
 */
export class ExportsService {
  constructor(
    private readonly exports: ExportsRepository,
    private readonly projects: ProjectsRepository,
    /** Billing's plan module says whose plan applies (the project owner's). */
    private readonly plans: Pick<PlanLimits, 'owner'>,
    private readonly storage: FileStorage,
    private readonly log?: FastifyBaseLogger,
  ) {}

  async access(projectId: string, userId: string): Promise<TExportAccess> {
    await this.member(projectId, userId);
    return this.planAccess(projectId);
  }

  async generate(userId: string, request: ExportRequest): Promise<ExportDownload> {
    const project = await requireProjectAction(
      this.projects,
      request.projectId,
      userId,
      'exports.create',
    );
    const access = await this.planAccess(project.id);
    if (!access.dataExport) throw new AppError('plan_limit', access.message ?? MESSAGES.forbidden);
    if (!(await this.exports.knowsTimeZone(request.timeZone))) {
      throw new AppError('bad_request', EXPORT_MESSAGES.unknownTimeZone);
    }
    const folderIds = [...new Set(request.folders)];
    const contactIds = [...new Set(request.contacts)];
    const [folders, contacts] = await Promise.all([
      this.exports
        .folderNames(project.id, folderIds)
        .then((found) => names(found, folderIds, DOCUMENT_MESSAGES.folderNotFound)),
      this.exports
        .contactNames(project.id, contactIds)
        .then((found) => names(found, contactIds, DOCUMENT_MESSAGES.contactNotFound)),
    ]);
    const filter: ExportFilter = {
      projectId: project.id,
      startDate: request.startDate,
      endDate: request.endDate,
      folderIds,
      contactIds,
      timeZone: request.timeZone,
    };
    const summary = await this.exports.summary(filter);
    // archiver loads with the first export, not with every server (decision 061).
    const { createExportArchive } = await import('./export-archive');
    const stream = createExportArchive({
      documents: this.exports.documents(filter),
      storage: this.storage,
      describe: {
        projectName: project.name,
        startDate: request.startDate,
        endDate: request.endDate,
        timeZone: request.timeZone,
        folders,
        contacts,
        exportedAt: new Date(),
      },
      log: this.log,
    });
    const filename = `${PRODUCT_NAME.toLowerCase()}-export-${slug(project.name)}-${request.startDate}-to-${request.endDate}.zip`;
    return { stream, filename, ...summary };
  }

  private async planAccess(projectId: string): Promise<TExportAccess> {
    const { plan } = await this.plans.owner({ projectId });
    return exportAccess(plan);
  }

  private async member(projectId: string, userId: string): Promise<MemberProject> {
    const project = await this.projects.findForMember(projectId, userId);
    if (!project) throw AppError.notFound(MESSAGES.projectNotFound);
    return project;
  }
}
