import { CheckCircle2, FileText, Inbox, SearchX, Trash2 } from 'lucide-react';
import { EmptyListState } from '@/components/empty-list-state';
import { Button } from '@/components/ui/button';
import type { DocumentStateFilter } from '../lib/document-list-filters';

const EMPTY_BY_STATE = {
  all: {
    icon: FileText,
    title: 'No documents yet',
    text: 'Upload or scan a document, or connect an inbox: attachments of incoming mail land here.',
  },
  paper_tray: {
    icon: Inbox,
    title: 'No new documents to review',
    text: 'New uploads and mail attachments wait here until someone approves them.',
  },
  approved: {
    icon: CheckCircle2,
    title: 'No approved documents yet',
    text: 'Documents you approve are filed in folders and listed here.',
  },
  trash: {
    icon: Trash2,
    title: 'No documents in trash',
    text: 'Documents moved to the trash are deleted for good after 14 days.',
  },
} as const;

/** Nothing to list: because of the filters (with a way out), or because the tab is empty. */
export function DocumentListEmpty({
  state,
  filtered,
  onClearFilters,
}: {
  state: DocumentStateFilter;
  filtered: boolean;
  onClearFilters: () => void;
}) {
  if (filtered) {
    return (
      <EmptyListState
        icon={SearchX}
        title="No documents found"
        text="No documents match your search and filters."
      >
        <Button variant="outline" size="sm" onClick={onClearFilters}>
          Clear filters
        </Button>
      </EmptyListState>
    );
  }
  return <EmptyListState {...EMPTY_BY_STATE[state]} />;
}
