import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { Card } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAttachmentPreview } from '@/features/attachments/hooks/use-attachment-preview';
import { emailQueryKeys } from '@/features/emails/api/email-query-keys';
import { InboxEmails } from '@/features/emails/components/inbox-emails';
import { useInbox } from '@/features/inboxes/api/get-inbox';
import { DeleteInboxDialog } from '@/features/inboxes/components/delete-inbox-dialog';
import { EditInboxDialog } from '@/features/inboxes/components/edit-inbox-dialog';
import { InboxActions } from '@/features/inboxes/components/inbox-actions';
import { InboxDetailHeader } from '@/features/inboxes/components/inbox-detail-header';
import { InboxDetailsTab } from '@/features/inboxes/components/inbox-details-tab';
import { InboxInactiveNotice } from '@/features/inboxes/components/inbox-inactive-notice';
import { errorMessage } from '@/lib/api-error';

/** When a sync ends, the mail it brought in should show without a reload. */
function useRefreshEmailsAfterSync(syncing: boolean | undefined) {
  const queryClient = useQueryClient();
  const wasSyncing = useRef(syncing);
  useEffect(() => {
    if (wasSyncing.current && syncing === false) {
      void queryClient.invalidateQueries({ queryKey: emailQueryKeys.all });
    }
    wasSyncing.current = syncing;
  }, [syncing, queryClient]);
}

export default function InboxDetailPage() {
  const { id = '' } = useParams();
  const inbox = useInbox(id);
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);
  const { attachmentActions, previewDialog } = useAttachmentPreview();
  useRefreshEmailsAfterSync(inbox.data?.syncing);

  if (inbox.isPending) return <PageSpinner />;
  if (inbox.isError) {
    return (
      <Card role="alert" className="p-6 text-destructive">
        {errorMessage(inbox.error, 'Failed to load data')}
      </Card>
    );
  }

  const data = inbox.data;
  const showEmails = data.status === 'active' || data.type === 'project';
  return (
    <>
      <InboxDetailHeader
        inbox={data}
        actions={
          <InboxActions
            inbox={data}
            onEdit={() => setDialog('edit')}
            onDelete={() => setDialog('delete')}
          />
        }
      />
      <Tabs defaultValue="emails">
        <TabsList className="max-w-full overflow-x-auto">
          <TabsTrigger value="emails">Emails with Attachments</TabsTrigger>
          <TabsTrigger value="details">Inbox Details</TabsTrigger>
        </TabsList>
        <TabsContent value="emails">
          {showEmails ? (
            <InboxEmails inboxId={data._id} attachmentActions={attachmentActions} />
          ) : (
            <InboxInactiveNotice inbox={data} />
          )}
        </TabsContent>
        <TabsContent value="details">
          <InboxDetailsTab inbox={data} />
        </TabsContent>
      </Tabs>
      {data.type !== 'project' && (
        <>
          <EditInboxDialog
            inbox={data}
            open={dialog === 'edit'}
            onOpenChange={(open) => setDialog(open ? 'edit' : null)}
          />
          <DeleteInboxDialog
            inbox={data}
            open={dialog === 'delete'}
            onOpenChange={(open) => setDialog(open ? 'delete' : null)}
          />
        </>
      )}
      {previewDialog}
    </>
  );
}
