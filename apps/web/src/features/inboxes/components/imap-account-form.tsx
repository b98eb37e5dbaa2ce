import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_IMAP_PORT } from '@papertray/contract';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import {
  defaultSyncFromForDateInput,
  type ImapFormInput,
  type ImapFormValues,
  ZNewImapForm,
} from '../lib/imap-form-schema';
import { ImapFormFields } from './imap-form-fields';

export function emptyImapForm(): ImapFormInput {
  return {
    name: '',
    emailAddress: '',
    host: '',
    port: DEFAULT_IMAP_PORT,
    username: '',
    password: '',
    security: '',
    allowSelfSigned: false,
    syncFromDate: defaultSyncFromForDateInput(),
  };
}

interface ImapAccountFormProps {
  /** What the user typed before a failed test, so 'Try Again' keeps it. */
  initial: ImapFormInput;
  onCancel: () => void;
  onSubmit: (values: ImapFormValues, input: ImapFormInput) => void;
}

export function ImapAccountForm({ initial, onCancel, onSubmit }: ImapAccountFormProps) {
  const form = useForm<ImapFormInput, unknown, ImapFormValues>({
    resolver: zodResolver(ZNewImapForm),
    defaultValues: initial,
  });

  return (
    <form
      noValidate
      className="grid gap-5"
      onSubmit={form.handleSubmit((values) => onSubmit(values, form.getValues()))}
    >
      <DialogHeader>
        <DialogTitle>Connect IMAP Account</DialogTitle>
        <DialogDescription>
          Papertray tests the login first; your password is stored encrypted.
        </DialogDescription>
      </DialogHeader>
      <ImapFormFields form={form} idPrefix="new-inbox" hostLabel="IMAP Server" />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit">Test &amp; Connect</Button>
      </DialogFooter>
    </form>
  );
}
