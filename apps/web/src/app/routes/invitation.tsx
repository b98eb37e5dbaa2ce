import type { TInvitation, TRole } from '@papertray/contract';
import { CalendarX, CircleCheck, CircleX, MailOpen, RefreshCw, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { ExternalSignInButton } from '@/features/auth/components/external-sign-in-button';
import { isInvitationMissing, useInvitation } from '@/features/teams/api/get-invitation';
import { AcceptSignedIn } from '@/features/teams/components/accept-signed-in';
import { AcceptWithSignupForm } from '@/features/teams/components/accept-with-signup-form';
import { InvitationCard } from '@/features/teams/components/invitation-card';
import { InvitationDetails } from '@/features/teams/components/invitation-details';
import { errorMessage } from '@/lib/api-error';
import { useAuth } from '@/lib/auth/auth-context';
import { useProjects } from '@/lib/projects/project-context';
import { projectSelectionStorage } from '@/lib/projects/project-selection-storage';
import { projectsQueryOptions } from '@/lib/projects/projects-query';
import { ROLE_LABELS } from '@/lib/role-labels';
import { toast } from '@/lib/toast-store';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });

/** Public page of an invitation link (/invitations/{inviteId}): every state and flow. */
export default function InvitationPage() {
  const { inviteId = '' } = useParams();
  const invitation = useInvitation(inviteId);
  const { status } = useAuth();

  let content: ReactNode;
  if (invitation.isPending || status === 'loading') {
    content = <PageSpinner />;
  } else if (invitation.isError) {
    content = isInvitationMissing(invitation.error) ? (
      <InvitationCard icon={SearchX} tone="muted" title="Invitation Not Found">
        <p className="mt-2 text-center text-sm text-muted-foreground">
          This invitation link is not valid, or the invitation was revoked. Ask the person who
          invited you to send a new one.
        </p>
        <NextSteps />
      </InvitationCard>
    ) : (
      <InvitationCard icon={CircleX} tone="destructive" title="Failed to load invitation">
        <p role="alert" className="mt-2 text-center text-sm text-muted-foreground">
          {errorMessage(invitation.error, 'Please try again.')}
        </p>
        <div className="mt-6 flex justify-center">
          <Button variant="outline" onClick={() => void invitation.refetch()}>
            <RefreshCw aria-hidden />
            Try again
          </Button>
        </div>
      </InvitationCard>
    );
  } else {
    content = <InvitationState invitation={invitation.data} />;
  }

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-8 px-4 py-10">
      <Link to="/" className="rounded-md">
        <Logo />
      </Link>
      {content}
    </main>
  );
}

function InvitationState({ invitation }: { invitation: TInvitation }) {
  switch (invitation.status) {
    case 'accepted':
      return (
        <InvitationCard icon={CircleCheck} title="Already Accepted">
          <p className="mt-2 text-center text-sm text-muted-foreground">
            This invitation to {invitation.team.name} has already been accepted.
          </p>
          <NextSteps />
        </InvitationCard>
      );
    case 'rejected':
      return (
        <InvitationCard icon={CircleX} tone="muted" title="Invitation Declined">
          <p className="mt-2 text-center text-sm text-muted-foreground">
            This invitation to {invitation.team.name} was declined. If that was a mistake, ask{' '}
            {invitation.invitedBy.name} to invite you again.
          </p>
          <NextSteps />
        </InvitationCard>
      );
    case 'expired':
      return (
        <InvitationCard icon={CalendarX} tone="muted" title="Invitation Expired">
          <p className="mt-2 text-center text-sm text-muted-foreground">
            This invitation to {invitation.team.name} expired on{' '}
            {dateFormat.format(new Date(invitation.expiresAt))}. Ask {invitation.invitedBy.name} to
            send a new one.
          </p>
          <NextSteps />
        </InvitationCard>
      );
    default:
      return <PendingInvitation invitation={invitation} />;
  }
}

function PendingInvitation({ invitation }: { invitation: TInvitation }) {
  const { status, user, startSession, logout } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { selectProject } = useProjects();

  const joined = async (projectId: string, role: TRole) => {
    // The joined project is stored at once (a new session re-reads the selection from storage)
    // and selected once the refreshed list holds it: selected earlier, the provider would fall
    // back to a project it already knows (a signed-in user's own default project).
    projectSelectionStorage.set(projectId);
    await queryClient.invalidateQueries({ queryKey: projectsQueryOptions.queryKey });
    selectProject(projectId);
    toast({
      title: 'Invitation accepted',
      description: `You joined ${invitation.team.name} as ${ROLE_LABELS[role]}.`,
    });
    void navigate('/dashboard', { replace: true });
  };

  return (
    <InvitationCard icon={MailOpen} title="You've been invited">
      <InvitationDetails invitation={invitation} />
      {status === 'authenticated' && user ? (
        <AcceptSignedIn
          invitation={invitation}
          userEmail={user.email}
          onAccepted={(result) => void joined(result.projectId, result.role)}
          onSwitchAccount={() => void logout()}
        />
      ) : (
        <AcceptWithSignupForm
          invitation={invitation}
          onAccepted={(result) => {
            startSession(result.tokens);
            void joined(result.projectId, result.role);
          }}
          externalSignIn={<ExternalSignInButton returnTo={`/invitations/${invitation._id}`} />}
        />
      )}
    </InvitationCard>
  );
}

function NextSteps() {
  const { status } = useAuth();
  return (
    <div className="mt-8 grid gap-3">
      {status === 'authenticated' ? (
        <Button asChild>
          <Link to="/select-project">Go to your projects</Link>
        </Button>
      ) : (
        <>
          <Button asChild>
            <Link to="/login">Log in</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/register">Create an account</Link>
          </Button>
        </>
      )}
    </div>
  );
}
