import { Plus } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useInboxes } from '@/features/inboxes/api/get-inboxes';
import { AddInboxDialog } from '@/features/inboxes/components/add-inbox-dialog';
import { InboxList } from '@/features/inboxes/components/inbox-list';
import { ProviderCards } from '@/features/inboxes/components/provider-cards';
import { errorMessage } from '@/lib/api-error';
import { useProjects } from '@/lib/projects/project-context';

export default function InboxesPage() {
  const { selectedProject } = useProjects();
  const inboxes = useInboxes(selectedProject?._id ?? '');
  const [wizard, setWizard] = useState<{ open: boolean; startAt: 'select' | 'form' }>({
    open: false,
    startAt: 'select',
  });

  return (
    <>
      <PageHeader
        title="Email Inboxes"
        description="Connect and manage your email accounts"
        actions={
          <Button onClick={() => setWizard({ open: true, startAt: 'select' })}>
            <Plus aria-hidden />
            Add Inbox
          </Button>
        }
      />
      {inboxes.isPending ? (
        <div className="grid gap-3">
          <Skeleton className="h-10 max-w-md" />
          <Skeleton className="h-64 rounded-xl" />
        </div>
      ) : inboxes.isError ? (
        <p role="alert" className="rounded-xl border border-destructive/40 p-6 text-destructive">
          {errorMessage(inboxes.error, 'Failed to load data')}
        </p>
      ) : inboxes.data.length === 0 ? (
        <ProviderCards onConnectImap={() => setWizard({ open: true, startAt: 'form' })} />
      ) : (
        <InboxList inboxes={inboxes.data} />
      )}
      <AddInboxDialog
        open={wizard.open}
        startAt={wizard.startAt}
        onOpenChange={(open) => setWizard((current) => ({ ...current, open }))}
      />
    </>
  );
}
