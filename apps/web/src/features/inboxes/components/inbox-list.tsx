import type { TInbox } from '@papertray/contract';
import { Search } from 'lucide-react';
import { SortSelect } from '@/components/sort-select';
import { Input } from '@/components/ui/input';
import { useInboxListParams } from '../hooks/use-inbox-list-params';
import { filterInboxes, INBOX_SORT_CHOICES, sortInboxes } from '../lib/sort-inboxes';
import { InboxCards } from './inbox-cards';
import { InboxTable } from './inbox-table';

/** Search box, count line and the sorted list: a table on wide screens, cards on small ones. */
export function InboxList({ inboxes }: { inboxes: TInbox[] }) {
  const { search, sortBy, sortOrder, setSearch, setSort, toggleSort } = useInboxListParams();
  const shown = sortInboxes(filterInboxes(inboxes, search), sortBy, sortOrder);

  return (
    <div className="grid gap-4">
      <div className="relative max-w-md">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <Input
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="Search by name, project, or email..."
          aria-label="Search inboxes"
          className="pl-9"
        />
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Showing {shown.length} inbox(es)
      </p>
      <div className="hidden md:block">
        <InboxTable inboxes={shown} sortBy={sortBy} sortOrder={sortOrder} onSort={toggleSort} />
      </div>
      <div className="grid gap-3 md:hidden">
        <SortSelect
          choices={INBOX_SORT_CHOICES}
          sortBy={sortBy}
          sortOrder={sortOrder}
          onChange={(sort) => setSort(sort.sortBy, sort.sortOrder)}
          className="justify-end"
        />
        <InboxCards inboxes={shown} />
      </div>
    </div>
  );
}
