import { FileText } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useRecentDocuments } from '../api/get-recent-documents';
import { EmptyListState } from '@/components/empty-list-state';
import { ListCard } from './list-card';
import { ListSkeleton } from './list-skeleton';
import { RecentDocumentRow } from './recent-document-row';

export function RecentDocumentsCard({ projectId }: { projectId: string | undefined }) {
  const documents = useRecentDocuments(projectId);
  const list = documents.data?.data ?? [];
  return (
    <ListCard
      title="Recent Documents"
      description="The latest arrivals"
      action={
        <Button asChild variant="ghost" size="sm">
          <Link to="/documents">View All</Link>
        </Button>
      }
    >
      {documents.isPending && !!projectId ? (
        <ListSkeleton rows={3} />
      ) : list.length === 0 ? (
        <EmptyListState
          icon={FileText}
          title="No documents yet"
          text="Connect an inbox or upload a file, and new documents will appear here."
        />
      ) : (
        <ul aria-label="Recent documents" className="-mx-2 grid gap-0.5">
          {list.map((document) => (
            <RecentDocumentRow key={document._id} document={document} />
          ))}
        </ul>
      )}
    </ListCard>
  );
}
