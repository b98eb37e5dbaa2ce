import { zodResolver } from '@hookform/resolvers/zod';
import type { TInbox, TInboxEditFields } from '@papertray/contract';
import { format } from 'date-fns';
import { PlugZap } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast-store';
import { useInboxEditFields } from '../api/get-inbox-edit-fields';
import { useTestInboxConnection } from '../api/test-inbox-connection';
import { useUpdateInbox } from '../api/update-inbox';
import {
  connectionOf,
  DATE_INPUT_FORMAT,
  type ImapFormInput,
  type ImapFormValues,
  syncFromOf,
  ZEditImapForm,
} from '../lib/imap-form-schema';
import { ImapFormFields } from './imap-form-fields';

const PASSWORD_HINT = 'Leave blank to keep current';

function formInputOf(inbox: TInbox, fields: TInboxEditFields | undefined): ImapFormInput {
  const source = fields ?? inbox;
  return {
    name: source.name,
    emailAddress: source.emailAddress,
    host: source.host,
    port: source.port,
    username: source.username,
    password: '',
    security: source.security,
    allowSelfSigned: source.allowSelfSigned,
    syncFromDate: format(new Date(source.syncFromDate), DATE_INPUT_FORMAT),
  };
}

interface EditInboxDialogProps {
  inbox: TInbox;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** For IMAP inboxes; the project's receiving address is managed in the project settings. */
export function EditInboxDialog({ inbox, open, onOpenChange }: EditInboxDialogProps) {
  const fields = useInboxEditFields(inbox._id, open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Edit inbox</DialogTitle>
          <DialogDescription>
            Change the name, the address or how Papertray logs in.
          </DialogDescription>
        </DialogHeader>
        {fields.isPending ? (
          <Skeleton className="h-80" />
        ) : (
          <EditInboxForm
            inbox={inbox}
            initial={formInputOf(inbox, fields.data)}
            onDone={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function EditInboxForm({
  inbox,
  initial,
  onDone,
}: {
  inbox: TInbox;
  initial: ImapFormInput;
  onDone: () => void;
}) {
  const form = useForm<ImapFormInput, unknown, ImapFormValues>({
    resolver: zodResolver(ZEditImapForm),
    defaultValues: initial,
  });
  const update = useUpdateInbox(inbox._id);
  const test = useTestInboxConnection();

  const save = (values: ImapFormValues) =>
    update.mutate(
      {
        name: values.name,
        emailAddress: values.emailAddress,
        host: values.host,
        port: values.port,
        username: values.username,
        password: values.password,
        security: values.security || undefined,
        allowSelfSigned: values.allowSelfSigned,
        syncFromDate: syncFromOf(values),
      },
      {
        onSuccess: () => {
          toast({ title: 'Inbox saved', description: 'Your changes have been saved.' });
          onDone();
        },
        onError: (error) =>
          toast({
            title: 'Error',
            description: errorMessage(error, 'Failed to save inbox'),
            variant: 'destructive',
          }),
      },
    );

  const testConnection = form.handleSubmit((values) =>
    test.mutate(
      { ...connectionOf(values), inboxId: inbox._id },
      {
        onSuccess: (result) =>
          toast(
            result.success
              ? { title: 'Connection Successful!', description: result.message }
              : { title: 'Connection Failed', description: result.message, variant: 'destructive' },
          ),
        onError: (error) =>
          toast({
            title: 'Connection Failed',
            description: errorMessage(error, 'Connection failed'),
            variant: 'destructive',
          }),
      },
    ),
  );

  return (
    <form noValidate className="grid gap-5" onSubmit={form.handleSubmit(save)}>
      <ImapFormFields
        form={form}
        idPrefix="edit-inbox"
        hostLabel="IMAP Host"
        passwordHint={PASSWORD_HINT}
      />
      <DialogFooter className="sm:justify-between">
        <Button
          type="button"
          variant="outline"
          disabled={test.isPending}
          onClick={() => void testConnection()}
        >
          <PlugZap aria-hidden />
          {test.isPending ? 'Testing...' : 'Test Connection'}
        </Button>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        </div>
      </DialogFooter>
    </form>
  );
}
