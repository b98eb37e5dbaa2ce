import type { TProjectInvitation } from '@papertray/contract';
import { AlertTriangle, RotateCw, X } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast-store';
import { useResendInvitation } from '../api/resend-invitation';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { ROLE_LABELS } from '@/lib/role-labels';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

function sendState(invitation: TProjectInvitation) {
  switch (invitation.sendStatus) {
    case 'queued':
      return 'Sending the invitation mail...';
    case 'retrying':
      return 'The mail could not be sent yet; retrying.';
    case 'failed':
      return `The mail could not be sent${invitation.lastSendError ? `: ${invitation.lastSendError}` : '.'}`;
    default:
      return null;
  }
}

export function PendingInvitations({
  projectId,
  invitations,
}: {
  projectId: string;
  invitations: TProjectInvitation[];
}) {
  const resend = useResendInvitation(projectId);
  const revoke = useRevokeInvitation(projectId);
  const [revoking, setRevoking] = useState<TProjectInvitation | null>(null);

  if (invitations.length === 0) {
    return <p className="text-sm text-muted-foreground">No pending invitations.</p>;
  }

  const onResend = (invitation: TProjectInvitation) =>
    resend.mutate(invitation._id, {
      onSuccess: () =>
        toast({ title: 'Invitation resent', description: `Sent again to ${invitation.email}.` }),
      onError: (error) =>
        toast({
          title: 'Failed to resend invitation',
          description: errorMessage(error, 'Please try again.'),
          variant: 'destructive',
        }),
    });

  const confirmRevoke = () => {
    if (!revoking) return;
    revoke.mutate(revoking._id, {
      onSuccess: () => {
        toast({
          title: 'Invitation revoked',
          description: `${revoking.email} can no longer join.`,
        });
        setRevoking(null);
      },
      onError: (error) => {
        toast({
          title: 'Failed to revoke invitation',
          description: errorMessage(error, 'Please try again.'),
          variant: 'destructive',
        });
        setRevoking(null);
      },
    });
  };

  return (
    <>
      <ul className="divide-y rounded-lg border" aria-label="Pending invitations">
        {invitations.map((invitation) => {
          const expired = invitation.status === 'expired';
          const mail = sendState(invitation);
          const resending = resend.isPending && resend.variables === invitation._id;
          return (
            <li key={invitation._id} className="flex flex-wrap items-center gap-x-4 gap-y-2 p-3">
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="min-w-0 max-w-full truncate font-medium">
                    {invitation.email}
                  </span>
                  <Badge variant="secondary">{ROLE_LABELS[invitation.role]}</Badge>
                  {expired && <Badge variant="destructive">Expired</Badge>}
                </p>
                <p className="text-xs text-muted-foreground">
                  Invited by {invitation.invitedBy.name} · {expired ? 'Expired' : 'Expires'}{' '}
                  {dateFormat.format(new Date(invitation.expiresAt))}
                </p>
                {mail && (
                  <p
                    className={
                      invitation.sendStatus === 'failed'
                        ? 'mt-1 flex items-start gap-1 text-xs text-destructive'
                        : 'mt-1 text-xs text-muted-foreground'
                    }
                  >
                    {invitation.sendStatus === 'failed' && (
                      <AlertTriangle className="mt-px size-3.5 shrink-0" aria-hidden />
                    )}
                    {mail}
                  </p>
                )}
              </div>
              <div className="flex w-full justify-end gap-2 sm:w-auto">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={resending}
                  onClick={() => onResend(invitation)}
                  aria-label={`Resend invitation to ${invitation.email}`}
                >
                  <RotateCw aria-hidden />
                  {resending ? 'Resending...' : 'Resend'}
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setRevoking(invitation)}
                  aria-label={`Revoke invitation to ${invitation.email}`}
                >
                  <X aria-hidden />
                  Revoke
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title="Revoke invitation?"
        description={revoking ? `The link sent to ${revoking.email} stops working.` : ''}
        confirmLabel="Revoke"
        busyLabel="Revoking..."
        busy={revoke.isPending}
        onConfirm={confirmRevoke}
      />
    </>
  );
}
