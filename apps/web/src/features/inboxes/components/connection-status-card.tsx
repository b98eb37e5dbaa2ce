import type { TInbox } from '@papertray/contract';
import { PlugZap } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast-store';
import { useReconnectInbox } from '../api/reconnect-inbox';
import { DetailRow, formatDateTime } from './inbox-information-card';
import { InboxStatusBadges } from './inbox-status-badges';

export function ConnectionStatusCard({ inbox }: { inbox: TInbox }) {
  const reconnect = useReconnectInbox();
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle>Connection Status</CardTitle>
        {!inbox.isConnected && inbox.type !== 'project' && (
          <Button
            size="sm"
            variant="outline"
            disabled={reconnect.isPending}
            onClick={() =>
              reconnect.mutate(inbox._id, {
                onSuccess: (result) =>
                  toast(
                    result.isConnected
                      ? { title: 'Reconnected', description: 'The inbox is syncing again.' }
                      : {
                          title: 'Connection failed',
                          description: result.lastError ?? 'Connection failed',
                          variant: 'destructive',
                        },
                  ),
                onError: (error) =>
                  toast({
                    title: 'Connection failed',
                    description: errorMessage(error, 'Connection failed'),
                    variant: 'destructive',
                  }),
              })
            }
          >
            <PlugZap aria-hidden />
            {reconnect.isPending ? 'Reconnecting...' : 'Reconnect'}
          </Button>
        )}
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3">
          <DetailRow label="Connection">
            {inbox.isConnected ? (
              <Badge variant="success">Connected</Badge>
            ) : (
              <Badge variant="destructive">Disconnected</Badge>
            )}
          </DetailRow>
          <DetailRow label="Status">
            <InboxStatusBadges inbox={{ status: inbox.status, isConnected: true }} />
          </DetailRow>
          {inbox.lastError && (
            <DetailRow label="Last error">
              <span className="text-destructive">{inbox.lastError}</span>
            </DetailRow>
          )}
          {inbox.type === 'project' ? (
            <DetailRow label="Receiving">Mail sent to this address arrives by itself</DetailRow>
          ) : (
            <DetailRow label="Sync state">
              {inbox.syncing ? 'Syncing now' : inbox.lastSyncAt ? 'Idle' : 'Not synced yet'}
              <span className="block text-xs font-normal text-muted-foreground">
                Last UID: {inbox.lastUid ?? 'N/A'}
              </span>
              {inbox.syncState.map((cursor) => (
                <span
                  key={cursor.mailbox}
                  className="block text-xs font-normal text-muted-foreground"
                >
                  {cursor.mailbox}: UID {cursor.lastUid} · {formatDateTime(cursor.updatedAt)}
                </span>
              ))}
            </DetailRow>
          )}
        </dl>
      </CardContent>
    </Card>
  );
}
