import { CONTACTS_PAGE_SIZE, type TContact, type TContactListQuery } from '@papertray/contract';
import { act } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import ContactsPage from '@/app/routes/contacts';
import {
  cleanupScreens,
  LocationProbe,
  renderScreen,
  TEST_NOW as NOW,
  TEST_PROJECT_ID as PROJECT_ID,
  testProject,
  testQueryClient,
} from '@/lib/testing/render-screen';
import { getContactsQueryOptions } from '../api/get-contacts';

function contact(n: number, name: string, totals: TContact['metadata']['totals']): TContact {
  return {
    _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    type: 'company',
    name,
    email: null,
    phone: null,
    taxId: null,
    address: null,
    projectId: { _id: PROJECT_ID, name: 'Books' },
    metadata: {
      documentCount: totals.length,
      totalAmount: totals[0]?.amount ?? 0,
      currency: totals[0]?.currency ?? null,
      totals,
      lastSeen: NOW,
    },
    createdAt: NOW,
    updatedAt: NOW,
  };
}

const CONTACTS = [
  contact(1, 'Mixed Supplies', [
    { currency: 'EUR', amount: 5602 },
    { currency: 'USD', amount: 411 },
  ]),
  contact(2, 'Quiet Ltd', []),
];

function query(overrides: Partial<TContactListQuery> = {}): TContactListQuery {
  return {
    projectId: PROJECT_ID,
    page: 1,
    limit: CONTACTS_PAGE_SIZE,
    sortBy: 'metadata.totalAmount',
    sortOrder: 'desc',
    ...overrides,
  };
}

afterEach(cleanupScreens);

/** The Contacts screen at this URL, with GET /contacts answered for the given queries. */
function render(url: string, queries: TContactListQuery[]) {
  const queryClient = testQueryClient();
  for (const q of queries) {
    queryClient.setQueryData(getContactsQueryOptions(q).queryKey, {
      data: CONTACTS,
      pagination: { page: q.page, limit: q.limit, total: 45, pages: 3, totalIsLowerBound: false },
    });
  }
  return renderScreen(
    <>
      <Routes>
        <Route path="/contacts" element={<ContactsPage />} />
        <Route path="/projects/:projectId/contacts" element={<ContactsPage />} />
      </Routes>
      <LocationProbe />
    </>,
    { url, project: testProject(), queryClient },
  );
}

const rows = (screen: HTMLElement) => [...screen.querySelectorAll('tbody tr')];
const headerCell = (screen: HTMLElement, label: string) =>
  [...screen.querySelectorAll('th')].find((th) => th.textContent === label);

describe('Contacts screen', () => {
  it('shows totals per currency on separate lines, never summed', () => {
    const screen = render('/contacts', [query()]);
    const mixed = rows(screen)[0]!;
    expect(mixed.textContent).toMatch(/56\.02/);
    expect(mixed.textContent).toMatch(/4\.11/);
    expect(mixed.textContent).not.toMatch(/60\.13/);
    expect(rows(screen)[1]!.textContent).toContain('—');
  });

  it('sorts by total amount, largest first, by default', () => {
    const screen = render('/contacts', [query()]);
    expect(headerCell(screen, 'Total Amount')?.getAttribute('aria-sort')).toBe('descending');
    expect(screen.textContent).toContain('45 contacts');
  });

  it('puts a header click and a page click into the URL', () => {
    const lastSeen = query({ sortBy: 'metadata.lastSeen' });
    const screen = render('/contacts', [query(), lastSeen, { ...lastSeen, page: 2 }]);
    const location = screen.querySelector('[data-testid=location]')!;
    act(() => headerCell(screen, 'Last Seen')!.querySelector('button')!.click());
    expect(location.textContent).toBe('?sortBy=metadata.lastSeen&sortOrder=desc');
    const page2 = screen.querySelector<HTMLButtonElement>('button[aria-label="Page 2"]')!;
    act(() => page2.click());
    expect(location.textContent).toContain('page=2');
  });

  it('opens a URL with its sort and page as named', () => {
    const named = query({ sortBy: 'name', sortOrder: 'asc', page: 3 });
    const screen = render('/contacts?sortBy=name&sortOrder=asc&page=3', [named]);
    expect(headerCell(screen, 'Name')?.getAttribute('aria-sort')).toBe('ascending');
    expect(screen.querySelector('button[aria-label="Page 3"]')?.getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('lists the URL project on /projects/{projectId}/contacts', () => {
    const other = '00000000-0000-4000-8000-000000000099';
    // Only the URL project's answer is in the cache: the selected project's is not.
    const screen = render(`/projects/${other}/contacts`, [query({ projectId: other })]);
    expect(rows(screen)).toHaveLength(2);
  });
});
