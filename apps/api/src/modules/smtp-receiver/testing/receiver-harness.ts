import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { TPlanType } from '@papertray/contract';
import { loadConfig } from '../../../config';
import type { DatabaseHandle } from '../../../platform/db/database';
import { DiskStorage } from '../../../platform/storage/disk-storage';
import { createMailServices, type MailServices } from '../../inboxes/mail-services';
import { seedProject } from '../../inboxes/testing/mail-fixtures';
import { ProjectEmailRepository } from '../../project-email/project-email.repository';
import { ProjectEmailService } from '../../project-email/project-email.service';
import { ProjectsRepository } from '../../projects/projects.repository';
import { startProjectMailReceiver } from '../start-project-mail-receiver';
import type { SmtpReceiver } from '../smtp-receiver';

export const TEST_MAIL_DOMAIN = 'in.papertray.test';
export const silentLog = { info: () => {}, warn: () => {}, error: () => {} };

/** Receiver settings for tests: loopback, a free port, a small size limit. */
export function testSettings(overrides: Record<string, string> = {}) {
  return loadConfig({
    MAIL_DOMAIN: TEST_MAIL_DOMAIN,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: '0',
    SMTP_MAX_MESSAGE_BYTES: String(512 * 1024),
    SMTP_RATE_LIMIT_PER_MINUTE: '100000',
    ...overrides,
  }).smtpReceiver;
}

/** Mail services over a fresh file store, as main.ts builds them. */
export async function openMailServices(
  database: DatabaseHandle,
): Promise<{ mail: MailServices; storage: DiskStorage; filesDir: string }> {
  const filesDir = await mkdtemp(path.join(tmpdir(), 'papertray-smtp-files-'));
  const storage = await DiskStorage.open(filesDir);
  const mail = createMailServices({
    db: database.db,
    storage,
    encryptionKey: randomBytes(32).toString('hex'),
    log: silentLog,
  });
  return { mail, storage, filesDir };
}

export async function startTestReceiver(
  database: DatabaseHandle,
  mail: MailServices,
  overrides: Record<string, string> = {},
): Promise<SmtpReceiver> {
  return startProjectMailReceiver({
    settings: testSettings(overrides),
    mailDomain: TEST_MAIL_DOMAIN,
    db: database.db,
    mail,
    log: silentLog,
  });
}

export function addressService(database: DatabaseHandle): ProjectEmailService {
  return new ProjectEmailService(
    database.db,
    new ProjectEmailRepository(database.db),
    new ProjectsRepository(database.db),
    TEST_MAIL_DOMAIN,
  );
}

/** A project with an owner on the given plan and its receiving address. */
export async function projectWithAddress(database: DatabaseHandle, plan: TPlanType = 'enterprise') {
  const { userId, projectId } = await seedProject(database, plan);
  const { fullEmail } = await addressService(database).get(projectId, userId);
  return { userId, projectId, address: fullEmail };
}

export interface SendOutcome {
  accepted: string[];
  rejected: string[];
  /** The final reply when the whole transaction failed, e.g. '550 5.1.1 ...'. */
  error: { responseCode: number; response: string } | null;
}

/**
 * A sending mail server: one connection kept open for every message (smtp-server holds each new
 * connection back 100 ms to catch early talkers, which adds up over many messages).
 */
export function openSender(port: number) {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port,
    secure: false,
    ignoreTLS: true,
    connectionTimeout: 10_000,
    pool: true,
    maxConnections: 1,
    maxMessages: Infinity,
  });
  return {
    send: (to: string[], raw: Buffer) => deliver(transport, to, raw),
    close: () => transport.close(),
  };
}

/** Sends raw bytes the way a mail server would (one connection, the given envelope). */
export async function sendRaw(port: number, to: string[], raw: Buffer): Promise<SendOutcome> {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port,
    secure: false,
    ignoreTLS: true,
    connectionTimeout: 10_000,
  });
  try {
    return await deliver(transport, to, raw);
  } finally {
    transport.close();
  }
}

async function deliver(
  transport: ReturnType<typeof nodemailer.createTransport>,
  to: string[],
  raw: Buffer,
): Promise<SendOutcome> {
  try {
    const info = await transport.sendMail({
      envelope: { from: 'sender@supplier.example', to },
      raw,
    });
    return {
      accepted: info.accepted.map(String),
      rejected: info.rejected.map(String),
      error: null,
    };
  } catch (error) {
    const e = error as { responseCode?: number; response?: string; message: string };
    return {
      accepted: [],
      rejected: to,
      error: { responseCode: e.responseCode ?? 0, response: e.response ?? e.message },
    };
  }
}

export async function removeDir(dir: string | undefined): Promise<void> {
  if (dir) await rm(dir, { recursive: true, force: true });
}
