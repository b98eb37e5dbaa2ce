import type { TProjectEmail } from '@papertray/contract';
import { Settings } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { AddressField } from './address-field';
import { CopyAddressButton } from './copy-address-button';
import { ProjectEmailStatistics } from './project-email-statistics';

interface ProjectEmailDialogProps {
  email: TProjectEmail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function ProjectEmailDialog({ email, open, onOpenChange }: ProjectEmailDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Forwarding address</DialogTitle>
          <DialogDescription>
            Forward invoices and receipts to this address. Their attachments land in the paper tray
            of this project, ready for review.
          </DialogDescription>
        </DialogHeader>
        {email.isActive ? (
          <div className="flex flex-col gap-2 sm:flex-row">
            <AddressField address={email.fullEmail} />
            <CopyAddressButton address={email.fullEmail} />
          </div>
        ) : (
          <p className="rounded-lg border border-dashed px-3 py-2.5 text-sm text-muted-foreground">
            This project's address is switched off; mail sent to it is refused. Owners and admins
            can turn it on again in the project settings.
          </p>
        )}
        <ProjectEmailStatistics statistics={email.statistics} />
        <DialogFooter>
          <Button asChild variant="ghost" onClick={() => onOpenChange(false)}>
            <Link to={`/projects/${email.projectId}/settings#receiving-address`}>
              <Settings aria-hidden />
              Project settings
            </Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
