import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { usePublicConfig } from '@/lib/public-config';
import { toast } from '@/lib/toast-store';
import { startExternalSignIn } from '../api/external-sign-in';

/** Shown only when the server has an OpenID Connect provider configured. */
export function ExternalSignInButton({
  returnTo,
  label,
}: {
  /** Where to land after signing in (a path of this app); else the project selection. */
  returnTo?: string;
  /** Replaces the provider's button label, e.g. to say what happens after signing in. */
  label?: string;
}) {
  const { data: config } = usePublicConfig();
  const [busy, setBusy] = useState(false);
  const externalAuth = config?.externalAuth;
  if (!externalAuth) return null;

  const onClick = async () => {
    setBusy(true);
    try {
      await startExternalSignIn(externalAuth, returnTo);
    } catch (error) {
      console.error('Could not start external sign-in', error);
      toast({
        title: 'Sign-in unavailable',
        description: 'The external sign-in provider could not be reached. Please try again.',
        variant: 'destructive',
      });
      setBusy(false);
    }
  };

  return (
    <>
      <div className="my-6 flex items-center gap-3 text-xs text-muted-foreground uppercase">
        <span className="h-px flex-1 bg-border" />
        or
        <span className="h-px flex-1 bg-border" />
      </div>
      <Button
        type="button"
        variant="outline"
        className="w-full"
        disabled={busy}
        onClick={() => void onClick()}
      >
        <KeyRound aria-hidden />
        {label ?? (externalAuth.buttonLabel || 'Continue with Auth0')}
      </Button>
    </>
  );
}
