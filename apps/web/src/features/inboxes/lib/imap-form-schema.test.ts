import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import {
  DATE_INPUT_NOT_VALID,
  UNREADABLE_DATE,
  ZNewImapForm,
  type ImapFormInput,
} from './imap-form-schema';

const valid: ImapFormInput = {
  name: 'Billing',
  emailAddress: 'billing@example.com',
  host: 'imap.example.com',
  port: 993,
  username: 'billing',
  password: 'secret',
  security: '',
  allowSelfSigned: false,
  syncFromDate: '2024-01-31',
};

/** What the form shows under the field: the message the form's resolver reports. */
async function syncFromDateErrors(syncFromDate: string): Promise<string[]> {
  const values: ImapFormInput = { ...valid, syncFromDate };
  const result = await zodResolver(ZNewImapForm)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  const message = result.errors.syncFromDate?.message;
  return message ? [message] : [];
}

describe('the sync-from date of the IMAP form', () => {
  it('takes a date, or nothing (from now)', async () => {
    expect(await syncFromDateErrors('2024-01-31')).toEqual([]);
    expect(await syncFromDateErrors('')).toEqual([]);
  });

  it("says 'Date input not valid.' for what the date picker could not read", async () => {
    expect(await syncFromDateErrors(UNREADABLE_DATE)).toEqual([DATE_INPUT_NOT_VALID]);
    expect(await syncFromDateErrors('2024-02-30')).toEqual([DATE_INPUT_NOT_VALID]);
    expect(DATE_INPUT_NOT_VALID).toBe('Date input not valid.');
  });

  it('keeps the future-date message for a readable date after today', async () => {
    expect(await syncFromDateErrors('2999-01-01')).toEqual([
      'The sync-from date cannot be in the future',
    ]);
  });
});
