import { can, type TAssignableRole, type TMember, type TRole } from '@papertray/contract';
import { UserMinus } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast-store';
import { useRemoveMember } from '../api/remove-member';
import { useUpdateMemberRole } from '../api/update-member-role';
import { ROLE_LABELS } from '@/lib/role-labels';

interface MemberListProps {
  projectId: string;
  members: TMember[];
  /** The signed-in user's role in the project and id. */
  myRole: TRole;
  myUserId: string | undefined;
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

export function MemberList({ projectId, members, myRole, myUserId }: MemberListProps) {
  const manage = can(myRole, 'members.manage');
  const updateRole = useUpdateMemberRole(projectId);
  const remove = useRemoveMember(projectId);
  const [removing, setRemoving] = useState<TMember | null>(null);

  const changeRole = (member: TMember, role: TAssignableRole) => {
    updateRole.mutate(
      { userId: member.userId, role },
      {
        onSuccess: () =>
          toast({
            title: 'Role changed',
            description: `${member.name} is now ${ROLE_LABELS[role]}.`,
          }),
        onError: (error) =>
          toast({
            title: 'Failed to change role',
            description: errorMessage(error, 'Please try again.'),
            variant: 'destructive',
          }),
      },
    );
  };

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.userId, {
      onSuccess: () => {
        toast({ title: 'Member removed', description: `${removing.name} left the project.` });
        setRemoving(null);
      },
      onError: (error) => {
        toast({
          title: 'Failed to remove member',
          description: errorMessage(error, 'Please try again.'),
          variant: 'destructive',
        });
        setRemoving(null);
      },
    });
  };

  return (
    <>
      <ul className="divide-y rounded-lg border" aria-label="Members">
        {members.map((member) => {
          const editable = manage && member.role !== 'owner' && member.userId !== myUserId;
          const busy =
            (updateRole.isPending && updateRole.variables.userId === member.userId) ||
            (remove.isPending && remove.variables === member.userId);
          return (
            <li
              key={member.userId}
              className="flex flex-wrap items-center gap-x-4 gap-y-2 p-3 sm:flex-nowrap"
              aria-busy={busy || undefined}
            >
              <span
                aria-hidden
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 text-sm font-semibold text-primary"
              >
                {member.name.slice(0, 1).toUpperCase()}
              </span>
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">
                  {member.name}
                  {member.userId === myUserId && (
                    <span className="font-normal text-muted-foreground"> (you)</span>
                  )}
                </p>
                <p className="truncate text-sm text-muted-foreground">{member.email}</p>
                <p className="text-xs text-muted-foreground">
                  Joined {dateFormat.format(new Date(member.joinedAt))}
                </p>
              </div>
              <div className="flex w-full items-center justify-end gap-2 sm:w-auto">
                {editable ? (
                  <>
                    <NativeSelect
                      aria-label={`Role of ${member.name}`}
                      className="h-9 w-36"
                      value={member.role}
                      disabled={busy}
                      onChange={(event) =>
                        changeRole(member, event.target.value as TAssignableRole)
                      }
                    >
                      <option value="admin">{ROLE_LABELS.admin}</option>
                      <option value="accountant">{ROLE_LABELS.accountant}</option>
                    </NativeSelect>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Remove ${member.name}`}
                      disabled={busy}
                      onClick={() => setRemoving(member)}
                    >
                      <UserMinus aria-hidden />
                    </Button>
                  </>
                ) : (
                  <Badge variant={member.role === 'owner' ? 'default' : 'secondary'}>
                    {ROLE_LABELS[member.role]}
                  </Badge>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove member?"
        description={
          removing
            ? `${removing.name} (${removing.email}) loses access to this project. You can invite them again later.`
            : ''
        }
        confirmLabel="Remove"
        busyLabel="Removing..."
        busy={remove.isPending}
        onConfirm={confirmRemove}
      />
    </>
  );
}
