import type { TInbox } from '@papertray/contract';
import { format } from 'date-fns';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

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
          <DetailRow label="Last sync">
            {inbox.lastSyncAt ? formatDateTime(inbox.lastSyncAt) : 'Never'}
          </DetailRow>
          <DetailRow label="Sync emails from">
            {format(new Date(inbox.syncFromDate), 'MMM d, yyyy')}
          </DetailRow>
        </dl>
      </CardContent>
    </Card>
  );
}
