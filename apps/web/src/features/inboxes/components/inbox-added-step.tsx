import { PartyPopper } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogTitle } from '@/components/ui/dialog';

export function InboxAddedStep({ onContinue }: { onContinue: () => void }) {
  return (
    <div className="grid justify-items-center gap-3 py-6 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-success/15 text-success">
        <PartyPopper className="size-7" aria-hidden />
      </span>
      <DialogTitle>Inbox Added Successfully!</DialogTitle>
      <DialogDescription className="max-w-sm">
        The first sync has started. Emails with attachments will appear in the inbox shortly.
      </DialogDescription>
      <Button className="mt-2" onClick={onContinue}>
        Continue to Dashboard
      </Button>
    </div>
  );
}
