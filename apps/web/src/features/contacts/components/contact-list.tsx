import type { TContact } from '@papertray/contract';
import { CONTACTS_PAGE_SIZE } from '@papertray/contract';
import { useEffect, useState } from 'react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast-store';
import { useContacts } from '../api/get-contacts';
import { useContactListParams } from '../hooks/use-contact-list-params';
import { CONTACT_SORT_CHOICES } from '../lib/contact-sort-choices';
import { ContactCards } from './contact-cards';
import { ContactListEmpty } from './contact-list-empty';
import { ContactListToolbar } from './contact-list-toolbar';
import { ContactSelectionBar } from './contact-selection-bar';
import { ContactsTable } from './contacts-table';
import { MergeContactsDialog } from './merge-contacts-dialog';
import { NumberedPagination } from '@/components/numbered-pagination';
import { SortSelect } from '@/components/sort-select';

/** The contacts of one project: search, type filter, sorting, pages, and merging two. */
export function ContactList({ projectId }: { projectId: string }) {
  const params = useContactListParams();
  const list = useContacts({
    projectId,
    search: params.search || undefined,
    type: params.type,
    page: params.page,
    limit: CONTACTS_PAGE_SIZE,
    ...params.sort,
  });
  // Selected contacts are kept whole, so a pair can span pages and searches.
  const [selected, setSelected] = useState<Map<string, TContact>>(new Map());
  const [merging, setMerging] = useState(false);

  useEffect(() => {
    if (list.isError) {
      toast({ title: 'Error', description: 'Failed to fetch contacts', variant: 'destructive' });
    }
  }, [list.isError]);

  const toggle = (contact: TContact) =>
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(contact._id)) next.delete(contact._id);
      else next.set(contact._id, contact);
      return next;
    });
  const pair = [...selected.values()];
  const contacts = list.data?.data ?? [];
  const filtered = !!params.search || !!params.type;
  const view = { contacts, selectedIds: new Set(selected.keys()), onToggleSelected: toggle };

  return (
    <section aria-label="Contacts" className="grid gap-4">
      <ContactListToolbar
        search={params.search}
        onSearch={params.setSearch}
        type={params.type}
        onTypeChange={params.setType}
      />
      <ContactSelectionBar
        count={selected.size}
        onMerge={() => setMerging(true)}
        onClear={() => setSelected(new Map())}
      />
      {list.isPending ? (
        <Skeleton className="h-64 rounded-xl" />
      ) : list.isError ? (
        <Card role="alert" className="p-6 text-sm text-destructive">
          <p className="font-medium">Failed to fetch contacts</p>
          <p>{errorMessage(list.error, 'Failed to load data')}</p>
        </Card>
      ) : contacts.length === 0 ? (
        <ContactListEmpty filtered={filtered} onClear={params.clearFilters} />
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {list.data.pagination.total} contact{list.data.pagination.total === 1 ? '' : 's'}
          </p>
          <div className="hidden min-w-0 md:block">
            <ContactsTable {...view} sort={params.sort} onSortChange={params.setSort} />
          </div>
          <div className="grid gap-3 md:hidden">
            <SortSelect
              choices={CONTACT_SORT_CHOICES}
              {...params.sort}
              onChange={params.setSort}
              className="justify-end"
            />
            <ContactCards {...view} />
          </div>
        </>
      )}
      <NumberedPagination
        page={params.page}
        pages={list.data?.pagination.pages ?? 0}
        onPageChange={params.setPage}
      />
      <MergeContactsDialog
        pair={merging && pair.length === 2 ? [pair[0]!, pair[1]!] : null}
        onClose={() => setMerging(false)}
        onMerged={() => {
          setMerging(false);
          setSelected(new Map());
        }}
      />
    </section>
  );
}
