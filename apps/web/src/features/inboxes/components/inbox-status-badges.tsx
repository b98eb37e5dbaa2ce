import type { TInbox } from '@papertray/contract';
import { Badge } from '@/components/ui/badge';

function capitalise(text: string) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function statusVariant(status: TInbox['status'] | undefined) {
  if (status === 'active') return 'default';
  if (status === 'inactive') return 'destructive';
  return 'secondary';
}

/** The capitalised status, plus 'Disconnected' when an active inbox lost its connection. */
export function InboxStatusBadges({ inbox }: { inbox: Pick<TInbox, 'status' | 'isConnected'> }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <Badge variant={statusVariant(inbox.status)}>
        {inbox.status ? capitalise(inbox.status) : 'Unknown'}
      </Badge>
      {inbox.status === 'active' && !inbox.isConnected && <DisconnectedBadge />}
    </span>
  );
}

export function DisconnectedBadge() {
  return (
    <Badge variant="outline" className="border-destructive/60 text-destructive">
      Disconnected
    </Badge>
  );
}

export function ProviderBadge({ provider }: { provider: TInbox['provider'] }) {
  return (
    <Badge variant="outline" className="font-mono tracking-wide">
      {provider.toUpperCase()}
    </Badge>
  );
}

const PROJECT_EMAIL_LABEL = 'Project Email';

export function ProjectEmailBadge() {
  return <Badge variant="secondary">{PROJECT_EMAIL_LABEL}</Badge>;
}

/**
 * The project inbox is called 'Project Email' unless renamed; next to its badge the name would
 * only say the same thing twice.
 */
export function nameRepeatsProjectBadge(inbox: Pick<TInbox, 'type' | 'name'>): boolean {
  return (
    inbox.type === 'project' &&
    inbox.name.trim().toLowerCase() === PROJECT_EMAIL_LABEL.toLowerCase()
  );
}
