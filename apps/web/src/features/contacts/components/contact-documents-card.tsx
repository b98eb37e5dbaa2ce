import { useState } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { useContactDocuments } from '../api/get-contact-documents';
import { ContactDocumentCards, ContactDocumentsTable } from './contact-documents-list';
import { NumberedPagination } from '@/components/numbered-pagination';
import { SearchInput } from '@/components/search-input';

/** The contact's documents, newest first, searched by name, invoice or contract number. */
export function ContactDocumentsCard({ contactId }: { contactId: string }) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const list = useContactDocuments(contactId, { search: search || undefined, page });
  const documents = list.data?.data ?? [];

  return (
    <Card>
      <CardHeader className="flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <CardTitle>Documents</CardTitle>
        <SearchInput
          value={search}
          onSearch={(value) => {
            setSearch(value.trim());
            setPage(1);
          }}
          label="Search documents"
          placeholder="Name or number..."
          className="sm:max-w-xs"
        />
      </CardHeader>
      <CardContent className="grid gap-4">
        {list.isPending ? (
          <Skeleton className="h-40" />
        ) : list.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(list.error, 'Failed to fetch contact details')}
          </p>
        ) : documents.length === 0 ? (
          <p className="py-8 text-center text-sm text-muted-foreground">
            {search ? 'No documents match your search.' : 'This contact has no documents yet.'}
          </p>
        ) : (
          <>
            <div className="hidden min-w-0 md:block">
              <ContactDocumentsTable documents={documents} />
            </div>
            <div className="md:hidden">
              <ContactDocumentCards documents={documents} />
            </div>
          </>
        )}
        <NumberedPagination
          label="Documents pagination"
          page={page}
          pages={list.data?.pagination.pages ?? 0}
          morePages={list.data?.pagination.totalIsLowerBound}
          onPageChange={setPage}
        />
      </CardContent>
    </Card>
  );
}
