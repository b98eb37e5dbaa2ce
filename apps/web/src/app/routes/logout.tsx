import { LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { usePublicConfig } from '@/lib/public-config';

export default function LogoutPage() {
  const { data: config } = usePublicConfig();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-8 px-4 py-10">
      <Link to="/" className="rounded-md">
        <Logo />
      </Link>
      <Card className="w-full max-w-md p-8 text-center">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
          <LogOut className="size-6" aria-hidden />
        </span>
        <h1 className="mt-5 text-2xl font-semibold tracking-tight">You&apos;ve been logged out</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          Thanks for using Papertray. Your session has ended on this device.
        </p>
        <div className="mt-8 grid gap-3">
          <Button asChild>
            <Link to="/login">Log in again</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/">Go to homepage</Link>
          </Button>
          <Button asChild variant="ghost">
            <Link to="/register">Create an account</Link>
          </Button>
        </div>
      </Card>
      <p className="text-center text-sm text-muted-foreground">
        Need help?{' '}
        {config?.supportEmail ? (
          <>
            Contact us at{' '}
            <a
              href={`mailto:${config.supportEmail}`}
              className="font-medium text-primary hover:underline"
            >
              {config.supportEmail}
            </a>
            .
          </>
        ) : (
          'Contact our support team.'
        )}
      </p>
    </main>
  );
}
