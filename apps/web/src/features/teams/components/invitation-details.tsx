import type { TInvitation } from '@papertray/contract';
import { ROLE_LABELS } from '@/lib/role-labels';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeStyle: 'short' });

/** Who invited whom to what, as which role (and what that role may do), until when. */
export function InvitationDetails({ invitation }: { invitation: TInvitation }) {
  return (
    <>
      <p className="mt-2 text-center text-sm text-muted-foreground">
        <span className="font-medium text-foreground">{invitation.invitedBy.name}</span> invited you
        to join the team <span className="font-medium text-foreground">{invitation.team.name}</span>{' '}
        as {ROLE_LABELS[invitation.role]}.
      </p>
      <dl className="mt-6 grid gap-3 rounded-lg border bg-muted/40 p-4 text-sm">
        <div className="grid gap-0.5 sm:grid-cols-[7rem_1fr]">
          <dt className="text-muted-foreground">Project</dt>
          <dd className="font-medium break-words">{invitation.team.projectId.name}</dd>
        </div>
        <div className="grid gap-0.5 sm:grid-cols-[7rem_1fr]">
          <dt className="text-muted-foreground">Role</dt>
          <dd>
            <span className="font-medium">{ROLE_LABELS[invitation.role]}</span>
            <span className="block text-muted-foreground">{invitation.roleDescription}</span>
          </dd>
        </div>
        <div className="grid gap-0.5 sm:grid-cols-[7rem_1fr]">
          <dt className="text-muted-foreground">Invited by</dt>
          <dd className="break-words">{invitation.invitedBy.name}</dd>
        </div>
        <div className="grid gap-0.5 sm:grid-cols-[7rem_1fr]">
          <dt className="text-muted-foreground">Expires</dt>
          <dd>{dateFormat.format(new Date(invitation.expiresAt))}</dd>
        </div>
      </dl>
    </>
  );
}
