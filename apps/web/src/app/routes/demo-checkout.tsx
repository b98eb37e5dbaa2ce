import { useQuery } from '@tanstack/react-query';
import { PLANS } from '@papertray/contract';
import { FlaskConical } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Logo } from '@/components/logo';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { PageSpinner, Spinner } from '@/components/ui/spinner';
import { demoCheckoutQueryOptions, useCompleteDemoCheckout } from '@/features/billing/api/billing';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast-store';

/**
 * The built-in checkout of a server without a payment provider (no STRIPE_SECRET_KEY): it says
 * plainly that it is a demo and takes no payment, and completes the same plan change a paid
 * checkout does.
 */
export default function DemoCheckoutPage() {
  const [params] = useSearchParams();
  const token = params.get('session') ?? '';
  const navigate = useNavigate();
  const session = useQuery({ ...demoCheckoutQueryOptions(token), enabled: token !== '' });
  const complete = useCompleteDemoCheckout();

  const pay = () =>
    complete.mutate(token, {
      onSuccess: async (subscription) => {
        toast({
          title: 'Plan changed',
          description: `You are now on the ${PLANS[subscription.plan].displayName} plan.`,
        });
        await navigate('/settings/billing');
      },
      onError: (error) =>
        toast({
          title: 'Checkout failed',
          description: errorMessage(error, 'Failed to complete the demo checkout.'),
          variant: 'destructive',
        }),
    });

  let body;
  if (token === '' || session.isError) {
    body = (
      <CardContent className="grid gap-4">
        <p role="alert" className="text-sm">
          {errorMessage(session.error, 'This demo checkout link is incomplete.')}
        </p>
        <Button asChild variant="outline">
          <Link to="/pricing">Back to pricing</Link>
        </Button>
      </CardContent>
    );
  } else if (!session.data) {
    body = <PageSpinner />;
  } else {
    const plan = PLANS[session.data.plan];
    const per = session.data.interval === 'yearly' ? 'year' : 'month';
    body = (
      <CardContent className="grid gap-5">
        <dl className="grid gap-3 rounded-lg border p-4 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">Plan</dt>
            <dd className="font-medium">{plan.displayName}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">Billing</dt>
            <dd className="font-medium capitalize">{session.data.interval}</dd>
          </div>
          <div className="flex justify-between gap-4 border-t pt-3">
            <dt className="text-muted-foreground">Total</dt>
            <dd className="text-lg font-semibold tabular-nums">
              ${session.data.amount} / {per}
            </dd>
          </div>
        </dl>
        <p className="text-sm text-muted-foreground">
          No card is asked for and nothing is charged. Completing this changes your plan exactly as
          a paid checkout would; you can switch back to Free in Settings → Billing at any time.
        </p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button asChild variant="outline">
            <Link to="/pricing">Cancel</Link>
          </Button>
          <Button onClick={pay} disabled={complete.isPending} aria-busy={complete.isPending}>
            {complete.isPending && <Spinner label="Completing" className="text-current" />}
            Complete demo checkout
          </Button>
        </div>
      </CardContent>
    );
  }

  return (
    <div className="min-h-dvh bg-background">
      <header className="border-b bg-card">
        <div className="mx-auto flex h-16 max-w-6xl items-center px-4 sm:px-6">
          <Link to="/" className="rounded-md">
            <Logo />
          </Link>
        </div>
      </header>
      <main className="mx-auto grid max-w-lg gap-4 px-4 py-10 sm:py-16">
        <div
          role="note"
          className="flex items-start gap-3 rounded-lg border border-warning/50 bg-warning/10 p-4 text-sm"
        >
          <FlaskConical className="mt-0.5 size-5 shrink-0 text-warning" aria-hidden />
          <p>
            <strong>Demo checkout.</strong> This server has no payment provider configured, so no
            payment is taken here.
          </p>
        </div>
        <Card>
          <CardHeader>
            <div className="flex items-center justify-between gap-2">
              <h1 className="text-lg leading-tight font-semibold">Checkout</h1>
              <Badge variant="secondary">Demo</Badge>
            </div>
            <CardDescription>Confirm your new plan.</CardDescription>
          </CardHeader>
          {body}
        </Card>
      </main>
    </div>
  );
}
