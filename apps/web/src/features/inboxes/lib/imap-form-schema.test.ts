import { describe, expect, it } from 'vitest';
import { DATE_INPUT_NOT_VALID, UNREADABLE_DATE, ZNewImapForm } from './imap-form-schema';

const valid = {
  name: 'Billing',
  emailAddress: 'billing@example.com',
  host: 'imap.example.com',
  port: '993',
  username: 'billing',
  password: 'secret',
  security: '',
  allowSelfSigned: false,
  syncFromDate: '2024-01-31',
};

function syncFromDateErrors(syncFromDate: string): string[] {
  const result = ZNewImapForm.safeParse({ ...valid, syncFromDate });
  return (result.error?.issues ?? [])
    .filter((issue) => issue.path[0] === 'syncFromDate')
    .map((issue) => issue.message);
}

describe('the sync-from date of the IMAP form', () => {
  it('takes a date, or nothing (from now)', () => {
    expect(syncFromDateErrors('2024-01-31')).toEqual([]);
    expect(syncFromDateErrors('')).toEqual([]);
  });

  it("says 'Date input not valid.' for what the date picker could not read", () => {
    expect(syncFromDateErrors(UNREADABLE_DATE)).toEqual([DATE_INPUT_NOT_VALID]);
    expect(syncFromDateErrors('2024-02-30')).toEqual([DATE_INPUT_NOT_VALID]);
    expect(DATE_INPUT_NOT_VALID).toBe('Date input not valid.');
  });

  it('keeps the future-date message for a readable date after today', () => {
    expect(syncFromDateErrors('2999-01-01')).toEqual([
      'The sync-from date cannot be in the future',
    ]);
  });
});
