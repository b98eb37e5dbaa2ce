import type { TContact, TContactMonthly, TLearnedFieldList } from '@papertray/contract';
import { act } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import ContactDetailPage from '@/app/routes/contact-detail';
import {
  cleanupScreens,
  LocationProbe,
  renderScreen,
  TEST_NOW as NOW,
  TEST_PROJECT_ID as PROJECT_ID,
  testProject,
  testQueryClient,
} from '@/lib/testing/render-screen';
import { getContactQueryOptions } from '../api/get-contact';
import { getContactDocumentsQueryOptions } from '../api/get-contact-documents';
import { getContactMonthlyQueryOptions } from '../api/get-contact-monthly';
import { getLearnedFieldsQueryOptions } from '../api/get-learned-fields';

const ID = '00000000-0000-4000-8000-000000000042';
const THIS_YEAR = new Date().getFullYear();

const CONTACT: TContact = {
  _id: ID,
  type: 'company',
  name: 'NETPRESSE',
  email: 'billing@netpresse.example',
  phone: null,
  taxId: 'FR12345678901',
  address: '1 Rue de la Paix, Paris',
  projectId: { _id: PROJECT_ID, name: 'Books' },
  metadata: {
    documentCount: 2,
    totalAmount: 5602,
    currency: 'EUR',
    totals: [
      { currency: 'EUR', amount: 5602 },
      { currency: 'USD', amount: 411 },
    ],
    lastSeen: NOW,
  },
  createdAt: NOW,
  updatedAt: NOW,
};

function monthly(year: number, november: { count: number; eur: number }): TContactMonthly {
  const totals = november.eur ? [{ currency: 'EUR', amount: november.eur }] : [];
  return {
    year,
    months: Array.from({ length: 12 }, (_, i) =>
      i === 10
        ? { month: 11, count: november.count, totals }
        : { month: i + 1, count: 0, totals: [] },
    ),
    total: { count: november.count, totals },
    years: [THIS_YEAR - 1, THIS_YEAR - 12],
  };
}

afterEach(cleanupScreens);

/** Renders, then lets the lazily loaded chart arrive inside act. */
async function render(url: string, learned: TLearnedFieldList = { data: [] }) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(getLearnedFieldsQueryOptions(ID).queryKey, learned);
  queryClient.setQueryData(getContactQueryOptions(ID).queryKey, CONTACT);
  queryClient.setQueryData(
    getContactDocumentsQueryOptions(ID, { search: undefined, page: 1 }).queryKey,
    { data: [], pagination: { page: 1, limit: 20, total: 0, pages: 0, totalIsLowerBound: false } },
  );
  queryClient.setQueryData(
    getContactMonthlyQueryOptions(ID, THIS_YEAR).queryKey,
    monthly(THIS_YEAR, { count: 0, eur: 0 }),
  );
  queryClient.setQueryData(
    getContactMonthlyQueryOptions(ID, THIS_YEAR - 1).queryKey,
    monthly(THIS_YEAR - 1, { count: 2, eur: 5602 }),
  );
  // Without a year the server answers with the latest year that has invoices.
  queryClient.setQueryData(
    getContactMonthlyQueryOptions(ID, null).queryKey,
    monthly(THIS_YEAR - 1, { count: 2, eur: 5602 }),
  );
  const screen = renderScreen(
    <>
      <Routes>
        <Route path="/contacts/:id" element={<ContactDetailPage />} />
      </Routes>
      <LocationProbe />
    </>,
    { url, project: testProject(), queryClient },
  );
  await act(() => import('./contact-monthly-chart'));
  return screen;
}

const button = (screen: HTMLElement, label: string) =>
  screen.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`)!;
const testId = (screen: HTMLElement, id: string) =>
  screen.querySelector(`[data-testid=${id}]`)?.textContent;

describe('Contact detail screen', () => {
  it('shows the details and the totals per currency', async () => {
    const screen = await render(`/contacts/${ID}`);
    expect(screen.querySelector('h1')?.textContent).toBe('NETPRESSE');
    expect(screen.textContent).toContain('FR12345678901');
    expect(screen.textContent).toContain('1 Rue de la Paix, Paris');
    expect(screen.textContent).toMatch(/56\.02/);
    expect(screen.textContent).toMatch(/4\.11/);
  });

  it('lists learned fields with a Forget button, and shows no card while there are none', async () => {
    expect((await render(`/contacts/${ID}`)).textContent).not.toContain('Learned fields');
    const screen = await render(`/contacts/${ID}`, {
      data: [
        {
          _id: '00000000-0000-4000-8000-000000000077',
          contactId: ID,
          field: 'invoiceNumber',
          label: 'Facture n°',
          page: 1,
          value: null,
          learnedAt: NOW,
          document: { _id: '00000000-0000-4000-8000-000000000078', name: 'Invoice F-1' },
        },
        {
          _id: '00000000-0000-4000-8000-000000000079',
          contactId: ID,
          field: 'vendor.name',
          label: null,
          page: null,
          value: 'Flipkart',
          learnedAt: NOW,
          document: null,
        },
      ],
    });
    const list = screen.querySelector('ul[aria-label="Learned fields"]');
    expect(list?.textContent).toContain('Invoice Number');
    expect(list?.textContent).toContain('After “Facture n°”');
    expect(list?.querySelector('a')?.getAttribute('href')).toBe(
      '/documents/00000000-0000-4000-8000-000000000078',
    );
    expect(button(screen, 'Forget Invoice Number')).not.toBeNull();
    // A learned vendor name is the name itself, not a place.
    expect(list?.textContent).toContain('Named “Flipkart”');
    expect(button(screen, 'Forget Vendor')).not.toBeNull();
  });

  it('opens on the latest year with invoices and offers the years that have some', async () => {
    const screen = await render(`/contacts/${ID}`);
    expect(screen.textContent).toContain(`Total in ${THIS_YEAR - 1}`);
    expect(testId(screen, 'yearly-count')).toBe('2');
    const picker = screen.querySelector<HTMLSelectElement>('select[aria-label="Chart year"]')!;
    expect(picker.value).toBe(String(THIS_YEAR - 1));
    expect([...picker.options].map((o) => o.textContent)).toEqual([
      `${THIS_YEAR} (none)`,
      `${THIS_YEAR - 1}`,
      `${THIS_YEAR - 12}`,
    ]);
    act(() => {
      picker.value = String(THIS_YEAR);
      picker.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(testId(screen, 'location')).toBe(`?year=${THIS_YEAR}`);
    expect(testId(screen, 'yearly-count')).toBe('0');
  });

  it('shows the current year when asked and cannot go past it', async () => {
    const screen = await render(`/contacts/${ID}?year=${THIS_YEAR}`);
    expect(button(screen, 'Next year').disabled).toBe(true);
    expect(testId(screen, 'yearly-count')).toBe('0');
    expect(screen.textContent).toContain(`No invoices in ${THIS_YEAR}.`);
  });

  it('goes a year back with the chart, the yearly total and count of that year', async () => {
    const screen = await render(`/contacts/${ID}?year=${THIS_YEAR}`);
    act(() => button(screen, 'Previous year').click());
    expect(testId(screen, 'location')).toBe(`?year=${THIS_YEAR - 1}`);
    expect(button(screen, 'Next year').disabled).toBe(false);
    expect(testId(screen, 'yearly-count')).toBe('2');
    expect(testId(screen, 'yearly-total')).toMatch(/56\.02/);
    const november = [...screen.querySelectorAll('table.sr-only tbody tr')][10];
    expect(november?.textContent).toMatch(/^Nov2.*56\.02/);
  });

  it('treats a year in the future as the current one', async () => {
    const screen = await render(`/contacts/${ID}?year=${THIS_YEAR + 3}`);
    expect(screen.textContent).toContain(`Total in ${THIS_YEAR}`);
    expect(button(screen, 'Next year').disabled).toBe(true);
  });
});
