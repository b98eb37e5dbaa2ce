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
import { Label } from '@/components/ui/label';
import { useContactOptions } from '@/lib/contacts/contact-options-query';

interface PickDuplicateDialogProps {
  contact: TContact;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The other contact chosen; the merge confirmation follows. */
  onPicked: (duplicate: TContact) => void;
}

/** From a contact's page: which other contact of the project is the same one. */
export function PickDuplicateDialog({
  contact,
  open,
  onOpenChange,
  onPicked,
}: PickDuplicateDialogProps) {
  const others = useContactOptions(open ? contact.projectId._id : undefined);
  const candidates = (others.data ?? []).filter((other) => other._id !== contact._id);
  const [chosenId, setChosenId] = useState('');
  const chosen = candidates.find((other) => other._id === chosenId);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Merge a duplicate</DialogTitle>
          <DialogDescription>
            Pick the contact that is the same as {contact.name}. You choose which one to keep next.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor="duplicate-contact">Duplicate contact</Label>
          <select
            id="duplicate-contact"
            value={chosenId}
            onChange={(event) => setChosenId(event.target.value)}
            disabled={others.isPending}
            className="h-10 rounded-md border border-input bg-card px-3 text-sm shadow-xs"
          >
            <option value="">
              {others.isPending ? 'Loading contacts...' : 'Choose a contact'}
            </option>
            {candidates.map((other) => (
              <option key={other._id} value={other._id}>
                {other.name}
                {other.taxId ? ` (${other.taxId})` : ''}
              </option>
            ))}
          </select>
          {others.isError && (
            <p role="alert" className="text-sm text-destructive">
              Failed to fetch contacts
            </p>
          )}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button disabled={!chosen} onClick={() => chosen && onPicked(chosen)}>
            Continue
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
