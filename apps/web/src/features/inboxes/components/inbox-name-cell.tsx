import type { TInbox } from '@papertray/contract';
import { AtSign, Mail } from 'lucide-react';
import { nameRepeatsProjectBadge, ProjectEmailBadge } from './inbox-status-badges';

/** Name with an icon; the project's receiving address is marked as such. */
export function InboxName({ inbox }: { inbox: TInbox }) {
  const isProject = inbox.type === 'project';
  const Icon = isProject ? AtSign : Mail;
  return (
    <span className="flex min-w-0 items-center gap-2">
      <Icon
        className={
          isProject ? 'size-4 shrink-0 text-primary' : 'size-4 shrink-0 text-muted-foreground'
        }
        aria-hidden
      />
      {!nameRepeatsProjectBadge(inbox) && (
        <span className="truncate font-medium">{inbox.name}</span>
      )}
      {isProject && <ProjectEmailBadge />}
    </span>
  );
}
