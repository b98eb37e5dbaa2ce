import { LoaderCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Logo } from '@/components/logo';
import { completeExternalSignIn, ExternalSignInError } from '@/features/auth/api/external-sign-in';
import { useAuth } from '@/lib/auth/auth-context';
import { projectSelectionStorage } from '@/lib/projects/project-selection-storage';
import { usePublicConfig } from '@/lib/public-config';
import { safeRedirect } from '../guards/redirect-target';

export default function ExternalSignInCallbackPage() {
  const navigate = useNavigate();
  const { startSession } = useAuth();
  const config = usePublicConfig();
  const started = useRef(false);

  useEffect(() => {
    if (config.isPending || started.current) return;
    started.current = true;
    const externalAuth = config.data?.externalAuth;
    if (!externalAuth) {
      void navigate('/login?error=auth0_failed', { replace: true });
      return;
    }
    completeExternalSignIn(externalAuth)
      .then(({ pair, returnTo }) => {
        projectSelectionStorage.clear();
        startSession(pair);
        void navigate(safeRedirect(returnTo, '/select-project'), { replace: true });
      })
      .catch((error: unknown) => {
        const reason = error instanceof ExternalSignInError ? error.reason : 'exchange_failed';
        void navigate(`/login?error=${reason}`, { replace: true });
      });
  }, [config.isPending, config.data, navigate, startSession]);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-4 text-center">
      <Logo />
      <LoaderCircle className="size-8 animate-spin text-primary" aria-hidden />
      <div role="status">
        <h1 className="text-xl font-semibold">Completing sign in...</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          Please wait while we redirect you to your dashboard.
        </p>
      </div>
    </main>
  );
}
