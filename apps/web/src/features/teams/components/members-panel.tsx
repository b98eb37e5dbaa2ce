import { can, type TProject } from '@papertray/contract';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/lib/auth/auth-context';
import { errorMessage } from '@/lib/api-error';
import { useMembers } from '../api/get-members';
import { useProjectInvitations } from '../api/get-project-invitations';
import { InviteMemberForm } from './invite-member-form';
import { MemberList } from './member-list';
import { PendingInvitations } from './pending-invitations';

function seats(used: number, limit: number | null) {
  if (limit === null) return `${used} ${used === 1 ? 'seat' : 'seats'} used`;
  return `${used} of ${limit} ${limit === 1 ? 'seat' : 'seats'} used (pending invitations count)`;
}

/** Project settings → Members: who is in the team, invitations, and what each role may do. */
export function MembersPanel({ project }: { project: TProject }) {
  const { user } = useAuth();
  const members = useMembers(project._id);
  const manageInvitations = can(project.role, 'invitations.manage');
  const invitations = useProjectInvitations(project._id, manageInvitations);

  return (
    <div className="grid grid-cols-1 gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Members</CardTitle>
          <CardDescription>
            {can(project.role, 'members.manage')
              ? 'Change what each member may do, or remove them from the project.'
              : 'Only owners and admins can manage members.'}
            {members.data && <> {seats(members.data.used, members.data.limit)}.</>}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {members.isPending ? (
            <div className="grid gap-2" aria-busy>
              <Skeleton className="h-16" />
              <Skeleton className="h-16" />
            </div>
          ) : members.isError ? (
            <div role="alert" className="text-sm">
              <p className="text-destructive">
                {errorMessage(members.error, 'Failed to load members')}
              </p>
              <Button
                variant="outline"
                size="sm"
                className="mt-3"
                onClick={() => void members.refetch()}
              >
                Try again
              </Button>
            </div>
          ) : (
            <MemberList
              projectId={project._id}
              members={members.data.data}
              myRole={project.role}
              myUserId={user?._id}
            />
          )}
        </CardContent>
      </Card>
      {manageInvitations && (
        <>
          <Card>
            <CardHeader>
              <CardTitle>Invite a member</CardTitle>
              <CardDescription>
                They get an email with a link that is valid for 7 days and works only for their
                address.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <InviteMemberForm projectId={project._id} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Pending invitations</CardTitle>
              <CardDescription>
                Resend a link that expired or got lost, or revoke it.
              </CardDescription>
            </CardHeader>
            <CardContent>
              {invitations.isPending ? (
                <Skeleton className="h-16" />
              ) : invitations.isError ? (
                <p role="alert" className="text-sm text-destructive">
                  {errorMessage(invitations.error, 'Failed to load invitations')}
                </p>
              ) : (
                <PendingInvitations projectId={project._id} invitations={invitations.data} />
              )}
            </CardContent>
          </Card>
        </>
      )}
    </div>
  );
}
