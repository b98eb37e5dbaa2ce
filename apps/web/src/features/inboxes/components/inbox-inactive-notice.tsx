import type { TInbox } from '@papertray/contract';
import { PowerOff } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useInboxStatusChange } from './inbox-actions';

/** The emails tab of an inbox that is not active. */
export function InboxInactiveNotice({ inbox }: { inbox: TInbox }) {
  const status = useInboxStatusChange(inbox);
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <PowerOff className="size-8 text-muted-foreground" aria-hidden />
      <h2 className="text-lg font-semibold">Inbox is {inbox.status}</h2>
      <p className="text-sm text-muted-foreground">Activate the inbox to view and sync emails.</p>
      {inbox.status === 'inactive' && (
        <Button disabled={status.isPending} onClick={() => status.change('activate')}>
          Activate Inbox
        </Button>
      )}
    </Card>
  );
}
