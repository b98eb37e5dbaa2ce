import { TRASH_RETENTION_DAYS, type TBulkDocumentRequest } from '@papertray/contract';
import { useEffect, useState } from 'react';
import { NumberedPagination } from '@/components/numbered-pagination';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { useContactOptions } from '@/lib/contacts/contact-options-query';
import { useProjectFolders } from '@/lib/folders/project-folders-query';
import { toast } from '@/lib/toast-store';
import { useBulkUpdateDocuments } from '../api/bulk-update-documents';
import { useDocumentPage } from '../api/get-document-page';
import { useDocumentListParams } from '../hooks/use-document-list-params';
import { useDocumentSelection } from '../hooks/use-document-selection';
import { bulkDoneMessage } from '../lib/bulk-messages';
import { documentListSearchParams, hasNarrowingFilters } from '../lib/document-list-filters';
import { BulkActionBar, type BulkAction } from './bulk-action-bar';
import { BulkFolderDialog, type FolderAction } from './bulk-folder-dialog';
import { DocumentCards } from './document-cards';
import { DocumentFilters } from './document-filters';
import { DocumentListEmpty } from './document-list-empty';
import { DocumentListSummary } from './document-list-summary';
import { DocumentSortSelect } from './document-sort-select';
import { DocumentTable } from './document-table';

/** Filters, the table (cards on phones), bulk actions and pages of a project's documents. */
export function DocumentList({ projectId }: { projectId: string }) {
  const { filters, setFilters, setPage, sortBy, clearFilters } = useDocumentListParams();
  const list = useDocumentPage(projectId, filters);
  const folders = useProjectFolders(projectId).data ?? [];
  const contacts = useContactOptions(projectId).data ?? [];
  const documents = list.data?.data ?? [];
  const pagination = list.data?.pagination;
  const selection = useDocumentSelection(
    documents.map((document) => document._id),
    `${projectId}?${documentListSearchParams(filters).toString()}`,
  );
  const bulk = useBulkUpdateDocuments(projectId);
  const [folderAction, setFolderAction] = useState<FolderAction | null>(null);

  // The last page emptied by a bulk action (or an old link): show the last page there is.
  const lastPage = pagination?.pages ?? 0;
  useEffect(() => {
    if (lastPage > 0 && filters.page > lastPage) setPage(lastPage);
  }, [lastPage, filters.page, setPage]);

  const run = (request: Omit<TBulkDocumentRequest, 'ids'>) => {
    const count = selection.ids.length;
    const folderName = folders.find((folder) => folder._id === request.folderId)?.name;
    bulk.mutate(
      { ...request, ids: selection.ids },
      {
        onSuccess: () => {
          toast(bulkDoneMessage(request.action, count, folderName));
          selection.clear();
          setFolderAction(null);
        },
        onError: (error) =>
          toast({
            title: 'Error',
            description: errorMessage(error, 'Failed to update documents'),
            variant: 'destructive',
          }),
      },
    );
  };
  const onBulkAction = (action: BulkAction) =>
    action === 'approve' || action === 'move' ? setFolderAction(action) : run({ action });

  return (
    <section aria-label="Documents" className="grid gap-4">
      <DocumentFilters
        filters={filters}
        folders={folders}
        contacts={contacts}
        onChange={setFilters}
        onClear={clearFilters}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="grid gap-0.5">
          <DocumentListSummary pagination={pagination} />
          {filters.state === 'trash' && documents.length > 0 && (
            <p className="text-xs text-muted-foreground">
              Documents in the trash are deleted for good {TRASH_RETENTION_DAYS} days after they
              were moved there.
            </p>
          )}
        </div>
        <div className="md:hidden">
          <DocumentSortSelect filters={filters} onChange={setFilters} />
        </div>
      </div>
      <BulkActionBar
        count={selection.ids.length}
        state={filters.state}
        busy={bulk.isPending}
        onAction={onBulkAction}
        onClear={selection.clear}
      />
      {list.isPending ? (
        <Skeleton className="h-72 rounded-xl" />
      ) : list.isError ? (
        <Card role="alert" className="p-6 text-sm text-destructive">
          <p className="font-medium">Failed to fetch documents</p>
          <p>{errorMessage(list.error, 'Please try again.')}</p>
        </Card>
      ) : documents.length === 0 ? (
        <DocumentListEmpty
          state={filters.state}
          filtered={hasNarrowingFilters(filters)}
          onClearFilters={clearFilters}
        />
      ) : (
        <div className={list.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          <div className="hidden md:block">
            <DocumentTable
              documents={documents}
              filters={filters}
              onSort={sortBy}
              selection={selection}
            />
          </div>
          <div className="md:hidden">
            <DocumentCards documents={documents} selection={selection} />
          </div>
        </div>
      )}
      <NumberedPagination
        page={filters.page}
        pages={lastPage}
        morePages={pagination?.totalIsLowerBound}
        onPageChange={setPage}
      />
      <BulkFolderDialog
        action={folderAction}
        count={selection.ids.length}
        folders={folders}
        busy={bulk.isPending}
        onOpenChange={(open) => {
          if (!open) setFolderAction(null);
        }}
        onConfirm={(folderId) => folderAction && run({ action: folderAction, folderId })}
      />
    </section>
  );
}
