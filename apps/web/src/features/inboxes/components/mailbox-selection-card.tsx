import type { TInbox } from '@papertray/contract';
import { FolderSync, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast-store';
import { useInboxMailboxes } from '../api/get-inbox-mailboxes';
import { useRefreshInboxMailboxes } from '../api/refresh-inbox-mailboxes';
import { useUpdateInboxMailboxes } from '../api/update-inbox-mailboxes';

function mailboxesError(error: unknown) {
  toast({
    title: 'Error loading mailboxes',
    description: errorMessage(error, 'Failed to load data'),
    variant: 'destructive',
  });
}

/** The server's folders with a checkbox each: which of them Papertray syncs. */
export function MailboxSelectionCard({ inbox }: { inbox: TInbox }) {
  const mailboxes = useInboxMailboxes(inbox._id);
  const refresh = useRefreshInboxMailboxes(inbox._id);
  const save = useUpdateInboxMailboxes(inbox._id);
  const [draft, setDraft] = useState<string[] | null>(null);
  const selected = draft ?? mailboxes.data?.selected ?? [];

  const toggle = (path: string, checked: boolean) =>
    setDraft(checked ? [...selected, path] : selected.filter((p) => p !== path));

  return (
    <Card className="lg:col-span-2">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1.5">
          <CardTitle>Folders to sync</CardTitle>
          <CardDescription>Choose which folders on the server Papertray reads.</CardDescription>
        </div>
        <Button
          size="sm"
          variant="outline"
          disabled={refresh.isPending}
          onClick={() => refresh.mutate(undefined, { onError: mailboxesError })}
        >
          <RefreshCw className={refresh.isPending ? 'animate-spin' : undefined} aria-hidden />
          Refresh
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4">
        {mailboxes.isPending ? (
          <Skeleton className="h-24" />
        ) : mailboxes.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Error loading mailboxes: {errorMessage(mailboxes.error, 'Failed to load data')}
          </p>
        ) : mailboxes.data.mailboxes.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No folders listed yet. Use Refresh to read them from the server.
          </p>
        ) : (
          <fieldset className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            <legend className="sr-only">Folders</legend>
            {mailboxes.data.mailboxes.map((mailbox) => {
              const id = `mailbox-${mailbox.path}`;
              return (
                <div key={mailbox.path} className="flex items-center gap-2 rounded-md border p-2">
                  <input
                    id={id}
                    type="checkbox"
                    className="size-4 accent-primary"
                    checked={selected.includes(mailbox.path)}
                    onChange={(event) => toggle(mailbox.path, event.target.checked)}
                  />
                  <label htmlFor={id} className="min-w-0 truncate text-sm" title={mailbox.path}>
                    {mailbox.path}
                  </label>
                </div>
              );
            })}
          </fieldset>
        )}
        <Button
          className="justify-self-start"
          disabled={draft === null || selected.length === 0 || save.isPending}
          onClick={() =>
            save.mutate(selected, {
              onSuccess: () => {
                setDraft(null);
                toast({
                  title: 'Folders saved',
                  description: 'The next sync reads these folders.',
                });
              },
              onError: mailboxesError,
            })
          }
        >
          <FolderSync aria-hidden />
          {save.isPending ? 'Saving...' : 'Save'}
        </Button>
      </CardContent>
    </Card>
  );
}
