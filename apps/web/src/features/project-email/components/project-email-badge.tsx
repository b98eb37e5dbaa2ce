import { Mail } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/utils';
import { useProjectEmail } from '../api/get-project-email';
import { ProjectEmailDialog } from './project-email-dialog';

/** The dashboard's forwarding-address badge; hidden while loading and when it fails to load. */
export function ProjectEmailBadge({ projectId }: { projectId: string | undefined }) {
  const email = useProjectEmail(projectId);
  const [open, setOpen] = useState(false);
  if (!email.data) return null;
  const { fullEmail, isActive } = email.data;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label={
          isActive ? `Forwarding address ${fullEmail}` : 'Forwarding address switched off'
        }
        className={cn(
          'inline-flex max-w-full min-w-0 items-center gap-1.5 rounded-full border bg-card px-3 py-1 text-xs font-medium shadow-xs transition-colors hover:border-primary/40 hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          !isActive && 'text-muted-foreground',
        )}
      >
        <Mail className="size-3.5 shrink-0 text-primary" aria-hidden />
        <span className="truncate">{isActive ? fullEmail : 'Forwarding address off'}</span>
      </button>
      <ProjectEmailDialog email={email.data} open={open} onOpenChange={setOpen} />
    </>
  );
}
