import type { TAcceptWithSignupResponse, TInvitation } from '@papertray/contract';
import { Info } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/lib/toast-store';
import { useAcceptInvitationWithSignup } from '../api/accept-invitation-with-signup';
import { invitationErrorText, isPasswordRequired } from '../api/invitation-errors';
import { DeclineInvitationButton } from './decline-invitation-button';

type Mode = 'signup' | 'existing';

/**
 * Not signed in: create the account and accept, or (an account with the invited email exists)
 * log in with its password and accept. The email is the invitation's and cannot be changed.
 */
export function AcceptWithSignupForm({
  invitation,
  onAccepted,
  externalSignIn,
}: {
  invitation: TInvitation;
  onAccepted: (result: TAcceptWithSignupResponse) => void;
  /** The external provider's button, coming back to this page. */
  externalSignIn?: ReactNode;
}) {
  const accept = useAcceptInvitationWithSignup(invitation._id);
  const [mode, setMode] = useState<Mode>('signup');
  const [accountExists, setAccountExists] = useState(false);
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ name?: string; password?: string; form?: string }>({});

  const switchMode = (next: Mode) => {
    setMode(next);
    setAccountExists(false);
    setPassword('');
    setErrors({});
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found =
      mode === 'signup'
        ? {
            name: name.trim() ? undefined : 'Please enter your name',
            password: password ? undefined : 'Please enter a password',
          }
        : { password: password ? undefined : 'Please enter your password' };
    if (found.password || ('name' in found && found.name)) {
      setErrors(found);
      return;
    }
    setErrors({});
    const body =
      mode === 'signup'
        ? { email: invitation.email, name: name.trim(), password }
        : { email: invitation.email, existingPassword: password };
    accept.mutate(body, {
      onSuccess: onAccepted,
      onError: (failure) => {
        if (isPasswordRequired(failure)) {
          setMode('existing');
          setAccountExists(true);
          setPassword('');
          setErrors({});
          return;
        }
        const text = invitationErrorText(failure, 'Failed to accept invitation');
        setErrors({ form: text });
        toast({ title: 'Failed to accept invitation', description: text, variant: 'destructive' });
      },
    });
  };

  const busy = accept.isPending;
  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 grid gap-4">
      {accountExists && (
        <div
          role="status"
          className="flex items-start gap-2 rounded-lg border border-primary/30 bg-primary/5 px-3 py-2.5 text-sm"
        >
          <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
          <div>
            <p className="font-medium">Account Exists</p>
            <p className="text-muted-foreground">
              An account with this email already exists. Enter its password to log in and accept the
              invitation.
            </p>
          </div>
        </div>
      )}
      <FormField id="invite-email" label="Email" hint="The invitation is for this address.">
        <Input
          {...fieldAria('invite-email', undefined, 'The invitation is for this address.')}
          type="email"
          value={invitation.email}
          readOnly
          aria-readonly
          className="bg-muted"
        />
      </FormField>
      {mode === 'signup' && (
        <FormField id="invite-name" label="Name" error={errors.name}>
          <Input
            {...fieldAria('invite-name', errors.name)}
            autoComplete="name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            disabled={busy}
          />
        </FormField>
      )}
      <FormField
        id="invite-password"
        label={mode === 'signup' ? 'Choose a password' : 'Password'}
        error={errors.password}
        hint={mode === 'signup' ? 'At least 8 characters.' : undefined}
      >
        <PasswordInput
          {...fieldAria(
            'invite-password',
            errors.password,
            mode === 'signup' ? 'At least 8 characters.' : undefined,
          )}
          autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          disabled={busy}
        />
      </FormField>
      {errors.form && (
        <p role="alert" className="text-sm text-destructive">
          {errors.form}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DeclineInvitationButton inviteId={invitation._id} disabled={busy} />
        <Button type="submit" disabled={busy}>
          {mode === 'signup'
            ? busy
              ? 'Creating account...'
              : 'Create account and accept'
            : busy
              ? 'Logging in...'
              : 'Log in and accept'}
        </Button>
      </div>
      <p className="text-center text-sm text-muted-foreground">
        {mode === 'signup' ? 'Already have an account?' : 'New to Papertray?'}{' '}
        <button
          type="button"
          className="font-medium text-primary hover:underline"
          onClick={() => switchMode(mode === 'signup' ? 'existing' : 'signup')}
        >
          {mode === 'signup' ? 'Log in and accept' : 'Create an account instead'}
        </button>
      </p>
      {externalSignIn}
    </form>
  );
}
