import type { TContact } from '@papertray/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast-store';
import { useMergeContacts } from '../api/merge-contacts';
import { contactTotals } from '../lib/money';

interface MergeContactsDialogProps {
  /** The two contacts to merge; the dialog is open while set. */
  pair: readonly [TContact, TContact] | null;
  onClose: () => void;
  onMerged: (kept: TContact) => void;
}

/** The confirmation: which contact stays; the other one's documents and totals move to it. */
export function MergeContactsDialog({ pair, onClose, onMerged }: MergeContactsDialogProps) {
  return (
    <Dialog open={pair !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {pair && (
          <MergeForm key={pair.map((c) => c._id).join()} pair={pair} {...{ onClose, onMerged }} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function MergeForm({
  pair,
  onClose,
  onMerged,
}: MergeContactsDialogProps & { pair: readonly [TContact, TContact] }) {
  // The one with more documents is the likelier original.
  const [keepId, setKeepId] = useState(
    pair[1].metadata.documentCount > pair[0].metadata.documentCount ? pair[1]._id : pair[0]._id,
  );
  const merge = useMergeContacts();
  const target = pair.find((contact) => contact._id === keepId) ?? pair[0];
  const source = pair.find((contact) => contact._id !== keepId) ?? pair[1];

  const confirm = () =>
    merge.mutate(
      { targetId: target._id, sourceId: source._id },
      {
        onSuccess: (kept) => {
          toast({
            title: 'Contacts merged',
            description: `${source.name} was merged into ${kept.name}`,
          });
          onMerged(kept);
        },
        onError: (error) =>
          toast({
            title: 'Error',
            description: errorMessage(error, 'Failed to merge contacts'),
            variant: 'destructive',
          }),
      },
    );

  return (
    <>
      <DialogHeader>
        <DialogTitle>Merge contacts</DialogTitle>
        <DialogDescription>
          Choose the contact to keep. The documents and totals of the other one move to it, and the
          other one is removed. This cannot be undone.
        </DialogDescription>
      </DialogHeader>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Keep</legend>
        {pair.map((contact) => (
          <label
            key={contact._id}
            className="flex cursor-pointer items-start gap-3 rounded-lg border p-3 has-checked:border-primary has-checked:bg-accent"
          >
            <input
              type="radio"
              name="keep"
              value={contact._id}
              checked={contact._id === keepId}
              onChange={() => setKeepId(contact._id)}
              className="mt-1 accent-primary"
            />
            <span className="grid min-w-0 gap-0.5 text-sm">
              <span className="font-medium break-words">{contact.name}</span>
              <span className="text-muted-foreground">
                {contact.metadata.documentCount} document
                {contact.metadata.documentCount === 1 ? '' : 's'}
                {contactTotals(contact.metadata).map((line) => ` · ${line}`)}
              </span>
              {contact.taxId && <span className="font-mono text-xs">{contact.taxId}</span>}
            </span>
          </label>
        ))}
      </fieldset>
      <p className="text-sm">
        <span className="font-medium">{source.name}</span> will be merged into{' '}
        <span className="font-medium">{target.name}</span>.
      </p>
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="destructive" disabled={merge.isPending} onClick={confirm}>
          {merge.isPending ? 'Merging...' : 'Merge Contacts'}
        </Button>
      </DialogFooter>
    </>
  );
}
