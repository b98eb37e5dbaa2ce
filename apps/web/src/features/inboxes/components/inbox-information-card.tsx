import type { TInbox, TProjectEmailStatistics } from '@papertray/contract';
import { format } from 'date-fns';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useProjectEmail } from '@/features/project-email/api/get-project-email';

export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-sm font-medium break-words">{children}</dd>
    </div>
  );
}

export function formatDateTime(iso: string) {
  return format(new Date(iso), 'MMM d, yyyy h:mm a');
}

/**
 * A receiving address is not synced: mail arrives by itself. What is true for it is when the
 * last mail came in and how many did; undefined while its statistics load.
 */
export function ReceivedMailRows({
  statistics,
}: {
  statistics: TProjectEmailStatistics | undefined;
}) {
  const loading = statistics === undefined;
  return (
    <>
      <DetailRow label="Last mail received">
        {loading
          ? '…'
          : statistics.lastEmailReceived
            ? formatDateTime(statistics.lastEmailReceived)
            : 'No mail received yet'}
      </DetailRow>
      <DetailRow label="Mails received">
        {loading ? '…' : statistics.totalEmails.toLocaleString()}
      </DetailRow>
    </>
  );
}

function ProjectAddressRows({ projectId }: { projectId: string }) {
  const projectEmail = useProjectEmail(projectId);
  return <ReceivedMailRows statistics={projectEmail.data?.statistics} />;
}

export function InboxInformationCard({ inbox }: { inbox: TInbox }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Inbox Information</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3">
          <DetailRow label="Email address">{inbox.emailAddress}</DetailRow>
          <DetailRow label="Provider">{inbox.provider.toUpperCase()}</DetailRow>
          <DetailRow label="Project">{inbox.projectName || 'N/A'}</DetailRow>
          {inbox.type === 'project' ? (
            <ProjectAddressRows projectId={inbox.projectId} />
          ) : (
            <>
              <DetailRow label="Last sync">
                {inbox.lastSyncAt ? formatDateTime(inbox.lastSyncAt) : 'Never'}
              </DetailRow>
              <DetailRow label="Sync emails from">
                {format(new Date(inbox.syncFromDate), 'MMM d, yyyy')}
              </DetailRow>
            </>
          )}
        </dl>
      </CardContent>
    </Card>
  );
}
