import { z } from 'zod';
import { ZId, ZTimestamp } from './common';

export const INBOX_STATUSES = ['active', 'inactive', 'paused'] as const;
export const ZInboxStatus = z
  .enum(INBOX_STATUSES)
  .describe(
    'active: synced on schedule; inactive: switched off by a user; paused: kept, not synced',
  );
export type TInboxStatus = z.infer<typeof ZInboxStatus>;

export const ZInboxSecurity = z
  .enum(['tls', 'starttls', 'none'])
  .describe(
    'tls: TLS from the first byte (port 993); starttls: upgrade a plain connection (port 143), ' +
      'refused if the server cannot; none: no encryption (local test servers only)',
  );
export type TInboxSecurity = z.infer<typeof ZInboxSecurity>;

export const DEFAULT_IMAP_PORT = 993;
/** Days back the first sync starts when the user picks no date (the spec's "one month ago"). */
export const DEFAULT_SYNC_FROM_MONTHS = 1;

/** TLS on 993, STARTTLS on anything else, unless the user chose. */
export function defaultInboxSecurity(port: number): TInboxSecurity {
  return port === 993 ? 'tls' : 'starttls';
}

export function defaultSyncFromDate(now = new Date()): Date {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - DEFAULT_SYNC_FROM_MONTHS);
  return date;
}

/** A day's slack so "today" in any time zone is not "in the future" on the server. */
const FUTURE_SLACK_MS = 24 * 60 * 60 * 1000;

const ZSyncFromDate = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })])
  .refine((value) => new Date(value).getTime() <= Date.now() + FUTURE_SLACK_MS, {
    message: 'The sync-from date cannot be in the future',
  })
  .describe('ISO date (yyyy-MM-dd) or timestamp; only mail received after it is synced');

export const ZInboxType = z
  .enum(['imap', 'project'])
  .describe(
    'imap: a connected account, synced; project: the project receiving address (mail arrives by ' +
      'SMTP; managed under /projects/{id}/email, so no sync, edit, deactivate or delete here)',
  );
export type TInboxType = z.infer<typeof ZInboxType>;

export const ZInboxProvider = z
  .enum(['imap', 'gmail', 'outlook', 'smtp'])
  .describe('Only imap can be connected today; smtp is the project inbox');
export type TInboxProvider = z.infer<typeof ZInboxProvider>;

export const ZServerMailbox = z.object({
  path: z.string().describe('Full folder path on the server, e.g. INBOX or Archive/2024'),
  name: z.string().describe('Last segment of the path, for display'),
  delimiter: z.string().describe('Hierarchy delimiter of the server'),
  specialUse: z.string().nullable().describe('\\Sent, \\Trash, \\Junk ... when the server says so'),
});
export type TServerMailbox = z.infer<typeof ZServerMailbox>;

export const ZMailboxSyncState = z.object({
  mailbox: z.string(),
  uidValidity: z.number().int().describe('UIDVALIDITY of the folder when it was last read'),
  lastUid: z.number().int().describe('Highest UID already stored'),
  updatedAt: ZTimestamp,
});

export const ZInbox = z.object({
  _id: ZId,
  projectId: ZId,
  projectName: z.string().describe('Name of the project the inbox belongs to'),
  name: z.string(),
  emailAddress: z.string(),
  provider: ZInboxProvider,
  type: ZInboxType,
  status: ZInboxStatus,
  isConnected: z.boolean().describe('False after the last connection attempt failed'),
  syncing: z.boolean().describe('A sync is running right now'),
  // The project inbox has no IMAP account: '' / 0 / 'none' there (the web forms expect values).
  host: z.string().describe("IMAP server; '' for the project inbox"),
  port: z.number().int().describe('IMAP port; 0 for the project inbox'),
  username: z.string().describe("IMAP login; '' for the project inbox"),
  security: ZInboxSecurity.describe("IMAP transport security; 'none' for the project inbox"),
  allowSelfSigned: z.boolean(),
  mailboxes: z.array(z.string()).describe('Folders that are synced'),
  syncFromDate: ZTimestamp,
  lastSyncAt: ZTimestamp.nullable().describe('End of the last successful sync; null: never'),
  lastError: z.string().nullable().describe('Why the last sync failed or stopped, for the user'),
  lastUid: z.number().int().nullable().describe('Highest stored UID in INBOX; null before a sync'),
  syncState: z.array(ZMailboxSyncState),
  createdAt: ZTimestamp,
  updatedAt: ZTimestamp,
});
export type TInbox = z.infer<typeof ZInbox>;
export const ZInboxList = z.array(ZInbox);

export const ZInboxListQuery = z.object({
  projectId: ZId.optional().describe('Only inboxes of this project'),
});

/** GET /inboxes/{id}/edit: what the edit dialog fills in; never the password. */
export const ZInboxEditFields = z.object({
  _id: ZId,
  projectId: ZId,
  name: z.string(),
  emailAddress: z.string(),
  provider: z.literal('imap'),
  host: z.string(),
  port: z.number().int(),
  username: z.string(),
  security: ZInboxSecurity,
  allowSelfSigned: z.boolean(),
  syncFromDate: ZTimestamp,
  hasPassword: z.literal(true).describe('A password is stored; leave the field blank to keep it'),
});
export type TInboxEditFields = z.infer<typeof ZInboxEditFields>;

const ZHost = z
  .string()
  .trim()
  .min(1, 'Please enter the IMAP server')
  .max(253)
  .regex(/^[A-Za-z0-9.\-:[\]]+$/, 'Please enter a host name or IP address');
const ZPort = z.coerce.number().int('Port must be a whole number').min(1).max(65535);

const connectionFields = {
  host: ZHost.describe('IMAP server host name'),
  port: ZPort.default(DEFAULT_IMAP_PORT).describe('IMAP port; 993 (TLS) by default'),
  username: z.string().trim().min(1, 'Please enter the username').max(320),
  security: ZInboxSecurity.optional().describe('Default: tls on port 993, starttls otherwise'),
  allowSelfSigned: z
    .boolean()
    .default(false)
    .describe('Accept a self-signed certificate (only for servers you run yourself)'),
};

export const ZCreateInboxRequest = z.object({
  name: z.string().trim().min(1, 'Please enter an inbox name').max(100),
  emailAddress: z.string().trim().toLowerCase().email('Please enter a valid email address'),
  ...connectionFields,
  password: z.string().min(1, 'Please enter the password').max(1000),
  provider: z.literal('imap', 'Only IMAP inboxes can be connected').default('imap'),
  projectId: ZId,
  syncFromDate: ZSyncFromDate.optional().describe('Default: one month ago'),
});
export type TCreateInboxRequest = z.input<typeof ZCreateInboxRequest>;

export const ZUpdateInboxRequest = z.object({
  name: z.string().trim().min(1, 'Please enter an inbox name').max(100).optional(),
  emailAddress: z
    .string()
    .trim()
    .toLowerCase()
    .email('Please enter a valid email address')
    .optional(),
  host: ZHost.optional(),
  port: ZPort.optional(),
  username: z.string().trim().min(1).max(320).optional(),
  password: z.string().max(1000).optional().describe('Blank or missing keeps the stored password'),
  security: ZInboxSecurity.optional(),
  allowSelfSigned: z.boolean().optional(),
  syncFromDate: ZSyncFromDate.optional(),
});
export type TUpdateInboxRequest = z.infer<typeof ZUpdateInboxRequest>;

export const ZTestConnectionRequest = z.object({
  ...connectionFields,
  password: z.string().max(1000).default('').describe('May be blank together with inboxId'),
  inboxId: ZId.optional().describe(
    "Edit dialog: test with this inbox's stored password when blank",
  ),
});
export type TTestConnectionRequest = z.input<typeof ZTestConnectionRequest>;

export const ZTestConnectionResult = z.object({
  success: z.boolean(),
  message: z.string().describe('What worked or what went wrong, for the user'),
});
export type TTestConnectionResult = z.infer<typeof ZTestConnectionResult>;

export const ZSyncResponse = z.object({
  message: z.string(),
  alreadyRunning: z.boolean().describe('True when a sync of this inbox was already under way'),
});
export type TSyncResponse = z.infer<typeof ZSyncResponse>;

export const ZInboxMailboxes = z.object({
  mailboxes: z.array(
    ZServerMailbox.extend({ selected: z.boolean().describe('Synced by Papertray') }),
  ),
  selected: z.array(z.string()),
});
export type TInboxMailboxes = z.infer<typeof ZInboxMailboxes>;

export const ZUpdateMailboxesRequest = z.object({
  mailboxes: z
    .array(z.string().min(1).max(1000))
    .min(1, 'Please select at least one folder')
    .max(100),
});
