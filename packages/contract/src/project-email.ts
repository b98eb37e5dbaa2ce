import { z } from 'zod';
import { ZId, ZTimestamp } from './common';

/** Longest readable part of a receiving address before its random suffix. */
export const PROJECT_EMAIL_SLUG_MAX = 24;

export const ZProjectEmailStatistics = z
  .object({
    totalEmails: z.number().int().min(0).describe('Mails received on the project address(es)'),
    totalAttachments: z.number().int().min(0).describe('Files found in those mails'),
    lastEmailReceived: ZTimestamp.nullable().describe('When the newest one arrived; null: never'),
  })
  .describe('Counts over every mail the project received by SMTP, old addresses included');
export type TProjectEmailStatistics = z.infer<typeof ZProjectEmailStatistics>;

export const ZProjectEmail = z
  .object({
    _id: ZId,
    projectId: ZId,
    name: z.string().describe('Label the address was created with (the project name by default)'),
    fullEmail: z
      .string()
      .describe('The receiving address, e.g. acme-7k2m9qxa@in.papertray.local; forward mail here'),
    inboxId: ZId.describe(
      'The project inbox (type project) its mail is listed under: /inboxes/{inboxId}',
    ),
    isActive: z
      .boolean()
      .describe('False after it was deactivated or regenerated: mail to it is refused (550)'),
    deactivatedAt: ZTimestamp.nullable(),
    statistics: ZProjectEmailStatistics,
    createdAt: ZTimestamp,
  })
  .describe('The project receiving address');
export type TProjectEmail = z.infer<typeof ZProjectEmail>;

export const ZCreateProjectEmailRequest = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Please enter a name')
    .max(100)
    .describe('Label; its readable part starts the address (acme → acme-7k2m9qxa@…)'),
});
export type TCreateProjectEmailRequest = z.infer<typeof ZCreateProjectEmailRequest>;

/** User-facing texts of the project address endpoints. */
export const PROJECT_EMAIL_MESSAGES = {
  alreadyActive:
    'This project already has an active email address. Regenerate it to get a new one.',
  deactivated: 'The project email address was deactivated. Mail sent to it is now refused.',
  noActive: 'This project has no active email address.',
  managedInSettings:
    "This is the project's own email address. Regenerate or deactivate it in the project settings.",
} as const;

export const ZDeactivateProjectEmailResponse = z.object({
  message: z.string(),
  email: ZProjectEmail.describe('The address as it is now (isActive false)'),
});
export type TDeactivateProjectEmailResponse = z.infer<typeof ZDeactivateProjectEmailResponse>;
