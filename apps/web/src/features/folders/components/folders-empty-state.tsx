import { FolderOpen, Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

interface FoldersEmptyStateProps {
  /** Present for owners and admins; others only read that there is nothing yet. */
  manage?: {
    onCreateDefaults: () => void;
    creatingDefaults: boolean;
  };
}

export function FoldersEmptyState({ manage }: FoldersEmptyStateProps) {
  return (
    <Card className="flex flex-col items-center px-6 py-12 text-center sm:py-16">
      <div className="flex size-16 items-center justify-center rounded-2xl bg-primary/10 text-primary">
        <FolderOpen className="size-8" aria-hidden />
      </div>
      <h2 className="mt-5 text-lg font-semibold">No folders yet</h2>
      <p className="mt-2 max-w-md text-sm text-muted-foreground">
        {manage
          ? 'Start with one folder per document type (Invoices, Receipts, Contracts, Other), or create your own with Create Folder.'
          : 'An owner or admin of this project can create folders. Approved documents are filed into them.'}
      </p>
      {manage && (
        <div className="mt-6 flex flex-col gap-2 sm:flex-row">
          <Button onClick={manage.onCreateDefaults} disabled={manage.creatingDefaults}>
            <Sparkles aria-hidden />
            {manage.creatingDefaults ? 'Creating...' : 'Create Default Folders'}
          </Button>
        </div>
      )}
    </Card>
  );
}
