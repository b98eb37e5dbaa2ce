import {
  defaultSyncFromDate,
  ZCreateInboxRequest,
  ZInboxSecurity,
  type TTestConnectionRequest,
} from '@papertray/contract';
import { format } from 'date-fns';
import { z } from 'zod';

/** The date input's value format (and its max, today). */
export const DATE_INPUT_FORMAT = 'yyyy-MM-dd';

export function todayForDateInput(): string {
  return format(new Date(), DATE_INPUT_FORMAT);
}

export function defaultSyncFromForDateInput(): string {
  return format(defaultSyncFromDate(), DATE_INPUT_FORMAT);
}

/** The spec's date picker message, for a date the browser cannot read (e.g. half typed). */
export const DATE_INPUT_NOT_VALID = 'Date input not valid.';
/** What the form holds while the date input shows something that is not a date. */
export const UNREADABLE_DATE = 'unreadable';

const ZSyncFromDate = ZCreateInboxRequest.shape.syncFromDate.unwrap();

const fields = ZCreateInboxRequest.pick({
  name: true,
  emailAddress: true,
  host: true,
  port: true,
  username: true,
  allowSelfSigned: true,
}).extend({
  /** '' lets the server choose: TLS on 993, STARTTLS otherwise. */
  security: z.union([z.literal(''), ZInboxSecurity]),
  /** '' (the user cleared the date) falls back to now. */
  syncFromDate: z.string().superRefine((value, ctx) => {
    if (value === '') return;
    // Not a union: the form resolver would show a branch's message instead of the picker's.
    if (!z.iso.date().safeParse(value).success) {
      ctx.addIssue({ code: 'custom', message: DATE_INPUT_NOT_VALID });
      return;
    }
    for (const issue of ZSyncFromDate.safeParse(value).error?.issues ?? []) {
      ctx.addIssue({ code: 'custom', message: issue.message });
    }
  }),
});

export const ZNewImapForm = fields.extend({ password: ZCreateInboxRequest.shape.password });
/** Editing: a blank password keeps the stored one. */
export const ZEditImapForm = fields.extend({ password: z.string().max(1000) });

export type ImapFormInput = z.input<typeof ZNewImapForm>;
export type ImapFormValues = z.output<typeof ZNewImapForm>;

export function connectionOf(values: ImapFormValues): TTestConnectionRequest {
  return {
    host: values.host,
    port: values.port,
    username: values.username,
    password: values.password,
    security: values.security || undefined,
    allowSelfSigned: values.allowSelfSigned,
  };
}

export function syncFromOf(values: ImapFormValues): string {
  return values.syncFromDate || new Date().toISOString();
}
