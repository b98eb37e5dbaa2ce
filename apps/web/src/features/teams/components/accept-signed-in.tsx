import type { TAcceptInvitationResponse, TInvitation } from '@papertray/contract';
import { AlertTriangle } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast-store';
import { useAcceptInvitation } from '../api/accept-invitation';
import { invitationErrorText } from '../api/invitation-errors';
import { DeclineInvitationButton } from './decline-invitation-button';

/** Signed in: accept as this account, with a warning when it is not the invited address. */
export function AcceptSignedIn({
  invitation,
  userEmail,
  onAccepted,
  onSwitchAccount,
}: {
  invitation: TInvitation;
  userEmail: string;
  onAccepted: (result: TAcceptInvitationResponse) => void;
  onSwitchAccount: () => void;
}) {
  const accept = useAcceptInvitation(invitation._id);
  const [error, setError] = useState<string>();
  const otherEmail = userEmail.toLowerCase() !== invitation.email.toLowerCase();

  const onAccept = () => {
    setError(undefined);
    accept.mutate(undefined, {
      onSuccess: onAccepted,
      onError: (failure) => {
        const text = invitationErrorText(failure, 'Failed to accept invitation');
        setError(text);
        toast({ title: 'Failed to accept invitation', description: text, variant: 'destructive' });
      },
    });
  };

  return (
    <div className="mt-6 grid gap-4">
      {otherEmail && (
        <div
          role="alert"
          className="flex items-start gap-2 rounded-lg border border-warning/50 bg-warning/10 px-3 py-2.5 text-sm"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
          <p>
            You are logged in as <span className="font-medium break-all">{userEmail}</span>, but
            this invitation was sent to{' '}
            <span className="font-medium break-all">{invitation.email}</span>. Log in with that
            address to accept it.
          </p>
        </div>
      )}
      {error && !otherEmail && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DeclineInvitationButton inviteId={invitation._id} disabled={accept.isPending} />
        {otherEmail ? (
          // A long address wraps instead of widening the page past a phone's screen.
          <Button
            type="button"
            className="h-auto min-h-10 whitespace-normal break-all"
            onClick={onSwitchAccount}
          >
            Log out and use {invitation.email}
          </Button>
        ) : (
          <Button type="button" disabled={accept.isPending} onClick={onAccept}>
            {accept.isPending ? 'Accepting...' : 'Accept invitation'}
          </Button>
        )}
      </div>
      {otherEmail && (
        <Button
          type="button"
          variant="link"
          className="h-auto max-w-full justify-self-center whitespace-normal break-all p-0 text-xs"
          disabled={accept.isPending}
          onClick={onAccept}
        >
          {accept.isPending ? 'Accepting...' : `Accept as ${userEmail} anyway`}
        </Button>
      )}
      {error && otherEmail && (
        <p role="alert" className="text-center text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
