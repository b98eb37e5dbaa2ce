import { MailOpen } from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useAuth } from '@/lib/auth/auth-context';

/** Public invitation page; accepting and declining arrive with team management. */
export default function InvitationPage() {
  const { status } = useAuth();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-8 px-4 py-10">
      <Link to="/" className="rounded-md">
        <Logo />
      </Link>
      <Card className="w-full max-w-md p-8 text-center">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
          <MailOpen className="size-6" aria-hidden />
        </span>
        <h1 className="mt-5 text-2xl font-semibold tracking-tight">You&apos;ve been invited</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          Accepting invitations in the app is coming soon. Until then, ask the person who invited
          you to add you once you have an account.
        </p>
        <div className="mt-8 grid gap-3">
          {status === 'authenticated' ? (
            <Button asChild>
              <Link to="/dashboard">Go to dashboard</Link>
            </Button>
          ) : (
            <>
              <Button asChild>
                <Link to="/register">Create an account</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/login">Log in</Link>
              </Button>
            </>
          )}
        </div>
      </Card>
    </main>
  );
}
