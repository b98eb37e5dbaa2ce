import { ROLE_DESCRIPTIONS, type TAssignableRole } from '@papertray/contract';
import { Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast-store';
import { cn } from '@/lib/utils';
import { useInviteMember } from '../api/invite-member';
import { ROLE_LABELS } from '@/lib/role-labels';

const ASSIGNABLE: TAssignableRole[] = ['accountant', 'admin'];

/** Email and role (each with what it may do); the server's refusal is shown as it words it. */
export function InviteMemberForm({ projectId }: { projectId: string }) {
  const invite = useInviteMember(projectId);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<TAssignableRole>('accountant');
  const [error, setError] = useState<string>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      setError('Please enter an email address');
      return;
    }
    setError(undefined);
    invite.mutate(
      { email: address, role },
      {
        onSuccess: (invitation) => {
          setEmail('');
          toast({
            title: 'Invitation sent',
            description: `${invitation.email} was invited as ${ROLE_LABELS[invitation.role]}.`,
          });
        },
        onError: (failure) => setError(errorMessage(failure, 'Failed to send invitation')),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id="invite-email" label="Email address" error={error}>
        <Input
          {...fieldAria('invite-email', error)}
          type="email"
          autoComplete="off"
          placeholder="name@company.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          disabled={invite.isPending}
        />
      </FormField>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Role</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {ASSIGNABLE.map((value) => (
            <label
              key={value}
              className={cn(
                'flex cursor-pointer gap-3 rounded-lg border p-3 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                role === value ? 'border-primary bg-primary/5' : 'hover:bg-accent',
              )}
            >
              <input
                type="radio"
                name="invite-role"
                value={value}
                checked={role === value}
                onChange={() => setRole(value)}
                disabled={invite.isPending}
                className="mt-0.5 size-4 accent-primary"
              />
              <span>
                <span className="block font-medium">{ROLE_LABELS[value]}</span>
                <span className="block text-muted-foreground">{ROLE_DESCRIPTIONS[value]}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <Button type="submit" disabled={invite.isPending}>
          <Send aria-hidden />
          {invite.isPending ? 'Sending...' : 'Send invitation'}
        </Button>
      </div>
    </form>
  );
}
