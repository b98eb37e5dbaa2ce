import type { TInbox } from '@papertray/contract';
import { describe, expect, it } from 'vitest';
import { filterInboxes, sortInboxes } from './sort-inboxes';

function inbox(name: string, emailAddress: string, projectName = 'Acme'): TInbox {
  return { name, emailAddress, projectName } as TInbox;
}

describe('inbox list', () => {
  const list = [
    inbox('beta', 'z@x.com'),
    inbox('Alpha', 'b@x.com', 'Zeta'),
    inbox('gamma', 'a@x.com'),
  ];

  it('sorts case-insensitively in both directions', () => {
    expect(sortInboxes(list, 'name', 'asc').map((i) => i.name)).toEqual(['Alpha', 'beta', 'gamma']);
    expect(sortInboxes(list, 'emailAddress', 'desc').map((i) => i.name)).toEqual([
      'beta',
      'Alpha',
      'gamma',
    ]);
  });

  it('searches name, project and address', () => {
    expect(filterInboxes(list, 'ZETA').map((i) => i.name)).toEqual(['Alpha']);
    expect(filterInboxes(list, 'a@x').map((i) => i.name)).toEqual(['gamma']);
    expect(filterInboxes(list, '  ')).toHaveLength(3);
  });
});
