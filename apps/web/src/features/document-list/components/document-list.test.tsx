import { emptyExtractedData, type TDocument, type TDocumentList } from '@papertray/contract';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import DocumentsPage from '@/app/routes/documents';
import { documentListQueryOptions } from '@/features/documents/api/get-documents';
import { contactOptionsQueryOptions } from '@/lib/contacts/contact-options-query';
import { getProjectFoldersQueryOptions } from '@/lib/folders/project-folders-query';
import {
  cleanupScreens,
  LocationProbe,
  renderScreen,
  TEST_NOW as NOW,
  TEST_PROJECT_ID as PROJECT_ID,
  testProject,
  testQueryClient,
} from '@/lib/testing/render-screen';
import {
  DEFAULT_DOCUMENT_FILTERS,
  documentListApiQuery,
  type DocumentListFilters,
} from '../lib/document-list-filters';

const TOTAL = 57;

function documentNumber(n: number): TDocument {
  const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return {
    _id: id,
    name: `Invoice ${n}.pdf`,
    createdAt: NOW,
    updatedAt: NOW,
    state: 'paper_tray',
    approvedAt: null,
    trashedAt: null,
    type: 'invoice',
    source: 'manual_upload',
    projectId: PROJECT_ID,
    contactId: null,
    folderId: null,
    suggestedFolderId: null,
    possibleDuplicateOf: null,
    emailId: null,
    attachmentId: null,
    extractedData: { ...emptyExtractedData(), totalAmount: n * 100, currency: 'EUR' },
    fieldMeta: {},
    processing: { status: 'done', error: null, attempts: 1, updatedAt: NOW },
    file: { filename: `Invoice ${n}.pdf`, mimeType: 'application/pdf', size: 1000, pageCount: 1 },
    viewUrl: `/api/documents/${id}/file?token=t`,
    thumbnailUrl: null,
    viewUrlExpiresAt: NOW,
  };
}

/** What GET /documents answers for this page of 57 documents (20 a page). */
function pageOf(page: number): TDocumentList {
  const first = (page - 1) * 20 + 1;
  const last = Math.min(page * 20, TOTAL);
  return {
    data: Array.from({ length: last - first + 1 }, (_, i) => documentNumber(first + i)),
    pagination: { page, limit: 20, total: TOTAL, pages: 3, totalIsLowerBound: false },
  };
}

afterEach(cleanupScreens);

/** The Documents screen at this URL, with the answers it asks for already in the cache. */
function render(
  url: string,
  pages: Partial<DocumentListFilters>[],
  answer: (page: number) => TDocumentList = pageOf,
) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(getProjectFoldersQueryOptions(PROJECT_ID).queryKey, []);
  queryClient.setQueryData(contactOptionsQueryOptions(PROJECT_ID).queryKey, []);
  for (const filters of pages) {
    const query = documentListApiQuery(PROJECT_ID, { ...DEFAULT_DOCUMENT_FILTERS, ...filters });
    queryClient.setQueryData(documentListQueryOptions(query).queryKey, answer(query.page));
  }
  return renderScreen(
    <>
      <DocumentsPage />
      <LocationProbe />
    </>,
    { url, project: testProject(), queryClient },
  );
}

const text = (container: HTMLElement) => container.textContent ?? '';
const pageButton = (container: HTMLElement, label: string) =>
  container.querySelector<HTMLButtonElement>(
    `nav[aria-label="Pagination"] [aria-label="${label}"]`,
  );

describe('Documents list pages', () => {
  it('shows the totals and numbered pages, and a page click lands in the URL', () => {
    const container = render('/documents', [{ page: 1 }, { page: 2 }]);
    expect(text(container)).toContain('Showing 1–20 of 57 documents');
    expect(pageButton(container, 'Page 1')?.getAttribute('aria-current')).toBe('page');
    expect(pageButton(container, 'Page 3')).not.toBeNull();
    expect(pageButton(container, 'Previous page')?.disabled).toBe(true);

    act(() => pageButton(container, 'Page 2')!.click());
    expect(container.querySelector('[data-testid="location"]')?.textContent).toBe('?page=2');
    expect(text(container)).toContain('Showing 21–40 of 57 documents');
    expect(text(container)).toContain('Invoice 21.pdf');
    expect(pageButton(container, 'Page 2')?.getAttribute('aria-current')).toBe('page');
  });

  it('opens on the page and sort the URL names', () => {
    const container = render('/documents?page=3&sortBy=name&sortOrder=asc', [
      { page: 3, sortBy: 'name', sortOrder: 'asc' },
    ]);
    expect(text(container)).toContain('Showing 41–57 of 57 documents');
    expect(pageButton(container, 'Next page')?.disabled).toBe(true);
    const nameHeader = [...container.querySelectorAll('th')].find((th) =>
      th.textContent?.includes('Document'),
    );
    expect(nameHeader?.getAttribute('aria-sort')).toBe('ascending');
  });

  it('says "1,000+" and numbers no last page when a search was counted only up to the cap', () => {
    const capped = (page: number): TDocumentList => ({
      data: Array.from({ length: 20 }, (_, i) => documentNumber((page - 1) * 20 + i + 1)),
      pagination: { page, limit: 20, total: 1000, pages: 50, totalIsLowerBound: true },
    });
    const container = render('/documents?search=acme', [{ page: 1, search: 'acme' }], capped);
    expect(text(container)).toContain('Showing 1–20 of 1,000+ documents');
    expect(pageButton(container, 'Page 5')).not.toBeNull();
    expect(pageButton(container, 'Page 50')).toBeNull();
    expect(pageButton(container, 'Next page')?.disabled).toBe(false);
  });

  it('shows where processing stands and the state of each document', () => {
    const container = render('/documents', [{ page: 1 }], (page) => {
      const list = pageOf(page);
      const [reading, failed, trashed] = list.data;
      reading!.processing = { ...reading!.processing, status: 'processing' };
      failed!.processing = { ...failed!.processing, status: 'failed', error: 'Unreadable' };
      trashed!.state = 'trash';
      return list;
    });
    const rows = [...container.querySelectorAll('tbody tr')].map((row) => row.textContent ?? '');
    expect(rows[0]).toContain('Processing with AI...');
    expect(rows[1]).toContain('Processing failed');
    expect(rows[2]).toContain('Trash');
    expect(rows[3]).toContain('Paper tray');
    expect(rows[3]).not.toMatch(/Processing/);
  });
});
