import {
  DOCUMENT_TYPES,
  FOLDER_MESSAGES,
  MESSAGES,
  type TCreateFolderRequest,
  type TFolder,
  type TUpdateFolderRequest,
} from '@papertray/contract';
import { AppError } from '../../platform/http/app-error';
import { assertCan } from '../projects/project-access';
import type { MemberProject, ProjectsRepository } from '../projects/projects.repository';
import { presentFolder } from './folders.presenter';
import type { FoldersRepository } from './folders.repository';

/**
 * Folders of a project: every member reads them (and files documents into them); creating,
 * editing and deleting is for owners and admins. Outsiders get 404.
 */
export class FoldersService {
  constructor(
    private readonly folders: FoldersRepository,
    private readonly projects: ProjectsRepository,
  ) {}

  async list(projectId: string, userId: string): Promise<TFolder[]> {
    await this.member(projectId, userId);
    return this.presentAll(projectId);
  }

  async create(projectId: string, userId: string, input: TCreateFolderRequest): Promise<TFolder> {
    await this.manager(projectId, userId);
    const row = await this.folders.insert({ projectId, ...input });
    return presentFolder({ ...row, documentCount: 0 });
  }

  async update(
    projectId: string,
    folderId: string,
    userId: string,
    patch: TUpdateFolderRequest,
  ): Promise<TFolder> {
    await this.manager(projectId, userId);
    const folder = await this.folder(projectId, folderId);
    if (folder.isDefault && patch.name !== undefined && patch.name !== folder.name) {
      throw new AppError('bad_request', FOLDER_MESSAGES.defaultNameLocked);
    }
    await this.folders.update(folderId, patch);
    return presentFolder(await this.folder(projectId, folderId));
  }

  async delete(projectId: string, folderId: string, userId: string): Promise<void> {
    await this.manager(projectId, userId);
    const folder = await this.folder(projectId, folderId);
    if (folder.isDefault) throw new AppError('bad_request', FOLDER_MESSAGES.defaultNotDeletable);
    if (!(await this.folders.deleteIfEmpty(folderId))) {
      throw new AppError('conflict', FOLDER_MESSAGES.hasDocuments);
    }
  }

  /** The default folder of every document type (existing ones are kept as they are). */
  async createDefaults(projectId: string, userId: string): Promise<TFolder[]> {
    await this.manager(projectId, userId);
    for (const type of DOCUMENT_TYPES) await this.folders.ensureDefault(projectId, type);
    return this.presentAll(projectId);
  }

  /**
   * Counts are computed from the documents on every read, so there is nothing to repair; the
   * call exists for the Folders screen's button and answers the fresh counts.
   */
  async recalculateCounts(projectId: string, userId: string): Promise<TFolder[]> {
    await this.member(projectId, userId);
    return this.presentAll(projectId);
  }

  private async presentAll(projectId: string): Promise<TFolder[]> {
    return (await this.folders.listWithCounts(projectId)).map(presentFolder);
  }

  private async folder(projectId: string, folderId: string) {
    const folder = await this.folders.findInProject(projectId, folderId);
    if (!folder) throw AppError.notFound(FOLDER_MESSAGES.folderNotFound);
    return folder;
  }

  private async member(projectId: string, userId: string): Promise<MemberProject> {
    const project = await this.projects.findForMember(projectId, userId);
    if (!project) throw AppError.notFound(MESSAGES.projectNotFound);
    return project;
  }

  private async manager(projectId: string, userId: string): Promise<MemberProject> {
    const project = await this.member(projectId, userId);
    assertCan(project.role, 'folders.manage', FOLDER_MESSAGES.manageForbidden);
    return project;
  }
}
