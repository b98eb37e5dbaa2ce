import {
  MESSAGES,
  PROJECT_EMAIL_MESSAGES,
  defaultInboxSecurity,
  defaultSyncFromDate,
  type TInboxStatus,
  type TServerMailbox,
  type TSyncResponse,
  type TTestConnectionRequest,
  type TTestConnectionResult,
  type TUpdateInboxRequest,
  type ZCreateInboxRequest,
  type ZTestConnectionRequest,
} from '@papertray/contract';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import type { InboxMailboxCursorRow } from '../../platform/db/schema';
import { AppError } from '../../platform/http/app-error';
import { assertCan } from '../projects/project-access';
import type { StoredFileCleanup } from '../attachments/stored-file-cleanup';
import type { PlanLimits } from '../billing/plan-limits';
import type { ProjectsRepository } from '../projects/projects.repository';
import type { CredentialsCipher } from './credentials-cipher';
import {
  closeImap,
  connectImap,
  type ImapSettings,
  type ImapTimeouts,
} from './imap/imap-connection';
import { isImapInbox, type ImapInbox } from './imap-inbox';
import { imapErrorMessage } from './imap/imap-error-message';
import { listMailboxes } from './imap/list-mailboxes';
import type { InboxesRepository, InboxPatch, MemberInbox } from './inboxes.repository';
import { imapSettingsOf } from './sync/inbox-sync.service';

export const INBOX_NOT_FOUND = 'Inbox not found';
export const CONNECTION_OK = 'Connection successful';
export const SYNC_STARTED = 'Sync started';
export const SYNC_ALREADY_RUNNING =
  'A sync of this inbox is already running; new mail will appear shortly.';
export const INBOX_NOT_ACTIVE = 'Activate the inbox to view and sync emails.';

/** Starts a sync of one inbox somewhere (a queued job, or in-process where there is no queue). */
export type SyncTrigger = (inboxId: string) => Promise<void>;

/**
 * Tells the scheduler that inboxes changed in a way its IMAP IDLE watchers care about (created,
 * deleted, activated or paused, other connection settings or folders). Never rejects: a lost
 * cue only delays the change to the watchers' periodic pass.
 */
export type WatchersCue = () => Promise<void>;

type CreateInput = z.output<typeof ZCreateInboxRequest>;
type TestInput = z.output<typeof ZTestConnectionRequest>;

/** Inbox management: owner and admin change things, accountants read, outsiders see nothing. */
export class InboxesService {
  constructor(
    private readonly deps: {
      db: Db;
      repo: InboxesRepository;
      projects: ProjectsRepository;
      cipher: CredentialsCipher;
      triggerSync: SyncTrigger;
      /** Absent: the watchers see changes at their periodic pass only. */
      cueWatchers?: WatchersCue;
      files: StoredFileCleanup;
      limits: Pick<PlanLimits, 'assertWithin'>;
      imapTimeouts?: ImapTimeouts;
    },
  ) {}

  async list(userId: string, projectId?: string) {
    const inboxes = await this.deps.repo.listForMember(userId, projectId);
    const cursors = await this.deps.repo.listCursorsOf(inboxes.map((i) => i.id));
    return { inboxes, cursors };
  }

  async get(
    inboxId: string,
    userId: string,
  ): Promise<{ inbox: MemberInbox; cursors: InboxMailboxCursorRow[] }> {
    const inbox = await this.forMember(inboxId, userId);
    return { inbox, cursors: await this.deps.repo.listCursors(inbox.id) };
  }

  async getForEdit(inboxId: string, userId: string): Promise<ImapInbox<MemberInbox>> {
    return this.forManager(inboxId, userId);
  }

  /**
   * Connects first (the spec's "a connection test must succeed"), then creates the inbox within
   * the owner's email-account limit and starts its first sync.
   */
  async create(userId: string, body: CreateInput): Promise<MemberInbox> {
    const project = await this.deps.projects.findForMember(body.projectId, userId);
    if (!project) throw AppError.notFound(MESSAGES.projectNotFound);
    assertCan(project.role, 'inboxes.manage');
    const settings = this.settingsFrom(body, body.password);
    const probe = await this.probe(settings);
    if (!probe.success) throw new AppError('bad_request', probe.message);

    const owner = await this.deps.repo.ownerOf(project.id);
    if (!owner) throw AppError.notFound(MESSAGES.projectNotFound);
    const row = await this.deps.db.transaction(async (tx) => {
      await this.deps.limits.assertWithin('emailAccounts', { ownerId: owner.ownerId }, { tx });
      return this.deps.repo.insert(
        {
          projectId: project.id,
          name: body.name,
          emailAddress: body.emailAddress,
          provider: 'imap',
          host: settings.host,
          port: settings.port,
          username: settings.username,
          passwordSealed: this.deps.cipher.seal(body.password),
          security: settings.security,
          allowSelfSigned: settings.allowSelfSigned,
          syncFromDate: body.syncFromDate ? new Date(body.syncFromDate) : defaultSyncFromDate(),
          serverMailboxes: probe.mailboxes,
        },
        tx,
      );
    });
    await this.deps.triggerSync(row.id);
    await this.cueWatchers();
    return {
      ...(await this.deps.repo.findById(row.id))!,
      role: project.role,
      projectName: project.name,
    };
  }

  async update(inboxId: string, userId: string, body: TUpdateInboxRequest): Promise<MemberInbox> {
    const inbox = await this.forManager(inboxId, userId);
    const patch: InboxPatch = {};
    if (body.name !== undefined) patch.name = body.name;
    if (body.emailAddress !== undefined) patch.emailAddress = body.emailAddress;
    if (body.host !== undefined) patch.host = body.host;
    if (body.port !== undefined) patch.port = body.port;
    if (body.username !== undefined) patch.username = body.username;
    if (body.allowSelfSigned !== undefined) patch.allowSelfSigned = body.allowSelfSigned;
    if (body.security !== undefined) patch.security = body.security;
    else if (body.port !== undefined && body.port !== inbox.port) {
      patch.security = defaultInboxSecurity(body.port);
    }
    // Blank means "keep the stored password" (the edit form never shows it).
    if (body.password) patch.passwordSealed = this.deps.cipher.seal(body.password);
    const newSince = body.syncFromDate ? new Date(body.syncFromDate) : null;
    const sinceChanged = newSince !== null && newSince.getTime() !== inbox.syncFromDate.getTime();
    if (newSince) patch.syncFromDate = newSince;
    const accountChanged =
      (patch.host !== undefined && patch.host !== inbox.host) ||
      (patch.username !== undefined && patch.username !== inbox.username);
    if (accountChanged || patch.passwordSealed || patch.port !== undefined) {
      // New credentials deserve a fresh attempt rather than the old back-off.
      Object.assign(patch, { failureCount: 0, nextSyncAfter: null });
    }
    const row = await this.deps.repo.update(inbox.id, patch);
    if (!row) throw AppError.notFound(INBOX_NOT_FOUND);
    // Another account or another since-date: search again; stored mail is matched, not duplicated.
    if (accountChanged || sinceChanged) await this.deps.repo.deleteCursors(inbox.id);
    await this.cueWatchers();
    return { ...row, role: inbox.role, projectName: inbox.projectName };
  }

  /** The inbox and its mail go in one transaction; then the files nothing else uses. */
  async remove(inboxId: string, userId: string): Promise<void> {
    const inbox = await this.forManager(inboxId, userId);
    const keys = await this.deps.db.transaction((tx) =>
      this.deps.repo.deleteWithFileKeys(inbox.id, tx),
    );
    await this.cueWatchers();
    await this.deps.files.removeUnreferenced(keys);
  }

  async setStatus(inboxId: string, userId: string, status: TInboxStatus): Promise<MemberInbox> {
    const inbox = await this.forManager(inboxId, userId);
    const patch: InboxPatch = { status };
    if (status === 'active') Object.assign(patch, { failureCount: 0, nextSyncAfter: null });
    const row = await this.deps.repo.update(inbox.id, patch);
    if (!row) throw AppError.notFound(INBOX_NOT_FOUND);
    await this.cueWatchers();
    return { ...row, role: inbox.role, projectName: inbox.projectName };
  }

  async requestSync(inboxId: string, userId: string): Promise<TSyncResponse> {
    const inbox = await this.forManager(inboxId, userId);
    if (inbox.status !== 'active') throw new AppError('conflict', INBOX_NOT_ACTIVE);
    if (inbox.syncLeaseUntil && inbox.syncLeaseUntil > new Date()) {
      return { message: SYNC_ALREADY_RUNNING, alreadyRunning: true };
    }
    await this.deps.triggerSync(inbox.id);
    return { message: SYNC_STARTED, alreadyRunning: false };
  }

  /** Tries the connection now; on success the inbox is marked connected and synced right away. */
  async reconnect(inboxId: string, userId: string): Promise<MemberInbox> {
    const inbox = await this.forManager(inboxId, userId);
    const probe = await this.probe(
      imapSettingsOf(inbox, this.deps.cipher.open(inbox.passwordSealed)),
    );
    const patch: InboxPatch = probe.success
      ? {
          isConnected: true,
          lastError: null,
          failureCount: 0,
          nextSyncAfter: null,
          serverMailboxes: probe.mailboxes,
        }
      : { isConnected: false, lastError: probe.message };
    const row = await this.deps.repo.update(inbox.id, patch);
    if (!row) throw AppError.notFound(INBOX_NOT_FOUND);
    if (probe.success && row.status === 'active') {
      await this.deps.triggerSync(row.id);
      await this.cueWatchers();
    }
    return {
      ...(await this.deps.repo.findById(row.id))!,
      role: inbox.role,
      projectName: inbox.projectName,
    };
  }

  async testConnection(userId: string, body: TestInput): Promise<TTestConnectionResult> {
    let password = body.password;
    if (!password && body.inboxId) {
      const inbox = await this.forManager(body.inboxId, userId);
      password = this.deps.cipher.open(inbox.passwordSealed);
    }
    if (!password) return { success: false, message: 'Please enter the password' };
    const probe = await this.probe(this.settingsFrom(body, password));
    return { success: probe.success, message: probe.message };
  }

  async mailboxes(inboxId: string, userId: string): Promise<MemberInbox> {
    return this.forMember(inboxId, userId);
  }

  async refreshMailboxes(inboxId: string, userId: string): Promise<MemberInbox> {
    const inbox = await this.forManager(inboxId, userId);
    const probe = await this.probe(
      imapSettingsOf(inbox, this.deps.cipher.open(inbox.passwordSealed)),
    );
    if (!probe.success) throw new AppError('bad_request', probe.message);
    const row = await this.deps.repo.update(inbox.id, {
      serverMailboxes: probe.mailboxes,
      isConnected: true,
    });
    return { ...row!, role: inbox.role, projectName: inbox.projectName };
  }

  async selectMailboxes(
    inboxId: string,
    userId: string,
    mailboxes: string[],
  ): Promise<MemberInbox> {
    const inbox = await this.forManager(inboxId, userId);
    const known = new Set(inbox.serverMailboxes.map((m) => m.path));
    const unknown = mailboxes.filter((m) => known.size > 0 && !known.has(m) && m !== 'INBOX');
    if (unknown.length > 0) {
      throw new AppError(
        'bad_request',
        `The server has no folder named "${unknown[0]}". Refresh the folder list.`,
      );
    }
    const row = await this.deps.repo.update(inbox.id, {
      selectedMailboxes: [...new Set(mailboxes)],
    });
    await this.cueWatchers();
    return { ...row!, role: inbox.role, projectName: inbox.projectName };
  }

  private async cueWatchers(): Promise<void> {
    await this.deps.cueWatchers?.();
  }

  private settingsFrom(
    body: Pick<TTestConnectionRequest, 'host' | 'username' | 'security'> & {
      port: number;
      allowSelfSigned: boolean;
    },
    password: string,
  ): ImapSettings {
    return {
      host: body.host,
      port: body.port,
      username: body.username,
      password,
      security: body.security ?? defaultInboxSecurity(body.port),
      allowSelfSigned: body.allowSelfSigned,
    };
  }

  /** Logs in and lists the folders; failures come back as the human message, never thrown. */
  private async probe(
    settings: ImapSettings,
  ): Promise<
    | { success: true; message: string; mailboxes: TServerMailbox[] }
    | { success: false; message: string }
  > {
    try {
      const client = await connectImap(settings, this.deps.imapTimeouts);
      try {
        return { success: true, message: CONNECTION_OK, mailboxes: await listMailboxes(client) };
      } finally {
        await closeImap(client);
      }
    } catch (error) {
      return { success: false, message: imapErrorMessage(error, settings) };
    }
  }

  private async forMember(inboxId: string, userId: string): Promise<MemberInbox> {
    const inbox = await this.deps.repo.findForMember(inboxId, userId);
    if (!inbox) throw AppError.notFound(INBOX_NOT_FOUND);
    return inbox;
  }

  /** Every managing action here is about an IMAP account; the project inbox is managed elsewhere. */
  private async forManager(inboxId: string, userId: string): Promise<ImapInbox<MemberInbox>> {
    const inbox = await this.forMember(inboxId, userId);
    assertCan(inbox.role, 'inboxes.manage');
    if (!isImapInbox(inbox))
      throw new AppError('conflict', PROJECT_EMAIL_MESSAGES.managedInSettings);
    return inbox;
  }
}
